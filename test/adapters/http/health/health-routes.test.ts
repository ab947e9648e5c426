import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { healthRoutes } from '../../../../src/adapters/http/health/health-routes.js';

async function appWith(results: Array<boolean | Error>) {
  const app = Fastify();
  await app.register(healthRoutes, {
    probes: results.map((r, i) => ({
      name: `probe${i}`,
      check: async () => {
        if (r instanceof Error) throw r;
        return r;
      },
    })),
  });
  return app;
}

describe('health routes', () => {
  it('answers /healthz without asking dependencies', async () => {
    const app = await appWith([false]);
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when every probe answers', async () => {
    const app = await appWith([true, true]);
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { probe0: 'ok', probe1: 'ok' } });
  });

  it('answers 503 naming the failing dependency, also when a probe throws', async () => {
    const app = await appWith([true, false, new Error('connection refused')]);
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { probe0: 'ok', probe1: 'failing', probe2: 'failing' } });
  });
});
