import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OperatorRole } from '../../../../src/domain/operators/operator-role.js';
import { addTestOperator, issueTestApiKey } from '../../../support/operator-credentials.js';
import { form, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { card, initiate, shopperWithBasket } from '../checkout/checkout-test-kit.js';

let sut: StorefrontUnderTest;
const PASSWORD = 'a-long-staff-passphrase';
beforeAll(async () => {
  sut = await startStorefrontUnderTest({ env: { PAYMENTS_SANDBOX_HMAC_KEY: 'fe'.repeat(32), PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '50' } });
  for (const role of ['viewer', 'support', 'finance'] as const) await addTestOperator(sut.db, { email: `${role}.returns@shop.example`, password: PASSWORD, role });
}, 120_000);
afterAll(async () => sut?.close());

const tokenOf = (html: string): string => /name="RequestVerificationToken" value="([^"]+)"/.exec(html)![1]!;
const textOf = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, '\'').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

async function signedIn(role: OperatorRole) {
  const browser = new ShopperBrowser(sut.app);
  const page = await browser.get('/operator/signin');
  const res = await browser.request({
    method: 'POST', url: '/operator/signin', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: form({ email: `${role}.returns@shop.example`, password: PASSWORD, RequestVerificationToken: tokenOf(page.body) }),
  });
  expect(res.statusCode).toBe(303);
  return browser;
}

/** A paid, dispatched order with one unit asked back by the shopper: its reference and the return's id. */
async function returnAsked(): Promise<{ reference: string; returnId: string }> {
  const { browser } = await shopperWithBasket(sut, { quantity: 1, pick: 9 });
  const reference = (await initiate(browser, card('4111111111111111'))).json<{ merchantReference: string }>().merchantReference;
  const key = await issueTestApiKey(sut.db, 'support', 'warehouse');
  const api = (path: string, body: unknown) => sut.app.inject({
    method: 'POST', url: `/operator/api${path}`, payload: JSON.stringify(body), headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json' },
  });
  expect((await api(`/orders/${reference}/shipments`, { carrier: 'dpd', trackingNumber: '15501234567890' })).statusCode).toBe(201);
  const asked = await api(`/orders/${reference}/returns`, { lines: [{ position: 0, quantity: 1 }], reason: 'not-as-pictured' });
  expect(asked.statusCode).toBe(201);
  return { reference, returnId: asked.json<{ return: { id: string } }>().return.id };
}

const post = (browser: ShopperBrowser, url: string, fields: Record<string, string>) => browser.request({
  method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: form(fields),
});

describe('the return section of the console\'s order page', () => {
  it('shows each role the forms it may use, and receives, refunds and closes through them with what happened said after the 303', async () => {
    const { reference, returnId } = await returnAsked();
    const page = `/operator/orders/${reference}`;
    const at = (action: string) => `${page}/returns/${returnId}/${action}`;

    const viewer = await signedIn('viewer');
    const seen = textOf((await viewer.get(page)).body);
    expect(seen).toContain(`R-${reference}-1 Requested`);
    expect(seen).toContain('Reason: Not as pictured');
    expect(seen).not.toContain('Mark received');
    const refusedViewer = await post(viewer, at('received'), { RequestVerificationToken: tokenOf((await viewer.get(page)).body) });
    expect(refusedViewer.statusCode).toBe(403);

    const support = await signedIn('support');
    const supportPage = (await support.get(page)).body;
    expect(textOf(supportPage)).toContain('Mark received');
    // A forged post changes nothing.
    expect((await post(support, at('received'), { 'received-0': '1' })).statusCode).toBe(403);
    // A unit count that is not a number is said, not done.
    const bad = await post(support, at('received'), { RequestVerificationToken: tokenOf(supportPage), 'received-0': 'one' });
    expect([bad.statusCode, bad.headers.location]).toEqual([303, page]);
    expect(textOf((await support.get(page)).body)).toContain('Please check your details and try again.');
    const received = await post(support, at('received'), { RequestVerificationToken: tokenOf(supportPage), 'received-0': '1' });
    expect([received.statusCode, received.headers.location]).toEqual([303, page]);
    const afterReceipt = textOf((await support.get(page)).body);
    expect(afterReceipt).toContain(`Return R-${reference}-1 is marked received.`);
    expect(afterReceipt).toContain(`R-${reference}-1 Received`);
    // Support does not move money: no refund form, and its post is refused.
    expect(afterReceipt).not.toMatch(/Refund £/);
    expect((await post(support, at('refund'), { RequestVerificationToken: tokenOf((await support.get(page)).body), idempotencyKey: 'k' })).statusCode).toBe(403);

    const finance = await signedIn('finance');
    const financePage = (await finance.get(page)).body;
    const key = new RegExp(`action="[^"]*/returns/${returnId}/refund"[^>]*>.*?name="idempotencyKey" value="([^"]+)"`, 's').exec(financePage)![1]!;
    const refunded = await post(finance, at('refund'), { RequestVerificationToken: tokenOf(financePage), idempotencyKey: key });
    expect([refunded.statusCode, refunded.headers.location]).toEqual([303, page]);
    expect(textOf((await finance.get(page)).body)).toContain(`The refund of return R-${reference}-1 was asked of the payment provider.`);
    await vi.waitFor(async () => expect(textOf((await finance.get(page)).body)).toContain(`R-${reference}-1 Refunded`), { timeout: 5_000 });
    // Refunded: nothing more to close.
    const closed = await post(support, at('close'), { RequestVerificationToken: tokenOf((await support.get(page)).body) });
    expect(closed.statusCode).toBe(303);
    expect(textOf((await support.get(page)).body)).toContain(`Return R-${reference}-1 has been refunded, or its refund is on its way.`);
  });
});
