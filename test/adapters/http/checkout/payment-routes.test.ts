import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signNotificationItem, type NotificationItemWire } from '../../../../src/adapters/providers/adyen/adyen-notifications.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { PAY, basketCount, card, initiate, ordersCount, postJson, shopperWithBasket, submitDetails, unitsOf } from './checkout-test-kit.js';
import { seededCatalog, ShopperBrowser } from '../../../support/shopper-browser.js';

const SANDBOX_KEY = 'ab'.repeat(32);
const WEBHOOK = '/api/payments/adyen/notifications';
let sut: StorefrontUnderTest;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'checkout-http-'));
  // Webhooks for Received payments come only when a test sends them (the delay is the longest allowed).
  sut = await startStorefrontUnderTest({ env: { DATA_DIR: dataDir, PAYMENTS_SANDBOX_HMAC_KEY: SANDBOX_KEY, PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '600000' } });
}, 120_000);
afterAll(async () => {
  await sut?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The .eml files that mention `text` (written in the background, after the payment's answer: waited for). */
const mailsMentioning = (text: string): Promise<string[]> => vi.waitFor(() => {
  const mails = readdirSync(join(dataDir, 'mail')).map((f) => readFileSync(join(dataDir, 'mail', f), 'utf8')).filter((m) => m.includes(text));
  expect(mails.length).toBeGreaterThan(0);
  return mails;
}, { timeout: 5_000 });

const followTo = (location: string | undefined): string => {
  expect(location).toBeDefined();
  return location!;
};

describe('a whole purchase by card', () => {
  it('pays: InitiatePayment -> Authorised -> CompleteOrder -> the confirmation shows the order; stock reduced, basket empty', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { quantity: 2 });
    const before = await unitsOf(sut, stockId);
    const paid = await initiate(browser, card('4111111111111111'));
    expect(paid.statusCode).toBe(200);
    expect(paid.headers['cache-control']).toBe('no-store');
    const body = paid.json();
    expect(body).toMatchObject({ action: null, resultCode: 'Authorised', refusalReason: null, additionalData: { paymentMethod: 'visa' } });
    expect(body.merchantReference).toMatch(/^[A-Z]+-\d+$/);
    const encryptedOrderId: string = body.additionalData.orderId;
    expect(encryptedOrderId).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await unitsOf(sut, stockId)).toBe(before - 2);
    expect(await basketCount(browser)).toBe(0);

    // The browser goes to CompleteOrder with status 3 (spec 4); the server sends it on by the order's own status.
    const complete = await browser.get(`${PAY}/CompleteOrder?encryptedOrderId=${encryptedOrderId}&paymentMethod=visa&status=3&merchRef=${body.merchantReference}&isBasket=true`);
    expect(complete.statusCode).toBe(303);
    const page = await browser.get(followTo(complete.headers.location));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Thank you for your order');
    expect(page.body).toContain(body.merchantReference);
    expect(page.body).toContain('jo@example.com');
    expect(page.body).toContain('Quantity: 2');
    expect(page.body).toContain('SW1Y 4LB');
    expect(page.body).toMatch(/£\d/);
    expect(page.body).toContain('confirmation-page__method">visa<');
    expect(page.body).not.toContain('data-payment-status-poll');
    const status = await browser.get(`${PAY}/PaymentStatus?encryptedOrderId=${encryptedOrderId}`);
    expect(status.json()).toEqual({ status: 'paid' });
    // The confirmation email: a .eml file under the data folder (no SMTP_URL), once.
    const mails = await mailsMentioning(body.merchantReference);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: jo@example.com');
  });

  it("a card with the component's billing address, social security number and instalments pays; a malformed one refuses and keeps the basket", async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 15 });
    const billingAddress = { street: 'Rua Augusta', houseNumberOrName: '1500', postalCode: '01304-001', city: 'São Paulo', stateOrProvince: 'SP', country: 'br' };
    const pmReq = (extra: Record<string, unknown>) => ({ pmReq: { paymentMethod: card('4111111111111111'), ...extra }, formData: { SubscriptionPreference: false, delInstructions: '' } });
    const orders = await ordersCount(sut);
    const refused = await postJson(browser, `${PAY}/InitiatePayment?encryptedOrderId=&isBasket=true`, pmReq({ socialSecurityNumber: '123.456' }));
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await ordersCount(sut)).toBe(orders);
    expect(await basketCount(browser)).toBeGreaterThan(0);
    const paid = await postJson(browser, `${PAY}/InitiatePayment?encryptedOrderId=&isBasket=true`,
      pmReq({ billingAddress, socialSecurityNumber: '123.456.789-09', installments: { value: 1, plan: 'revolving' } }));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ resultCode: 'Authorised' });
  });

  it('a double click on an authorised card charges once: one order, one provider call, the same answer twice', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 14 });
    const before = await unitsOf(sut, stockId);
    const orders = await ordersCount(sut);
    const answers = await Promise.all([initiate(browser, card('4111111111111111')), initiate(browser, card('4111111111111111'))]);
    const paid = answers.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(paid.length).toBeGreaterThanOrEqual(1);
    for (const r of answers) if (r.statusCode !== 200) expect(r.json().code).toMatch(/^(PAYMENT_IN_PROGRESS|BASKET_EMPTY)$/);
    expect(new Set(paid.map((p) => p.merchantReference)).size).toBe(1);
    expect(paid.every((p) => p.resultCode === 'Authorised')).toBe(true);
    expect(await ordersCount(sut)).toBe(orders + 1);
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
    const attempts = (await sut.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE o.reference = $1', [paid[0].merchantReference],
    )).rows[0]!.n;
    expect(attempts).toBe(1);
    // The page's next call carries the order's id: the paid order answers its first answer again, no charge.
    const again = await initiate(browser, card('4111111111111111'), paid[0].additionalData.orderId);
    expect(again.json()).toMatchObject({ resultCode: 'Authorised', merchantReference: paid[0].merchantReference });
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
  });

  it('a refused card leaves the basket and the stock as they were', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 1 });
    const before = await unitsOf(sut, stockId);
    const refused = await initiate(browser, card('4111111111111111', 'DECLINED'));
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ action: null, resultCode: 'Refused' });
    expect(refused.json().refusalReason).toBeTruthy();
    expect(await unitsOf(sut, stockId)).toBe(before);
    expect(await basketCount(browser)).toBe(1);
    const id = refused.json().additionalData.orderId;
    expect((await browser.get(`${PAY}/PaymentStatus?encryptedOrderId=${id}`)).json()).toEqual({ status: 'refused' });
    const page = await browser.get(`/Checkout/Confirmation?encryptedOrderId=${id}`);
    expect(page.body).toContain('Your payment was not accepted');
    expect(page.body).toContain('href="/basket"');
    // The shopper pays again with another card: a new attempt, and this one pays.
    const again = await initiate(browser, card('5555555555554444'));
    expect(again.json()).toMatchObject({ resultCode: 'Authorised' });
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
  });

  it('a 3-D Secure 2 challenge: the action, then SubmitAdditionalDetails with the challenge page\'s answer pays', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 2 });
    const before = await unitsOf(sut, stockId);
    const challenged = (await initiate(browser, card('4212345678910006'))).json();
    expect(challenged).toMatchObject({ resultCode: 'ChallengeShopper', action: { type: 'threeDS2', subtype: 'challenge' } });
    const encryptedOrderId = challenged.additionalData.orderId;
    expect((await browser.get(`${PAY}/PaymentStatus?encryptedOrderId=${encryptedOrderId}`)).json()).toEqual({ status: 'pending' });
    // The challenge page (in the shop's iframe) takes the password and hands back a threeDSResult.
    const session = new URL(challenged.action.url, 'http://localhost').searchParams.get('session')!;
    const answered = await browser.request({
      method: 'POST', url: '/payment-sandbox/challenge',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: new URLSearchParams({ session, password: 'password' }).toString(),
    });
    const threeDSResult = /data-three-ds-result="([^"]+)"/.exec(answered.body)![1]!;
    const done = await submitDetails(browser, encryptedOrderId, { threeDSResult }, challenged.action.paymentData ?? null);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ resultCode: 'Authorised', action: null, merchantReference: challenged.merchantReference });
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
    expect(await basketCount(browser)).toBe(0);
    // The same details again (a reload, a second tab) answer the same and change nothing.
    expect((await submitDetails(browser, encryptedOrderId, { threeDSResult }, challenged.action.paymentData ?? null)).json()).toMatchObject({ resultCode: 'Authorised' });
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
  });

  it('a double submit charges once: the same request twice gets the first answer and one order', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 3 });
    const before = await unitsOf(sut, stockId);
    const orders = await ordersCount(sut);
    const [first, second] = await Promise.all([initiate(browser, card('4111111111111111', 'PENDING')), initiate(browser, card('4111111111111111', 'PENDING'))]);
    const answers = [first, second].map((r) => r.statusCode);
    expect(answers).toContain(200);
    for (const r of [first, second]) if (r.statusCode !== 200) expect(r.json().code).toBe('PAYMENT_IN_PROGRESS');
    const repeat = await initiate(browser, card('4111111111111111', 'PENDING'));
    expect(repeat.json()).toMatchObject({ resultCode: 'Received' });
    expect(await ordersCount(sut)).toBe(orders + 1);
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
    const attempts = (await sut.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE o.reference = $1', [repeat.json().merchantReference],
    )).rows[0]!.n;
    expect(attempts).toBe(1);
  });
});

