import { err, ok, type Result } from '../shared/result.js';
import type { OrderStatus } from './order.js';

/** Units of one order line (its position in the order), as a dispatch or a cancellation asks for them. */
export interface LineQuantity {
  position: number;
  quantity: number;
}

/** One order line's units: ordered = dispatched + cancelled + still to dispatch; delivered is part of dispatched. */
export interface LineFulfilment {
  position: number;
  ordered: number;
  dispatched: number;
  cancelled: number;
  delivered: number;
}

export const remainingOf = (line: LineFulfilment): number => line.ordered - line.dispatched - line.cancelled;

export type FulfilmentStatus = 'awaiting-dispatch' | 'partly-dispatched' | 'dispatched' | 'delivered' | 'cancelled';

/**
 * Where an order's goods are, from its lines: cancelled when nothing is left to send and nothing
 * was sent; awaiting dispatch while nothing was sent; partly dispatched while some units are still
 * to send; dispatched once everything not cancelled is sent; delivered once all of that arrived.
 */
export function fulfilmentStatusOf(lines: readonly LineFulfilment[]): FulfilmentStatus {
  const sum = (pick: (l: LineFulfilment) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const dispatched = sum((l) => l.dispatched);
  const remaining = sum(remainingOf);
  if (dispatched === 0) return remaining === 0 ? 'cancelled' : 'awaiting-dispatch';
  if (remaining > 0) return 'partly-dispatched';
  return sum((l) => l.delivered) === dispatched ? 'delivered' : 'dispatched';
}

/** Why a dispatch or a cancellation cannot be done; nothing changes. */
export type FulfilmentRefusal =
  /** Only a paid order is sent or has lines cancelled. */
  | { code: 'ORDER_NOT_PAID'; status: OrderStatus }
  /** The request names a line the order does not have. */
  | { code: 'ORDER_LINE_NOT_FOUND'; position: number }
  /** Every unit of the line was cancelled: there is nothing of it to send, or to cancel again. */
  | { code: 'ORDER_LINE_CANCELLED'; position: number }
  /** More units than the line has left to send (or to cancel). */
  | { code: 'MORE_THAN_REMAINS'; position: number; remaining: number }
  /** The whole order asked for, when every line is sent or cancelled already. */
  | { code: 'NOTHING_LEFT' };

/**
 * The units a dispatch or a cancellation moves, checked against the lines: `all` takes everything
 * each line has left; named lines are summed per line and each must have that many left. Only a
 * paid order moves; a line cancelled whole cannot be dispatched or cancelled again.
 */
export function planLineMove(
  kind: 'dispatch' | 'cancel', orderStatus: OrderStatus, lines: readonly LineFulfilment[], requested: readonly LineQuantity[] | 'all',
): Result<LineQuantity[], FulfilmentRefusal> {
  if (orderStatus !== 'paid') return err({ code: 'ORDER_NOT_PAID', status: orderStatus });
  if (requested === 'all') {
    const everything = lines.filter((l) => remainingOf(l) > 0).map((l) => ({ position: l.position, quantity: remainingOf(l) }));
    return everything.length === 0 ? err({ code: 'NOTHING_LEFT' }) : ok(everything);
  }
  const wanted = new Map<number, number>();
  for (const r of requested) wanted.set(r.position, (wanted.get(r.position) ?? 0) + r.quantity);
  const planned: LineQuantity[] = [];
  for (const [position, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    const line = lines.find((l) => l.position === position);
    if (line === undefined) return err({ code: 'ORDER_LINE_NOT_FOUND', position });
    if (line.cancelled === line.ordered) return err({ code: 'ORDER_LINE_CANCELLED', position });
    if (quantity > remainingOf(line)) return err({ code: 'MORE_THAN_REMAINS', position, remaining: remainingOf(line) });
    planned.push({ position, quantity });
  }
  return ok(planned);
}
