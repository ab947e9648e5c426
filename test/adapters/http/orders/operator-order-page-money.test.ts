import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addTestOperator } from '../../../support/operator-credentials.js';
import { form, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { card, initiate, shopperWithBasket } from '../checkout/checkout-test-kit.js';

let sut: StorefrontUnderTest;
const PASSWORD = 'a-long-staff-passphrase';
beforeAll(async () => {
  // A manual-capture site: an order is only authorised until an operator captures it. The sandbox answers each capture or cancel by webhook 50 ms later.
  sut = await startStorefrontUnderTest({ env: { PAYMENTS_SANDBOX_HMAC_KEY: 'ab'.repeat(32), PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '50', MANUAL_CAPTURE_SITES: 'evans' } });
  await addTestOperator(sut.db, { email: 'finance@shop.example', password: PASSWORD, role: 'finance', name: 'Fin' });
}, 120_000);
afterAll(async () => sut?.close());

const tokenOf = (html: string): string => /name="RequestVerificationToken" value="([^"]+)"/.exec(html)![1]!;
const keyIn = (html: string, action: string): string => new RegExp(`action="[^"]*/${action}"[^>]*>.*?name="idempotencyKey" value="([^"]+)"`, 's').exec(html)![1]!;
const textOf = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, '\'').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

async function signedIn() {
  const browser = new ShopperBrowser(sut.app);
  const page = await browser.get('/operator/signin');
  const res = await browser.request({
    method: 'POST', url: '/operator/signin', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: form({ email: 'finance@shop.example', password: PASSWORD, RequestVerificationToken: tokenOf(page.body) }),
  });
  expect(res.statusCode).toBe(303);
  return browser;
}

async function authorisedOrder(): Promise<string> {
  const { browser } = await shopperWithBasket(sut, { quantity: 1 });
  const paid = await initiate(browser, card('4111111111111111'));
  expect(paid.json()).toMatchObject({ resultCode: 'Authorised' });
  return paid.json<{ merchantReference: string }>().merchantReference;
}

/** Posts a form of the order page as shown (its token and key), and reads the page it comes back to. */
async function act(browser: ShopperBrowser, reference: string, action: string, fields: (html: string) => Record<string, string>) {
  const page = await browser.get(`/operator/orders/${reference}`);
  const res = await browser.request({
    method: 'POST', url: `/operator/orders/${reference}/${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: form({ RequestVerificationToken: tokenOf(page.body), ...fields(page.body) }),
  });
  expect([res.statusCode, res.headers.location]).toEqual([303, `/operator/orders/${reference}`]);
  return textOf((await browser.get(`/operator/orders/${reference}`)).body);
}

describe('the order page\'s money forms on a manual-capture site', () => {
  it('captures part of the payment, then refuses a cancel of a part-captured payment and a capture beyond what is left, each as a message', async () => {
    const reference = await authorisedOrder();
    const finance = await signedIn();
    const before = (await finance.get(`/operator/orders/${reference}`)).body;
    expect(before).toContain('/capture"');
    expect(before).toContain('/cancel-payment"');
    const captured = await act(finance, reference, 'capture', (html) => ({ idempotencyKey: keyIn(html, 'capture'), amount: '5' }));
    expect(captured).toContain('Capture of £5 asked of the payment provider.');
    await vi.waitFor(async () => expect(textOf((await finance.get(`/operator/orders/${reference}`)).body)).toContain('Provider confirmed the capture of £5'), { timeout: 5_000 });
    const refusedCancel = await act(finance, reference, 'cancel-payment', () => ({ idempotencyKey: `console:cancel-${reference}` }));
    expect(refusedCancel).toContain('Some of this payment has been captured, so it cannot be cancelled: refund it instead.');
    const over = await act(finance, reference, 'capture', (html) => ({ idempotencyKey: keyIn(html, 'capture'), amount: '9999' }));
    expect(over).toMatch(/Only GBP \d+\.\d{2} of this payment is left to capture\./);
    const typo = await act(finance, reference, 'capture', (html) => ({ idempotencyKey: keyIn(html, 'capture'), amount: '5 pounds' }));
    expect(typo).toContain('Enter an amount such as 12.50.');
  });

  it('cancels an authorised payment, and shows a capture the provider failed with its reason', async () => {
    const cancelled = await authorisedOrder();
    const finance = await signedIn();
    expect(await act(finance, cancelled, 'cancel-payment', (html) => ({ idempotencyKey: keyIn(html, 'cancel-payment') }))).toContain('Cancel of the payment asked of the payment provider.');
    await vi.waitFor(async () => expect(textOf((await finance.get(`/operator/orders/${cancelled}`)).body)).toContain('Provider confirmed the payment cancelled'), { timeout: 5_000 });
    expect((await finance.get(`/operator/orders/${cancelled}`)).body).not.toContain('/capture"');

    // The sandbox fails a capture whose amount ends in 13 minor units, by its CAPTURE_FAILED webhook.
    const failing = await authorisedOrder();
    await act(finance, failing, 'capture', (html) => ({ idempotencyKey: keyIn(html, 'capture'), amount: '0.13' }));
    await vi.waitFor(async () => expect(textOf((await finance.get(`/operator/orders/${failing}`)).body)).toContain('Provider reported the capture failed: Modification failed by the sandbox test amount (ends in 13)'), { timeout: 5_000 });
  });

  it('asks again only an action of the order still waiting for the provider; any other key is refused as the order having changed', async () => {
    const reference = await authorisedOrder();
    const finance = await signedIn();
    const retried = await act(finance, reference, 'payment-retry', () => ({ idempotencyKey: 'console:no-such-action', kind: 'refund' }));
    expect(retried).toContain('This order changed since the page was shown.');
    const { rows } = await sut.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_payment_modifications m JOIN orders o ON o.id = m.order_id WHERE o.reference = $1', [reference]);
    expect(rows[0]!.n).toBe(0);
  });
});