describe('pending payments and the webhook', () => {
  const notification = (reference: string, amountMinor: number, currency: string, success = true): NotificationItemWire => ({
    pspReference: `PSP${reference.replace(/\W/g, '')}`, originalReference: '', merchantAccountCode: 'SandboxMerchant', merchantReference: reference,
    amount: { value: amountMinor, currency }, eventCode: 'AUTHORISATION', success: success ? 'true' : 'false', eventDate: new Date().toISOString(),
    paymentMethod: 'visa', reason: '', additionalData: {},
  } as unknown as NotificationItemWire);

  it('Received, CompleteOrder status 9, a processing confirmation that polls; the signed webhook pays it once; a replay changes nothing', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 4 });
    const before = await unitsOf(sut, stockId);
    const pending = (await initiate(browser, card('4111111111111111', 'PENDING'))).json();
    expect(pending).toMatchObject({ resultCode: 'Received', action: null });
    const id = pending.additionalData.orderId;
    const complete = await browser.get(`${PAY}/CompleteOrder?encryptedOrderId=${id}&paymentMethod=visa&status=9&merchRef=${pending.merchantReference}&isBasket=true`);
    const page = await browser.get(followTo(complete.headers.location));
    expect(page.body).toContain('We are processing your payment');
    expect(page.body).toContain(`data-encrypted-order-id="${id}"`);
    expect(page.body).toContain('data-page-module="pages/confirmation-page"');
    expect(await basketCount(browser)).toBe(1);

    const order = (await sut.db.query<{ total_minor: number; currency: string }>('SELECT total_minor, currency FROM orders WHERE reference = $1', [pending.merchantReference])).rows[0]!;
    const unsigned = { live: 'false', notificationItems: [{ NotificationRequestItem: notification(pending.merchantReference, order.total_minor, order.currency) }] };
    const refused = await sut.app.inject({ method: 'POST', url: WEBHOOK, payload: unsigned });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'NOT_AUTHORISED' });
    const wronglySigned = { live: 'false', notificationItems: [{ NotificationRequestItem: signNotificationItem(notification(pending.merchantReference, order.total_minor, order.currency), 'cd'.repeat(32)) }] };
    expect((await sut.app.inject({ method: 'POST', url: WEBHOOK, payload: wronglySigned })).statusCode).toBe(401);
    expect((await browser.get(`${PAY}/PaymentStatus?encryptedOrderId=${id}`)).json()).toEqual({ status: 'pending' });

    const signed = { live: 'false', notificationItems: [{ NotificationRequestItem: signNotificationItem(notification(pending.merchantReference, order.total_minor, order.currency), SANDBOX_KEY) }] };
    // From the provider's servers: no browser headers, and a cross-site one is not refused either (the HMAC decides).
    const accepted = await sut.app.inject({ method: 'POST', url: WEBHOOK, payload: signed, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toBe('[accepted]');
    expect((await browser.get(`${PAY}/PaymentStatus?encryptedOrderId=${id}`)).json()).toEqual({ status: 'paid' });
    expect(await basketCount(browser)).toBe(0);
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
    const replay = await sut.app.inject({ method: 'POST', url: WEBHOOK, payload: signed });
    expect(replay.body).toBe('[accepted]');
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
    expect((await browser.get(`/Checkout/Confirmation?encryptedOrderId=${id}`)).body).toContain('Thank you for your order');
  });

  it('an unsigned webhook body of any shape is refused and changes nothing', async () => {
    const orders = await ordersCount(sut);
    for (const payload of [{ notificationItems: [] as unknown[] }, { live: 'false', notificationItems: [{ NotificationRequestItem: { merchantReference: 'X' } }] }]) {
      const answer = await sut.app.inject({ method: 'POST', url: WEBHOOK, payload });
      expect([400, 401]).toContain(answer.statusCode);
    }
    expect((await sut.app.inject({ method: 'POST', url: WEBHOOK, payload: 'eventCode=AUTHORISATION', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(415);
    expect(await ordersCount(sut)).toBe(orders);
  });
});

describe('redirect methods come back through Return', () => {
  const bankDecision = async (browser: ShopperBrowser, actionUrl: string, decision: 'approve' | 'cancel') => {
    const session = new URL(actionUrl, 'http://localhost').searchParams.get('session')!;
    const decided = await browser.request({
      method: 'POST', url: '/payment-sandbox/bank',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ session, decision, issuer: 'ing' }).toString(),
    });
    expect(decided.statusCode).toBe(303);
    const back = new URL(decided.headers.location!);
    return `${back.pathname}${back.search}`;
  };

  it('iDEAL approved: Return -> CompleteOrder (3) -> confirmation; cancelled: Return -> /basket?error=payment, stock back', async () => {
    const approved = await shopperWithBasket(sut, { site: 'yours-clothing-nl', brand: 'yours-clothing', country: 'NL' });
    const before = await unitsOf(sut, approved.stockId);
    const redirect = (await initiate(approved.browser, { type: 'ideal' })).json();
    expect(redirect).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect' } });
    expect(await unitsOf(sut, approved.stockId)).toBe(before - 1);
    const returned = await approved.browser.get(await bankDecision(approved.browser, redirect.action.url, 'approve'));
    expect(returned.statusCode).toBe(303);
    const complete = followTo(returned.headers.location);
    expect(complete).toContain('/Checkout/PaymentComponent/CompleteOrder?');
    expect(complete).toContain('status=3');
    const confirmation = await approved.browser.get(followTo((await approved.browser.get(complete)).headers.location));
    expect(confirmation.body).toContain('Bedankt voor uw bestelling');
    expect(confirmation.body).toContain('confirmation-page__method">ideal<');

    const cancelled = await shopperWithBasket(sut, { site: 'yours-clothing-nl', brand: 'yours-clothing', country: 'NL', pick: 1 });
    const held = await unitsOf(sut, cancelled.stockId);
    const second = (await initiate(cancelled.browser, { type: 'ideal' })).json();
    const back = await cancelled.browser.get(await bankDecision(cancelled.browser, second.action.url, 'cancel'));
    expect(back.headers.location).toBe('/basket?error=payment');
    expect(await unitsOf(sut, cancelled.stockId)).toBe(held);
    expect(await basketCount(cancelled.browser)).toBe(1);
  });

  it('a redirectResult the gateway did not issue sends the shopper back to the basket and pays nothing', async () => {
    const { browser } = await shopperWithBasket(sut, { site: 'yours-clothing-nl', brand: 'yours-clothing', country: 'NL', pick: 3 });
    const redirect = (await initiate(browser, { type: 'ideal' })).json();
    const forged = await browser.get(`${PAY}/Return?encryptedOrderId=${redirect.additionalData.orderId}&redirectResult=forged.result`);
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/basket?error=payment');
    expect((await browser.get(`${PAY}/PaymentStatus?encryptedOrderId=${redirect.additionalData.orderId}`)).json()).toEqual({ status: 'pending' });
    expect((await browser.request({ method: 'HEAD', url: `${PAY}/Return?encryptedOrderId=${redirect.additionalData.orderId}&redirectResult=x` })).statusCode).toBe(405);
  });
});

