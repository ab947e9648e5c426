import type { LineQuantity } from './fulfilment.js';
import type { OrderLine } from './order.js';
import { requestDigest } from './payment-idempotency-key.js';

/**
 * The id of the shipment a dispatch under an operator's idempotency key makes: the same order
 * and key always give the same id, so the request sent again finds its parcel instead of
 * sending another (at most 54 characters for a UUID order id).
 */
export const keyedShipmentId = (orderId: string, idempotencyKey: string): string => `${orderId}.s${requestDigest(idempotencyKey)}`;

/**
 * The idempotency key of the capture a shipment makes on a manual-capture order: one per
 * shipment, so asking the capture again for the same shipment (a retry after the provider was
 * out of reach) is the same capture, never a second one.
 */
export const dispatchCaptureKey = (shipmentId: string): string => `shipment:${shipmentId}`;

/** The shipment whose capture has the key `dispatchCaptureKey` made, or null for a capture no dispatch asked. */
export const shipmentIdOfCaptureKey = (idempotencyKey: string): string | null =>
  idempotencyKey.startsWith('shipment:') ? idempotencyKey.slice('shipment:'.length) : null;

/**
 * What a shipment captures: its units at their lines' unit prices (the rule refunds by line
 * follow), and the delivery price with the order's first shipment, as the delivery starts with it.
 * The ledger caps it at what is left of the authorisation (a voucher or points paid part of it).
 */
export function dispatchedValueMinor(order: { lines: readonly OrderLine[]; deliveryPrice: { amountMinor: number } }, lines: readonly LineQuantity[], firstShipment: boolean): number {
  const units = lines.reduce((sum, { position, quantity }) => sum + (order.lines[position]?.unitPrice.amountMinor ?? 0) * quantity, 0);
  return units + (firstShipment ? order.deliveryPrice.amountMinor : 0);
}
