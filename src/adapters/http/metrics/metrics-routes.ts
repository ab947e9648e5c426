import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { bearerMatches } from '../basket/product-api-routes.js';
import { HttpError } from '../errors/http-error.js';
import type { AppMetrics } from './app-metrics.js';

export interface MetricsRoutesOptions {
  metrics: AppMetrics;
  /** Bearer token of the operator routes; null: no /metrics (404), requests are still counted. */
  operatorToken: string | null;
}

/**
 * Counts every request of the app (a hook on the root, so every area's routes are measured) and
 * serves `/metrics` in Prometheus' text format to a caller with the operator token.
 */
const metricsPlugin: FastifyPluginAsync<MetricsRoutesOptions> = async (app, { metrics, operatorToken }) => {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request, reply);
    done();
  });
  if (operatorToken === null) return;
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, operatorToken)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError('NOT_AUTHORISED');
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
};

export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = fp(metricsPlugin, { name: 'metrics-routes' });
