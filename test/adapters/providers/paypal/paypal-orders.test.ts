import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { PayPalOrdersClient } from '../../../../src/adapters/providers/paypal/paypal-orders-client.js';
import { orderOfWire } from '../../../../src/adapters/providers/paypal/paypal-wire.js';
import { SandboxPayPalOrders } from '../../../../src/adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import type { PayPalWebhookDelivery } from '../../../../src/ports/paypal-orders.port.js';
import { describePayPalOrdersContract, payPalOrderRequest } from '../../../support/paypal-orders-contract.js';
import { startPayPalStandIn, type PayPalStandIn } from '../../../support/stand-ins/paypal-stand-in.js';

describePayPalOrdersContract('sandbox', async () => {
  const notified: PayPalWebhookDelivery[] = [];
  const sandbox = new SandboxPayPalOrders((id) => `/payment-sandbox/paypal?token=${id}`, { notify: (d) => void notified.push(d) });
  return {
    orders: sandbox, approve: (id, funding) => sandbox.approve(id, funding), captured: () => sandbox.capturedCount(),
    sign: (event, at) => sandbox.signEvent(event, at), notified, pendRefunds: (share) => sandbox.pendRefunds(share), close: async () => {},
  };
});

describePayPalOrdersContract('fetch client against the Orders v2 stand-in', async () => {
  const notified: PayPalWebhookDelivery[] = [];
  const standIn = await startPayPalStandIn({ notify: (d) => void notified.push(d) });
  const client = new PayPalOrdersClient({ clientId: standIn.clientId, clientSecret: standIn.clientSecret, baseUrl: standIn.baseUrl, timeoutMs: 2_000, webhookId: standIn.webhookId });
  return {
    orders: client, approve: (id, funding) => standIn.sandbox.approve(id, funding), captured: () => standIn.sandbox.capturedCount(),
    sign: (event, at) => standIn.sandbox.signEvent(event, at), notified, pendRefunds: (share) => standIn.sandbox.pendRefunds(share), close: () => standIn.close(),
  };
});

