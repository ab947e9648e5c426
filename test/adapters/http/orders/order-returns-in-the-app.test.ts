import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueTestApiKey } from '../../../support/operator-credentials.js';
import { form, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { card, initiate, shopperWithBasket } from '../checkout/checkout-test-kit.js';

let sut: StorefrontUnderTest;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'order-returns-http-'));
  // The sandbox's REFUND result comes back to the shop's own webhook route 50 ms after the call.
  sut = await startStorefrontUnderTest({ env: { DATA_DIR: dataDir, PAYMENTS_SANDBOX_HMAC_KEY: 'ab'.repeat(32), PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '50' } });
}, 120_000);
afterAll(async () => {
  await sut?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The subjects of the emails written so far (the .eml files of the data folder). */
const subjects = (): string[] => {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, 'mail'));
  } catch {
    return [];
  }
  return files.map((f) => /^Subject: (.*)$/m.exec(readFileSync(join(dataDir, 'mail', f), 'utf8'))?.[1] ?? '');
};

const tokenOf = (html: string): string => /name="RequestVerificationToken" value="([^"]+)"/.exec(html)![1]!;

describe('returns in the running shop', () => {
  it('a guest finds the order, asks a return once it is dispatched, an operator receives and refunds it; the order page shows each step and the emails go out', async () => {
    const { browser } = await shopperWithBasket(sut, { quantity: 1, pick: 3 });
    const paid = await initiate(browser, card('4111111111111111'));
    expect(paid.json()).toMatchObject({ resultCode: 'Authorised' });
    const reference: string = paid.json().merchantReference;
    const api = (key: string | null, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) => sut.app.inject({
      method, url: `/operator/api${path}`, ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...(body === undefined ? {} : { 'content-type': 'application/json' }), accept: 'application/json', ...headers },
    });
    const support = await issueTestApiKey(sut.db, 'support', 'returns desk');
    const finance = await issueTestApiKey(sut.db, 'finance', 'accounts');
    const viewer = await issueTestApiKey(sut.db, 'viewer', 'reader');

    // The guest's lookup: the same answer for a wrong email and an unknown number.
    const lookupPage = await browser.get('/returns', { accept: 'text/html' });
    expect(lookupPage.statusCode).toBe(200);
    const wrongEmail = await browser.postForm('/returns', { orderNumber: reference, email: 'someone@example.com' });
    const unknown = await browser.postForm('/returns', { orderNumber: 'EV-9999999', email: 'jo@example.com' });
    for (const answer of [wrongEmail, unknown]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain('We could not find an order with that number and email address.');
    }
    const found = await browser.postForm('/returns', { orderNumber: reference.toLowerCase(), email: ' Jo@Example.com ' });
    expect(found.statusCode).toBe(303);
    const orderPage: string = found.headers.location as string;
    const encryptedOrderId = new URL(orderPage, 'http://x').searchParams.get('encryptedOrderId')!;
    // Nothing dispatched yet: no return form, and a request is refused with the reason.
    expect((await browser.get(orderPage, { accept: 'text/html' })).body).not.toContain('id="return-items"');
    const early = await browser.request({
      method: 'POST', url: '/returns/request', payload: form({ encryptedOrderId, 'line-0': '1', reason: 'doesnt-fit', RequestVerificationToken: await browser.token() }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });
    expect([early.statusCode, early.json().code]).toEqual([409, 'RETURN_NOT_DISPATCHED']);
    expect(early.json().message).toMatch(/has not been dispatched yet, so it cannot be returned\.$/);

    expect((await api(support, 'POST', `/orders/${reference}/shipments`, { carrier: 'royal-mail', trackingNumber: 'AB123456785GB' })).statusCode).toBe(201);

    // The order page now has the form; the shopper asks one unit back.
    const withForm = await browser.get(orderPage, { accept: 'text/html' });
    expect(withForm.body).toContain('id="return-items"');
    const asked = await browser.request({
      method: 'POST', url: '/returns/request', payload: form({ encryptedOrderId, 'line-0': '1', reason: 'doesnt-fit', RequestVerificationToken: tokenOf(withForm.body) }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(asked.statusCode).toBe(303);
    const returnReference = `R-${reference}-1`;
    expect(asked.headers.location).toContain(`return=${encodeURIComponent(returnReference)}`);
    const confirmed = await browser.get(asked.headers.location as string, { accept: 'text/html' });
    expect(confirmed.body).toContain(`Your return ${returnReference} is registered.`);
    expect(confirmed.body).toContain(`Pack the items with a note of your return reference ${returnReference}`);
    expect(confirmed.body).toContain('We are waiting for your parcel');

    // The same unit again: 409 on the order page, with the reason, and nothing written.
    const again = await browser.request({
      method: 'POST', url: '/returns/request', payload: form({ encryptedOrderId, 'line-0': '1', reason: 'faulty', RequestVerificationToken: await browser.token() }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Your return could not be registered');
    expect(again.body).toMatch(/Only 0 of .* can be returned/);
    // A forged post (no token) changes nothing.
    const forged = await browser.postForm('/returns/request', { encryptedOrderId, 'line-0': '1', reason: 'faulty' }, false);
    expect(forged.statusCode).toBe(403);
    await vi.waitFor(() => expect(subjects()).toContain(`Your return ${returnReference} is registered`), { timeout: 5_000 });

    const listed = await api(viewer, 'GET', `/orders/${reference}/returns`);
    expect(listed.statusCode).toBe(200);
    const returnId: string = listed.json().returns[0].id;
    expect(listed.json()).toMatchObject({ windowDays: 28, returnable: [], returns: [{ reference: returnReference, reason: 'doesnt-fit', state: 'requested', progress: 'requested', requestedBy: 'shopper' }] });

    // Each step asks its permission.
    expect((await api(null, 'POST', `/returns/${returnId}/received`, {})).statusCode).toBe(401);
    expect((await api(viewer, 'POST', `/returns/${returnId}/received`, {})).statusCode).toBe(403);
    const tooEarly = await api(finance, 'POST', `/returns/${returnId}/refund`, undefined, { 'idempotency-key': 'refund-1' });
    expect([tooEarly.statusCode, tooEarly.json().message]).toEqual([409, `Return ${returnReference} has not been received, so it cannot be refunded.`]);
    const received = await api(support, 'POST', `/returns/${returnId}/received`, {});
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ emailSent: true, return: { state: 'received', lines: [{ position: 0, quantity: 1, received: 1 }] } });
    const twice = await api(support, 'POST', `/returns/${returnId}/received`, {});
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'RETURN_NOT_AWAITED']);

    expect((await api(support, 'POST', `/returns/${returnId}/refund`, undefined, { 'idempotency-key': 'refund-1' })).statusCode).toBe(403);
    const refunded = await api(finance, 'POST', `/returns/${returnId}/refund`, undefined, { 'idempotency-key': 'refund-1' });
    expect(refunded.statusCode).toBe(202);
    expect(refunded.json()).toMatchObject({ return: { progress: 'refund-pending' }, refund: { state: 'requested' } });
    // The same key again is the same refund; another key is refused.
    expect((await api(finance, 'POST', `/returns/${returnId}/refund`, undefined, { 'idempotency-key': 'refund-1' })).json().refund.id).toBe(refunded.json().refund.id);
    const other = await api(finance, 'POST', `/returns/${returnId}/refund`, undefined, { 'idempotency-key': 'refund-2' });
    expect([other.statusCode, other.json().code]).toEqual([409, 'RETURN_ALREADY_REFUNDED']);

    await vi.waitFor(async () => expect((await api(viewer, 'GET', `/orders/${reference}/returns`)).json().returns[0].progress).toBe('refunded'), { timeout: 5_000 });
    expect((await browser.get(orderPage, { accept: 'text/html' })).body).toMatch(/Refunded on \d{1,2} \w{3} \d{4}/);
    await vi.waitFor(() => expect(subjects()).toEqual(expect.arrayContaining([`We have received your return ${returnReference}`, `Your refund for order ${reference}`])), { timeout: 5_000 });

    const events = await sut.db.query<{ type: string }>('SELECT e.type FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.reference = $1 ORDER BY e.sequence', [reference]);
    expect(events.rows.map((e) => e.type)).toEqual(expect.arrayContaining(['order.return_requested', 'order.returned', 'order.refunded']));
    const audit = await sut.db.query<{ action: string }>("SELECT action FROM operator_audit_log WHERE target = $1 ORDER BY id", [`return:${returnReference}`]);
    expect(audit.rows.map((a) => a.action)).toEqual(['order.return.receive', 'order.return.refund']);
  });

  it('an account\'s order is returned by its signed-in owner only: another browser with its link is told to sign in, and its post is refused', async () => {
    const owner = new ShopperBrowser(sut.app);
    expect((await owner.register('Ada Lovelace', `ada.returns.${Date.now()}@example.com`, 'analytical engine notes 1843')).statusCode).toBe(303);
    await shopperWithBasket(sut, { quantity: 1, pick: 7, browser: owner });
    const paid = await initiate(owner, card('4111111111111111'));
    const reference: string = paid.json().merchantReference;
    const support = await issueTestApiKey(sut.db, 'support', 'owner desk');
    const sent = await sut.app.inject({
      method: 'POST', url: `/operator/api/orders/${reference}/shipments`, payload: JSON.stringify({ carrier: 'dpd', trackingNumber: '15501234567890' }),
      headers: { authorization: `Bearer ${support}`, 'content-type': 'application/json', accept: 'application/json' },
    });
    expect(sent.statusCode).toBe(201);
    const account = await owner.get('/account', { accept: 'text/html' });
    const orderPage = /href="(\/Checkout\/Confirmation\?encryptedOrderId=[^"]+)"/.exec(account.body)![1]!.replace(/&amp;/g, '&');
    const encryptedOrderId = new URL(orderPage, 'http://x').searchParams.get('encryptedOrderId')!;
    expect((await owner.get(orderPage, { accept: 'text/html' })).body).toContain('id="return-items"');

    const stranger = new ShopperBrowser(sut.app);
    const seen = await stranger.get(orderPage, { accept: 'text/html' });
    expect(seen.body).not.toContain('id="return-items"');
    expect(seen.body).toContain('Sign in to return items from this order.');
    const refused = await stranger.request({
      method: 'POST', url: '/returns/request', payload: form({ encryptedOrderId, 'line-0': '1', reason: 'faulty', RequestVerificationToken: await stranger.token() }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const asked = await owner.request({
      method: 'POST', url: '/returns/request', payload: form({ encryptedOrderId, 'line-0': '1', reason: 'faulty', RequestVerificationToken: await owner.token() }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect([asked.statusCode, asked.headers.location]).toEqual([303, expect.stringContaining(`return=R-${reference}-1`)]);
  });

  it('counts order lookups per address: past ten in ten minutes, 429 with the same page', async () => {
    const guest = new ShopperBrowser(sut.app);
    for (let i = 0; i < 10; i += 1) expect((await guest.postForm('/returns', { orderNumber: `EV-${i}`, email: 'jo@example.com' })).statusCode).toBe(404);
    const limited = await guest.postForm('/returns', { orderNumber: 'EV-11', email: 'jo@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body).toContain('Too many requests: please try again in a minute.');
  });

  it('refuses a return once the window has closed, naming the day it closed', async () => {
    const { browser } = await shopperWithBasket(sut, { quantity: 1, pick: 5 });
    const paid = await initiate(browser, card('4111111111111111'));
    const reference: string = paid.json().merchantReference;
    const support = await issueTestApiKey(sut.db, 'support', 'late desk');
    const post = (path: string, body: unknown) => sut.app.inject({
      method: 'POST', url: `/operator/api${path}`, payload: JSON.stringify(body), headers: { authorization: `Bearer ${support}`, 'content-type': 'application/json', accept: 'application/json' },
    });
    expect((await post(`/orders/${reference}/shipments`, { carrier: 'dpd', trackingNumber: '15501234567890' })).statusCode).toBe(201);
    await sut.db.query("UPDATE shipments SET dispatched_at = '2026-01-01T12:00:00Z' FROM orders o WHERE o.id = shipments.order_id AND o.reference = $1", [reference]);
    const late = await post(`/orders/${reference}/returns`, { lines: [{ position: 0, quantity: 1 }], reason: 'arrived-late' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'RETURN_WINDOW_CLOSED']);
    expect(late.json().message).toMatch(/^The 28-day return window for .+ closed on 29 January 2026\.$/);
    const unknownReason = await post(`/orders/${reference}/returns`, { lines: [{ position: 0, quantity: 1 }], reason: 'too-small' });
    expect([unknownReason.statusCode, unknownReason.json().code]).toEqual([400, 'RETURN_REASON_UNKNOWN']);
  });
});
