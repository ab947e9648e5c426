import type { CaptureModeOf } from '../../../domain/orders/payment-ledger.js';
import { moneyEquals } from '../../../domain/pricing/money.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Order, Orders } from '../../../ports/orders.port.js';
import type { PayPalOrder, PayPalOrders } from '../../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../../ports/problem-log.port.js';
import type { CloseOrder } from '../close-order.js';
import { PAYPAL_METHOD, savePayPalAttempt, type PayPalAttempt } from './paypal-attempts.js';
import { giveBack, takenBy, type PayPalReversal, type PayPalReversalReason } from './paypal-reversal.js';

/** What capturing or authorising a PayPal order, and giving back money no order may keep, needs. */
export interface PayPalCaptureDeps {
  orders: Orders;
  payPal: PayPalOrders;
  closeOrder: CloseOrder;
  problems: ProblemLog;
  clock: Clock;
  /** Each site's capture mode: a PayPal order is authorised where its site captures by hand. */
  captureModeOf: CaptureModeOf;
}

/** What the money a PayPal order took did to our order. */
export type PaymentSettlement =
  /** Our order is paid with it (by this call or an earlier one). */
  | { kind: 'paid'; order: Order }
  /** PayPal's order took nothing yet (neither captured nor authorised): nothing to settle. */
  | { kind: 'not-taken' }
  /** No order may keep it: it was refunded or voided (see `reversal`); `order` as it stands. */
  | { kind: 'given-back'; reason: PayPalReversalReason; reversal: PayPalReversal; order: Order };

/**
 * The rule for money one of our order's PayPal orders took, captured (intent CAPTURE) or held by
 * an authorization (AUTHORIZE): it pays our order, or it goes back to the buyer. Money for our
 * order's total completes the order if it is pending (exactly once, through CloseOrder), the
 * capture's or the authorization's id the payment's PSP reference: the order's ledger opens
 * captured or authorised as its site captures. It goes back (a capture refunded, an authorization
 * voided) when it is another amount (the order stays as it was), when the order was closed
 * before it could be completed (refused, expired, cancelled), or when another payment paid the
 * order. Each of these is reported to the problem log, and the giving back is recorded in the
 * order's history (`giveBack`).
 */
export async function settlePayment(deps: PayPalCaptureDeps, order: Order, attempt: PayPalAttempt, payPal: PayPalOrder): Promise<PaymentSettlement> {
  const taken = takenBy(payPal);
  if (taken === null) return { kind: 'not-taken' };
  const back = async (reason: PayPalReversalReason, now: Order): Promise<PaymentSettlement> =>
    ({ kind: 'given-back', reason, reversal: await giveBack(deps, now, taken, reason), order: now });
  if (!moneyEquals(taken.amount, order.total)) {
    deps.problems.report('PAYMENT_AMOUNT_MISMATCH', { orderReference: order.reference, pspReference: taken.id, amount: taken.amount, total: order.total });
    return back('AMOUNT_MISMATCH', order);
  }
  if (order.status === 'pending') {
    await savePayPalAttempt(deps.orders, attempt, taken.id);
    await deps.closeOrder.execute(order.id, 'paid', PAYPAL_METHOD, taken.id);
  }
  const now = (await deps.orders.byId(order.id))!;
  if (now.status === 'paid' && now.pspReference === taken.id) return { kind: 'paid', order: now };
  if (now.status === 'paid') {
    deps.problems.report('PAYMENT_FOR_PAID_ORDER', { orderReference: order.reference, pspReference: taken.id, paidWith: now.pspReference });
    return back('ORDER_PAID_OTHERWISE', now);
  }
  deps.problems.report('PAYMENT_FOR_CLOSED_ORDER', { orderReference: order.reference, pspReference: taken.id });
  return back('ORDER_CLOSED', now);
}
