import { describe, expect, it } from 'vitest';
import { fulfilmentKit, SAM } from './fulfilment-test-kit.js';

describe('dispatching order lines', () => {
  it('sends every unit still to send by default, records the action and emails the tracking link', async () => {
    const k = fulfilmentKit();
    const order = await k.order([['S1', 2], ['S2', 1]]);
    const result = await k.dispatch.execute({ reference: order.reference, carrier: 'royal-mail', trackingNumber: 'ab 123 456 785 gb', lines: 'all', actor: SAM });
    expect(result).toMatchObject({ ok: true, value: { emailSent: true, shipment: { carrierCode: 'royal-mail', trackingNumber: 'AB123456785GB', createdBy: 'Sam Support' } } });
    expect((await k.fulfilment.of(order.id)).lines.map((l) => l.dispatched)).toEqual([2, 1]);
    expect(k.audit).toEqual([expect.objectContaining({ actor: SAM, action: 'order.dispatch', target: `order:${order.reference}` })]);
    expect(k.fulfilment.events.map((e) => e.type)).toEqual(['order.dispatched']);
    expect(k.sent).toHaveLength(1);
    expect(k.sent[0]!.to).toBe(order.details.email);
    expect(k.sent[0]!.subject).toBe(`Your order ${order.reference} is on its way`);
    expect(k.sent[0]!.text).toContain('Track your parcel: https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB');
    expect(k.sent[0]!.html).toContain('<a href="https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB">Track your parcel</a>');
  });

  it('writes the email in the language of the order\'s site', async () => {
    const k = fulfilmentKit();
    const order = await k.order([['S1', 1]], { site: 'yours-clothing-de' });
    await k.dispatch.execute({ reference: order.reference, carrier: 'dhl', trackingNumber: 'JD014600006281230704', lines: 'all', actor: SAM });
    expect(k.sent[0]!.subject).toBe(`Ihre Bestellung ${order.reference} ist unterwegs`);
    expect(k.sent[0]!.text).toContain('Sendung verfolgen: https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JD014600006281230704');
  });

  it('refuses an unknown carrier, a tracking number not of the carrier, an unknown order, an unpaid order: nothing written, nothing sent', async () => {
    const k = fulfilmentKit();
    const order = await k.order([['S1', 1]]);
    const unpaid = await k.order([['S2', 1]], { paid: false });
    const ask = (over: object) => k.dispatch.execute({ reference: order.reference, carrier: 'dpd', trackingNumber: '15501234567890', lines: 'all' as const, actor: SAM, ...over });
    expect(await ask({ carrier: 'ups' })).toEqual({ ok: false, error: { code: 'CARRIER_UNKNOWN', carrier: 'ups' } });
    expect(await ask({ trackingNumber: '123' })).toEqual({ ok: false, error: { code: 'TRACKING_NUMBER_INVALID', carrier: 'DPD' } });
    expect(await ask({ reference: 'EV-404' })).toEqual({ ok: false, error: { code: 'ORDER_NOT_FOUND', reference: 'EV-404' } });
    expect(await ask({ reference: unpaid.reference })).toEqual({ ok: false, error: { code: 'ORDER_NOT_PAID', status: 'pending' } });
    expect(k.fulfilment.events).toEqual([]);
    expect(k.audit).toEqual([]);
    expect(k.sent).toEqual([]);
  });

  it('refuses a cancelled line and more than remains (409s), and names the line', async () => {
    const k = fulfilmentKit();
    const order = await k.order([['S1', 2], ['S2', 1]]);
    expect((await k.cancel.execute({ reference: order.reference, lines: [{ position: 1, quantity: 1 }], actor: SAM, idempotencyKey: 'cancel-1' })).ok).toBe(true);
    const dispatch = (lines: { position: number; quantity: number }[]) =>
      k.dispatch.execute({ reference: order.reference, carrier: 'evri', trackingNumber: 'H01ABC1234567890', lines, actor: SAM });
    expect(await dispatch([{ position: 1, quantity: 1 }])).toEqual({ ok: false, error: { code: 'ORDER_LINE_CANCELLED', position: 1 } });
    expect(await dispatch([{ position: 0, quantity: 3 }])).toEqual({ ok: false, error: { code: 'MORE_THAN_REMAINS', position: 0, remaining: 2 } });
    expect((await dispatch([{ position: 0, quantity: 2 }])).ok).toBe(true);
    expect(await dispatch([{ position: 0, quantity: 1 }])).toEqual({ ok: false, error: { code: 'MORE_THAN_REMAINS', position: 0, remaining: 0 } });
  });

  it('a mail that fails is reported and does not undo the dispatch', async () => {
    const k = fulfilmentKit();
    const order = await k.order([['S1', 1]]);
    k.kit.mailFails = true;
    const result = await k.dispatch.execute({ reference: order.reference, carrier: 'gls', trackingNumber: '12345678901', lines: 'all', actor: SAM });
    expect(result).toMatchObject({ ok: true, value: { emailSent: false } });
    expect(k.problems).toEqual([{ event: 'DISPATCH_EMAIL_FAILED', details: { orderReference: order.reference, error: 'SMTP refused' } }]);
    expect((await k.fulfilment.of(order.id)).lines[0]!.dispatched).toBe(1);
  });
});

