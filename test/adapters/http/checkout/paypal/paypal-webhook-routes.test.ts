import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYPAL_SIGNATURE_HEADERS, PAYPAL_WEBHOOK_ROUTE } from '../../../../../src/adapters/http/checkout/paypal/paypal-webhook-routes.js';
import { SandboxPayPalOrders } from '../../../../../src/adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import { wireOfWebhookEvent, type PayPalEventType } from '../../../../../src/adapters/providers/paypal/paypal-webhook-wire.js';
import { loadConfig } from '../../../../../src/main/config.js';
import { payPalSandboxSecretOf } from '../../../../../src/main/checkout-paypal-module.js';
import type { PayPalWebhookDelivery } from '../../../../../src/ports/paypal-orders.port.js';
import type { ShopperBrowser } from '../../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../../support/storefront-under-test.js';
import { basketCount, shopperWithBasket, unitsOf } from '../checkout-test-kit.js';
import { postForm, orderStatusOf } from './paypal-test-kit.js';

const PP = '/checkout/paypal';
const HMAC_KEY = 'ab'.repeat(32);
const COOKIE_SECRET = 'test-cookie-secret-test-cookie-secret-0123';
let sut: StorefrontUnderTest;
let dataDir: string;
/** Signs as the app's PayPal sandbox does (the same key): PayPal's own webhooks, as the route receives them. */
let payPal: SandboxPayPalOrders;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'paypal-webhook-'));
  const env = { DATA_DIR: dataDir, ORDER_ID_KEY: 'cd'.repeat(32), PAYMENTS_SANDBOX_HMAC_KEY: HMAC_KEY };
  sut = await startStorefrontUnderTest({ env });
  payPal = new SandboxPayPalOrders((id) => `/x?token=${id}`, { secret: payPalSandboxSecretOf(loadConfig({ NODE_ENV: 'test', COOKIE_SECRET, ...env }))! });
}, 120_000);
afterAll(async () => {
  await sut?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const orderStatus = (reference: string): Promise<string> => orderStatusOf(sut, reference);

const post = (delivery: PayPalWebhookDelivery | { signature: null; event: unknown }, headers: Record<string, string> = {}) => {
  const signed: Record<string, string> = {};
  if (delivery.signature !== null) for (const key of Object.keys(PAYPAL_SIGNATURE_HEADERS) as (keyof typeof PAYPAL_SIGNATURE_HEADERS)[]) signed[PAYPAL_SIGNATURE_HEADERS[key]] = delivery.signature[key];
  return sut.app.inject({ method: 'POST', url: PAYPAL_WEBHOOK_ROUTE, headers: { 'content-type': 'application/json', ...signed, ...headers }, payload: JSON.stringify(delivery.event) });
};

async function started(browser: ShopperBrowser) {
  const created = await postForm(browser, `${PP}/createfrombasket`, { Area: 'basket' });
  expect(created.statusCode).toBe(200);
  return created.json<{ reference: string; orderID: string }>();
}

/** A webhook for this order as PayPal would sign and send it. */
const webhook = (type: PayPalEventType, body: { reference: string; orderID: string }, captureId: string | null = null): PayPalWebhookDelivery =>
  payPal.signEvent(wireOfWebhookEvent(`WH-${body.orderID}`, type, {
    id: body.orderID, status: type === 'CHECKOUT.ORDER.APPROVED' ? 'APPROVED' : 'COMPLETED', reference: body.reference,
    amount: { amountMinor: 1, currency: 'GBP' }, shipping: null, approveUrl: null, captureId, authorizationId: null,
  }, new Date()));

describe('POST /checkout/paypal/webhook', () => {
  it('the offline flow: the shopper approves on the sandbox page and never comes back; the sandbox\'s webhook completes the order once', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 21 });
    const before = await unitsOf(sut, stockId);
    const body = await started(browser);
    const approved = await postForm(browser, '/payment-sandbox/paypal/approve', { token: body.orderID, funding: 'balance' }, { accept: 'text/html' });
    expect(approved.statusCode).toBe(303);
    // No capture from the browser: the webhook the sandbox sent to our route captures and completes.
    await vi.waitFor(async () => expect(await orderStatus(body.reference)).toBe('paid'), { timeout: 30_000, interval: 50 });
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
    expect(await basketCount(browser)).toBe(0);
    // The browser's capture afterwards finds it paid.
    const capture = await postForm(browser, `${PP}/capture`, { orderID: body.orderID, reference: body.reference });
    expect(capture.statusCode).toBe(200);
    expect(capture.json()).toMatchObject({ success: true, reference: body.reference });
  });

  it('unsigned, wrongly signed or altered: 401 and nothing changes; a signed DENIED releases the order, its replay changes nothing', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 23 });
    const before = await unitsOf(sut, stockId);
    const body = await started(browser);
    const denied = webhook('PAYMENT.CAPTURE.DENIED', body);
    const unsigned = await post({ signature: null, event: denied.event });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.body).not.toContain(body.reference);
    const stranger = new SandboxPayPalOrders((id) => `/x?token=${id}`).signEvent(denied.event);
    expect((await post(stranger)).statusCode).toBe(401);
    expect((await post({ ...denied, signature: { ...denied.signature, transmissionSig: 'AAAA' } })).statusCode).toBe(401);
    const altered = structuredClone(denied.event) as { resource: { invoice_id: string } };
    altered.resource.invoice_id = 'EV-1000001';
    expect((await post({ signature: denied.signature, event: altered })).statusCode).toBe(401);
    expect((await post(denied, { 'paypal-transmission-id': '' })).statusCode).toBe(401);
    expect(await orderStatus(body.reference)).toBe('pending');
    expect(await unitsOf(sut, stockId)).toBe(before - 1);

    // Sent from PayPal's servers, not a browser: no same-site check, the signature decides.
    const accepted = await post(denied, { 'sec-fetch-site': 'cross-site', origin: 'https://api-m.paypal.com' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true, outcome: 'released' });
    expect(await orderStatus(body.reference)).toBe('refused');
    expect(await unitsOf(sut, stockId)).toBe(before);
    expect(await basketCount(browser)).toBe(1);
    const replay = await post(denied);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await orderStatus(body.reference)).toBe('refused');
  });

  it('other event types are 200 and change nothing; not JSON is 415, no event id is 400', async () => {
    const other = payPal.signEvent({ id: 'WH-OTHER-1', event_type: 'CUSTOMER.DISPUTE.CREATED', resource: { dispute_id: 'PP-D-1' } });
    const answer = await post(other);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, outcome: 'ignored' });
    const form = await sut.app.inject({ method: 'POST', url: PAYPAL_WEBHOOK_ROUTE, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(form.statusCode).toBe(415);
    expect((await post(payPal.signEvent({ event_type: 'PAYMENT.CAPTURE.DENIED' }))).statusCode).toBe(400);
  });
});
