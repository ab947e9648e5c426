import { err, ok, type Result } from '../shared/result.js';
import type { LineQuantity } from './fulfilment.js';

/** Why a shopper sends something back: a fixed list, so the shop can count them. */
export const RETURN_REASONS = ['doesnt-fit', 'not-as-pictured', 'faulty', 'changed-mind', 'arrived-late', 'other'] as const;

export type ReturnReason = (typeof RETURN_REASONS)[number];

export const isReturnReason = (value: string): value is ReturnReason => (RETURN_REASONS as readonly string[]).includes(value);

/** Days a shopper has to ask for a return when the site sets no window of its own. */
export const DEFAULT_RETURN_WINDOW_DAYS = 28;

/** The return window of a site, in days. */
export type ReturnWindowOf = (siteCode: string) => number;

const DAY_MS = 86_400_000;

/**
 * The return window of a line's units starts when they reached the shopper: the day the carrier
 * delivered them, or, for a parcel no one marked delivered, the day it was dispatched (so a
 * missing delivery scan never keeps the window open for ever). A line sent in several parcels
 * counts from the last of them, the shopper having had the whole line only then.
 */
export function arrivalsOf(shipments: readonly { dispatchedAt: Date; deliveredAt: Date | null; lines: readonly LineQuantity[] }[]): Map<number, Date> {
  const arrivals = new Map<number, Date>();
  for (const s of shipments) {
    const arrived = s.deliveredAt ?? s.dispatchedAt;
    for (const l of s.lines) {
      const known = arrivals.get(l.position);
      if (known === undefined || known < arrived) arrivals.set(l.position, arrived);
    }
  }
  return arrivals;
}

/** The instant a window of `days` counted from `arrivedAt` closes: a request at that instant or later is too late. */
export const returnWindowClosesAt = (arrivedAt: Date, days: number): Date => new Date(arrivedAt.getTime() + days * DAY_MS);

/** One order line as a return sees it: units dispatched, units in returns not closed, when they arrived. */
export interface ReturnableLine {
  position: number;
  dispatched: number;
  /** Units already asked back (requested and not closed, or received). */
  inReturns: number;
  /** When the line's units reached the shopper (see `arrivalsOf`); null while none was dispatched. */
  arrivedAt: Date | null;
}

/** Units of a line a shopper may still ask back now: dispatched and not in a return, while its window is open. */
export function returnableUnits(line: ReturnableLine, now: Date, windowDays: number): number {
  if (line.arrivedAt === null || now >= returnWindowClosesAt(line.arrivedAt, windowDays)) return 0;
  return Math.max(0, line.dispatched - line.inReturns);
}

/** Why a return cannot be asked for; nothing is written. */
export type ReturnRequestRefusal =
  /** No line with a quantity was chosen. */
  | { code: 'RETURN_NOTHING_CHOSEN' }
  /** The request names a line the order does not have. */
  | { code: 'ORDER_LINE_NOT_FOUND'; position: number }
  /** None of the line's units was dispatched: there is nothing of it to send back. */
  | { code: 'RETURN_NOT_DISPATCHED'; position: number }
  /** The line arrived longer ago than the site's return window. */
  | { code: 'RETURN_WINDOW_CLOSED'; position: number; days: number; closedAt: Date }
  /** More units than were dispatched and not already asked back. */
  | { code: 'RETURN_MORE_THAN_DISPATCHED'; position: number; returnable: number };

/**
 * The units a return asks back, checked against the lines: each line named (quantities summed,
 * zeros dropped) must have been dispatched, within the window counted from its arrival, and have
 * that many units dispatched and not already in a return. Lines come back sorted by position.
 */
