import type { Money } from '../pricing/money.js';
import type { LineQuantity } from './fulfilment.js';
import type { OrderHistoryEntry, OrderHistoryKind } from './order-history.js';
import type { OrderEventType } from './order-event.js';
import type { OrderStatus } from './order.js';
import type { PaymentModificationRecord } from './payment-modification.js';

/** Who did something to an order: the shopper, a member of staff (or their API key), the payment provider's notification, or the shop itself. */
export type TimelineActor =
  | { kind: 'shopper'; name: string }
  | { kind: 'staff'; name: string }
  | { kind: 'provider' }
  | { kind: 'shop' };

/** Where an order event stands with one webhook endpoint. */
export interface EventDelivery {
  endpointUrl: string;
  attempts: number;
  deliveredAt: Date | null;
  failedAt: Date | null;
  lastStatus: number | null;
}

/** An order event as the outbox keeps it, with its deliveries. */
export interface RecordedOrderEvent {
  sequence: number;
  type: OrderEventType;
  occurredAt: Date;
  deliveries: EventDelivery[];
}

/** An entry of the audit log about the order or one of its parcels. */
export interface TimelineAuditEntry {
  actor: { name: string };
  action: string;
  target: string;
  after: unknown;
  at: Date;
}

/** What happened, in each kind's own facts. */
export type TimelineWhat =
  | { kind: 'placed' }
  | { kind: 'payment-answered'; resultCode: string | null; pspReference: string | null; failure: string | null }
  | { kind: 'closed'; status: Exclude<OrderStatus, 'pending'> }
  | { kind: 'payment-history'; entry: Exclude<OrderHistoryKind, 'email-sent'>; detail: Record<string, unknown> }
  | { kind: 'email-sent'; email: string; to: string; subject: string }
  | { kind: 'payment-asked'; action: PaymentModificationRecord['kind']; amount: Money; lines: LineQuantity[]; delivery: boolean }
  /** `benefits`: what it moved besides the money (restored when a refund failed after its success). */
  | { kind: 'payment-settled'; action: PaymentModificationRecord['kind']; amount: Money; succeeded: boolean; reason: string | null; benefits: PaymentModificationRecord['benefits'] }
  | { kind: 'dispatched'; shipmentId: string; carrierCode: string; trackingNumber: string; lines: LineQuantity[] }
  | { kind: 'delivered'; shipmentId: string; carrierCode: string; trackingNumber: string }
  | { kind: 'lines-cancelled'; lines: LineQuantity[] }
  | { kind: 'event'; type: OrderEventType; sequence: number; deliveries: EventDelivery[] }
  /** A staff action told by its audit entry alone; `subject` is the return it was about, if any. */
  | { kind: 'staff-action'; action: string; subject: string | null };

export interface TimelineEntry {
  at: Date;
  actor: TimelineActor;
  what: TimelineWhat;
}

/** Everything the shop keeps about one order, as its stores give it (each oldest first). */
export interface TimelineSources {
  order: { reference: string; status: OrderStatus; createdAt: Date; closedAt: Date | null; shopperName: string };
  attempts: readonly { recordedAt: Date; resultCode: string | null; pspReference: string | null; failure: string | null }[];
  history: readonly OrderHistoryEntry[];
  modifications: readonly PaymentModificationRecord[];
  shipments: readonly { id: string; carrierCode: string; trackingNumber: string; dispatchedAt: Date; deliveredAt: Date | null; createdBy: string; lines: readonly LineQuantity[] }[];
  cancellations: readonly { position: number; quantity: number; at: Date; by: string }[];
  events: readonly RecordedOrderEvent[];
  audit: readonly TimelineAuditEntry[];
}

/**
 * The audit actions that the timeline tells through the record they made (a parcel, a
 * cancellation, a payment modification): their entry only names who acted.
 */
const TOLD_BY_THEIR_RECORD = new Set(['order.dispatch', 'order.lines.cancel', 'shipment.delivered', 'order.payment.capture', 'order.payment.cancel', 'order.payment.refund']);

/** A release asked before releases were recorded as payment modifications has only its audit entry to tell it. */
const toldByItsRecord = (a: TimelineAuditEntry): boolean =>
  TOLD_BY_THEIR_RECORD.has(a.action) || (a.action === 'order.payment.release' && modificationIdOf(a.after) !== null);

/**
 * At the same instant, what comes later in an order's life ranks higher, so that newest first
 * still reads as cause after effect (an event after the change it tells).
 */
const RANK: Readonly<Record<TimelineWhat['kind'], number>> = {
  'placed': 0, 'payment-answered': 1, 'closed': 2, 'payment-history': 3, 'payment-asked': 4, 'dispatched': 4, 'lines-cancelled': 4,
  'staff-action': 4, 'delivered': 5, 'payment-settled': 6, 'email-sent': 6, 'event': 7,
};

/** The return an audit entry is about: its target (`return:<reference>`), or the return it asked. */
const returnOf = (a: TimelineAuditEntry): string | null => {
  if (a.target.startsWith('return:')) return a.target.slice('return:'.length);
  const asked = (a.after as { return?: unknown } | null)?.return;
  return typeof asked === 'string' ? asked : null;
};

