import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DELIVERY_BATCH } from '../../src/application/orders/deliver-order-events.use-case.js';
import { scheduleOrderEventDelivery } from '../../src/main/orders-out.js';

/** A dispatcher whose rounds the test ends, one at a time. */
function scriptedDispatcher() {
  const rounds: { resolve: (tried: number) => void; reject: (error: Error) => void }[] = [];
  let waiting: (() => void) | null = null;
  return {
    execute: () => new Promise<number>((resolve, reject) => {
      rounds.push({ resolve, reject });
      waiting?.();
    }),
    rounds,
    /** Resolves once round `n` (from 1) has started. */
    started: (n: number) => new Promise<void>((resolve) => {
      const check = () => (rounds.length >= n ? resolve() : (waiting = check));
      check();
    }),
  };
}

describe('the order events dispatcher on each node', () => {
  it('runs a round when the app is ready, another at once after a full batch, and waits the interval after a short one', async () => {
    const app = Fastify();
    const dispatcher = scriptedDispatcher();
    scheduleOrderEventDelivery(app, dispatcher, 3_600_000);
    await app.ready();
    await dispatcher.started(1);
    dispatcher.rounds[0]!.resolve(DELIVERY_BATCH);
    await dispatcher.started(2);
    dispatcher.rounds[1]!.resolve(3);
    // The next round is an hour away: closing now ends the schedule with no round under way.
    await app.close();
    expect(dispatcher.rounds).toHaveLength(2);
  });

  it('logs a failed round and goes on; closing the app waits for the round under way', async () => {
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } });
    const dispatcher = scriptedDispatcher();
    scheduleOrderEventDelivery(app, dispatcher, 1);
    await app.ready();
    await dispatcher.started(1);
    dispatcher.rounds[0]!.reject(new Error('database down'));
    await dispatcher.started(2);
    expect(logged.join('')).toContain('delivering order events failed');
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    dispatcher.rounds[1]!.resolve(0);
    await closing;
    expect(dispatcher.rounds).toHaveLength(2);
  });
});
