import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { orderTimeline, type TimelineSources } from '../../../src/domain/orders/order-timeline.js';
import type { PaymentModificationRecord } from '../../../src/domain/orders/payment-modification.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));
const gbp = (amountMinor: number) => ({ amountMinor, currency: 'GBP' });

const refund = (over: Partial<PaymentModificationRecord> = {}): PaymentModificationRecord => ({
  id: 'mod-1', orderId: 'o1', kind: 'refund', amount: gbp(2500), lines: [{ position: 0, quantity: 1 }], delivery: false, state: 'succeeded',
  idempotencyKey: 'k1', providerReference: 'PSP-R', failureReason: null, requestedBy: 'operator:7', requestedAt: at(30), settledAt: at(31), benefits: null, ...over,
});

const empty: TimelineSources = {
  order: { reference: 'EV-1000001', status: 'pending', createdAt: at(0), closedAt: null, shopperName: 'Jo Shopper' },
  attempts: [], history: [], modifications: [], shipments: [], cancellations: [], events: [], audit: [],
};

describe('an order\'s timeline', () => {
  it('tells a paid, dispatched, delivered, partly cancelled and refunded order newest first, each with who did it', () => {
    const timeline = orderTimeline({
      order: { ...empty.order, status: 'paid', closedAt: at(1) },
      attempts: [{ recordedAt: at(1), resultCode: 'Authorised', pspReference: 'PSP-1', failure: null }],
      history: [],
      modifications: [refund()],
      shipments: [{ id: 'sh-1', carrierCode: 'royal-mail', trackingNumber: 'AB123456785GB', dispatchedAt: at(10), deliveredAt: at(20), createdBy: 'Sam Support', lines: [{ position: 0, quantity: 1 }] }],
      cancellations: [{ position: 1, quantity: 1, at: at(11), by: 'Sam Support' }, { position: 2, quantity: 2, at: at(11), by: 'Sam Support' }],
      events: [{ sequence: 3, type: 'order.dispatched', occurredAt: at(10), deliveries: [{ endpointUrl: 'https://erp.example/hooks', attempts: 1, deliveredAt: at(10), failedAt: null, lastStatus: 204 }] }],
      audit: [
        { actor: { name: 'Fran Finance' }, action: 'order.payment.refund', target: 'order:EV-1000001', after: { modification: 'mod-1' }, at: at(30) },
        { actor: { name: 'Dee Driver' }, action: 'shipment.delivered', target: 'shipment:sh-1', after: {}, at: at(20) },
        { actor: { name: 'Sam Support' }, action: 'order.dispatch', target: 'order:EV-1000001', after: {}, at: at(10) },
        { actor: { name: 'Sam Support' }, action: 'order.email.resend', target: 'order:EV-1000001', after: {}, at: at(40) },
      ],
    });
    expect(timeline.map((e) => [e.at.getUTCMinutes(), e.what.kind, e.actor])).toEqual([
      [40, 'staff-action', { kind: 'staff', name: 'Sam Support' }],
      [31, 'payment-settled', { kind: 'provider' }],
      [30, 'payment-asked', { kind: 'staff', name: 'Fran Finance' }],
      [20, 'delivered', { kind: 'staff', name: 'Dee Driver' }],
      [11, 'lines-cancelled', { kind: 'staff', name: 'Sam Support' }],
      [10, 'event', { kind: 'shop' }],
      [10, 'dispatched', { kind: 'staff', name: 'Sam Support' }],
      [1, 'closed', { kind: 'provider' }],
      [1, 'payment-answered', { kind: 'provider' }],
      [0, 'placed', { kind: 'shopper', name: 'Jo Shopper' }],
    ]);
    expect(timeline.find((e) => e.what.kind === 'lines-cancelled')?.what).toEqual({ kind: 'lines-cancelled', lines: [{ position: 1, quantity: 1 }, { position: 2, quantity: 2 }] });
    expect(timeline[1]!.what).toEqual({ kind: 'payment-settled', action: 'refund', amount: gbp(2500), succeeded: true, reason: null, benefits: null });
  });

  it('names a modification by its record when the audit log has no entry for it, and shows one still waiting for the provider once', () => {
    const timeline = orderTimeline({ ...empty, modifications: [refund({ state: 'requested', settledAt: null, requestedBy: 'api-key:3' })] });
    expect(timeline.map((e) => [e.what.kind, e.actor])).toEqual([['payment-asked', { kind: 'staff', name: 'api-key:3' }], ['placed', { kind: 'shopper', name: 'Jo Shopper' }]]);
  });

  it('tells a release by its record, as who asked it; a release audited before releases were recorded is told by its audit entry', () => {
    const release = refund({ id: 'mod-rel', kind: 'release', amount: gbp(1000), lines: [], requestedAt: at(30), settledAt: at(30) });
    const timeline = orderTimeline({
      ...empty,
      modifications: [release],
      audit: [
        { actor: { name: 'Fran Finance' }, action: 'order.payment.release', target: 'order:EV-1000001', after: { modification: 'mod-rel' }, at: at(30) },
        { actor: { name: 'Fran Finance' }, action: 'order.payment.release', target: 'order:EV-1000001', after: { released: gbp(500) }, at: at(20) },
      ],
    });
    expect(timeline.map((e) => [e.what.kind, e.actor])).toEqual([
      ['payment-settled', { kind: 'provider' }], ['payment-asked', { kind: 'staff', name: 'Fran Finance' }], ['staff-action', { kind: 'staff', name: 'Fran Finance' }],
      ['placed', { kind: 'shopper', name: 'Jo Shopper' }],
    ]);
  });

  it('tells an email sent about the order as the shop\'s, apart from the history of its money', () => {
    const timeline = orderTimeline({
      ...empty,
      history: [
        { kind: 'email-sent', at: at(12), detail: { email: 'dispatch', to: 'jo@example.com', subject: 'Your order EV-1000001 is on its way' } },
        { kind: 'attempt-unanswered', at: at(2), detail: {} },
      ],
    });
    expect(timeline.map((e) => [e.what, e.actor])).toEqual([
      [{ kind: 'email-sent', email: 'dispatch', to: 'jo@example.com', subject: 'Your order EV-1000001 is on its way' }, { kind: 'shop' }],
      [{ kind: 'payment-history', entry: 'attempt-unanswered', detail: {} }, { kind: 'shop' }],
      [{ kind: 'placed' }, { kind: 'shopper', name: 'Jo Shopper' }],
    ]);
  });

  it('an expired order was closed by the shop; a failed refund carries its reason', () => {
    const timeline = orderTimeline({
      ...empty, order: { ...empty.order, status: 'expired', closedAt: at(5) }, modifications: [refund({ state: 'failed', failureReason: 'Insufficient balance' })],
    });
    expect(timeline.find((e) => e.what.kind === 'closed')?.actor).toEqual({ kind: 'shop' });
    expect(timeline.find((e) => e.what.kind === 'payment-settled')?.what).toMatchObject({ succeeded: false, reason: 'Insufficient balance' });
  });
});

