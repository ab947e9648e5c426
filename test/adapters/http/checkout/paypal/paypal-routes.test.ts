import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AesGcmOrderIdCipher } from '../../../../../src/adapters/system/aes-gcm-order-id-cipher.js';
import type { ShopperBrowser } from '../../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../../support/storefront-under-test.js';
import { basketCount, ordersCount, shopperWithBasket, unitsOf } from '../checkout-test-kit.js';
import { pageUserGuid, postForm, orderStatusOf } from './paypal-test-kit.js';

const PP = '/checkout/paypal';
const ORDER_ID_KEY = 'cd'.repeat(32);
let sut: StorefrontUnderTest;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'paypal-http-'));
  sut = await startStorefrontUnderTest({ env: { DATA_DIR: dataDir, ORDER_ID_KEY } });
}, 120_000);
afterAll(async () => {
  await sut?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const orderStatus = (reference: string): Promise<string> => orderStatusOf(sut, reference);

async function started(browser: ShopperBrowser) {
  const created = await postForm(browser, `${PP}/createfrombasket`, { UserGuid: await pageUserGuid(browser), Area: 'basket' });
  expect(created.statusCode).toBe(200);
  const body = created.json<{ success: boolean; message: string; reference: string; orderID: string; redirectUrl: string }>();
  expect(body).toMatchObject({ success: true, message: '' });
  return body;
}

describe('PayPal routes on the sandbox', () => {
  it('createfrombasket -> approve on the sandbox page -> capture: paid once, stock reduced, basket empty, confirmation page', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 3 });
    const before = await unitsOf(sut, stockId);
    const body = await started(browser);
    expect(body.reference).toMatch(/^[A-Z]+-\d+$/);
    expect(body.orderID).toMatch(/^[A-Z0-9]{17}$/);
    expect(body.redirectUrl).toBe(`/payment-sandbox/paypal?token=${body.orderID}`);
    expect(await unitsOf(sut, stockId)).toBe(before - 1);

    const page = await browser.get(body.redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(body.reference);
    expect([...page.body.matchAll(/<meta name="description" content="([^"]*)"\/>/g)]).toHaveLength(1);
    const approved = await postForm(browser, '/payment-sandbox/paypal/approve', { token: body.orderID, funding: 'balance' }, { accept: 'text/html' });
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location!);
    expect(back.pathname).toBe('/basket');
    expect(Object.fromEntries(back.searchParams)).toEqual({ paypal: 'approved', reference: body.reference, token: body.orderID, PayerID: 'SANDBOXBUYER1' });

    const capture = () => postForm(browser, `${PP}/capture`, { orderID: body.orderID, reference: body.reference, paymentID: '' });
    const [first, second] = await Promise.all([capture(), capture()]);
    for (const answer of [first, second]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ success: true, reference: body.reference, orderID: body.orderID, redirectUrl: expect.stringMatching(/^\/Checkout\/Confirmation\?encryptedOrderId=/) });
    }
    expect(await orderStatus(body.reference)).toBe('paid');
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
    expect(await basketCount(browser)).toBe(0);
    const confirmation = await browser.get(first.json<{ redirectUrl: string }>().redirectUrl);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain(body.reference);
    expect(confirmation.body).toContain('paypal');
  });

  it('cancel gives the stock back and keeps the basket; a declined capture answers PAYPAL_CAPTURE_FAILED and keeps the order pending', async () => {
    const { browser, stockId } = await shopperWithBasket(sut, { pick: 5 });
    const before = await unitsOf(sut, stockId);
    const body = await started(browser);
    await postForm(browser, '/payment-sandbox/paypal/approve', { token: body.orderID, funding: 'declined-card' }, { accept: 'text/html' });
    const declined = await postForm(browser, `${PP}/capture`, { orderID: body.orderID, reference: body.reference });
    expect(declined.statusCode).toBe(409);
    expect(declined.json()).toMatchObject({ success: false, code: 'PAYPAL_CAPTURE_FAILED', message: expect.stringContaining('PayPal') });
    expect(await orderStatus(body.reference)).toBe('pending');
    const cancelled = await postForm(browser, `${PP}/cancel`, { orderID: body.orderID, reference: body.reference });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ success: true, redirectUrl: '/basket' });
    expect(await orderStatus(body.reference)).toBe('cancelled');
    expect(await unitsOf(sut, stockId)).toBe(before);
    expect(await basketCount(browser)).toBe(1);
  });

  it('amend: COUNTRY_ERROR, METHOD_UNAVAILABLE, ADDRESS_ERROR as the message; an accepted address is success', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 7 });
    const body = await started(browser);
    const UserGuid = await pageUserGuid(browser);
    const amend = (CountryCode: string, Postcode: string) => postForm(browser, `${PP}/amend`, { orderID: body.orderID, reference: body.reference, CountryCode, Postcode, UserGuid, Area: 'basket' });
    expect((await amend('US', '10001')).json()).toEqual({ success: false, message: 'COUNTRY_ERROR', reference: body.reference, orderID: body.orderID, redirectUrl: '' });
    expect((await amend('IE', 'D02 X285')).json()).toMatchObject({ success: false, message: 'METHOD_UNAVAILABLE' });
    expect((await amend('GB', '')).json()).toMatchObject({ success: false, message: 'ADDRESS_ERROR' });
    expect((await amend('GB', 'SW1A 1AA')).json()).toMatchObject({ success: true, message: '' });
    // The sandbox page words the refusal as PayPal would and changes nothing.
    const refused = await postForm(browser, '/payment-sandbox/paypal/shipping', { token: body.orderID, CountryCode: 'US', Postcode: '10001' }, { accept: 'text/html' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('does not deliver to this country');
    expect(refused.body).toContain('SW1A 1AA');
  });

  it('bad input is 4xx and changes nothing; another shopper\'s order is not found; cross-site is refused', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 9 });
    const body = await started(browser);
    const orders = await ordersCount(sut);
    expect((await postForm(browser, `${PP}/capture`, { orderID: 'not an id!', reference: body.reference })).statusCode).toBe(400);
    expect((await postForm(browser, `${PP}/capture`, { reference: body.reference })).statusCode).toBe(400);
    expect((await postForm(browser, `${PP}/amend`, { orderID: body.orderID, reference: body.reference, CountryCode: 'GBR', Postcode: 'x' })).statusCode).toBe(400);
    expect((await postForm(browser, `${PP}/create`, { EncryptedOrderId: 'tampered' })).json()).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' });
    expect((await postForm(browser, `${PP}/capture`, { orderID: 'AAAAAAAAAAAAAAAAA', reference: body.reference })).statusCode).toBe(404);
    const { browser: stranger } = await shopperWithBasket(sut, { pick: 11 });
    const theirs = await postForm(stranger, `${PP}/capture`, { orderID: body.orderID, reference: body.reference });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' });
    const crossSite = await postForm(browser, `${PP}/cancel`, { orderID: body.orderID, reference: body.reference }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(await orderStatus(body.reference)).toBe('pending');
    expect(await ordersCount(sut)).toBe(orders);
    expect((await browser.get('/payment-sandbox/paypal?token=UNKNOWN')).statusCode).toBe(400);
  });

  it('UserGuid names the page\'s shopper: another shopper\'s guid is 403 PAYPAL_USER_MISMATCH and changes nothing; an Area other than the basket is 400', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 15 });
    const { browser: other } = await shopperWithBasket(sut, { pick: 17 });
    const mine = await pageUserGuid(browser);
    const theirs = await pageUserGuid(other);
    expect(mine).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(theirs).not.toBe(mine);
    expect(await pageUserGuid(browser)).toBe(mine);
    const orders = await ordersCount(sut);
    const refused = await postForm(browser, `${PP}/createfrombasket`, { UserGuid: theirs, Area: 'basket' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'PAYPAL_USER_MISMATCH', message: expect.stringContaining('another shopper') });
    expect(await ordersCount(sut)).toBe(orders);
    expect((await postForm(browser, `${PP}/createfrombasket`, { UserGuid: mine, Area: 'checkout' })).statusCode).toBe(400);
    expect((await postForm(browser, `${PP}/createfrombasket`, { UserGuid: 'not-a-guid', Area: 'basket' })).statusCode).toBe(400);
    expect(await ordersCount(sut)).toBe(orders);
    const body = await started(browser);
    const capture = await postForm(browser, `${PP}/capture`, { orderID: body.orderID, reference: body.reference, UserGuid: theirs, Area: 'basket' });
    expect(capture.statusCode).toBe(403);
    const cancel = await postForm(browser, `${PP}/cancel`, { orderID: body.orderID, reference: body.reference, UserGuid: theirs });
    expect(cancel.statusCode).toBe(403);
    expect(await orderStatus(body.reference)).toBe('pending');
    // No guid (a page shown before the session existed) claims nothing: the session decides.
    expect((await postForm(browser, `${PP}/cancel`, { orderID: body.orderID, reference: body.reference, UserGuid: '' })).statusCode).toBe(200);
  });

  it('create from the order page reuses the order the page has', async () => {
    const { browser } = await shopperWithBasket(sut, { pick: 13 });
    const body = await started(browser);
    const id = (await sut.db.query<{ id: string }>('SELECT id FROM orders WHERE reference = $1', [body.reference])).rows[0]!.id;
    const encrypted = new AesGcmOrderIdCipher(Buffer.from(ORDER_ID_KEY, 'hex')).seal(id);
    const again = await postForm(browser, `${PP}/create`, { EncryptedOrderId: encrypted, Area: 'basket' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, reference: body.reference });
  });
});