describe('orders are seen only through their encrypted id', () => {
  it('a tampered or foreign id is 404 in the one error shape, on every route, and changes nothing', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 5 });
    const pending = (await initiate(browser, card('4212345678910006'))).json();
    const id: string = pending.additionalData.orderId;
    const tampered = `${id.slice(0, 10)}${id[10] === 'A' ? 'B' : 'A'}${id.slice(11)}`;
    const status = await browser.get(`${PAY}/PaymentStatus?encryptedOrderId=${tampered}`);
    expect(status.statusCode).toBe(404);
    expect(status.json()).toEqual({ code: 'ORDER_NOT_FOUND', message: 'We could not find this order.' });
    expect((await submitDetails(browser, tampered, { threeDSResult: 'x' })).statusCode).toBe(404);
    expect((await initiate(browser, card('4111111111111111'), tampered)).statusCode).toBe(404);
    expect((await browser.get(`${PAY}/CompleteOrder?encryptedOrderId=${tampered}&status=3`, { accept: 'text/html' })).statusCode).toBe(404);
    expect((await browser.get(`/Checkout/Confirmation?encryptedOrderId=${tampered}`, { accept: 'text/html' })).statusCode).toBe(404);
    expect((await browser.get(`${PAY}/Return?encryptedOrderId=${tampered}&redirectResult=abc`, { accept: 'text/html' })).statusCode).toBe(404);
    // Another shopper cannot pay on (or take over) this order with its id.
    const other = await shopperWithBasket(sut, { pick: 6 });
    const foreign = await initiate(other.browser, card('4111111111111111'), id);
    expect(foreign.statusCode).toBe(404);
    expect((await browser.get(`${PAY}/PaymentStatus?encryptedOrderId=${id}`)).json()).toEqual({ status: 'pending' });
  });

  it('InitiatePayment with an empty basket answers in the one error shape', async () => {
    const empty = new ShopperBrowser(sut.app);
    await empty.get('/');
    const answer = await initiate(empty, card('4111111111111111'));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ code: 'BASKET_EMPTY', message: expect.any(String) });
  });

  it('InitiatePayment before the shopper details are saved names the fields to fill, in the form\'s order, and places nothing', async () => {
    const browser = new ShopperBrowser(sut.app, 'evans');
    const product = seededCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 3))!;
    const size = product.sizes.find((s) => s.unitsInStock >= 3)!;
    expect((await browser.get(`/basket/api/add?productId=${product.id}&stockId=${encodeURIComponent(size.stockId)}`)).statusCode).toBe(200);
    const orders = await ordersCount(sut);
    const answer = await initiate(browser, card('4111111111111111'));
    expect(answer.statusCode).toBe(409);
    const toFill = ['email', 'delivery.firstName', 'delivery.lastName', 'delivery.line1', 'delivery.city', 'delivery.postcode', 'delivery.countryCode', 'delivery.phone'];
    expect(answer.json()).toEqual({
      code: 'SHOPPER_DETAILS_MISSING',
      message: 'Please enter your details before you pay.',
      fields: toFill.map((field) => ({ field, message: 'Please fill in this field' })),
    });
    expect(await ordersCount(sut)).toBe(orders);
  });
});

