import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { LineQuantity } from '../../../src/domain/orders/fulfilment.js';
import {
  arrivalsOf, checkRefundable, isReturnReason, planReceipt, planReturn, progressOf, refundedUnitsOf, returnableUnits, returnReferenceOf,
  returnWindowClosesAt, type ReturnableLine,
} from '../../../src/domain/orders/returns.js';

const DAY = 86_400_000;
const arrived = new Date('2026-11-01T09:30:00.000Z');
const line = (position: number, dispatched: number, inReturns = 0, arrivedAt: Date | null = arrived): ReturnableLine => ({ position, dispatched, inReturns, arrivedAt });

describe('asking for a return', () => {
  it('takes dispatched units within the window, lines summed and sorted, zeros dropped', () => {
    const now = new Date(arrived.getTime() + 3 * DAY);
    expect(planReturn([line(0, 2), line(1, 1)], [{ position: 1, quantity: 1 }, { position: 0, quantity: 1 }, { position: 0, quantity: 1 }, { position: 1, quantity: 0 }], now, 28))
      .toEqual({ ok: true, value: [{ position: 0, quantity: 2 }, { position: 1, quantity: 1 }] });
  });

  it('refuses what cannot be sent back, naming the line', () => {
    const now = new Date(arrived.getTime() + DAY);
    expect(planReturn([line(0, 2)], [{ position: 0, quantity: 0 }], now, 28)).toEqual({ ok: false, error: { code: 'RETURN_NOTHING_CHOSEN' } });
    expect(planReturn([line(0, 2)], [{ position: 4, quantity: 1 }], now, 28)).toEqual({ ok: false, error: { code: 'ORDER_LINE_NOT_FOUND', position: 4 } });
    expect(planReturn([line(0, 0, 0, null)], [{ position: 0, quantity: 1 }], now, 28)).toEqual({ ok: false, error: { code: 'RETURN_NOT_DISPATCHED', position: 0 } });
    expect(planReturn([line(0, 2, 1)], [{ position: 0, quantity: 2 }], now, 28))
      .toEqual({ ok: false, error: { code: 'RETURN_MORE_THAN_DISPATCHED', position: 0, returnable: 1 } });
  });

  it('is open until the window\'s last millisecond and closed from its end (28 days by default, a site may set its own)', () => {
    const closes = returnWindowClosesAt(arrived, 28);
    expect(closes.toISOString()).toBe('2026-11-29T09:30:00.000Z');
    expect(planReturn([line(0, 1)], [{ position: 0, quantity: 1 }], new Date(closes.getTime() - 1), 28).ok).toBe(true);
    expect(planReturn([line(0, 1)], [{ position: 0, quantity: 1 }], closes, 28))
      .toEqual({ ok: false, error: { code: 'RETURN_WINDOW_CLOSED', position: 0, days: 28, closedAt: closes } });
    expect(planReturn([line(0, 1)], [{ position: 0, quantity: 1 }], closes, 30).ok).toBe(true);
  });

  test.prop([fc.integer({ min: 1, max: 365 }), fc.integer({ min: -5 * DAY, max: 400 * DAY })])(
    'a request is in time exactly when it comes before the window ends', (days, offset) => {
      const now = new Date(arrived.getTime() + offset);
      const planned = planReturn([line(0, 1)], [{ position: 0, quantity: 1 }], now, days);
      expect(planned.ok).toBe(offset < days * DAY);
    });

  test.prop([
    fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 }),
    fc.array(fc.array(fc.record({ position: fc.integer({ min: 0, max: 4 }), quantity: fc.integer({ min: 0, max: 6 }) }), { maxLength: 4 }), { maxLength: 12 }),
  ])('however many requests follow one another, no line has more units in returns than dispatched', (dispatched, requests) => {
    let lines = dispatched.map((d, position) => line(position, d, 0, d === 0 ? null : arrived));
    const now = new Date(arrived.getTime() + DAY);
    for (const requested of requests) {
      const planned = planReturn(lines, requested, now, 28);
      if (!planned.ok) continue;
      lines = lines.map((l) => ({ ...l, inReturns: l.inReturns + planned.value.filter((p) => p.position === l.position).reduce((s, p) => s + p.quantity, 0) }));
    }
    for (const l of lines) {
      expect(l.inReturns).toBeLessThanOrEqual(l.dispatched);
      expect(returnableUnits(l, now, 28)).toBe(l.dispatched - l.inReturns);
    }
  });

  it('counts a line\'s window from the last of its parcels to arrive: delivered, or dispatched when no delivery was recorded', () => {
    const sent = new Date('2026-11-01T00:00:00.000Z');
    const delivered = new Date('2026-11-03T00:00:00.000Z');
    const later = new Date('2026-11-02T00:00:00.000Z');
    const arrivals = arrivalsOf([
      { dispatchedAt: sent, deliveredAt: delivered, lines: [{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }] },
      { dispatchedAt: later, deliveredAt: null, lines: [{ position: 1, quantity: 1 }, { position: 2, quantity: 1 }] },
    ]);
    expect(arrivals).toEqual(new Map([[0, delivered], [1, delivered], [2, later]]));
  });

  it('knows the six reasons and names a return after its order', () => {
    expect(['doesnt-fit', 'not-as-pictured', 'faulty', 'changed-mind', 'arrived-late', 'other'].every(isReturnReason)).toBe(true);
    expect(isReturnReason('too-small')).toBe(false);
    expect(returnReferenceOf('EV-1000123', 2)).toBe('R-EV-1000123-2');
  });
});

