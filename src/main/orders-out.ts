import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { DELIVERY_BATCH, type DeliverOrderEvents } from '../application/orders/deliver-order-events.use-case.js';
import { ORDERS } from './orders-module.js';
import { TOKENS } from './tokens.js';

/**
 * Once the app is ready: the webhook endpoints of the configuration become the ones new events
 * go to, and this node's dispatcher starts (every node runs one; their claims never overlap).
 */
export function startOrdersOut(app: FastifyInstance, container: Container): void {
  const { urls, pollIntervalMs } = container.get(TOKENS.Config).orderWebhooks;
  app.addHook('onReady', async () => {
    await container.get(ORDERS.OrderEventOutbox).setEndpoints(urls);
  });
  const deliver = container.get(ORDERS.DeliverOrderEvents);
  if (deliver !== null && pollIntervalMs > 0) scheduleOrderEventDelivery(app, deliver, pollIntervalMs);
}

/**
 * Delivers due order events every `intervalMs`, and at once again after a round that found a full
 * batch (a backlog drains as fast as the endpoints answer). A failed round is logged and the next
 * one runs as usual; the app's close waits for the round under way.
 */
export function scheduleOrderEventDelivery(app: FastifyInstance, deliver: Pick<DeliverOrderEvents, 'execute'>, intervalMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | null = null;
  let closed = false;
  const run = () => {
    if (closed) return;
    round = deliver.execute().then(
      (tried) => tried,
      (error: unknown) => {
        app.log.error({ err: error }, 'delivering order events failed');
        return 0;
      },
    ).then((tried) => {
      round = null;
      if (closed) return;
      if (tried >= DELIVERY_BATCH) setImmediate(run);
      else {
        timer = setTimeout(run, intervalMs);
        timer.unref();
      }
    });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(run, 0);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await round;
  });
}