describe('bad input to every payment route is a 4xx and changes nothing', () => {
  it.each([
    ['POST', `${PAY}/GetPaymentMethods`, { merchantAccount: 'x'.repeat(81) }],
    ['POST', `${PAY}/GetPaymentMethods`, { nope: 1 }],
    ['POST', `${PAY}/InitiatePayment?encryptedOrderId=&isBasket=true`, { pmReq: {} }],
    ['POST', `${PAY}/InitiatePayment?encryptedOrderId=&isBasket=maybe`, { pmReq: { paymentMethod: { type: 'scheme' } } }],
    ['POST', `${PAY}/InitiatePayment?encryptedOrderId=&type=paypal`, { pmReq: { paymentMethod: { type: 'scheme' } } }],
    ['POST', `${PAY}/InitiatePayment?encryptedOrderId=`, { pmReq: { paymentMethod: { type: 'scheme', nested: { a: 1 } } } }],
    ['POST', `${PAY}/InitiatePayment?encryptedOrderId=`, { pmReq: { paymentMethod: { type: 'scheme' }, installments: { value: 0 } } }],
    ['POST', `${PAY}/InitiatePayment?encryptedOrderId=`, { pmReq: { paymentMethod: { type: 'scheme' }, installments: { value: 1, plan: 'forever' } } }],
    ['POST', `${PAY}/InitiatePayment?encryptedOrderId=`, { pmReq: { paymentMethod: { type: 'scheme' }, socialSecurityNumber: 'x'.repeat(19) } }],
    ['POST', `${PAY}/InitiatePayment?encryptedOrderId=`, { pmReq: { paymentMethod: { type: 'scheme' }, billingAddress: { street: 'High Street' } } }],
    ['POST', `${PAY}/SubmitAdditionalDetails?encryptedOrderId=`, { details: { threeDSResult: 'x' } }],
    ['POST', `${PAY}/SubmitAdditionalDetails?encryptedOrderId=abc`, { details: {} }],
    ['GET', `${PAY}/Return?encryptedOrderId=abc`, null],
    ['GET', `${PAY}/CompleteOrder?encryptedOrderId=abc&status=4`, null],
    ['GET', `${PAY}/PaymentStatus`, null],
    ['GET', '/Checkout/Confirmation', null],
    ['POST', WEBHOOK, { notificationItems: 'all' }],
  ])('%s %s', async (method, url, body) => {
    const { browser } = await shopperWithBasket(sut, { pick: 7 });
    const orders = await ordersCount(sut);
    const answer = method === 'POST' ? await postJson(browser, url, body) : await browser.get(url, { accept: 'application/json' });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    // JSON calls answer the one error body; pages (Return, CompleteOrder, the confirmation) the error page.
    if (String(answer.headers['content-type']).startsWith('application/json')) {
      expect(answer.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    } else {
      expect(url.startsWith(`${PAY}/Return`) || url.startsWith(`${PAY}/CompleteOrder`) || url.startsWith('/Checkout/Confirmation')).toBe(true);
      expect(answer.headers['content-type']).toContain('text/html');
    }
    expect(await ordersCount(sut)).toBe(orders);
  });

  it('payment calls from another site are refused before any work; a form post is not JSON', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 8 });
    const orders = await ordersCount(sut);
    const crossSite = await postJson(browser, `${PAY}/InitiatePayment?encryptedOrderId=&isBasket=true`, { pmReq: { paymentMethod: card('4111111111111111') } }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ code: 'CROSS_SITE', message: expect.any(String) });
    const form = await browser.request({ method: 'POST', url: `${PAY}/InitiatePayment?encryptedOrderId=`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'pmReq=1' });
    expect(form.statusCode).toBe(415);
    expect(await ordersCount(sut)).toBe(orders);
  });
});

