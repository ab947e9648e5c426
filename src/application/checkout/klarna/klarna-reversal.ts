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
 * Gives back a Klarna order placed for one of our orders that cannot take it, and records the
 * request, or Klarna's refusal, in the order's history: an order placed authorised is cancelled
 * (Klarna releases the authorised amount), one Klarna captured as it placed it (`autoCapture`)
 * is refunded whole, as a captured order cannot be cancelled. Either runs under one key per
 * Klarna order, so giving it back again is the same request. Both are reported to the problem
 * log: a payment came for an order that is settled, and when Klarna refused, the money stays
 * with it until an operator gives it back.
 */
export async function reverseKlarnaOrder(
  deps: KlarnaReversalDeps, order: Order, klarnaOrderId: string, reason: KlarnaReversalReason, placed: { autoCapture: boolean },
): Promise<void> {
  deps.problems.report(reason === 'ORDER_CLOSED' ? 'PAYMENT_FOR_CLOSED_ORDER' : 'PAYMENT_FOR_PAID_ORDER', { orderReference: order.reference, pspReference: klarnaOrderId });
  const idempotencyKey = `reversal.${klarnaOrderId}`;
  const given = placed.autoCapture
    ? deps.klarna.refundOrder(klarnaOrderId, { amount: order.total.amountMinor, orderLines: [], idempotencyKey }, order.siteCode)
    : deps.klarna.cancelOrder(klarnaOrderId, idempotencyKey, order.siteCode);
  const cancelled = await given.catch(() => ({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } }) as const);
  const detail = { provider: KLARNA_METHOD, klarnaOrderId, amount: order.total, reason, by: placed.autoCapture ? 'refund' : 'cancel' };
  if (cancelled.ok) {
    await deps.orders.recordHistory(order.id, { kind: 'payment-reversal-requested', at: deps.clock.now(), detail });
    return;
  }
  await deps.orders.recordHistory(order.id, { kind: 'payment-reversal-failed', at: deps.clock.now(), detail: { ...detail, error: cancelled.error } });
  deps.problems.report('PAYMENT_REVERSAL_FAILED', { orderReference: order.reference, pspReference: klarnaOrderId, reason, error: cancelled.error });
}