describe('PayPalOrdersClient on the wire', () => {
  let standIn: PayPalStandIn | null = null;
  afterEach(async () => {
    await standIn?.close();
    standIn = null;
  });
  const clientOf = (s: PayPalStandIn, overrides: { clientSecret?: string; timeoutMs?: number } = {}, now?: () => number) =>
    new PayPalOrdersClient({ clientId: s.clientId, clientSecret: overrides.clientSecret ?? s.clientSecret, baseUrl: `${s.baseUrl}/`, timeoutMs: overrides.timeoutMs ?? 2_000, webhookId: s.webhookId }, {}, now);

  test('one token serves calls until it nears expiry, then a new one is fetched', async () => {
    standIn = await startPayPalStandIn({ tokenLifetimeSeconds: 3_600 });
    let clock = 0;
    const client = clientOf(standIn, {}, () => clock);
    await client.create(payPalOrderRequest(), 'yours-clothing');
    await client.create(payPalOrderRequest(), 'yours-clothing');
    expect(standIn.tokensIssued()).toBe(1);
    clock = 3_600_000;
    await client.create(payPalOrderRequest(), 'yours-clothing');
    expect(standIn.tokensIssued()).toBe(2);
  });

  test('a revoked token is replaced once on 401 and the call succeeds', async () => {
    standIn = await startPayPalStandIn();
    const client = clientOf(standIn);
    await client.create(payPalOrderRequest(), 'yours-clothing');
    standIn.revokeTokens();
    expect(await client.create(payPalOrderRequest(), 'yours-clothing')).toMatchObject({ ok: true });
    expect(standIn.tokensIssued()).toBe(2);
  });

  test('create and capture send PayPal-Request-Id, Basic credentials fetch the token', async () => {
    standIn = await startPayPalStandIn();
    const client = clientOf(standIn);
    const requestId = randomUUID();
    const created = await client.create(payPalOrderRequest({ requestId, amount: { amountMinor: 4599, currency: 'GBP' } }), 'yours-clothing');
    if (!created.ok) throw new Error('create failed');
    await standIn.sandbox.approve(created.value.id, 'balance');
    await client.capture(created.value.id, `${requestId}.capture`, 'yours-clothing');
    const [token, create, capture] = standIn.requests;
    expect(token).toMatchObject({ method: 'POST', path: '/v1/oauth2/token', body: 'grant_type=client_credentials' });
    expect(create).toMatchObject({ path: '/v2/checkout/orders', headers: { 'paypal-request-id': requestId }, body: { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'GBP', value: '45.99' } }] } });
    expect(capture).toMatchObject({ path: `/v2/checkout/orders/${created.value.id}/capture`, headers: { 'paypal-request-id': `${requestId}.capture` } });
  });

  test('refund posts to the capture with PayPal-Request-Id: the amount as a decimal string, none for a full refund; a 500 is PROVIDER_UNAVAILABLE', async () => {
    standIn = await startPayPalStandIn();
    const client = clientOf(standIn);
    const created = await client.create(payPalOrderRequest({ amount: { amountMinor: 4599, currency: 'GBP' } }), 'yours-clothing');
    if (!created.ok) throw new Error('create failed');
    await standIn.sandbox.approve(created.value.id, 'balance');
    const captured = await client.capture(created.value.id, randomUUID(), 'yours-clothing');
    const captureId = captured.ok ? captured.value.captureId! : '';
    expect(await client.refund(captureId, { amount: { amountMinor: 1000, currency: 'GBP' }, requestId: 'refund-1' }, 'yours-clothing')).toMatchObject({ ok: true, value: { status: 'COMPLETED' } });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST', path: `/v2/payments/captures/${captureId}/refund`, headers: { 'paypal-request-id': 'refund-1' }, body: { amount: { currency_code: 'GBP', value: '10.00' } },
    });
    standIn.setFault('status-500');
    expect(await client.refund(captureId, { amount: null, requestId: 'refund-2' }, 'yours-clothing')).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    standIn.setFault(null);
    expect(await client.refund(captureId, { amount: null, requestId: 'refund-2' }, 'yours-clothing')).toMatchObject({ ok: true });
    expect(standIn.requests.at(-1)).toMatchObject({ headers: { 'paypal-request-id': 'refund-2' }, body: {} });
    expect(standIn.sandbox.refundedCount()).toBe(2);
  });

  test('wrong credentials, a 500 or no answer within the timeout are PROVIDER_UNAVAILABLE', async () => {
    standIn = await startPayPalStandIn();
    expect(await clientOf(standIn, { clientSecret: 'wrong' }).create(payPalOrderRequest(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    const client = clientOf(standIn, { timeoutMs: 300 });
    standIn.setFault('status-500');
    expect(await client.create(payPalOrderRequest(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    standIn.setFault('hang');
    expect(await client.create(payPalOrderRequest(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    standIn.setFault(null);
    expect(await client.create(payPalOrderRequest(), 'yours-clothing')).toMatchObject({ ok: true });
  });

  test('verify-webhook-signature gets the five transmission headers, PAYPAL_WEBHOOK_ID and the event; no webhook id or PayPal down is not verified or unavailable', async () => {
    standIn = await startPayPalStandIn();
    const client = clientOf(standIn);
    const created = await client.create(payPalOrderRequest(), 'yours-clothing');
    if (!created.ok) throw new Error('create failed');
    const delivery = standIn.sandbox.signedWebhook('CHECKOUT.ORDER.APPROVED', created.value);
    expect(await client.verifyWebhook(delivery, 'yours-clothing')).toMatchObject({ ok: true, value: { kind: 'order-approved', payPalOrderId: created.value.id } });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST', path: '/v1/notifications/verify-webhook-signature',
      body: {
        auth_algo: delivery.signature.authAlgo, cert_url: delivery.signature.certUrl, transmission_id: delivery.signature.transmissionId,
        transmission_sig: delivery.signature.transmissionSig, transmission_time: delivery.signature.transmissionTime, webhook_id: standIn.webhookId, webhook_event: delivery.event,
      },
    });
    const unconfigured = new PayPalOrdersClient({ clientId: standIn.clientId, clientSecret: standIn.clientSecret, baseUrl: standIn.baseUrl, timeoutMs: 2_000, webhookId: null });
    expect(await unconfigured.verifyWebhook(delivery, 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' } });
    const otherHook = new PayPalOrdersClient({ clientId: standIn.clientId, clientSecret: standIn.clientSecret, baseUrl: standIn.baseUrl, timeoutMs: 2_000, webhookId: 'WHOTHER1' });
    expect(await otherHook.verifyWebhook(delivery, 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' } });
    standIn.setFault('status-500');
    expect(await client.verifyWebhook(delivery, 'yours-clothing')).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
  });

  test('nothing listening is PROVIDER_UNAVAILABLE', async () => {
    const client = new PayPalOrdersClient({ clientId: 'a', clientSecret: 'b', baseUrl: 'http://127.0.0.1:9', timeoutMs: 1_000, webhookId: 'WH1' });
    expect(await client.get('ABC', 'yours-clothing')).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
  });
});

describe('PayPal orders as PayPal lists them', () => {
  test('an authorised order (intent AUTHORIZE) lists its authorization\'s captures too: they are not the order\'s capture, its authorization is what it took', () => {
    const unit = (payments: Record<string, unknown>) => ({
      id: '5O190127TN364715T', status: 'COMPLETED',
      purchase_units: [{ reference_id: 'EV-1000123', amount: { currency_code: 'GBP', value: '53.95' }, payments }],
    });
    expect(orderOfWire(unit({ authorizations: [{ id: '0VF52814937998046', status: 'PARTIALLY_CAPTURED' }], captures: [{ id: '3C679366HH908993F', status: 'COMPLETED' }] })))
      .toMatchObject({ captureId: null, authorizationId: '0VF52814937998046' });
    expect(orderOfWire(unit({ captures: [{ id: '3C679366HH908993F', status: 'COMPLETED' }] }))).toMatchObject({ captureId: '3C679366HH908993F', authorizationId: null });
  });
});
