import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Orders } from '../../ports/orders.port.js';
import type { PayPalOrders, PayPalWebhookEvent } from '../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { CloseOrder } from '../orders/close-order.js';
import { findPayPalAttempt } from './paypal-attempts.js';
import { captureAndComplete, completeCaptured, type PayPalCaptureDeps } from './paypal-capture.js';

/** What a verified webhook did: nothing (not ours, another event type, already settled), our order paid, released, or still pending. */
export type PayPalWebhookOutcome = 'ignored' | 'paid' | 'released' | 'pending';

/**
 * A verified PayPal webhook (issue 10), exactly once whatever the order of the browser's capture
 * and the webhooks: CHECKOUT.ORDER.APPROVED captures the order on the server (the browser may
 * never come back) with the same PayPal-Request-Id as the browser's capture, so both are one
 * capture; PAYMENT.CAPTURE.COMPLETED reads the PayPal order and completes ours if PayPal says it
 * is captured; PAYMENT.CAPTURE.DENIED releases our pending order (refused: stock and discounts
 * back, the basket kept). Events for orders we do not know, or whose PayPal order is not one of
 * our order's attempts, change nothing; a replay finds the order settled and changes nothing.
 * PROVIDER_UNAVAILABLE: PayPal could not be asked; the route answers 503 and PayPal delivers again.
 */
export class HandlePayPalWebhook {
  private readonly deps: PayPalCaptureDeps;

  constructor(orders: Orders, payPal: PayPalOrders, closeOrder: CloseOrder, problems: ProblemLog) {
    this.deps = { orders, payPal, closeOrder, problems };
  }

  async execute(event: PayPalWebhookEvent): Promise<Result<PayPalWebhookOutcome, { code: 'PROVIDER_UNAVAILABLE' }>> {
    if (event.kind === 'other' || event.reference === null || event.payPalOrderId === null) return ok('ignored');
    const order = await this.deps.orders.byReference(event.reference);
    if (order === null) return ok('ignored');
    const attempt = await findPayPalAttempt(this.deps.orders, order.id, event.payPalOrderId);
    if (attempt === null || order.status !== 'pending') return ok('ignored');
    switch (event.kind) {
      case 'capture-denied':
        await this.deps.closeOrder.execute(order.id, 'refused', null, null);
        return ok('released');
      case 'capture-completed': {
        const read = await this.deps.payPal.get(event.payPalOrderId);
        if (!read.ok) return read.error.code === 'PROVIDER_UNAVAILABLE' ? err({ code: 'PROVIDER_UNAVAILABLE' }) : ok('ignored');
        return this.outcomeOf(await completeCaptured(this.deps, order, attempt, read.value));
      }
      case 'order-approved':
        return this.outcomeOf(await captureAndComplete(this.deps, order, attempt));
    }
  }

  private outcomeOf(result: Awaited<ReturnType<typeof captureAndComplete>>): Result<PayPalWebhookOutcome, { code: 'PROVIDER_UNAVAILABLE' }> {
    if (result.ok) return ok(result.value.status === 'paid' ? 'paid' : 'pending');
    return result.error.code === 'PROVIDER_UNAVAILABLE' ? err({ code: 'PROVIDER_UNAVAILABLE' }) : ok('pending');
  }
}
