import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Order, Orders } from '../../../ports/orders.port.js';
import type { PayPalOrders, PayPalWebhookEvent } from '../../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../../ports/problem-log.port.js';
import type { CloseOrder } from '../close-order.js';
import { findPayPalAttempt, type PayPalAttempt } from './paypal-attempts.js';
import { captureAndComplete } from './paypal-capture.js';
import { settleCapture, type CaptureSettlement, type PayPalCaptureDeps } from './paypal-capture-settlement.js';

/**
 * What a verified webhook did: nothing (not ours, another event type, already settled), our order
 * paid, released, or still pending; or the capture was refunded (no order may keep it), or PayPal
 * refused that refund (recorded in the order's history and the problem log).
 */
type PayPalWebhookOutcome = 'ignored' | 'paid' | 'released' | 'pending' | 'refunded' | 'refund-failed';

type WebhookResult = Result<PayPalWebhookOutcome, { code: 'PROVIDER_UNAVAILABLE' }>;

/**
 * A verified PayPal webhook, exactly once whatever the order of the browser's capture and the
 * webhooks: CHECKOUT.ORDER.APPROVED captures the order on the server (the browser may never come
 * back) with the same PayPal-Request-Id as the browser's capture, so both are one capture;
 * PAYMENT.CAPTURE.COMPLETED reads the PayPal order and settles the capture (`settleCapture`): it
 * completes our pending order, or, when our order was closed meanwhile, is paid by another
 * payment, or the amount differs, it is refunded; PAYMENT.CAPTURE.DENIED releases our pending
 * order (refused: stock and discounts back, the basket kept). Events for orders we do not know, or
 * whose PayPal order is not one of our order's attempts, change nothing; a replay finds the order
 * settled (and the refund requested) and changes nothing. PROVIDER_UNAVAILABLE: PayPal could not
 * be asked, or could not take the refund; the route answers 503 and PayPal delivers again.
 */
export class HandlePayPalWebhook {
  private readonly deps: PayPalCaptureDeps;

  constructor(orders: Orders, payPal: PayPalOrders, closeOrder: CloseOrder, problems: ProblemLog, clock: Clock) {
    this.deps = { orders, payPal, closeOrder, problems, clock };
  }

  async execute(event: PayPalWebhookEvent): Promise<WebhookResult> {
    // Refund events are the orders area's (SettlePayPalRefund); other events change nothing.
    if (!isCheckoutEvent(event) || event.reference === null || event.payPalOrderId === null) return ok('ignored');
    const order = await this.deps.orders.byReference(event.reference);
    if (order === null) return ok('ignored');
    const attempt = await findPayPalAttempt(this.deps.orders, order.id, event.payPalOrderId);
    if (attempt === null) return ok('ignored');
    // Money taken for an order that is settled already must still pay it or go back: only a capture takes money.
    if (order.status !== 'pending') return event.kind === 'capture-completed' ? this.settle(order, attempt, event.payPalOrderId) : ok('ignored');
    switch (event.kind) {
      case 'capture-denied':
        await this.deps.closeOrder.execute(order.id, 'refused', null, null);
        return ok('released');
      case 'capture-completed':
        return this.settle(order, attempt, event.payPalOrderId);
      case 'order-approved': {
        const captured = await captureAndComplete(this.deps, order, attempt);
        if (captured.ok) return ok(captured.value.status === 'paid' ? 'paid' : 'pending');
        return captured.error.code === 'PROVIDER_UNAVAILABLE' ? err({ code: 'PROVIDER_UNAVAILABLE' }) : ok('pending');
      }
    }
  }

  private async settle(order: Order, attempt: PayPalAttempt, payPalOrderId: string): Promise<WebhookResult> {
    const read = await this.deps.payPal.get(payPalOrderId, order.siteCode);
    if (!read.ok) return read.error.code === 'PROVIDER_UNAVAILABLE' ? err({ code: 'PROVIDER_UNAVAILABLE' }) : ok('ignored');
    return outcomeOf(order, await settleCapture(this.deps, order, attempt, read.value));
  }
}

const isCheckoutEvent = (event: PayPalWebhookEvent): event is PayPalWebhookEvent & { kind: 'order-approved' | 'capture-completed' | 'capture-denied' } =>
  event.kind === 'order-approved' || event.kind === 'capture-completed' || event.kind === 'capture-denied';

/** The outcome of a settled capture, for an order that was `before` when the webhook came. */
function outcomeOf(before: Order, settled: CaptureSettlement): WebhookResult {
  switch (settled.kind) {
    case 'paid':
      return ok(before.status === 'pending' ? 'paid' : 'ignored');
    case 'not-captured':
      return ok(before.status === 'pending' ? 'pending' : 'ignored');
    case 'given-back':
      if (settled.reversal === 'unavailable') return err({ code: 'PROVIDER_UNAVAILABLE' });
      return ok(settled.reversal === 'requested' ? 'refunded' : 'refund-failed');
  }
}