const modificationIdOf = (after: unknown): string | null => {
  const id = (after as { modification?: unknown } | null)?.modification;
  return typeof id === 'string' ? id : null;
};

/** A cancellation's lines: the rows one action wrote together (same time, same operator). */
function cancellationsByAction(cancellations: TimelineSources['cancellations']): { at: Date; by: string; lines: LineQuantity[] }[] {
  const actions: { at: Date; by: string; lines: LineQuantity[] }[] = [];
  for (const c of cancellations) {
    const last = actions.at(-1);
    if (last !== undefined && last.at.getTime() === c.at.getTime() && last.by === c.by) last.lines.push({ position: c.position, quantity: c.quantity });
    else actions.push({ at: c.at, by: c.by, lines: [{ position: c.position, quantity: c.quantity }] });
  }
  return actions;
}

/**
 * One order's life, newest first: when it was placed and by whom, each payment answer, how it
 * closed, what happened to its money (late completions, reversals, captures, cancels and refunds
 * asked by staff and settled by the provider's notification), its parcels and their delivery,
 * cancelled lines, the emails the shopper was sent, every event sent to the systems around the shop with where it was delivered,
 * and any other staff action on it. Each record appears exactly once; the audit log names the
 * member of staff behind a payment modification or a delivery.
 */
export function orderTimeline(s: TimelineSources): TimelineEntry[] {
  const staff = (name: string): TimelineActor => ({ kind: 'staff', name });
  const askedBy = new Map<string, string>();
  const deliveredBy = new Map<string, string>();
  for (const a of s.audit) {
    const modification = modificationIdOf(a.after);
    if (a.action.startsWith('order.payment.') && modification !== null) askedBy.set(modification, a.actor.name);
    if (a.action === 'shipment.delivered') deliveredBy.set(a.target.replace(/^shipment:/, ''), a.actor.name);
  }
  const entries: TimelineEntry[] = [{ at: s.order.createdAt, actor: { kind: 'shopper', name: s.order.shopperName }, what: { kind: 'placed' } }];
  for (const a of s.attempts) {
    entries.push({ at: a.recordedAt, actor: { kind: 'provider' }, what: { kind: 'payment-answered', resultCode: a.resultCode, pspReference: a.pspReference, failure: a.failure } });
  }
  if (s.order.status !== 'pending' && s.order.closedAt !== null) {
    entries.push({ at: s.order.closedAt, actor: s.order.status === 'expired' ? { kind: 'shop' } : { kind: 'provider' }, what: { kind: 'closed', status: s.order.status } });
  }
  for (const h of s.history) {
    const text = (key: string): string => (typeof h.detail[key] === 'string' ? h.detail[key] : '');
    entries.push({
      at: h.at, actor: { kind: 'shop' },
      what: h.kind === 'email-sent' ? { kind: 'email-sent', email: text('email'), to: text('to'), subject: text('subject') } : { kind: 'payment-history', entry: h.kind, detail: h.detail },
    });
  }
  for (const m of s.modifications) {
    entries.push({
      at: m.requestedAt, actor: staff(askedBy.get(m.id) ?? m.requestedBy),
      what: { kind: 'payment-asked', action: m.kind, amount: m.amount, lines: m.lines, delivery: m.delivery },
    });
    if (m.state !== 'requested' && m.settledAt !== null) {
      entries.push({ at: m.settledAt, actor: { kind: 'provider' }, what: {
        kind: 'payment-settled', action: m.kind, amount: m.amount, succeeded: m.state === 'succeeded', reason: m.failureReason, benefits: m.benefits,
      } });
    }
  }
  for (const p of s.shipments) {
    const parcel = { shipmentId: p.id, carrierCode: p.carrierCode, trackingNumber: p.trackingNumber };
    entries.push({ at: p.dispatchedAt, actor: staff(p.createdBy), what: { kind: 'dispatched', ...parcel, lines: [...p.lines] } });
    if (p.deliveredAt !== null) {
      const by = deliveredBy.get(p.id);
      entries.push({ at: p.deliveredAt, actor: by === undefined ? { kind: 'shop' } : staff(by), what: { kind: 'delivered', ...parcel } });
    }
  }
  for (const c of cancellationsByAction(s.cancellations)) entries.push({ at: c.at, actor: staff(c.by), what: { kind: 'lines-cancelled', lines: c.lines } });
  for (const e of s.events) {
    entries.push({ at: e.occurredAt, actor: { kind: 'shop' }, what: { kind: 'event', type: e.type, sequence: e.sequence, deliveries: e.deliveries } });
  }
  for (const a of s.audit) {
    if (!toldByItsRecord(a)) entries.push({ at: a.at, actor: staff(a.actor.name), what: { kind: 'staff-action', action: a.action, subject: returnOf(a) } });
  }
  // Sorted by time, then rank, newest first; equal ones keep the order they were read in, reversed.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((x, y) => y.entry.at.getTime() - x.entry.at.getTime() || RANK[y.entry.what.kind] - RANK[x.entry.what.kind] || y.index - x.index)
    .map(({ entry }) => entry);
}
