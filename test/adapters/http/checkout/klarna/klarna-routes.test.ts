import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperBrowser } from '../../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../../support/storefront-under-test.js';
import { startKlarnaStandIn, type KlarnaStandIn } from '../../../../support/stand-ins/klarna-stand-in.js';
import { basketCount, ordersCount, postJson, shopperWithBasket, unitsOf } from '../checkout-test-kit.js';

const KLARNA = '/checkout/klarna';

interface SessionAnswer {
  sessionId: string;
  clientToken: string;
  payload: string;
  locale: string;
  encryptedOrderId: string;
}

async function startSession(browser: ShopperBrowser): Promise<SessionAnswer> {
  const answer = await postJson(browser, `${KLARNA}/session`, { formData: { SubscriptionPreference: false, delInstructions: '' } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.json<SessionAnswer>();
}

const completeUrl = (authToken: string, sessionId: string) => `${KLARNA}/CompleteOrder?${new URLSearchParams({ authToken, sessionId }).toString()}`;

async function orderStatus(sut: StorefrontUnderTest): Promise<string[]> {
  return (await sut.db.query<{ status: string }>('SELECT status FROM orders ORDER BY created_at')).rows.map((r) => r.status);
}

describe('Klarna routes on the sandbox', () => {
  let sut: StorefrontUnderTest;
  beforeAll(async () => {
    sut = await startStorefrontUnderTest();
  }, 120_000);
  afterAll(async () => {
    await sut?.close();
  });

  const authorise = async (browser: ShopperBrowser, clientToken: string, approve: boolean) => {
    const answer = await postJson(browser, '/klarna-sandbox/authorize', { clientToken, approve });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ approved: boolean; authorization_token?: string }>();
  };

  it('approved: the session reserves stock, CompleteOrder pays once and goes to the confirmation; a repeat changes nothing', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { quantity: 2 });
    const before = await unitsOf(sut, stockId);
    const session = await startSession(browser);
    const payload = JSON.parse(session.payload) as Record<string, unknown> & { data: { order_amount: number; order_lines: { quantity: number }[] } };
    expect(payload).toMatchObject({ auto_finalize: true, collect_shipping_address: true, payment_method_category: 'pay_later' });
    expect(payload.data.order_amount).toBeGreaterThan(0);
    expect(payload.data.order_lines[0]?.quantity).toBe(2);
    expect(session.locale).toBe('en-GB');
    expect(await unitsOf(sut, stockId)).toBe(before - 2);

    const approved = await authorise(browser, session.clientToken, true);
    expect(approved.approved).toBe(true);
    const complete = await browser.get(completeUrl(approved.authorization_token!, session.sessionId));
    expect(complete.statusCode).toBe(303);
    expect(complete.headers.location).toMatch(/^\/Checkout\/Confirmation\?encryptedOrderId=/);
    const page = await browser.get(complete.headers.location!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Thank you for your order');
    expect(page.body).toContain('confirmation-page__method">klarna<');
    expect(await basketCount(browser)).toBe(0);
    expect(await unitsOf(sut, stockId)).toBe(before - 2);

    const again = await browser.get(completeUrl(approved.authorization_token!, session.sessionId));
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toMatch(/^\/Checkout\/Confirmation\?encryptedOrderId=/);
    expect((await browser.get(again.headers.location!)).body).toContain(page.body.match(/[A-Z]+-\d{6,}/)![0]);
    expect((await orderStatus(sut)).filter((s) => s === 'paid')).toHaveLength(1);
    expect(await unitsOf(sut, stockId)).toBe(before - 2);
  });

  it('declined: decline releases the stock, the basket stays, and the basket page shows the message', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 1 });
    const before = await unitsOf(sut, stockId);
    const session = await startSession(browser);
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
    expect(await authorise(browser, session.clientToken, false)).toEqual({ approved: false, show_form: false });
    const declined = await postJson(browser, `${KLARNA}/decline`, { sessionId: session.sessionId });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ redirect: '/basket?error=klarna' });
    expect(await unitsOf(sut, stockId)).toBe(before);
    expect(await basketCount(browser)).toBe(1);
    const basket = await browser.get('/basket?error=klarna');
    expect(basket.body).toContain('Something went wrong, please refresh and try again');
    // CompleteOrder for the declined session cannot pay it.
    const late = await browser.get(completeUrl('forged', session.sessionId));
    expect(late.headers.location).toBe('/basket?error=klarna');
  });

  it('a token this session was not authorised with is 409 KLARNA_AUTHORIZATION_MISMATCH: nothing placed, the order pending for its own token', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 2 });
    const before = await unitsOf(sut, stockId);
    const session = await startSession(browser);
    const complete = await browser.get(completeUrl('not-a-token', session.sessionId));
    expect(complete.statusCode).toBe(409);
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
    expect(await basketCount(browser)).toBe(1);
    expect((await orderStatus(sut)).at(-1)).toBe('pending');
  });

  it('bad input gets a 4xx and changes nothing', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 3 });
    const orders = await ordersCount(sut);
    expect((await browser.get(`${KLARNA}/CompleteOrder?sessionId=abc`)).statusCode).toBe(400);
    expect((await browser.get(`${KLARNA}/CompleteOrder?authToken=a%20b&sessionId=abc`)).statusCode).toBe(400);
    expect((await browser.get(`${KLARNA}/CompleteOrder?authToken=${'a'.repeat(201)}&sessionId=abc`)).statusCode).toBe(400);
    expect((await browser.get(completeUrl('token', 'no-such-session'))).statusCode).toBe(404);
    expect((await postJson(browser, `${KLARNA}/decline`, { sessionId: 'no-such-session' })).statusCode).toBe(404);
    expect((await postJson(browser, `${KLARNA}/decline`, {})).statusCode).toBe(400);
    expect((await postJson(browser, `${KLARNA}/session`, { formData: { delInstructions: 'x'.repeat(501) } })).statusCode).toBe(400);
    expect((await postJson(browser, '/klarna-sandbox/authorize', { clientToken: 'unknown', approve: true })).statusCode).toBe(404);
    const form = await browser.request({ method: 'POST', url: `${KLARNA}/session`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(form.statusCode).toBe(415);
    const crossSite = await postJson(browser, `${KLARNA}/session`, {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(await ordersCount(sut)).toBe(orders);
  });

  it('an empty basket cannot start Klarna; another shopper cannot complete my session', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 4 });
    const session = await startSession(browser);
    const { browser: other } = await shopperWithBasket(sut, { pick: 5 });
    expect((await other.get(completeUrl('token', session.sessionId))).statusCode).toBe(404);
    const { browser: empty } = await shopperWithBasket(sut, { pick: 6 });
    await empty.get('/basket');
    const fresh = await postJson(empty, `${KLARNA}/session`, {});
    expect(fresh.statusCode).toBe(200);
  });
});

