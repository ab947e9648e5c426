import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inFlightPlugin } from '../../../../src/adapters/http/plugins/in-flight.plugin.js';

describe('requests in flight', () => {
  it('drained waits for a handler still running after the server closed, and resolves once it answered', async () => {
    const app = Fastify();
    await app.register(inFlightPlugin);
    let finish: () => void = () => undefined;
    const started = new Promise<void>((resolveStarted) => {
      app.get('/slow', async () => {
        resolveStarted();
        await new Promise<void>((resolve) => { finish = resolve; });
        return { ok: true };
      });
    });
    app.get('/fast', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject('/fast')).statusCode).toBe(200);
    await app.requestsDrained(); // nothing in flight: resolves at once

    const slow = app.inject('/slow');
    await started;
    let drained = false;
    const draining = app.requestsDrained().then(() => { drained = true; });
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    finish();
    expect((await slow).statusCode).toBe(200);
    await draining;
    expect(drained).toBe(true);
    await app.close();
  });

  it('an error answer counts as answered', async () => {
    const app = Fastify();
    await app.register(inFlightPlugin);
    app.get('/broken', async () => { throw new Error('boom'); });
    expect((await app.inject('/broken')).statusCode).toBe(500);
    expect((await app.inject('/missing')).statusCode).toBe(404);
    await app.requestsDrained();
    await app.close();
  });
});