export function planReturn(
  lines: readonly ReturnableLine[], requested: readonly LineQuantity[], now: Date, windowDays: number,
): Result<LineQuantity[], ReturnRequestRefusal> {
  const wanted = new Map<number, number>();
  for (const r of requested) if (r.quantity > 0) wanted.set(r.position, (wanted.get(r.position) ?? 0) + r.quantity);
  if (wanted.size === 0) return err({ code: 'RETURN_NOTHING_CHOSEN' });
  const planned: LineQuantity[] = [];
  for (const [position, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    const line = lines.find((l) => l.position === position);
    if (line === undefined) return err({ code: 'ORDER_LINE_NOT_FOUND', position });
    if (line.dispatched === 0 || line.arrivedAt === null) return err({ code: 'RETURN_NOT_DISPATCHED', position });
    const closedAt = returnWindowClosesAt(line.arrivedAt, windowDays);
    if (now >= closedAt) return err({ code: 'RETURN_WINDOW_CLOSED', position, days: windowDays, closedAt });
    const returnable = returnableUnits(line, now, windowDays);
    if (quantity > returnable) return err({ code: 'RETURN_MORE_THAN_DISPATCHED', position, returnable });
    planned.push({ position, quantity });
  }
  return ok(planned);
}

/** `R-<order reference>-<n>`: the order's n-th return, unique because an order's returns are numbered one by one. */
export const returnReferenceOf = (orderReference: string, number: number): string => `R-${orderReference}-${number}`;

/**
 * Where a return stands as stored: asked for by the shopper, its parcel received by the shop
 * (with the units that were in it), or closed without a refund (the parcel never came, or the
 * shopper kept the items). The refund is the order's payment's own record, linked by its key.
 */
export type ReturnState = 'requested' | 'received' | 'closed';

/** A line of a return: the units asked back, and the units the shop found in the parcel once received. */
export interface ReturnLine {
  position: number;
  quantity: number;
  received: number | null;
}

/** The refund of a return as the payment records it. */
export interface ReturnRefund {
  modificationId: string;
  state: 'requested' | 'succeeded' | 'failed';
  amountMinor: number;
  currency: string;
  settledAt: Date | null;
}

/** What the shopper and the operator see: the stored state, with the refund's progress after receipt. */
export type ReturnProgress = 'requested' | 'received' | 'refund-pending' | 'refunded' | 'closed';

export function progressOf(r: { state: ReturnState; refund: ReturnRefund | null }): ReturnProgress {
  if (r.state !== 'received' || r.refund === null || r.refund.state === 'failed') return r.state;
  return r.refund.state === 'succeeded' ? 'refunded' : 'refund-pending';
}

/** Why a return cannot be received, refunded or closed; nothing is written. */
export type ReturnStepRefusal =
  /** Receiving a return received before (or closed). */
  | { code: 'RETURN_NOT_AWAITED'; reference: string; state: ReturnState }
  /** A line that is not in the return. */
  | { code: 'RETURN_LINE_NOT_IN_RETURN'; position: number }
  /** More units received than the return asked back. */
  | { code: 'RETURN_MORE_THAN_REQUESTED'; position: number; requested: number }
  /** A receipt of no unit at all: close the return instead. */
  | { code: 'RETURN_NOTHING_RECEIVED' }
  /** Refunding a return that is not received yet, or closed. */
  | { code: 'RETURN_NOT_RECEIVED'; reference: string }
  /** Refunding a return whose refund is asked already or went through. */
  | { code: 'RETURN_ALREADY_REFUNDED'; reference: string };

/**
 * The units found in a return's parcel: `all` is every unit asked back; named lines must be lines
 * of the return, each at most its units, and at least one unit in all. The answer names every
 * line of the return (0 for a line not named), by position.
 */
export function planReceipt(
  r: { reference: string; state: ReturnState; lines: readonly ReturnLine[] }, received: readonly LineQuantity[] | 'all',
): Result<LineQuantity[], ReturnStepRefusal> {
  if (r.state !== 'requested') return err({ code: 'RETURN_NOT_AWAITED', reference: r.reference, state: r.state });
  if (received === 'all') return ok(r.lines.map((l) => ({ position: l.position, quantity: l.quantity })));
  const found = new Map<number, number>();
  for (const u of received) {
    const line = r.lines.find((l) => l.position === u.position);
    if (line === undefined) return err({ code: 'RETURN_LINE_NOT_IN_RETURN', position: u.position });
    const total = (found.get(u.position) ?? 0) + u.quantity;
    if (total > line.quantity) return err({ code: 'RETURN_MORE_THAN_REQUESTED', position: u.position, requested: line.quantity });
    found.set(u.position, total);
  }
  if ([...found.values()].every((q) => q === 0)) return err({ code: 'RETURN_NOTHING_RECEIVED' });
  return ok(r.lines.map((l) => ({ position: l.position, quantity: found.get(l.position) ?? 0 })));
}

/** A return may be refunded once received, while no refund of it is asked or went through (a failed one may be asked again). */
export function checkRefundable(r: { reference: string; state: ReturnState; refund: ReturnRefund | null }): Result<void, ReturnStepRefusal> {
  if (r.state !== 'received') return err({ code: 'RETURN_NOT_RECEIVED', reference: r.reference });
  if (r.refund !== null && r.refund.state !== 'failed') return err({ code: 'RETURN_ALREADY_REFUNDED', reference: r.reference });
  return ok(undefined);
}

/** The units a received return refunds: those found in its parcel. */
export const refundedUnitsOf = (lines: readonly ReturnLine[]): LineQuantity[] =>
  lines.filter((l) => (l.received ?? 0) > 0).map((l) => ({ position: l.position, quantity: l.received! }));