describe('Klarna routes on the real adapter (stand-in): faults', () => {
  let standIn: KlarnaStandIn;
  let sut: StorefrontUnderTest;
  beforeAll(async () => {
    standIn = await startKlarnaStandIn();
    sut = await startStorefrontUnderTest({
      env: { KLARNA_USERNAME: standIn.username, KLARNA_PASSWORD: standIn.password, KLARNA_BASE_URL: standIn.baseUrl, KLARNA_TIMEOUT_MS: '300' },
    });
  }, 120_000);
  afterAll(async () => {
    await sut?.close();
    await standIn?.close();
  });

  it('the sandbox authorise route is not there with Klarna configured', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 7 });
    expect((await postJson(browser, '/klarna-sandbox/authorize', { clientToken: 'x', approve: true })).statusCode).toBe(404);
  });

  it.each(['hang', 'status-500'] as const)('Klarna %s on placing: back to the basket with the message, no order completed, stock and basket kept; a retry pays once', async (fault) => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: fault === 'hang' ? 8 : 9 });
    const before = await unitsOf(sut, stockId);
    const session = await startSession(browser);
    const token = standIn.sandbox.authorize(session.clientToken, true);
    if (token === null || !token.approved) throw new Error('not approved');
    const placedBefore = standIn.sandbox.ordersPlaced();
    const paidBefore = (await orderStatus(sut)).filter((s) => s === 'paid').length;

    standIn.setFault(fault, /\/order$/);
    const failed = await browser.get(completeUrl(token.authorization_token, session.sessionId));
    standIn.setFault(null);
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('/basket?error=klarna');
    expect((await browser.get(failed.headers.location!)).body).toContain('Something went wrong, please refresh and try again');
    expect(await basketCount(browser)).toBe(1);
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
    expect((await orderStatus(sut)).filter((s) => s === 'paid')).toHaveLength(paidBefore);
    expect((await orderStatus(sut)).at(-1)).toBe('pending');

    const retried = await browser.get(completeUrl(token.authorization_token, session.sessionId));
    expect(retried.headers.location).toMatch(/^\/Checkout\/Confirmation\?/);
    expect(await basketCount(browser)).toBe(0);
    expect(standIn.sandbox.ordersPlaced()).toBe(placedBefore + 1);
    const requests = standIn.requests.filter((r) => r.path.endsWith('/order'));
    expect(new Set(requests.slice(-2).map((r) => r.headers['klarna-idempotency-key'])).size).toBe(1);
  });

  it('Klarna down when the session starts: the order is cancelled again and its stock back', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 10 });
    const before = await unitsOf(sut, stockId);
    standIn.setFault('status-500');
    const answer = await postJson(browser, `${KLARNA}/session`, {});
    standIn.setFault(null);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ code: 'PROVIDER_UNAVAILABLE', message: expect.any(String) });
    expect(await unitsOf(sut, stockId)).toBe(before);
    expect(await basketCount(browser)).toBe(1);
  });
});