describe('GetPaymentMethods', () => {
  it('lists the spec\'s methods (and their successors) for the site\'s country and currency; stored cards only for a signed-in shopper', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 9 });
    const answer = await postJson(browser, `${PAY}/GetPaymentMethods`, { merchantAccount: 'SandboxMerchant' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ paymentMethods: { type: string }[]; storedPaymentMethods: unknown[] }>();
    expect(body.paymentMethods.map((m) => m.type)).toContain('scheme');
    expect(body.paymentMethods.map((m) => m.type)).not.toContain('ideal');
    const allowed = ['clearpay', 'ideal', 'applepay', 'card', 'scheme', 'directEbanking', 'eps', 'sepadirectdebit', 'dotpay', 'onlineBanking_PL', 'paywithgoogle', 'googlepay'];
    for (const m of body.paymentMethods) expect(allowed).toContain(m.type);
    expect(body.storedPaymentMethods).toEqual([]);
    const nl = await shopperWithBasket(sut, { site: 'yours-clothing-nl', brand: 'yours-clothing', country: 'NL', pick: 2 });
    const dutch = (await postJson(nl.browser, `${PAY}/GetPaymentMethods`, { merchantAccount: 'SandboxMerchant' })).json<{ paymentMethods: { type: string }[] }>();
    expect(dutch.paymentMethods.map((m) => m.type)).toContain('ideal');
  });
});

