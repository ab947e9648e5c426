import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requireOperator } from '../plugins/operator-auth.js';
import type { AppMetrics } from './app-metrics.js';

export interface MetricsRoutesOptions {
  metrics: AppMetrics;
}

/**
 * Counts every request of the app (a hook on the root, so every area's routes are measured) and
 * serves `/metrics` in Prometheus' text format to an operator API key (or session) that may read.
 */
const metricsPlugin: FastifyPluginAsync<MetricsRoutesOptions> = async (app, { metrics }) => {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request, reply);
    done();
  });
  app.get('/metrics', { logLevel: 'warn', preHandler: requireOperator('read') }, async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
};

export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = fp(metricsPlugin, { name: 'metrics-routes' });
