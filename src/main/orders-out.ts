import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { DELIVERY_BATCH, type DeliverOrderEvents } from '../application/orders/deliver-order-events.use-case.js';
import { ResendUnsentPaymentModifications } from '../application/orders/resend-unsent-payment-modifications.use-case.js';
import { RESEND_BATCH } from '../domain/orders/payment-resend.js';
import { ORDERS } from './orders-module.js';
import { TOKENS } from './tokens.js';

/**
 * Once the app is ready: the webhook endpoints of the configuration become the ones new events
 * go to, and this node's dispatcher starts (every node runs one; their claims never overlap), and
 * so does its sweep of money actions never sent to their provider (claims that never overlap either).
 */
export function startOrdersOut(app: FastifyInstance, container: Container): void {
  const config = container.get(TOKENS.Config);
  const { urls, pollIntervalMs } = config.orderWebhooks;
  app.addHook('onReady', async () => {
    await container.get(ORDERS.OrderEventOutbox).setEndpoints(urls);
  });
  const deliver = container.get(ORDERS.DeliverOrderEvents);
  if (deliver !== null && pollIntervalMs > 0) scheduleOrderEventDelivery(app, deliver, pollIntervalMs);
  // Money actions the shop recorded and never got to their provider (a crash after a cancellation's commit, a provider down) are sent again.
  if (config.paymentResendSweepIntervalMs > 0) {
    const resend = container.get(ResendUnsentPaymentModifications);
    scheduleRounds(app, () => resend.execute(), { intervalMs: config.paymentResendSweepIntervalMs, batch: RESEND_BATCH, failure: 'resending unsent payment actions failed' });
  }
}

/**
 * Delivers due order events every `intervalMs`, and at once again after a round that found a full
 * batch (a backlog drains as fast as the endpoints answer).
 */
export function scheduleOrderEventDelivery(app: FastifyInstance, deliver: Pick<DeliverOrderEvents, 'execute'>, intervalMs: number): void {
  scheduleRounds(app, () => deliver.execute(), { intervalMs, batch: DELIVERY_BATCH, failure: 'delivering order events failed' });
}

/**
 * Runs a round of work on this node every `intervalMs` from when the app is ready, and at once
 * again after a round that took a full `batch`. A failed round is logged (`failure`) and the next
 * one runs as usual; the app's close waits for the round under way.
 */
function scheduleRounds(app: FastifyInstance, round: () => Promise<number>, o: { intervalMs: number; batch: number; failure: string }): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closed = false;
  const run = () => {
    if (closed) return;
    running = round().then(
      (done) => done,
      (error: unknown) => {
        app.log.error({ err: error }, o.failure);
        return 0;
      },
    ).then((done) => {
      running = null;
      if (closed) return;
      if (done >= o.batch) setImmediate(run);
      else {
        timer = setTimeout(run, o.intervalMs);
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
    await running;
  });
}