describe('the account page lists the shopper\'s orders', () => {
  it('with their status, each linking to its confirmation; never another shopper\'s', async () => {
    const ada = new ShopperBrowser(sut.app);
    expect((await ada.register('Ada Lovelace', 'ada.orders@example.com', 'analytical engine notes 1843')).statusCode).toBe(303);
    await shopperWithBasket(sut, { browser: ada, pick: 10 });
    const paid = (await initiate(ada, card('4111111111111111'))).json();
    await shopperWithBasket(sut, { browser: ada, pick: 11 });
    const refused = (await initiate(ada, card('4111111111111111', 'DECLINED'))).json();
    const page = await ada.get('/account');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your orders');
    const rows = [...page.body.matchAll(/<tr class="account-orders__order account-orders__order--(\w+)"><th scope="row"><a href="([^"]+)"[^>]*>([^<]+)</g)];
    expect(rows.map((r) => [r[1], r[3]])).toEqual([['refused', refused.merchantReference], ['paid', paid.merchantReference]]);
    const confirmation = await ada.get(rows[1]![2]!.replace(/&amp;/g, '&'));
    expect(confirmation.body).toContain(paid.merchantReference);

    const grace = new ShopperBrowser(sut.app);
    expect((await grace.register('Grace Hopper', 'grace.orders@example.com', 'compiler cobol nanosecond 1952')).statusCode).toBe(303);
    const other = await grace.get('/account');
    expect(other.body).toContain('You have not placed an order yet.');
    expect(other.body).not.toContain(paid.merchantReference);
  });
});

describe('the payment sandbox is marked on every page while it is the gateway', () => {
  it('pages (and error pages) carry the banner in the sandbox; with Adyen configured, none', async () => {
    const browser = new ShopperBrowser(sut.app);
    for (const url of ['/', '/basket', '/no-such-page']) {
      expect((await browser.get(url, { accept: 'text/html' })).body).toContain('<p class="sandbox-banner" role="note">Payments are in sandbox mode: no real money is taken.</p>');
    }
    const adyen = await startStorefrontUnderTest({
      env: {
        DATA_DIR: dataDir, ADYEN_API_KEY: 'k', ADYEN_CLIENT_KEY: 'test_K', ADYEN_MERCHANT_ACCOUNT: 'ShopECOM', ADYEN_HMAC_KEY: 'ab'.repeat(32),
        ADYEN_ENVIRONMENT: 'test', ADYEN_CHECKOUT_URL: 'http://127.0.0.1:9',
      },
    });
    try {
      const home = await adyen.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).not.toContain('sandbox-banner');
      expect((await adyen.app.inject({ method: 'GET', url: '/payment-sandbox/bank?session=x.y' })).statusCode).toBe(404);
    } finally {
      await adyen.close();
    }
  });
});

