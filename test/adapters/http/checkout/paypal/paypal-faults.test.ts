import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../../support/storefront-under-test.js';
import { startPayPalStandIn, type PayPalStandIn } from '../../../../support/stand-ins/paypal-stand-in.js';
import { basketCount, shopperWithBasket, unitsOf } from '../checkout-test-kit.js';
import { postForm } from './paypal-test-kit.js';

const PP = '/checkout/paypal';
let sut: StorefrontUnderTest;
let standIn: PayPalStandIn;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'paypal-faults-'));
  standIn = await startPayPalStandIn();
  sut = await startStorefrontUnderTest({
    env: { DATA_DIR: dataDir, PAYPAL_CLIENT_ID: standIn.clientId, PAYPAL_CLIENT_SECRET: standIn.clientSecret, PAYPAL_BASE_URL: standIn.baseUrl, PAYPAL_TIMEOUT_MS: '400' },
  });
}, 120_000);
afterAll(async () => {
  await sut?.close();
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const statusOf = async (reference: string) => (await sut.db.query<{ status: string }>('SELECT status FROM orders WHERE reference = $1', [reference])).rows[0]!.status;
const pendingOrders = async () => (await sut.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE status = 'pending'")).rows[0]!.n;

describe('PayPal Orders v2 (the real client against the stand-in) failing', () => {
  it.each(['status-500', 'hang'] as const)('create while PayPal answers %s: 503 with the message, stock and basket as before, no pending order; the retry creates one', async (fault) => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: fault === 'hang' ? 2 : 4 });
    const before = await unitsOf(sut, stockId);
    const pending = await pendingOrders();
    standIn.setFault(fault);
    const failed = await postForm(browser, `${PP}/createfrombasket`, { Area: 'basket' });
    standIn.setFault(null);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ success: false, code: 'PROVIDER_UNAVAILABLE', message: expect.any(String) });
    expect(await unitsOf(sut, stockId)).toBe(before);
    expect(await basketCount(browser)).toBe(1);
    expect(await pendingOrders()).toBe(pending);
    // The browser's onError goes to /basket?error=paypal: the spec's message.
    expect((await browser.get('/basket?error=paypal')).body).toContain('An error has occured.');
    const retry = await postForm(browser, `${PP}/createfrombasket`, { Area: 'basket' });
    expect(retry.statusCode).toBe(200);
    expect(await pendingOrders()).toBe(pending + 1);
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
    await postForm(browser, `${PP}/cancel`, { orderID: retry.json<{ orderID: string }>().orderID, reference: retry.json<{ reference: string }>().reference });
  });

  it('capture while PayPal is slow beyond the timeout, then answers 500: the order stays pending, basket kept; the retry completes it once', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 6 });
    const before = await unitsOf(sut, stockId);
    const created = (await postForm(browser, `${PP}/createfrombasket`, { Area: 'basket' })).json<{ orderID: string; reference: string; redirectUrl: string }>();
    expect(created.redirectUrl).toBe(`${standIn.baseUrl}/checkoutnow?token=${created.orderID}`);
    await standIn.sandbox.approve(created.orderID, 'balance');
    const capture = () => postForm(browser, `${PP}/capture`, { orderID: created.orderID, reference: created.reference });
    standIn.setFault('hang');
    expect((await capture()).statusCode).toBe(503);
    standIn.setFault('status-500');
    expect((await capture()).statusCode).toBe(503);
    standIn.setFault(null);
    expect(await statusOf(created.reference)).toBe('pending');
    expect(await basketCount(browser)).toBe(1);
    expect(standIn.sandbox.capturedCount()).toBe(0);
    const [a, b] = await Promise.all([capture(), capture()]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(await statusOf(created.reference)).toBe('paid');
    expect(standIn.sandbox.capturedCount()).toBe(1);
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
    expect(await basketCount(browser)).toBe(0);
    const captureCalls = standIn.requests.filter((r) => r.path === `/v2/checkout/orders/${created.orderID}/capture`);
    expect(new Set(captureCalls.map((r) => r.headers['paypal-request-id'])).size).toBe(1);
  });

  it('the sandbox approval page is not served when PayPal itself is configured', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 8 });
    expect((await browser.get('/payment-sandbox/paypal?token=ABC')).statusCode).toBe(404);
  });
});