const minute = fc.integer({ min: 0, max: 59 }).map(at);
const sourcesArb: fc.Arbitrary<TimelineSources> = fc.record({
  order: fc.record({
    reference: fc.constant('EV-1'), status: fc.constantFrom('pending', 'paid', 'refused', 'cancelled', 'expired' as const),
    createdAt: minute, closedAt: fc.option(minute, { nil: null }), shopperName: fc.string(),
  }),
  attempts: fc.array(fc.record({ recordedAt: minute, resultCode: fc.constantFrom('Authorised', null), pspReference: fc.constant(null), failure: fc.constant(null) }), { maxLength: 3 }),
  history: fc.array(fc.record({ kind: fc.constant('attempt-unanswered' as const), at: minute, detail: fc.constant({}) }), { maxLength: 2 }),
  modifications: fc.array(fc.record({ id: fc.uuid(), state: fc.constantFrom('requested', 'succeeded', 'failed' as const), requestedAt: minute, settledAt: fc.option(minute, { nil: null }) })
    .map((m) => refund(m)), { maxLength: 4 }),
  shipments: fc.array(fc.record({
    id: fc.uuid(), carrierCode: fc.constant('dpd'), trackingNumber: fc.constant('15501234567890'), dispatchedAt: minute, deliveredAt: fc.option(minute, { nil: null }),
    createdBy: fc.string(), lines: fc.constant([{ position: 0, quantity: 1 }]),
  }), { maxLength: 3 }),
  cancellations: fc.array(fc.record({ position: fc.nat(3), quantity: fc.integer({ min: 1, max: 3 }), at: minute, by: fc.constantFrom('A', 'B') }), { maxLength: 4 }),
  events: fc.array(fc.record({ sequence: fc.nat(), type: fc.constantFrom('order.placed', 'order.paid', 'order.refunded' as const), occurredAt: minute, deliveries: fc.constant([]) }), { maxLength: 4 }),
  audit: fc.array(fc.record({
    actor: fc.record({ name: fc.string() }), action: fc.constantFrom('order.dispatch', 'order.payment.refund', 'order.return.receive', 'order.email.resend'),
    target: fc.constant('order:EV-1'), after: fc.constant({}), at: minute,
  }), { maxLength: 4 }),
});

describe('the timeline\'s laws', () => {
  test.prop([sourcesArb])('is newest first', (sources) => {
    const times = orderTimeline(sources).map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test.prop([sourcesArb])('tells every record once: one entry per attempt, parcel, delivery, modification asked and settled, event and other staff action', (sources) => {
    const count = (kind: string) => orderTimeline(sources).filter((e) => e.what.kind === kind).length;
    expect(count('placed')).toBe(1);
    expect(count('payment-answered')).toBe(sources.attempts.length);
    expect(count('payment-history')).toBe(sources.history.length);
    expect(count('payment-asked')).toBe(sources.modifications.length);
    expect(count('payment-settled')).toBe(sources.modifications.filter((m) => m.state !== 'requested' && m.settledAt !== null).length);
    expect(count('dispatched')).toBe(sources.shipments.length);
    expect(count('delivered')).toBe(sources.shipments.filter((s) => s.deliveredAt !== null).length);
    expect(count('event')).toBe(sources.events.length);
    expect(count('staff-action')).toBe(sources.audit.filter((a) => a.action === 'order.return.receive' || a.action === 'order.email.resend').length);
    const cancelled = orderTimeline(sources).flatMap((e) => (e.what.kind === 'lines-cancelled' ? e.what.lines : []));
    expect(cancelled).toHaveLength(sources.cancellations.length);
  });

  test.prop([sourcesArb])('does not depend on the order the stores listed each kind of record in beyond ties', (sources) => {
    const key = (s: TimelineSources) => orderTimeline(s).map((e) => `${e.at.getTime()}:${e.what.kind}`);
    const reversed = { ...sources, attempts: [...sources.attempts].reverse(), events: [...sources.events].reverse(), shipments: [...sources.shipments].reverse() };
    expect(key(reversed)).toEqual(key(sources));
  });
});
