import type { LineFulfilment } from './fulfilment.js';
import type { OrderLine } from './order.js';
import { refundableMinor, type PaymentLedger } from './payment-ledger.js';
import type { PaymentModificationRecord } from './payment-modification.js';

/**
 * The idempotency key of the refund a cancellation of lines asks: one per cancellation (its id,
 * new for each cancellation; `delivery` for the order's delivery, refunded once when nothing is
 * sent), so asking it again (a retry after the provider was out of reach, the shop's sweep of
 * unsent actions) is the same refund, never a second one.
 */
export const cancellationRefundKey = (orderId: string, cancellationId: string): string => `lines-cancelled:${orderId}:refund:${cancellationId}`;

/** What the refunds of earlier cancellations (asked, not failed) give back of the order. */
function earlierCancellationRefundsMinor(orderId: string, earlier: readonly PaymentModificationRecord[]): number {
  const prefix = cancellationRefundKey(orderId, '');
  return earlier.filter((m) => m.kind === 'refund' && m.state !== 'failed' && m.idempotencyKey.startsWith(prefix)).reduce((sum, m) => sum + m.amount.amountMinor, 0);
}

/**
 * The most a cancellation of units not dispatched gives back: the money captured (or being
 * captured) that neither the units dispatched (at their unit prices, and the delivery once a
 * parcel left) nor the refunds of earlier cancellations account for, and never more than is left
 * to refund. A payment captured whole (automatic capture) paid for every unit, so the cancelled
 * units' value comes back; a payment captured by its dispatches (manual capture) paid only for
 * what they sent, so nothing comes back unless more was captured; a payment not captured at all,
 * or cancelled, gives nothing back (what is not captured is released or lapses).
 */
export function cancelledUnitsCapturedMinor(
  order: { id: string; lines: readonly OrderLine[]; deliveryPrice: { amountMinor: number } },
  ledger: PaymentLedger,
  lines: readonly LineFulfilment[],
  earlier: readonly PaymentModificationRecord[],
): number {
  const dispatched = lines.reduce((sum, l) => sum + (order.lines[l.position]?.unitPrice.amountMinor ?? 0) * l.dispatched, 0);
  const committed = dispatched + (lines.some((l) => l.dispatched > 0) ? order.deliveryPrice.amountMinor : 0);
  const spare = ledger.capturedMinor + ledger.captureReservedMinor - committed - earlierCancellationRefundsMinor(order.id, earlier);
  return Math.max(0, Math.min(spare, refundableMinor(ledger)));
}
