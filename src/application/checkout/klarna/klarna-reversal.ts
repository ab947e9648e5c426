import type { Clock } from '../../../ports/clock.port.js';
import type { KlarnaPayments } from '../../../ports/klarna-payments.port.js';
import type { Order, Orders } from '../../../ports/orders.port.js';
import type { ProblemLog } from '../../../ports/problem-log.port.js';
import { KLARNA_METHOD } from './klarna-sessions.js';

/** Why a placed Klarna order is cancelled: no order of ours may keep it. */
export type KlarnaReversalReason =
  /** Our order was closed (refused, expired, cancelled) before the Klarna order could complete it. */
  | 'ORDER_CLOSED'
  /** Our order is paid already, by another payment. */
  | 'ORDER_PAID_OTHERWISE';

export interface KlarnaReversalDeps {
  orders: Orders;
  klarna: KlarnaPayments;
  problems: ProblemLog;
  clock: Clock;
}

/**
 * Cancels a Klarna order placed for one of our orders that cannot take it (Klarna releases the
 * authorised amount), and records the request, or Klarna's refusal, in the order's history. Both
 * are reported to the problem log: a payment came for an order that is settled, and when the
 * cancel failed the authorisation still stands at Klarna until an operator cancels it.
 */
export async function cancelKlarnaOrder(deps: KlarnaReversalDeps, order: Order, klarnaOrderId: string, reason: KlarnaReversalReason): Promise<void> {
  deps.problems.report(reason === 'ORDER_CLOSED' ? 'PAYMENT_FOR_CLOSED_ORDER' : 'PAYMENT_FOR_PAID_ORDER', { orderReference: order.reference, pspReference: klarnaOrderId });
  const cancelled = await deps.klarna.cancelOrder(klarnaOrderId, order.siteCode).catch(() => ({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } }) as const);
  const detail = { provider: KLARNA_METHOD, klarnaOrderId, amount: order.total, reason };
  if (cancelled.ok) {
    await deps.orders.recordHistory(order.id, { kind: 'payment-reversal-requested', at: deps.clock.now(), detail });
    return;
  }
  await deps.orders.recordHistory(order.id, { kind: 'payment-reversal-failed', at: deps.clock.now(), detail: { ...detail, error: cancelled.error } });
  deps.problems.report('PAYMENT_REVERSAL_FAILED', { orderReference: order.reference, pspReference: klarnaOrderId, reason, error: cancelled.error });
}