describe('a return after the request', () => {
  const requested = { reference: 'R-EV-1-1', state: 'requested' as const, lines: [{ position: 0, quantity: 2, received: null }, { position: 2, quantity: 1, received: null }] };

  it('is received whole, or with the units found in the parcel', () => {
    expect(planReceipt(requested, 'all')).toEqual({ ok: true, value: [{ position: 0, quantity: 2 }, { position: 2, quantity: 1 }] });
    expect(planReceipt(requested, [{ position: 0, quantity: 1 }])).toEqual({ ok: true, value: [{ position: 0, quantity: 1 }, { position: 2, quantity: 0 }] });
  });

  it('refuses a receipt of more than was asked back, of a line not in it, of nothing, or twice', () => {
    expect(planReceipt(requested, [{ position: 0, quantity: 3 }])).toEqual({ ok: false, error: { code: 'RETURN_MORE_THAN_REQUESTED', position: 0, requested: 2 } });
    expect(planReceipt(requested, [{ position: 1, quantity: 1 }])).toEqual({ ok: false, error: { code: 'RETURN_LINE_NOT_IN_RETURN', position: 1 } });
    expect(planReceipt(requested, [{ position: 0, quantity: 0 }])).toEqual({ ok: false, error: { code: 'RETURN_NOTHING_RECEIVED' } });
    expect(planReceipt({ ...requested, state: 'received' }, 'all')).toEqual({ ok: false, error: { code: 'RETURN_NOT_AWAITED', reference: 'R-EV-1-1', state: 'received' } });
  });

  test.prop([fc.array(fc.record({ position: fc.constantFrom(0, 2), quantity: fc.integer({ min: 0, max: 3 }) }), { maxLength: 5 })])(
    'a receipt never finds more units than were asked back', (found: LineQuantity[]) => {
      const planned = planReceipt(requested, found);
      if (!planned.ok) return;
      for (const p of planned.value) expect(p.quantity).toBeLessThanOrEqual(requested.lines.find((l) => l.position === p.position)!.quantity);
    });

  it('is refunded once received, again only after a refund that failed, for the units found', () => {
    const refund = (state: 'requested' | 'succeeded' | 'failed') => ({ modificationId: 'm', state, amountMinor: 100, currency: 'GBP', settledAt: null });
    const received = { reference: 'R-EV-1-1', state: 'received' as const, refund: null };
    expect(checkRefundable({ ...received, state: 'requested' })).toEqual({ ok: false, error: { code: 'RETURN_NOT_RECEIVED', reference: 'R-EV-1-1' } });
    expect(checkRefundable(received).ok).toBe(true);
    expect(checkRefundable({ ...received, refund: refund('requested') })).toEqual({ ok: false, error: { code: 'RETURN_ALREADY_REFUNDED', reference: 'R-EV-1-1' } });
    expect(checkRefundable({ ...received, refund: refund('failed') }).ok).toBe(true);
    expect(progressOf({ state: 'received', refund: refund('requested') })).toBe('refund-pending');
    expect(progressOf({ state: 'received', refund: refund('succeeded') })).toBe('refunded');
    expect(progressOf({ state: 'received', refund: refund('failed') })).toBe('received');
    expect(progressOf({ state: 'closed', refund: null })).toBe('closed');
    expect(refundedUnitsOf([{ position: 0, quantity: 2, received: 1 }, { position: 2, quantity: 1, received: 0 }])).toEqual([{ position: 0, quantity: 1 }]);
  });
});
