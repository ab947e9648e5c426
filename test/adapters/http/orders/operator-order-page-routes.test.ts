import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { minorUnitsOf } from '../../../../src/adapters/http/orders/operator-order-actions.js';
import type { OperatorRole } from '../../../../src/domain/operators/operator-role.js';
import { addTestOperator } from '../../../support/operator-credentials.js';
import { form, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { card, initiate, shopperWithBasket } from '../checkout/checkout-test-kit.js';

let sut: StorefrontUnderTest;
const PASSWORD = 'a-long-staff-passphrase';
beforeAll(async () => {
  // The sandbox's CAPTURE and REFUND webhooks come back through the shop's webhook route 50 ms after each call.
  sut = await startStorefrontUnderTest({ env: { PAYMENTS_SANDBOX_HMAC_KEY: 'ef'.repeat(32), PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '50' } });
  for (const role of ['viewer', 'support', 'finance'] as const) await addTestOperator(sut.db, { email: `${role}@shop.example`, password: PASSWORD, role, name: `${role[0]!.toUpperCase()}${role.slice(1)} Person` });
}, 120_000);
afterAll(async () => sut?.close());

const tokenOf = (html: string): string => /name="RequestVerificationToken" value="([^"]+)"/.exec(html)![1]!;
const keyIn = (html: string, action: string): string => new RegExp(`action="[^"]*/${action}"[^>]*>.*?name="idempotencyKey" value="([^"]+)"`, 's').exec(html)![1]!;
/** The page's text without tags, entities undone, for the words an operator reads. */
const textOf = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, '\'').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

async function signedIn(role: OperatorRole) {
  const browser = new ShopperBrowser(sut.app);
  const page = await browser.get('/operator/signin');
  const res = await browser.request({
    method: 'POST', url: '/operator/signin', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: form({ email: `${role}@shop.example`, password: PASSWORD, RequestVerificationToken: tokenOf(page.body) }),
  });
  expect(res.statusCode).toBe(303);
  return browser;
}

/** A paid order of two units of one size (automatic capture: captured whole). */
async function paidOrder(): Promise<string> {
  const { browser } = await shopperWithBasket(sut, { quantity: 2 });
  const paid = await initiate(browser, card('4111111111111111'));
  expect(paid.json()).toMatchObject({ resultCode: 'Authorised' });
  return paid.json<{ merchantReference: string }>().merchantReference;
}

const post = (browser: ShopperBrowser, url: string, fields: Record<string, string>) => browser.request({
  method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: form(fields),
});

/** Posts a form of the order page as shown, and follows the redirect back to it. */
async function act(browser: ShopperBrowser, reference: string, action: string, fields: (html: string) => Record<string, string>) {
  const page = await browser.get(`/operator/orders/${reference}`);
  const res = await post(browser, `/operator/orders/${reference}/${action}`, { RequestVerificationToken: tokenOf(page.body), ...fields(page.body) });
  expect([res.statusCode, res.headers.location]).toEqual([303, `/operator/orders/${reference}`]);
  return textOf((await browser.get(`/operator/orders/${reference}`)).body);
}

