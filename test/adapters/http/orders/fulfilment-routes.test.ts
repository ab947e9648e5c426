import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeErrorHandler } from '../../../../src/adapters/http/errors/error-handler.js';
import { fulfilmentRoutes } from '../../../../src/adapters/http/orders/fulfilment-routes.js';
import { operatorAuthPlugin } from '../../../../src/adapters/http/plugins/operator-auth.js';
import type { AuthenticatedOperator } from '../../../../src/application/operators/authenticated-operator.js';
import { fulfilmentKit } from '../../../application/orders/fulfilment-test-kit.js';

const KEYS: Record<string, AuthenticatedOperator> = {
  'support-key': { kind: 'api-key', id: 'k1', name: 'Warehouse', role: 'support' },
  'finance-key': { kind: 'api-key', id: 'k2', name: 'Accounts', role: 'finance' },
};

describe('the fulfilment API under /operator/api', () => {
  const k = fulfilmentKit();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(makeErrorHandler((_req, status, message) => `<p>${status} ${message}</p>`));
    await app.register(operatorAuthPlugin, { authenticate: async ({ apiKey }) => (apiKey === null ? null : KEYS[apiKey] ?? null) });
    await app.register(fulfilmentRoutes, { dispatchOrderLines: k.dispatch, markShipmentDelivered: k.delivered, cancelOrderLines: k.cancel });
  });
  afterAll(() => app.close());

  const post = (url: string, body: unknown, key = 'support-key', more: Record<string, string> = {}) => app.inject({
    method: 'POST', url, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json', ...more }, payload: JSON.stringify(body),
  });
  let cancellations = 0;
  /** Cancels lines of the order under `idempotencyKey` (a new one for each call when not given). */
  const cancel = (reference: string, body: unknown, idempotencyKey = `cancel-${++cancellations}`, key = 'support-key') =>
    post(`/operator/api/orders/${reference}/line-cancellations`, body, key, { 'idempotency-key': idempotencyKey });

  it('dispatches with a carrier and tracking number (201), answering the tracking link; the shipment is then marked delivered', async () => {
    const order = await k.order([['S1', 2], ['S2', 1]]);
    const sent = await post(`/operator/api/orders/${order.reference}/shipments`, { carrier: 'royal-mail', trackingNumber: 'AB 123 456 785 GB', lines: [{ position: 0, quantity: 2 }] });
    expect(sent.statusCode).toBe(201);
    expect(sent.headers['cache-control']).toBe('no-store');
    const { shipment } = sent.json<{ shipment: { id: string } }>();
    expect(sent.json()).toMatchObject({
      emailSent: true,
      shipment: { carrier: 'royal-mail', carrierName: 'Royal Mail', trackingNumber: 'AB123456785GB', trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB',
        deliveredAt: null, dispatchedBy: 'Warehouse', lines: [{ position: 0, quantity: 2 }] },
    });
    expect(k.audit.at(-1)).toMatchObject({ actor: { kind: 'api-key', id: 'k1', name: 'Warehouse' }, action: 'order.dispatch' });
    const delivered = await post(`/operator/api/shipments/${shipment.id}/delivered`, {});
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ shipment: { id: shipment.id, deliveredAt: '2026-11-27T10:00:00.000Z' } });
    expect((await post('/operator/api/shipments/no-such/delivered', {})).json()).toEqual({ code: 'SHIPMENT_NOT_FOUND', message: 'There is no shipment no-such.' });
  });

  it('a dispatch under an Idempotency-Key sent again answers its parcel (200), sending nothing more; the answer says what the parcel captured, and a cancellation what it released', async () => {
    const order = await k.order([['S9', 1]]);
    k.kit.capture = { status: 'pending', idempotencyKey: 'shipment:x', modificationId: 'm-1', amount: { amountMinor: 1395, currency: 'GBP' }, code: 'PROVIDER_UNAVAILABLE' };
    const keyed = (key: string) => app.inject({
      method: 'POST', url: `/operator/api/orders/${order.reference}/shipments`, payload: { carrier: 'dpd', trackingNumber: '15501234567890' },
      headers: { authorization: 'Bearer support-key', accept: 'application/json', 'idempotency-key': key },
    });
    try {
      const first = await keyed('parcel-1');
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ emailSent: true, capture: k.kit.capture });
      const sentEmails = k.sent.length;
      const again = await keyed('parcel-1');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ emailSent: false, shipment: { id: first.json<{ shipment: { id: string } }>().shipment.id }, capture: { status: 'pending' } });
      expect(k.sent).toHaveLength(sentEmails);
      expect((await keyed('')).statusCode).toBe(400);
      const other = await k.order([['S10', 1]]);
      k.kit.release = { status: 'asked', idempotencyKey: 'lines-cancelled:x', modificationId: 'm-2', amount: { amountMinor: 1395, currency: 'GBP' }, code: null };
      const cancelled = await cancel(other.reference, {});
      expect([cancelled.statusCode, cancelled.json()]).toMatchObject([201, { release: k.kit.release, refund: null }]);
      // A refund of the cancelled units the provider could not take yet: the answer says it is pending, under which key to ask it again.
      const refunded = await k.order([['S11', 1]]);
      k.kit.release = null;
      k.kit.refund = { status: 'pending', idempotencyKey: 'lines-cancelled:y:refund:1', modificationId: 'm-3', amount: { amountMinor: 1000, currency: 'GBP' }, code: 'PROVIDER_UNAVAILABLE' };
      const pending = await cancel(refunded.reference, {});
      expect([pending.statusCode, pending.json()]).toMatchObject([201, { release: null, refund: k.kit.refund }]);
    } finally {
      k.kit.capture = null;
      k.kit.release = null;
      k.kit.refund = null;
    }
  });

  it('cancels lines not dispatched (201); a cancelled line, more than remains and an unpaid order are 409 with a message a person understands', async () => {
    const order = await k.order([['S3', 2], ['S4', 1]]);
    const cancelled = await cancel(order.reference, { lines: [{ position: 1, quantity: 1 }] }, 'press-1');
    expect(cancelled.statusCode).toBe(201);
    expect(cancelled.json()).toEqual({ cancelled: [{ position: 1, quantity: 1 }], emailSent: true, release: null, refund: null, deliveryRefund: null, repeated: false });
    // The same key again: the same cancellation (200), nothing cancelled or emailed again; another key on the cancelled line is refused.
    const again = await cancel(order.reference, { lines: [{ position: 1, quantity: 1 }] }, 'press-1');
    expect([again.statusCode, again.json()]).toEqual([200, { cancelled: [{ position: 1, quantity: 1 }], emailSent: false, release: null, refund: null, deliveryRefund: null, repeated: true }]);
    const otherKey = await cancel(order.reference, { lines: [{ position: 1, quantity: 1 }] }, 'press-2');
    expect([otherKey.statusCode, otherKey.json()]).toEqual([409, { code: 'ORDER_LINE_CANCELLED', message: 'Line 1 was cancelled, so it cannot be dispatched or cancelled again.' }]);
    const noKey = await post(`/operator/api/orders/${order.reference}/line-cancellations`, { lines: [{ position: 0, quantity: 1 }] });
    expect([noKey.statusCode, noKey.json().code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    expect((await k.fulfilment.of(order.id)).lines.map((l) => l.cancelled)).toEqual([0, 1]);
    const dispatch = (lines: unknown) => post(`/operator/api/orders/${order.reference}/shipments`, { carrier: 'dpd', trackingNumber: '15501234567890', lines });
    const lineCancelled = await dispatch([{ position: 1, quantity: 1 }]);
    expect([lineCancelled.statusCode, lineCancelled.json()]).toEqual([409, { code: 'ORDER_LINE_CANCELLED', message: 'Line 1 was cancelled, so it cannot be dispatched or cancelled again.' }]);
    const tooMany = await dispatch([{ position: 0, quantity: 3 }]);
    expect([tooMany.statusCode, tooMany.json()]).toEqual([409, { code: 'MORE_THAN_REMAINS', message: 'Line 0 has only 2 left to dispatch or cancel.' }]);
    const unpaid = await k.order([['S5', 1]], { paid: false });
    const notPaid = await post(`/operator/api/orders/${unpaid.reference}/shipments`, { carrier: 'dpd', trackingNumber: '15501234567890' });
    expect([notPaid.statusCode, notPaid.json()]).toEqual([409, {
      code: 'ORDER_NOT_PAID', message: 'This order is pending, not paid: only a paid order can be dispatched or have lines cancelled.',
    }]);
    expect((await cancel(unpaid.reference, {})).statusCode).toBe(409);
  });

  it('an unknown carrier or a tracking number not of the carrier is 400; so is a body out of shape', async () => {
    const order = await k.order([['S6', 1]]);
    const url = `/operator/api/orders/${order.reference}/shipments`;
    const carrier = await post(url, { carrier: 'pony-express', trackingNumber: '12345' });
    expect([carrier.statusCode, carrier.json().code]).toEqual([400, 'CARRIER_UNKNOWN']);
    expect(carrier.json().message).toBe('We do not send with pony-express. Choose Royal Mail, DPD, Evri, InPost, DHL, PostNL or GLS.');
    const tracking = await post(url, { carrier: 'inpost', trackingNumber: '12345' });
    expect([tracking.statusCode, tracking.json()]).toEqual([400, { code: 'TRACKING_NUMBER_INVALID', message: 'InPost tracking numbers do not look like this one. Please check it and try again.' }]);
    expect((await post(url, { carrier: 'dpd', trackingNumber: '15501234567890', lines: [{ position: 0, quantity: 0 }] })).statusCode).toBe(400);
    expect((await post(url, { carrier: 'dpd', trackingNumber: '15501234567890', lines: [] })).statusCode).toBe(400);
    expect((await post(url, { carrier: 'dpd', trackingNumber: '15501234567890', lines: [{ position: 4, quantity: 1 }] })).json().code).toBe('ORDER_LINE_NOT_FOUND');
    expect((await post('/operator/api/orders/EV-404/shipments', { carrier: 'dpd', trackingNumber: '15501234567890' })).statusCode).toBe(404);
    expect((await k.fulfilment.of(order.id)).lines[0]!.dispatched).toBe(0);
  });

  it('asks for the fulfil permission: 401 without credentials, 403 for a role without it', async () => {
    const order = await k.order([['S7', 1]]);
    const anonymous = await app.inject({ method: 'POST', url: `/operator/api/orders/${order.reference}/shipments`, payload: { carrier: 'dpd', trackingNumber: '15501234567890' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect((await cancel(order.reference, {}, 'press-3', 'finance-key')).statusCode).toBe(403);
    expect((await post(`/operator/api/orders/${order.reference}/shipments`, { carrier: 'dpd', trackingNumber: '15501234567890' }, 'forged')).statusCode).toBe(401);
    expect((await k.fulfilment.of(order.id)).lines[0]).toMatchObject({ dispatched: 0, cancelled: 0 });
  });
});
