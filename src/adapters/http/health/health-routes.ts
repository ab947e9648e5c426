import type { FastifyPluginAsync } from 'fastify';
import type { HealthProbe } from '../../../ports/health.port.js';
import { STATUS_OF } from '../errors/error-status.js';

export interface HealthRoutesOptions {
  probes: HealthProbe[];
}

/** `/healthz`: the process answers. `/readyz`: every dependency answers, so traffic may be sent. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { probes }) => {
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    const results = await Promise.all(
      probes.map(async (p) => {
        try {
          return { name: p.name, ok: await p.check() };
        } catch (error) {
          request.log.warn({ err: error, probe: p.name }, 'readiness probe failed');
          return { name: p.name, ok: false };
        }
      }),
    );
    const ready = results.every((r) => r.ok);
    reply.header('cache-control', 'no-store').code(ready ? 200 : STATUS_OF.DATABASE_UNAVAILABLE);
    return { status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results.map((r) => [r.name, r.ok ? 'ok' : 'failing'])) };
  });
};