describe('stored cards', () => {
  it('a signed-in shopper keeps a card (a token, never its number) and pays with it next time; a guest sees none', async () => {
    const kit = new ShopperBrowser(sut.app);
    expect((await kit.register('Kit Marlowe', 'kit.cards@example.com', 'tamburlaine faustus 1593 deptford')).statusCode).toBe(303);
    await shopperWithBasket(sut, { browser: kit, pick: 12 });
    const first = await postJson(kit, `${PAY}/InitiatePayment?encryptedOrderId=&isBasket=true`, {
      pmReq: { paymentMethod: card('5555555555554444', 'Kit Marlowe'), storePaymentMethod: true }, formData: { SubscriptionPreference: true, delInstructions: '' },
    });
    expect(first.json()).toMatchObject({ resultCode: 'Authorised' });
    await shopperWithBasket(sut, { browser: kit, pick: 13 });
    const methods = (await postJson(kit, `${PAY}/GetPaymentMethods`, { merchantAccount: 'SandboxMerchant' })).json();
    expect(methods.storedPaymentMethods).toEqual([expect.objectContaining({ brand: 'mc', lastFour: '4444', expiryMonth: '03', expiryYear: '2030', holderName: 'Kit Marlowe' })]);
    expect(JSON.stringify(methods)).not.toContain('5555555555554444');
    const stored = (await initiate(kit, { type: 'scheme', storedPaymentMethodId: methods.storedPaymentMethods[0].id, encryptedSecurityCode: 'test_737' })).json();
    expect(stored).toMatchObject({ resultCode: 'Authorised', additionalData: { paymentMethod: 'mc' } });
    const rows = (await sut.db.query<{ snapshot: unknown }>('SELECT snapshot FROM orders WHERE reference = $1', [stored.merchantReference])).rows;
    expect(JSON.stringify(rows)).not.toContain('5555555555554444');
  });
});

describe('the confirmation page speaks the site\'s language and shows its currency', () => {
  it('German site: German text, euros as the site writes them', async () => {
    const { browser } = await shopperWithBasket(sut, { site: 'yours-clothing-de', brand: 'yours-clothing', country: 'DE', pick: 4 });
    const paid = (await initiate(browser, card('4111111111111111'))).json();
    expect(paid).toMatchObject({ resultCode: 'Authorised' });
    const page = await browser.get(`/Checkout/Confirmation?encryptedOrderId=${paid.additionalData.orderId}`);
    expect(page.body).toContain('Vielen Dank für Ihre Bestellung');
    expect(page.body).toContain('Bestellnummer');
    const total = /confirmation-page__total">([^<]+)</.exec(page.body)?.[1];
    expect(total).toMatch(/^\d+(,\d{2})? €$/);
  });
});

