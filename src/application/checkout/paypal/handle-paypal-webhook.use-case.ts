import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Order, Orders } from '../../../ports/orders.port.js';
import type { PayPalOrders, PayPalWebhookEvent } from '../../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../../ports/problem-log.port.js';
import type { SettlePaymentModification } from '../../orders/settle-payment-modification.use-case.js';
import type { CloseOrder } from '../close-order.js';
import { findPayPalAttempt, type PayPalAttempt } from './paypal-attempts.js';
import { captureAndComplete } from './paypal-capture.js';
import { settleCapture, type CaptureSettlement, type PayPalCaptureDeps } from './paypal-capture-settlement.js';

/**
 * What a verified webhook did: nothing (not ours, another event type, already settled), our order
 * paid, released, or still pending; or the capture was refunded (no order may keep it), or PayPal
 * refused that refund (recorded in the order's history and the problem log); an operator's refund
 * settled (completed or failed), or still pending; a capture PayPal reversed on its own, reported.
 */
type PayPalWebhookOutcome = 'ignored' | 'paid' | 'released' | 'pending' | 'refunded' | 'refund-failed' | 'refund-settled' | 'capture-reversed';

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
 * The refund events settle an operator's refund (`SettlePaymentModification`), found by the
 * `custom_id` it was asked with (the modification's id) or the refund's id: PAYMENT.CAPTURE.REFUNDED
 * as given back, PAYMENT.REFUND.FAILED as failed (its money released), PAYMENT.REFUND.PENDING
 * changes nothing. PAYMENT.CAPTURE.REVERSED is money PayPal gave back on its own (a chargeback,
 * a dispute): reported to the problem log for an operator, as the shop never asked it.
 */
export class HandlePayPalWebhook {
  private readonly deps: PayPalCaptureDeps;

  constructor(
    orders: Orders, payPal: PayPalOrders, closeOrder: CloseOrder, problems: ProblemLog, clock: Clock,
    private readonly modifications: Pick<SettlePaymentModification, 'settle'>,
  ) {
    this.deps = { orders, payPal, closeOrder, problems, clock };
  }

  async execute(event: PayPalWebhookEvent): Promise<WebhookResult> {
    switch (event.kind) {
      case 'refund-completed':
      case 'refund-failed':
      case 'refund-pending':
      case 'capture-reversed':
        return ok(await this.settleRefund({ ...event, kind: event.kind }));
      case 'other':
        return ok('ignored');
      default:
        return this.settleOrder({ ...event, kind: event.kind });
    }
  }

  /** An operator's refund as PayPal's refund webhook says it went; a reversal the shop did not ask is reported. */
  private async settleRefund(event: PayPalWebhookEvent & { kind: 'refund-completed' | 'refund-failed' | 'refund-pending' | 'capture-reversed' }): Promise<PayPalWebhookOutcome> {
    const { refund } = event;
    if (refund === null) return 'ignored';
    if (event.kind === 'refund-pending') return 'pending';
    const reference = { id: refund.customId ?? '', providerReference: refund.id, kind: 'refund' as const };
    const settled = await this.modifications.settle(reference, event.kind === 'refund-failed' ? { succeeded: false, reason: 'REFUND_FAILED' } : { succeeded: true, reason: null });
    if (settled !== 'not-ours') return settled === 'settled' ? 'refund-settled' : 'ignored';
    if (event.kind !== 'capture-reversed') return 'ignored';
    this.deps.problems.report('PAYPAL_CAPTURE_REVERSED', { orderReference: event.reference, refundId: refund.id, eventId: event.id });
    return 'capture-reversed';
  }

  private async settleOrder(event: PayPalWebhookEvent & { kind: 'order-approved' | 'capture-completed' | 'capture-denied' }): Promise<WebhookResult> {
    if (event.reference === null || event.payPalOrderId === null) return ok('ignored');
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
