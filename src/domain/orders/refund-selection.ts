import { err, ok, type Result } from '../shared/result.js';
import type { OrderLine } from './order.js';
import type { MoneyActionRefusal } from './payment-ledger.js';

/** Units of one order line (its position in the order, from 0) a refund covers. */
export interface RefundedLine {
  position: number;
  quantity: number;
}

/** What a refund covers, as the operator asks it: the whole order, some lines (and the delivery), or an amount. */
export type RefundSelection =
  | { kind: 'whole' }
  | { kind: 'lines'; lines: RefundedLine[]; delivery: boolean }
  | { kind: 'amount'; amountMinor: number };

/** What the refunds already asked (not failed) cover: units per line, and whether the delivery is among them. */
export interface RefundsSoFar {
  lines: RefundedLine[];
  delivery: boolean;
}

/** A refund's amount (null: all that is left to refund) and what it covers. */
export interface RefundScope {
  amountMinor: number | null;
  lines: RefundedLine[];
  delivery: boolean;
}

const unitsRefunded = (soFar: RefundsSoFar, position: number): number => soFar.lines.filter((l) => l.position === position).reduce((sum, l) => sum + l.quantity, 0);

/**
 * The amount and lines of a refund: a whole refund covers every unit not refunded yet and the
 * delivery; a refund by lines is the lines' unit prices times the units (plus the delivery price
 * when asked), each line only up to the units not refunded yet, the delivery once; an amount
 * covers no line. Whether the money is there is the ledger's rule (`decideRefund`).
 */
export function refundScopeOf(order: { lines: readonly OrderLine[]; deliveryPrice: { amountMinor: number } }, selection: RefundSelection, soFar: RefundsSoFar): Result<RefundScope, MoneyActionRefusal> {
  if (selection.kind === 'amount') return ok({ amountMinor: selection.amountMinor, lines: [], delivery: false });
  if (selection.kind === 'whole') {
    const lines = order.lines.map((l, position) => ({ position, quantity: l.quantity - unitsRefunded(soFar, position) })).filter((l) => l.quantity > 0);
    return ok({ amountMinor: null, lines, delivery: !soFar.delivery && order.deliveryPrice.amountMinor > 0 });
  }
  let amountMinor = 0;
  const seen = new Set<number>();
  for (const { position, quantity } of selection.lines) {
    const ordered = order.lines[position];
    if (ordered === undefined || seen.has(position) || !Number.isSafeInteger(quantity) || quantity <= 0 || quantity > ordered.quantity - unitsRefunded(soFar, position)) {
      return err({ code: 'REFUND_LINE_UNAVAILABLE', position });
    }
    seen.add(position);
    amountMinor += ordered.unitPrice.amountMinor * quantity;
  }
  if (selection.delivery && soFar.delivery) return err({ code: 'DELIVERY_ALREADY_REFUNDED' });
  if (selection.delivery) amountMinor += order.deliveryPrice.amountMinor;
  return ok({ amountMinor, lines: selection.lines.map((l) => ({ ...l })), delivery: selection.delivery });
}