describe('the console\'s order page', () => {
  it('sends a visitor without an operator session to the sign-in page, and says clearly when an order is unknown (404)', async () => {
    const reference = await paidOrder();
    const anonymous = await new ShopperBrowser(sut.app).get(`/operator/orders/${reference}`);
    expect([anonymous.statusCode, anonymous.headers.location]).toEqual([303, '/operator/signin']);
    const viewer = await signedIn('viewer');
    const missing = await viewer.get('/operator/orders/EV-NOPE');
    expect(missing.statusCode).toBe(404);
    expect(textOf(missing.body)).toContain('There is no order EV-NOPE. Check the order number and try again.');
  });

  it('shows a viewer the order, its lines, amounts, shopper, delivery, payment and timeline, with no action form', async () => {
    const reference = await paidOrder();
    const page = await (await signedIn('viewer')).get(`/operator/orders/${reference}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const text = textOf(page.body);
    for (const words of [`Order ${reference}`, 'Payment: paid', 'Goods: awaiting dispatch', 'jo@example.com', 'Guest', 'Standard home delivery', 'SW1Y 4LB',
      'Captured', 'Left to refund', 'Payment authorised: order paid', 'Order placed', 'Jo Shopper (shopper)', 'Authorised',
      'Returns', 'No return has been asked for this order.']) {
      expect(text).toContain(words);
    }
    expect(page.body).toContain('aria-label="Console"');
    expect(page.body).not.toContain('<form class="console-order__form');
  });

  it('lets support dispatch with a tracking number, once however often the form is sent, then mark the parcel delivered; money forms stay hidden and refused', async () => {
    const reference = await paidOrder();
    const support = await signedIn('support');
    const page = (await support.get(`/operator/orders/${reference}`)).body;
    expect(page).toContain('/dispatch"');
    expect(page).not.toContain('/refund"');
    const fields = { RequestVerificationToken: tokenOf(page), idempotencyKey: keyIn(page, 'dispatch'), carrier: 'royal-mail', trackingNumber: 'AB 123 456 785 GB', 'dispatch-0': '1' };
    expect((await post(support, `/operator/orders/${reference}/dispatch`, fields)).statusCode).toBe(303);
    const after = textOf((await support.get(`/operator/orders/${reference}`)).body);
    expect(after).toContain('Parcel dispatched with Royal Mail. The shopper has been emailed.');
    expect(after).toContain('Dispatched with Royal Mail, tracking AB123456785GB: 1 × line 0');
    expect(after).toContain('Track parcel 1 with Royal Mail');
    // The notice is shown once.
    expect(textOf((await support.get(`/operator/orders/${reference}`)).body)).not.toContain('Parcel dispatched with Royal Mail.');
    // The same form sent again is the same parcel.
    expect((await post(support, `/operator/orders/${reference}/dispatch`, fields)).statusCode).toBe(303);
    const { rows } = await sut.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shipments s JOIN orders o ON o.id = s.order_id WHERE o.reference = $1', [reference]);
    expect(rows[0]!.n).toBe(1);

    const shipment = (await sut.db.query<{ id: string }>('SELECT s.id FROM shipments s JOIN orders o ON o.id = s.order_id WHERE o.reference = $1', [reference])).rows[0]!.id;
    const delivered = await act(support, reference, `shipments/${shipment}/delivered`, () => ({}));
    expect(delivered).toContain('Parcel marked delivered.');
    expect(delivered).toContain('Parcel AB123456785GB delivered');
    expect(await act(support, reference, 'shipments/no-such/delivered', () => ({}))).toContain('There is no shipment no-such.');

    const refused = await post(support, `/operator/orders/${reference}/refund`, { RequestVerificationToken: tokenOf(page), idempotencyKey: 'k', scope: 'whole' });
    expect(refused.statusCode).toBe(403);
    expect(textOf(refused.body)).toContain('Your operator role does not allow this.');
  });

  it('shows a refused dispatch or cancellation as a message on the page, never a 500; a second press of a cancellation changes nothing', async () => {
    const reference = await paidOrder();
    const support = await signedIn('support');
    const badTracking = await act(support, reference, 'dispatch', (html) => ({ idempotencyKey: keyIn(html, 'dispatch'), carrier: 'royal-mail', trackingNumber: '12345', 'dispatch-0': '1' }));
    expect(badTracking).toContain('Royal Mail tracking numbers do not look like this one. Please check it and try again.');
    const tooMany = await act(support, reference, 'dispatch', (html) => ({ idempotencyKey: keyIn(html, 'dispatch'), carrier: 'dpd', trackingNumber: '15501234567890', 'dispatch-0': '3' }));
    expect(tooMany).toContain('Line 0 has only 2 left to dispatch or cancel.');
    const none = await act(support, reference, 'dispatch', (html) => ({ idempotencyKey: keyIn(html, 'dispatch'), carrier: 'dpd', trackingNumber: '15501234567890', 'dispatch-0': '0' }));
    expect(none).toContain('Choose at least one unit.');

    const page = (await support.get(`/operator/orders/${reference}`)).body;
    const cancel = { RequestVerificationToken: tokenOf(page), idempotencyKey: keyIn(page, 'cancel-lines'), 'cancel-0': '1' };
    expect((await post(support, `/operator/orders/${reference}/cancel-lines`, cancel)).statusCode).toBe(303);
    expect(textOf((await support.get(`/operator/orders/${reference}`)).body)).toContain('Units cancelled and their stock returned.');
    // The same form pressed again (its key): the first cancellation answered, nothing more cancelled.
    expect((await post(support, `/operator/orders/${reference}/cancel-lines`, cancel)).statusCode).toBe(303);
    expect(textOf((await support.get(`/operator/orders/${reference}`)).body)).toContain('Units cancelled and their stock returned.');
    // A form without a key is not the console's: refused as bad input, nothing cancelled.
    expect((await post(support, `/operator/orders/${reference}/cancel-lines`, { RequestVerificationToken: tokenOf(page), 'cancel-0': '1' })).statusCode).toBe(400);
    const { rows } = await sut.db.query<{ cancelled: number }>('SELECT l.cancelled_quantity AS cancelled FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.reference = $1', [reference]);
    expect(rows[0]!.cancelled).toBe(1);
  });

  it('lets finance refund a line, settled by the provider\'s webhook; a refund over what is left is a message; fulfilment is refused', async () => {
    const reference = await paidOrder();
    const finance = await signedIn('finance');
    const over = await act(finance, reference, 'refund', (html) => ({ idempotencyKey: keyIn(html, 'refund'), scope: 'amount', amount: '100000' }));
    expect(over).toMatch(/Only GBP \d+\.\d{2} of this order is left to refund\./);
    const badAmount = await act(finance, reference, 'refund', (html) => ({ idempotencyKey: keyIn(html, 'refund'), scope: 'amount', amount: 'lots' }));
    expect(badAmount).toContain('Enter an amount such as 12.50.');

    const page = (await finance.get(`/operator/orders/${reference}`)).body;
    const refund = { RequestVerificationToken: tokenOf(page), idempotencyKey: keyIn(page, 'refund'), scope: 'lines', 'refund-0': '1' };
    expect((await post(finance, `/operator/orders/${reference}/refund`, refund)).statusCode).toBe(303);
    expect(textOf((await finance.get(`/operator/orders/${reference}`)).body)).toMatch(/Refund of £\d+\.\d{2} asked of the payment provider\./);
    // Pressed twice: one refund.
    expect((await post(finance, `/operator/orders/${reference}/refund`, refund)).statusCode).toBe(303);
    await vi.waitFor(async () => expect(textOf((await finance.get(`/operator/orders/${reference}`)).body)).toMatch(/Provider confirmed the refund of £\d+\.\d{2}/), { timeout: 5_000 });
    const { rows } = await sut.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_payment_modifications m JOIN orders o ON o.id = m.order_id WHERE o.reference = $1 AND m.kind = 'refund'", [reference]);
    expect(rows[0]!.n).toBe(1);
    const timeline = textOf((await finance.get(`/operator/orders/${reference}`)).body);
    expect(timeline).toMatch(/Refund of £\d+\.\d{2} asked Finance Person|Finance Person Refund of £\d+\.\d{2} asked/);

    const forbidden = await post(finance, `/operator/orders/${reference}/dispatch`, { RequestVerificationToken: tokenOf(page), idempotencyKey: 'k', carrier: 'dpd', trackingNumber: '15501234567890', 'dispatch-0': '1' });
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses a forged form (no or a wrong token) and a post without a session, changing nothing', async () => {
    const reference = await paidOrder();
    const support = await signedIn('support');
    const page = (await support.get(`/operator/orders/${reference}`)).body;
    const fields = { idempotencyKey: keyIn(page, 'dispatch'), carrier: 'dpd', trackingNumber: '15501234567890', 'dispatch-0': '1' };
    expect((await post(support, `/operator/orders/${reference}/dispatch`, fields)).statusCode).toBe(403);
    expect((await post(support, `/operator/orders/${reference}/dispatch`, { ...fields, RequestVerificationToken: 'forged' })).statusCode).toBe(403);
    const stranger = new ShopperBrowser(sut.app);
    const strangerToken = await stranger.token();
    const signedOut = await post(stranger, `/operator/orders/${reference}/dispatch`, { ...fields, RequestVerificationToken: strangerToken });
    expect(signedOut.statusCode).toBe(401);
    expect(textOf(signedOut.body)).toContain('Your operator session has ended. Please sign in again.');
    const { rows } = await sut.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shipments s JOIN orders o ON o.id = s.order_id WHERE o.reference = $1', [reference]);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('an amount typed in a console form', () => {
  it('reads pounds and pence with a point or a comma, and refuses anything else', () => {
    expect([minorUnitsOf('12.50'), minorUnitsOf('12,5'), minorUnitsOf(' 7 '), minorUnitsOf('0.01')]).toEqual([1250, 1250, 700, 1]);
    expect([minorUnitsOf(''), minorUnitsOf('0'), minorUnitsOf('-1'), minorUnitsOf('1.234'), minorUnitsOf('£5'), minorUnitsOf('1e3')]).toEqual([null, null, null, null, null, null]);
  });
});