describe('formData and the wallet basket payload go with the order', () => {
  const pay = (browser: ShopperBrowser, body: Record<string, unknown>, wallet = '') =>
    postJson(browser, `${PAY}/InitiatePayment?encryptedOrderId=&isBasket=true${wallet === '' ? '' : `&type=${wallet}`}`, body);
  const chooseSafePlace = async (browser: ShopperBrowser) => {
    const chosen = await postJson(browser, '/DeliveryAccordion/UpdateSelectedDeliveryOption', {
      DeliveryOptionID: '1', ChosenSafePlace: 'porch', ChosenSafePlaceInstructions: 'Behind the pot',
    }, { RequestVerificationToken: await browser.token() });
    expect(chosen.statusCode).toBe(200);
  };
  const snapshotOf = async (reference: string) =>
    (await sut.db.query<{ snapshot: { marketingOptIn?: boolean; delivery: { safePlace: string; safePlaceInstructions: string } } }>(
      'SELECT snapshot FROM orders WHERE reference = $1', [reference])).rows[0]!.snapshot;

  it('SubscriptionPreference and the courier instructions as typed last are stored, shown on the confirmation page and in the email', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 6 });
    await chooseSafePlace(browser);
    const paid = (await pay(browser, {
      pmReq: { paymentMethod: card('4111111111111111') },
      formData: { SubscriptionPreference: true, delInstructions: '  Behind the blue pot, please  ' },
    })).json();
    expect(paid).toMatchObject({ resultCode: 'Authorised' });
    expect(await snapshotOf(paid.merchantReference)).toMatchObject({
      marketingOptIn: true, delivery: { safePlace: 'porch', safePlaceInstructions: 'Behind the blue pot, please' },
    });
    const page = await browser.get(`/Checkout/Confirmation?encryptedOrderId=${paid.additionalData.orderId}`);
    expect(page.body).toContain('Safe place: Front porch');
    expect(page.body).toContain('Instructions for the courier: Behind the blue pot, please');
    const [mail] = await mailsMentioning(paid.merchantReference);
    expect(mail).toContain('Instructions for the courier: Behind the blue pot, please');
  });

  it('without a safe place, typed instructions are not kept; without formData, no marketing opt-in', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 7 });
    const paid = (await pay(browser, { pmReq: { paymentMethod: card('4111111111111111') }, formData: { delInstructions: 'Ring twice' } })).json();
    expect(await snapshotOf(paid.merchantReference)).toMatchObject({ marketingOptIn: false, delivery: { safePlace: '', safePlaceInstructions: '' } });
  });

  /** A token of the sandbox wallet sheet, sealed by the sandbox for a test card that authorises. */
  const walletToken = async (browser: ShopperBrowser, wallet: 'googlepay' | 'applepay'): Promise<string> =>
    (await postJson(browser, '/payment-sandbox/wallet/token', { wallet, card: 'visa-authorised' })).json().token as string;

  it('Apple Pay from the basket ships to Great Britain only: another country is refused before any order or charge', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 8 });
    const before = await unitsOf(sut, stockId);
    const orders = await ordersCount(sut);
    const applePay = { type: 'applepay', applePayToken: await walletToken(browser, 'applepay') };
    const shippingAddress = { name: 'Jo Shopper', address1: 'Damrak 1', locality: 'Amsterdam', postalCode: '1012 LG', countryCode: 'NL', phoneNumber: '020 555 0100' };
    const refused = await pay(browser, { pmReq: { paymentMethod: applePay }, pmReqBasket: { email: 'jo@example.com', shippingAddress } }, 'applepay');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'WALLET_SHIPPING_COUNTRY', message: expect.stringContaining('Invalid shipping postal address') });
    expect(await ordersCount(sut)).toBe(orders);
    expect(await unitsOf(sut, stockId)).toBe(before);

    const paid = await pay(browser, {
      pmReq: { paymentMethod: applePay },
      pmReqBasket: { email: 'jo@example.com', shippingAddress: { ...shippingAddress, address1: '12 St James Square', locality: 'London', countryCode: 'gb', postalCode: 'SW1Y 4LB' } },
    }, 'applepay');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ resultCode: 'Authorised' });
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
  });

  it('Apple Pay without an address from the wallet goes by the basket\'s delivery country: Ireland is refused before any order is placed or stock held', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 10 });
    const toIreland = await postJson(browser, '/DeliveryAccordion/UpdateSelectedDeliveryOption', { DeliveryOptionID: '1', DeliveryCountryID: 'IE' }, { RequestVerificationToken: await browser.token() });
    expect(toIreland.statusCode).toBe(200);
    const before = await unitsOf(sut, stockId);
    const orders = await ordersCount(sut);
    const refused = await pay(browser, { pmReq: { paymentMethod: { type: 'applepay', applePayToken: 'sandbox-apple-pay-token' } } }, 'applepay');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('WALLET_SHIPPING_COUNTRY');
    expect(await ordersCount(sut)).toBe(orders);
    expect(await unitsOf(sut, stockId)).toBe(before);
  });

  it('Google Pay has no such rule; a wallet address with a country that is not a code is a 400', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 9 });
    const googlePay = { type: 'googlepay', googlePayToken: await walletToken(browser, 'googlepay'), googlePayCardNetwork: 'VISA' };
    const odd = await pay(browser, { pmReq: { paymentMethod: googlePay }, pmReqBasket: { shippingAddress: { countryCode: 'Netherlands' } } }, 'paywithgoogle');
    expect(odd.statusCode).toBe(400);
    const toIreland = { name: 'Jo Shopper', address1: '1 Grafton Street', locality: 'Dublin', postalCode: 'D02 X285', countryCode: 'IE', phoneNumber: '01 555 0100' };
    const paid = await pay(browser, { pmReq: { paymentMethod: googlePay }, pmReqBasket: { email: 'jo@example.com', shippingAddress: toIreland } }, 'paywithgoogle');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ resultCode: 'Authorised' });
  });

  it("an express wallet's details the details form would refuse are a 400 naming the problem; a sandbox token it did not seal is refused as a request", async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 11 });
    const before = await unitsOf(sut, stockId);
    const orders = await ordersCount(sut);
    const googlePay = { type: 'googlepay', googlePayToken: await walletToken(browser, 'googlepay'), googlePayCardNetwork: 'VISA' };
    const shippingAddress = { name: 'Jo Shopper', address1: '12 St James Square', locality: 'London', postalCode: 'SW1Y 4LB', countryCode: 'GB', phoneNumber: '020 7946 0000' };
    const badEmail = await pay(browser, { pmReq: { paymentMethod: googlePay }, pmReqBasket: { email: 'jo@', shippingAddress } }, 'paywithgoogle');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ code: 'INVALID_SHOPPER_DETAILS', message: expect.stringMatching(/^Please enter your details: .*email/i) });
    const forged = await pay(browser, { pmReq: { paymentMethod: { ...googlePay, googlePayToken: 'sandbox-google-pay-token' } } }, 'paywithgoogle');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('PAYMENT_REQUEST_REFUSED');
    expect(await ordersCount(sut)).toBe(orders);
    expect(await unitsOf(sut, stockId)).toBe(before);
  });
});
