import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { KlarnaPaymentsClient } from '../../../../src/adapters/providers/klarna/klarna-payments-client.js';
import { SandboxKlarnaPayments } from '../../../../src/adapters/providers/klarna/sandbox/sandbox-klarna-payments.js';
import { describeKlarnaPaymentsContract, klarnaPurchase } from '../../../support/klarna-payments-contract.js';
import { startKlarnaStandIn, type KlarnaStandIn } from '../../../support/stand-ins/klarna-stand-in.js';

const clock = { now: () => new Date() };

describeKlarnaPaymentsContract('sandbox', async () => {
  const sandbox = new SandboxKlarnaPayments(clock);
  return { klarna: sandbox, sandbox, close: async () => {} };
});

describeKlarnaPaymentsContract('real adapter against the stand-in', async () => {
  const standIn = await startKlarnaStandIn(clock);
  const klarna = new KlarnaPaymentsClient({ username: standIn.username, password: standIn.password, baseUrl: standIn.baseUrl, timeoutMs: 5_000 });
  return { klarna, sandbox: standIn.sandbox, close: () => standIn.close() };
});

describe('the real adapter on the wire', () => {
  let standIn: KlarnaStandIn | null = null;
  afterEach(async () => {
    await standIn?.close();
    standIn = null;
  });
  const clientFor = (s: KlarnaStandIn, timeoutMs = 5_000, password = s.password) =>
    new KlarnaPaymentsClient({ username: s.username, password, baseUrl: `${s.baseUrl}/`, timeoutMs });
  /** A stand-in, the client on it, and a session its sandbox authorised. */
  const authorisedOnStandIn = async () => {
    standIn = await startKlarnaStandIn(clock);
    const klarna = clientFor(standIn);
    const purchase = klarnaPurchase();
    const created = await klarna.createSession(purchase, 'yours-clothing');
    if (!created.ok) throw new Error('no session');
    const token = standIn.sandbox.authorize(created.value.clientToken, true);
    if (token === null || !token.approved) throw new Error('not approved');
    return { standIn, klarna, purchase, session: created, token };
  };

  test('basic auth, JSON in minor units, and the order carries Klarna-Idempotency-Key', async () => {
    const { standIn: stand, klarna, purchase, token } = await authorisedOnStandIn();
    await klarna.placeOrder(token.authorization_token, purchase, { idempotencyKey: 'order-1.p1', autoCapture: true }, 'yours-clothing');
    const [create, place] = stand.requests;
    expect(create?.path).toBe('/payments/v1/sessions');
    expect(create?.headers.authorization).toBe(`Basic ${Buffer.from(`${stand.username}:${stand.password}`).toString('base64')}`);
    expect(create?.body).toMatchObject({ purchase_country: 'GB', purchase_currency: 'GBP', order_amount: 5497, order_lines: [{ unit_price: 2499, quantity: 2, total_amount: 4998 }, { type: 'shipping_fee' }] });
    expect(place?.path).toBe(`/payments/v1/authorizations/${token.authorization_token}/order`);
    expect(place?.headers['klarna-idempotency-key']).toBe('order-1.p1');
    expect(place?.body).toMatchObject({ auto_capture: true, order_amount: 5497 });
  });

  test('Order Management on the wire: captures and refunds carry the amount, our reference, the lines and the key, and answer 201 with their id; cancel and release have no body', async () => {
    const { standIn: stand, klarna, purchase, token } = await authorisedOnStandIn();
    const placed = await klarna.placeOrder(token.authorization_token, purchase, { idempotencyKey: randomUUID(), autoCapture: false }, 'yours-clothing');
    if (!placed.ok) throw new Error('not placed');
    const orderId = placed.value.orderId;
    expect(stand.requests.at(-1)?.body).toMatchObject({ auto_capture: false });
    const dress = { type: 'physical' as const, reference: 'STK-1', name: 'Floral Dress', quantity: 1, unitPrice: 2499, totalAmount: 2499 };
    const shipping = { company: 'Royal Mail', trackingNumber: 'AB123456785GB', trackingUri: 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB' };
    const captured = await klarna.captureOrder(orderId, { amount: 2499, orderLines: [dress], idempotencyKey: 'mod-1', shipping }, 'yours-clothing');
    expect(captured).toEqual({ ok: true, value: { captureId: expect.any(String) } });
    expect(stand.requests.at(-1)).toMatchObject({
      method: 'POST', path: `/ordermanagement/v1/orders/${orderId}/captures`,
      body: {
        captured_amount: 2499, reference: 'mod-1', order_lines: [{ type: 'physical', reference: 'STK-1', quantity: 1, unit_price: 2499, total_amount: 2499, tax_rate: 0, total_tax_amount: 0 }],
        shipping_info: [{ shipping_company: 'Royal Mail', tracking_number: 'AB123456785GB', tracking_uri: shipping.trackingUri }],
      },
    });
    expect(stand.requests.at(-1)?.headers['klarna-idempotency-key']).toBe('mod-1');
    const refunded = await klarna.refundOrder(orderId, { amount: 1000, orderLines: [], idempotencyKey: 'mod-2' }, 'yours-clothing');
    expect(refunded).toEqual({ ok: true, value: { refundId: expect.any(String) } });
    expect(stand.requests.at(-1)).toMatchObject({ path: `/ordermanagement/v1/orders/${orderId}/refunds`, body: { refunded_amount: 1000, reference: 'mod-2' } });
    expect(stand.requests.at(-1)?.body).not.toHaveProperty('order_lines');
    expect(await klarna.releaseRemainingAuthorization(orderId, 'mod-3', 'yours-clothing')).toEqual({ ok: true, value: undefined });
    expect(stand.requests.at(-1)).toMatchObject({ method: 'POST', path: `/ordermanagement/v1/orders/${orderId}/release-remaining-authorization`, body: null });
    expect(stand.requests.at(-1)?.headers['klarna-idempotency-key']).toBe('mod-3');
    const refusedCapture = await klarna.captureOrder(orderId, { amount: 100, orderLines: [], idempotencyKey: 'mod-4' }, 'yours-clothing');
    expect(refusedCapture).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringMatching(/^CAPTURE_NOT_ALLOWED: /) } });
  });

  test('a capture answered 201 without its id, or with a 5xx, is PROVIDER_UNAVAILABLE (asked again under the same key, it is done once)', async () => {
    const { standIn: stand, klarna, purchase, token } = await authorisedOnStandIn();
    const placed = await klarna.placeOrder(token.authorization_token, purchase, { idempotencyKey: randomUUID(), autoCapture: false }, 'yours-clothing');
    if (!placed.ok) throw new Error('not placed');
    stand.setFault('garbage', /captures$/);
    expect(await klarna.captureOrder(placed.value.orderId, { amount: 1000, orderLines: [], idempotencyKey: 'mod-9' }, 'yours-clothing')).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    stand.setFault(null);
    expect((await klarna.captureOrder(placed.value.orderId, { amount: 1000, orderLines: [], idempotencyKey: 'mod-9' }, 'yours-clothing')).ok).toBe(true);
    expect(stand.sandbox.orderState(placed.value.orderId)).toMatchObject({ capturedAmount: 1000 });
  });

  test('a session is read with GET and an order cancelled through Order Management: Klarna\'s paths, basic auth, no body', async () => {
    const { standIn: stand, klarna, purchase, session, token } = await authorisedOnStandIn();
    await klarna.readSession(session.value.sessionId, 'yours-clothing');
    expect(stand.requests.at(-1)).toMatchObject({ method: 'GET', path: `/payments/v1/sessions/${session.value.sessionId}`, body: null });
    const placed = await klarna.placeOrder(token.authorization_token, purchase, { idempotencyKey: randomUUID(), autoCapture: false }, 'yours-clothing');
    if (!placed.ok) throw new Error('not placed');
    expect(await klarna.cancelOrder(placed.value.orderId, 'cancel-1', 'yours-clothing')).toEqual({ ok: true, value: undefined });
    expect(stand.requests.at(-1)).toMatchObject({ method: 'POST', path: `/ordermanagement/v1/orders/${placed.value.orderId}/cancel`, body: null });
    expect(stand.requests.at(-1)?.headers.authorization).toMatch(/^Basic /);
    expect(stand.requests.at(-1)?.headers['klarna-idempotency-key']).toBe('cancel-1');
    stand.setFault('status-500');
    expect(await klarna.cancelOrder(placed.value.orderId, 'cancel-1', 'yours-clothing')).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
  });

  test('wrong credentials are a refusal, not an outage', async () => {
    standIn = await startKlarnaStandIn(clock);
    const session = await clientFor(standIn, 5_000, 'wrong').createSession(klarnaPurchase(), 'yours-clothing');
    expect(session).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'UNAUTHORIZED: Invalid credentials' } });
  });

  test.each(['status-500', 'garbage', 'hang'] as const)('a stand-in that answers %s is PROVIDER_UNAVAILABLE, and a retry with the same key places once', async (fault) => {
    standIn = await startKlarnaStandIn(clock);
    const klarna = clientFor(standIn, 300);
    const purchase = klarnaPurchase();
    const session = await klarna.createSession(purchase, 'yours-clothing');
    if (!session.ok) throw new Error('no session');
    const token = standIn.sandbox.authorize(session.value.clientToken, true);
    if (token === null || !token.approved) throw new Error('not approved');
    standIn.setFault(fault);
    const key = randomUUID();
    expect(await klarna.placeOrder(token.authorization_token, purchase, { idempotencyKey: key, autoCapture: false }, 'yours-clothing')).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    standIn.setFault(null);
    const retried = await klarna.placeOrder(token.authorization_token, purchase, { idempotencyKey: key, autoCapture: false }, 'yours-clothing');
    expect(retried.ok).toBe(true);
    expect(standIn.sandbox.ordersPlaced()).toBe(1);
  });
});
