import type { Money } from '../../../domain/pricing/money.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { Order, Orders } from '../../../ports/orders.port.js';
import type { PayPalOrder, PayPalOrders } from '../../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../../ports/problem-log.port.js';
import { PAYPAL_METHOD } from './paypal-attempts.js';

/** Why money a PayPal order took is given back: no order of ours may keep it. */
export type PayPalReversalReason =
  /** Our order was closed (refused, expired, cancelled) before the money could complete it. */
  | 'ORDER_CLOSED'
  /** Our order is paid already, by another PayPal order or another payment. */
  | 'ORDER_PAID_OTHERWISE'
  /** The PayPal order took another amount than our order's total. */
  | 'AMOUNT_MISMATCH';

/** How giving the money back went: requested (now or before), refused by PayPal, or PayPal not reached (try again). */
export type PayPalReversal = 'requested' | 'failed' | 'unavailable';

/**
 * What one of our order's PayPal orders took: its capture (intent CAPTURE: the money is taken) or
 * its authorization (intent AUTHORIZE: the money is held until captured or voided).
 */
export interface PayPalTaken {
  kind: 'capture' | 'authorization';
  /** The capture's or the authorization's id. */
  id: string;
  payPalOrderId: string;
  amount: Money;
}

/** What a PayPal order PayPal reports COMPLETED took; null while it took nothing (not approved, or approved and not yet captured or authorised). */
export function takenBy(payPal: PayPalOrder): PayPalTaken | null {
  if (payPal.status !== 'COMPLETED') return null;
  const base = { payPalOrderId: payPal.id, amount: payPal.amount };
  if (payPal.authorizationId !== null) return { ...base, kind: 'authorization', id: payPal.authorizationId };
  return payPal.captureId === null ? null : { ...base, kind: 'capture', id: payPal.captureId };

}

export interface PayPalReversalDeps {
  orders: Orders;
  payPal: PayPalOrders;
  problems: ProblemLog;
  clock: Clock;
}

/**
 * The PayPal-Request-Id of giving back what a PayPal order took: one per capture or authorization,
 * so the browser's return, the webhooks and their retries all ask for the same refund or void and
 * PayPal gives the money back once.
 */
const reversalRequestId = (taken: PayPalTaken): string => `${taken.kind === 'capture' ? 'refund' : 'void'}.${taken.id}`;

/** The history's name of what was given back: a capture's id as before authorisations, an authorization's its own. */
const idKeyOf = (taken: PayPalTaken): 'captureId' | 'authorizationId' => (taken.kind === 'capture' ? 'captureId' : 'authorizationId');

/**
 * Gives back money no order of ours may keep, and records the request, or PayPal's refusal, in the
 * order's history: a capture is refunded (what is left of it), an authorization voided (nothing
 * was taken, the hold on the buyer's money ends). What was given back before is not asked for
 * again. A capture PayPal says is refunded in full already (an operator did it), or an
 * authorization it says is voided already, counts as given back. A refusal or PayPal out of
 * reach is also reported to the problem log: the money is still with us (or still held), and the
 * next delivery of PayPal's webhook tries again.
 */
export async function giveBack(deps: PayPalReversalDeps, order: Order, taken: PayPalTaken, reason: PayPalReversalReason): Promise<PayPalReversal> {
  if (await reversalRequested(deps.orders, order.id, taken)) return 'requested';
  const facts = { provider: PAYPAL_METHOD, payPalOrderId: taken.payPalOrderId, [idKeyOf(taken)]: taken.id, amount: taken.amount, reason };
  const record = (kind: 'payment-reversal-requested' | 'payment-reversal-failed', detail: Record<string, unknown>) =>
    deps.orders.recordHistory(order.id, { kind, at: deps.clock.now(), detail: { ...facts, ...detail } });
  const failed = async (error: { code: string }): Promise<PayPalReversal> => {
    await record('payment-reversal-failed', { error });
    deps.problems.report('PAYMENT_REVERSAL_FAILED', { orderReference: order.reference, pspReference: taken.id, reason, error });
    return error.code === 'PROVIDER_UNAVAILABLE' ? 'unavailable' : 'failed';
  };
  if (taken.kind === 'authorization') {
    const voided = await deps.payPal.voidAuthorization(taken.id, reversalRequestId(taken), order.siteCode);
    if (voided.ok) await record('payment-reversal-requested', { voided: true });
    else if (voided.error.code === 'PAYMENT_REQUEST_REFUSED' && voided.error.reason === 'AUTHORIZATION_VOIDED') await record('payment-reversal-requested', { voided: 'VOIDED_BEFORE' });
    else return failed(voided.error);
    return 'requested';
  }
  const refunded = await deps.payPal.refund(taken.id, { amount: null, requestId: reversalRequestId(taken) }, order.siteCode);
  if (refunded.ok) await record('payment-reversal-requested', { refundId: refunded.value.id, refundStatus: refunded.value.status });
  else if (refunded.error.code === 'PAYPAL_CAPTURE_REFUNDED') await record('payment-reversal-requested', { refundId: null, refundStatus: 'REFUNDED_BEFORE' });
  else return failed(refunded.error);
  return 'requested';
}

async function reversalRequested(orders: Orders, orderId: string, taken: PayPalTaken): Promise<boolean> {
  const history = await orders.historyOf(orderId);
  const key = idKeyOf(taken);
  return history.some((entry) => entry.kind === 'payment-reversal-requested' && entry.detail['provider'] === PAYPAL_METHOD && entry.detail[key] === taken.id);
}