describe('marking a shipment delivered', () => {
  it('once: the second mark answers the shipment as it is, without a second event or audit entry', async () => {
    const k = fulfilmentKit();
    const order = await k.order([['S1', 1]]);
    const sent = await k.dispatch.execute({ reference: order.reference, carrier: 'postnl', trackingNumber: '3SABCD123456789', lines: 'all', actor: SAM });
    if (!sent.ok) return expect.unreachable(sent.error.code);
    const first = await k.delivered.execute({ shipmentId: sent.value.shipment.id, actor: SAM });
    expect(first).toMatchObject({ ok: true, value: { id: sent.value.shipment.id, deliveredAt: new Date('2026-11-27T10:00:00.000Z') } });
    expect(await k.delivered.execute({ shipmentId: sent.value.shipment.id, actor: SAM })).toEqual(first);
    expect(k.fulfilment.events.map((e) => e.type)).toEqual(['order.dispatched', 'order.delivered']);
    expect(k.audit.map((a) => a.action)).toEqual(['order.dispatch', 'shipment.delivered']);
    expect(await k.delivered.execute({ shipmentId: 'nope', actor: SAM })).toEqual({ ok: false, error: { code: 'SHIPMENT_NOT_FOUND', id: 'nope' } });
  });
});

describe('cancelling lines not dispatched', () => {
  it('puts their stock back, records the action and emails the shopper; never a dispatched unit', async () => {
    const k = fulfilmentKit();
    const order = await k.order([['S1', 3]]);
    expect(k.shop.stock.get('S1')).toBe(7);
    await k.dispatch.execute({ reference: order.reference, carrier: 'inpost', trackingNumber: '520000012680041086770098', lines: [{ position: 0, quantity: 1 }], actor: SAM });
    expect(await k.cancel.execute({ reference: order.reference, lines: [{ position: 0, quantity: 3 }], actor: SAM, idempotencyKey: 'cancel-2' }))
      .toEqual({ ok: false, error: { code: 'MORE_THAN_REMAINS', position: 0, remaining: 2 } });
    expect(await k.cancel.execute({ reference: order.reference, lines: 'all', actor: SAM, idempotencyKey: 'cancel-3' })).toEqual({ ok: true, value: { cancelled: [{ position: 0, quantity: 2 }], emailSent: true, release: null, refund: null, deliveryRefund: null, repeated: false } });
    expect(k.shop.stock.get('S1')).toBe(9);
    expect(k.audit.map((a) => a.action)).toEqual(['order.dispatch', 'order.lines.cancel']);
    expect(k.sent[1]!.subject).toBe(`Items of your order ${order.reference} were cancelled`);
    expect(k.sent[1]!.text).toContain('Wrap dress, Size 12 - Quantity 2');
    expect(await k.cancel.execute({ reference: order.reference, lines: 'all', actor: SAM, idempotencyKey: 'cancel-4' })).toEqual({ ok: false, error: { code: 'NOTHING_LEFT' } });
  });

  it('under the same key again: the first cancellation answered, nothing cancelled, emailed or audited again; another key on what is left refused', async () => {
    const k = fulfilmentKit();
    const order = await k.order([['S1', 3]]);
    const first = await k.cancel.execute({ reference: order.reference, lines: [{ position: 0, quantity: 2 }], actor: SAM, idempotencyKey: 'press-1' });
    expect(first).toEqual({ ok: true, value: { cancelled: [{ position: 0, quantity: 2 }], emailSent: true, release: null, refund: null, deliveryRefund: null, repeated: false } });
    const again = await k.cancel.execute({ reference: order.reference, lines: [{ position: 0, quantity: 2 }], actor: SAM, idempotencyKey: 'press-1' });
    expect(again).toEqual({ ok: true, value: { cancelled: [{ position: 0, quantity: 2 }], emailSent: false, release: null, refund: null, deliveryRefund: null, repeated: true } });
    expect(k.shop.stock.get('S1')).toBe(9);
    expect(k.sent).toHaveLength(1);
    expect(k.audit.map((a) => a.action)).toEqual(['order.lines.cancel']);
    expect(await k.cancel.execute({ reference: order.reference, lines: [{ position: 0, quantity: 2 }], actor: SAM, idempotencyKey: 'press-2' }))
      .toEqual({ ok: false, error: { code: 'MORE_THAN_REMAINS', position: 0, remaining: 1 } });
  });

  it('of an order not paid: refused', async () => {
    const k = fulfilmentKit();
    const order = await k.order([['S1', 1]], { paid: false });
    expect(await k.cancel.execute({ reference: order.reference, lines: 'all', actor: SAM, idempotencyKey: 'cancel-5' })).toEqual({ ok: false, error: { code: 'ORDER_NOT_PAID', status: 'pending' } });
    expect(k.shop.stock.get('S1')).toBe(9);
  });
});
