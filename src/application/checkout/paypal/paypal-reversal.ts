import type { Money } from '../../../domain/pricing/money.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Order, Orders } from '../../../ports/orders.port.js';
import type { PayPalOrders } from '../../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../../ports/problem-log.port.js';
import { PAYPAL_METHOD } from './paypal-attempts.js';

/** Why a PayPal capture is given back: no order of ours may keep its money. */
export type PayPalReversalReason =
  /** Our order was closed (refused, expired, cancelled) before the capture could complete it. */
  | 'ORDER_CLOSED'
  /** Our order is paid already, by another capture or another payment. */
  | 'ORDER_PAID_OTHERWISE'
  /** The capture took another amount than our order's total. */
  | 'AMOUNT_MISMATCH';

/** How giving the capture back went: requested (now or before), refused by PayPal, or PayPal not reached (try again). */
export type PayPalReversal = 'requested' | 'failed' | 'unavailable';

/** A capture PayPal reports, of one of our order's PayPal orders. */
export interface PayPalCapture {
  payPalOrderId: string;
  captureId: string;
  amount: Money;
}

export interface PayPalReversalDeps {
  orders: Orders;
  payPal: PayPalOrders;
  problems: ProblemLog;
  clock: Clock;
}

/**
 * The PayPal-Request-Id of a capture's refund: one per capture, so the browser's capture, the
 * webhooks and their retries all ask for the same refund and PayPal gives the money back once.
 */
const refundRequestId = (captureId: string): string => `refund.${captureId}`;

/**
 * Refunds a capture no order of ours may keep (in full: what is left of it), and records the
 * request, or PayPal's refusal, in the order's history. A capture whose refund was requested
 * before is not asked for again. A capture PayPal says is refunded in full already (an operator
 * did it) counts as given back. A refusal or PayPal out of reach is also reported to the problem
 * log: the money is still with us, and the next delivery of PayPal's webhook tries again.
 */
export async function giveCaptureBack(deps: PayPalReversalDeps, order: Order, capture: PayPalCapture, reason: PayPalReversalReason): Promise<PayPalReversal> {
  if (await reversalRequested(deps.orders, order.id, capture.captureId)) return 'requested';
  const refunded = await deps.payPal.refund(capture.captureId, { amount: null, requestId: refundRequestId(capture.captureId) }, order.siteCode);
  const facts = { provider: PAYPAL_METHOD, payPalOrderId: capture.payPalOrderId, captureId: capture.captureId, amount: capture.amount, reason };
  const record = (kind: 'payment-reversal-requested' | 'payment-reversal-failed', detail: Record<string, unknown>) =>
    deps.orders.recordHistory(order.id, { kind, at: deps.clock.now(), detail: { ...facts, ...detail } });
  if (refunded.ok) {
    await record('payment-reversal-requested', { refundId: refunded.value.id, refundStatus: refunded.value.status });
    return 'requested';
  }
  if (refunded.error.code === 'PAYPAL_CAPTURE_REFUNDED') {
    await record('payment-reversal-requested', { refundId: null, refundStatus: 'REFUNDED_BEFORE' });
    return 'requested';
  }
  await record('payment-reversal-failed', { error: refunded.error });
  deps.problems.report('PAYMENT_REVERSAL_FAILED', { orderReference: order.reference, pspReference: capture.captureId, reason, error: refunded.error });
  return refunded.error.code === 'PROVIDER_UNAVAILABLE' ? 'unavailable' : 'failed';
}

async function reversalRequested(orders: Orders, orderId: string, captureId: string): Promise<boolean> {
  const history = await orders.historyOf(orderId);
  return history.some((entry) => entry.kind === 'payment-reversal-requested' && entry.detail['provider'] === PAYPAL_METHOD && entry.detail['captureId'] === captureId);
}
