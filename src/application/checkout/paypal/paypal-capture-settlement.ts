import { moneyEquals } from '../../../domain/pricing/money.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Order, Orders } from '../../../ports/orders.port.js';
import type { PayPalOrder, PayPalOrders } from '../../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../../ports/problem-log.port.js';
import type { CloseOrder } from '../close-order.js';
import { PAYPAL_METHOD, savePayPalAttempt, type PayPalAttempt } from './paypal-attempts.js';
import { giveCaptureBack, type PayPalCapture, type PayPalReversal, type PayPalReversalReason } from './paypal-reversal.js';

/** What capturing a PayPal order, and giving back a capture no order may keep, needs. */
export interface PayPalCaptureDeps {
  orders: Orders;
  payPal: PayPalOrders;
  closeOrder: CloseOrder;
  problems: ProblemLog;
  clock: Clock;
}

/** What a capture PayPal reports did to our order. */
export type CaptureSettlement =
  /** Our order is paid with this capture (by this call or an earlier one). */
  | { kind: 'paid'; order: Order }
  /** PayPal's order is not captured (no money moved): nothing to settle. */
  | { kind: 'not-captured' }
  /** No order may keep this capture: its refund was asked for (see `reversal`); `order` as it stands. */
  | { kind: 'given-back'; reason: PayPalReversalReason; reversal: PayPalReversal; order: Order };

/**
 * The rule for money PayPal took for one of our order's PayPal orders: it pays our order, or it
 * goes back to the buyer. A capture of our order's total completes the order if it is pending
 * (exactly once, through CloseOrder). It is refunded when it is for another amount (the order
 * stays as it was), when the order was closed before it could be completed (refused, expired,
 * cancelled), or when another payment paid the order. Each of these is reported to the problem
 * log as before, and the refund is recorded in the order's history (`giveCaptureBack`).
 */
export async function settleCapture(deps: PayPalCaptureDeps, order: Order, attempt: PayPalAttempt, payPal: PayPalOrder): Promise<CaptureSettlement> {
  if (payPal.status !== 'COMPLETED' || payPal.captureId === null) return { kind: 'not-captured' };
  const capture: PayPalCapture = { payPalOrderId: payPal.id, captureId: payPal.captureId, amount: payPal.amount };
  const giveBack = async (reason: PayPalReversalReason, now: Order): Promise<CaptureSettlement> =>
    ({ kind: 'given-back', reason, reversal: await giveCaptureBack(deps, now, capture, reason), order: now });
  if (!moneyEquals(payPal.amount, order.total)) {
    deps.problems.report('PAYMENT_AMOUNT_MISMATCH', { orderReference: order.reference, pspReference: capture.captureId, amount: payPal.amount, total: order.total });
    return giveBack('AMOUNT_MISMATCH', order);
  }
  if (order.status === 'pending') {
    await savePayPalAttempt(deps.orders, attempt, capture.captureId);
    await deps.closeOrder.execute(order.id, 'paid', PAYPAL_METHOD, capture.captureId);
  }
  const now = (await deps.orders.byId(order.id))!;
  if (now.status === 'paid' && now.pspReference === capture.captureId) return { kind: 'paid', order: now };
  if (now.status === 'paid') {
    deps.problems.report('PAYMENT_FOR_PAID_ORDER', { orderReference: order.reference, pspReference: capture.captureId, paidWith: now.pspReference });
    return giveBack('ORDER_PAID_OTHERWISE', now);
  }
  deps.problems.report('PAYMENT_FOR_CLOSED_ORDER', { orderReference: order.reference, pspReference: capture.captureId });
  return giveBack('ORDER_CLOSED', now);
}
