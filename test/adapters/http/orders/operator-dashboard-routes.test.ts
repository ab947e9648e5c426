import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlOperatorAuditLog } from '../../../../src/adapters/persistence/sql-operator-audit-log.js';
import { addTestOperator, issueTestApiKey } from '../../../support/operator-credentials.js';
import {
  addDashboardEvent, addDashboardOrder, addFailedDelivery, addHistory, addModification, referenceOf,
} from '../../../support/order-dashboard-fixtures.js';
import { form, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

const ADMIN = { email: 'ada.admin@shop.example', password: 'a-long-staff-passphrase', role: 'admin', name: 'Ada' } as const;
const SUPPORT = { email: 'sam.support@shop.example', password: 'another-staff-passphrase', role: 'support', name: 'Sam' } as const;
const VIEWER = { email: 'val.viewer@shop.example', password: 'a-third-staff-passphrase', role: 'viewer', name: 'Val' } as const;
const FINANCE = { email: 'fay.finance@shop.example', password: 'a-fourth-staff-passphrase', role: 'finance', name: 'Fay' } as const;

let sut: StorefrontUnderTest;
let failedId: string;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
  for (const account of [ADMIN, SUPPORT, VIEWER, FINANCE]) await addTestOperator(sut.db, account);
  const now = Date.now();
  // Today's order a minute ago, or at midnight in the first minute of a UTC day (the dashboard's "today").
  const earlierToday = new Date(Math.max(now - 60_000, new Date(now).setUTCHours(0, 0, 0, 0)));
  await addDashboardOrder(sut.db, { id: 'dash-1', createdAt: earlierToday, totalMinor: 12_345, lines: [{ quantity: 2 }] });
  await addDashboardOrder(sut.db, { id: 'dash-2', createdAt: new Date(now - 3 * 86_400_000), site: 'evans-ie', currency: 'EUR', totalMinor: 5_000, lines: [{ quantity: 1, dispatched: 1 }] });
  const placed = await addDashboardEvent(sut.db, { orderId: 'dash-1', type: 'order.placed', occurredAt: earlierToday });
  failedId = await addFailedDelivery(sut.db, placed, 'dash-1', new Date(now - 30_000));
  await addModification(sut.db, { id: 'dash-m1', orderId: 'dash-1', kind: 'refund', state: 'failed', requestedAt: new Date(now - 50_000), failureReason: 'Insufficient balance' });
  // A capture the provider never took (it was out of reach), asked an hour ago.
  await addDashboardOrder(sut.db, { id: 'dash-3', createdAt: new Date(now - 5 * 86_400_000), site: 'pixie', totalMinor: 2_000, lines: [{ quantity: 1, dispatched: 1 }] });
  await addModification(sut.db, { id: 'dash-m3', orderId: 'dash-3', kind: 'capture', state: 'requested', requestedAt: new Date(now - 3_600_000), amountMinor: 2_000 });
  // Its money is reserved in the order's ledger, as asking for it did.
  await sut.db.query("INSERT INTO order_payments (order_id, currency, authorised_minor, captured_minor, capture_reserved_minor) VALUES ('dash-3', 'GBP', 2000, 0, 2000)");
  await addHistory(sut.db, 'dash-2', 'payment-reversal-failed', new Date(now - 40_000), { provider: 'adyen', amount: { amountMinor: 5000, currency: 'EUR' }, reason: 'ORDER_CLOSED', error: 'PROVIDER_UNAVAILABLE' });
}, 60_000);
afterAll(async () => sut?.close());

const tokenOf = (html: string): string => /name="RequestVerificationToken" value="([^"]+)"/.exec(html)![1]!;
const post = (browser: ShopperBrowser, url: string, fields: Record<string, string>) => browser.request({
  method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: form(fields),
});

async function signedIn(account: { email: string; password: string }) {
  const browser = new ShopperBrowser(sut.app);
  const page = await browser.get('/operator/signin');
  const res = await post(browser, '/operator/signin', { email: account.email, password: account.password, RequestVerificationToken: tokenOf(page.body) });
  expect(res.statusCode).toBe(303);
  return browser;
}

/** The text of the page, tags dropped, for reading what a person sees. */
const textOf = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the console\'s morning pages', () => {
  it.each(['/operator', '/operator/webhooks', '/operator/payments', '/operator/audit'])('send %s to sign-in without an operator, and never cache it', async (url) => {
    const res = await new ShopperBrowser(sut.app).get(url);
    expect([res.statusCode, res.headers.location, res.headers['cache-control']]).toEqual([303, '/operator/signin', 'no-store']);
  });

  it('shows a viewer the dashboard with today\'s figures, the chart and its table, what waits, and no script', async () => {
    const browser = await signedIn(VIEWER);
    const home = await browser.get('/operator');
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('<script');
    const text = textOf(home.body);
    expect(text).toContain('Signed in as Val. Role: viewer');
    expect(text).toContain('For all sites . Days run from midnight to midnight UTC.');
    expect(text).toContain('Today,');
    expect(home.body).toMatch(/<svg class="console-chart__image" role="img" aria-labelledby="console-chart-title console-chart-desc"/);
    expect(home.body).toContain('<summary>The numbers of each day</summary>');
    expect(text).toContain('Revenue £123.45');
    expect(text).toMatch(/All 30 days 3 €50\.00, £143\.45/);
    expect(text).toContain('Paid orders with units still to send: 1. The oldest first:');
    expect(home.body).toContain(`<a href="/operator/orders/${referenceOf('dash-1')}">${referenceOf('dash-1')}</a>`);
    expect(text).toContain('Order event deliveries that failed: 1');
    expect(text).toContain('Payments to look at: 3');
    expect(home.body).toContain('aria-current="page"');
    // Viewers do not see the audit log's link.
    expect(home.body).not.toContain('href="/operator/audit"');
  });

  it('shows the dashboard to a viewer\'s API key, as scripts and the bench load it', async () => {
    const key = await issueTestApiKey(sut.db, 'viewer');
    const res = await new ShopperBrowser(sut.app).get('/operator', { authorization: `Bearer ${key}` });
    expect(res.statusCode).toBe(200);
    expect(textOf(res.body)).toContain('Paid orders with units still to send: 1.');
  });

  it('shows one site\'s figures when asked, and refuses a site it does not know with 400', async () => {
    const browser = await signedIn(VIEWER);
    const ireland = textOf((await browser.get('/operator?site=evans-ie')).body);
    expect(ireland).toContain('For Evans (IE)');
    expect(ireland).toMatch(/All 30 days 1 €50\.00/);
    expect(ireland).toContain('Every paid order has been sent.');
    expect(ireland).toContain('Order event deliveries that failed: 0');
    expect(ireland).toContain('Payments to look at: 1');
    const wrong = await browser.get('/operator?site=atlantis', { accept: 'text/html' });
    expect(wrong.statusCode).toBe(400);
  });

  it('lists payments needing attention with links to their orders', async () => {
    const browser = await signedIn(VIEWER);
    const page = await browser.get('/operator/payments');
    expect(page.statusCode).toBe(200);
    const text = textOf(page.body);
    expect(text).toContain('Refund £10.00 Failed: Insufficient balance');
    expect(text).toContain('adyen €50.00 The order was closed before the payment came PROVIDER_UNAVAILABLE');
    expect(page.body).toContain(`href="/operator/orders/${referenceOf('dash-2')}"`);
    expect(textOf((await browser.get('/operator/payments?site=star')).body)).toContain('No capture, cancel or refund needs attention.');
  });

  it('lets finance ask again for a capture the provider never took, through the money use case under its key; refuses a viewer, a forged post and an unknown one', async () => {
    const url = '/operator/payments/dash-m3/retry';
    const viewer = await signedIn(VIEWER);
    const seen = await viewer.get('/operator/payments?site=pixie');
    expect(textOf(seen.body)).toContain('Capture £20.00 The provider was out of reach: asking again with the same key sends it');
    expect(seen.body).not.toContain(`action="${url}"`);
    expect((await post(viewer, url, { order: referenceOf('dash-3'), RequestVerificationToken: tokenOf(seen.body) })).statusCode).toBe(403);

    const finance = await signedIn(FINANCE);
    const page = await finance.get('/operator/payments?site=pixie');
    expect(page.body).toContain(`action="${url}"`);
    expect((await post(finance, url, { order: referenceOf('dash-3') })).statusCode).toBe(403);
    const token = tokenOf(page.body);
    expect((await post(finance, '/operator/payments/no-such/retry', { order: referenceOf('dash-3'), RequestVerificationToken: token })).statusCode).toBe(404);
    // The sandbox does not know this payment (it was written into the tables): the provider refuses, and the capture fails.
    const asked = await post(finance, url, { order: referenceOf('dash-3'), RequestVerificationToken: token });
    expect(asked.statusCode).toBe(502);
    expect(textOf(asked.body)).toContain('The payment provider refused this request: Original pspReference required for this operation');
    expect(textOf((await finance.get('/operator/payments?site=pixie')).body)).toContain('Capture £20.00 Failed: Original pspReference required for this operation');
    const { rows } = await sut.db.query<{ action: string; actor_name: string }>('SELECT action, actor_name FROM operator_audit_log WHERE target = $1', [`order:${referenceOf('dash-3')}`]);
    expect(rows).toEqual([{ action: 'order.payment.capture.retry', actor_name: 'Fay' }]);
    const ledger = await sut.db.query<{ reserved: number }>("SELECT capture_reserved_minor AS reserved FROM order_payments WHERE order_id = 'dash-3'");
    expect(ledger.rows).toEqual([{ reserved: 0 }]);
  });

  it('lets support redeliver a failed webhook with the form\'s token (303 back, with what it did), and refuses a forged post, a viewer and no operator', async () => {
    const url = `/operator/webhooks/${failedId}/redeliver`;
    const viewer = await signedIn(VIEWER);
    const seen = await viewer.get('/operator/webhooks');
    expect(seen.body).not.toContain(url);
    expect((await post(viewer, url, { RequestVerificationToken: tokenOf(seen.body) })).statusCode).toBe(403);
    const nobody = new ShopperBrowser(sut.app);
    const nobodysToken = tokenOf((await nobody.get('/operator/signin')).body);
    expect((await post(nobody, url, { RequestVerificationToken: nobodysToken })).statusCode).toBe(401);

    const support = await signedIn(SUPPORT);
    const list = await support.get('/operator/webhooks');
    expect(textOf(list.body)).toContain('12 HTTP 502 ');
    expect(list.body).toContain(`action="${url}"`);
    expect((await post(support, url, {})).statusCode).toBe(403);
    expect((await post(support, url, { RequestVerificationToken: tokenOf(seen.body) })).statusCode).toBe(403);
    expect(textOf((await support.get('/operator/webhooks')).body)).toContain('order.placed');

    const done = await post(support, url, { RequestVerificationToken: tokenOf(list.body) });
    expect([done.statusCode, done.headers.location]).toEqual([303, `/operator/webhooks?redelivered=${failedId}`]);
    const after = await support.get(done.headers.location as string);
    expect(after.body).toContain(`<p class="account-page__notice" role="status">Webhook delivery ${failedId} will be sent again now.</p>`);
    expect(textOf(after.body)).toContain('No webhook delivery has failed.');
    const again = await post(support, url, { RequestVerificationToken: tokenOf(after.body) });
    expect(again.headers.location).toBe(`/operator/webhooks?refused=WEBHOOK_DELIVERY_UNDER_WAY&delivery=${failedId}`);
    expect(textOf((await support.get(again.headers.location as string)).body)).toContain(`Webhook delivery ${failedId} is still being tried`);
  });

  it('shows admins the audit log a page at a time, and other roles a 403 page', async () => {
    const viewer = await signedIn(VIEWER);
    const refused = await viewer.get('/operator/audit');
    expect(refused.statusCode).toBe(403);
    expect(textOf(refused.body)).toContain('Your operator role (viewer) does not allow this page.');
    const log = new SqlOperatorAuditLog(sut.db);
    for (let i = 0; i < 60; i++) {
      await log.record({ actor: { kind: 'api-key', id: '9', name: 'Warehouse' }, action: 'order.dispatched', target: `order:EV-${i}`, before: null, after: { n: i }, at: new Date() });
    }
    const admin = await signedIn(ADMIN);
    const newest = await admin.get('/operator/audit');
    expect(newest.statusCode).toBe(200);
    const first = textOf(newest.body);
    expect(first).toMatch(/Ada \(operator\) operator\.signed_in operator:\d+/);
    expect(first).toContain('Warehouse (API key) order.dispatched order:EV-59');
    expect(newest.body).not.toContain('Back to the newest');
    const older = /<a href="(\/operator\/audit\?before=\d+)">Older<\/a>/.exec(newest.body)![1]!;
    const second = await admin.get(older);
    expect(textOf(second.body)).toContain('tests (command line) operator.added');
    expect(textOf(second.body)).not.toContain('order:EV-59 ');
    expect(second.body).toContain('<a href="/operator/audit">Back to the newest</a>');
    expect((await admin.get('/operator/audit?before=abc')).statusCode).toBe(400);
  });

  it('lists the failed webhooks of the site chosen, as the dashboard links them, keeps the site through paging and a redeliver, and refuses a site it does not know', async () => {
    const now = Date.now();
    const paid = await addDashboardEvent(sut.db, { orderId: 'dash-1', type: 'order.paid', occurredAt: new Date(now - 20_000) });
    const evansFailed = await addFailedDelivery(sut.db, paid, 'dash-1', new Date(now - 10_000));
    const pixiePlaced = await addDashboardEvent(sut.db, { orderId: 'dash-3', type: 'order.placed', site: 'pixie', occurredAt: new Date(now - 20_000) });
    const pixieFailed = await addFailedDelivery(sut.db, pixiePlaced, 'dash-3', new Date(now - 5_000));
    const support = await signedIn(SUPPORT);

    const dashboard = await support.get('/operator?site=pixie');
    expect(textOf(dashboard.body)).toContain('Order event deliveries that failed: 1');
    expect(dashboard.body).toContain('href="/operator/webhooks?site=pixie"');

    const all = textOf((await support.get('/operator/webhooks')).body);
    expect(all).toContain('For all sites');
    expect([all.includes(referenceOf('dash-1')), all.includes(referenceOf('dash-3'))]).toEqual([true, true]);
    const pixie = await support.get('/operator/webhooks?site=pixie');
    expect(pixie.statusCode).toBe(200);
    const pixieText = textOf(pixie.body);
    expect(pixieText).toContain('For Pixie (GB)');
    expect(pixieText).toContain(`${referenceOf('dash-3')} pixie`);
    expect(pixieText).not.toContain(referenceOf('dash-1'));
    expect(pixie.body).toMatch(/<option value="pixie" selected="">/);
    expect(textOf((await support.get('/operator/webhooks?site=evans-ie')).body)).toContain('No webhook delivery has failed.');
    expect((await support.get('/operator/webhooks?site=atlantis', { accept: 'text/html' })).statusCode).toBe(400);

    // The API takes the same site.
    const api = await support.get('/operator/api/webhooks/failed?site=evans', { accept: 'application/json' });
    expect((JSON.parse(api.body) as { deliveries: { id: string; site: string }[] }).deliveries.map((d) => [d.id, d.site])).toEqual([[evansFailed, 'evans']]);
    expect((await support.get('/operator/api/webhooks/failed?site=atlantis', { accept: 'application/json' })).statusCode).toBe(400);

    // A redeliver from the site's list comes back to it.
    const done = await post(support, `/operator/webhooks/${pixieFailed}/redeliver`, { site: 'pixie', RequestVerificationToken: tokenOf(pixie.body) });
    expect([done.statusCode, done.headers.location]).toEqual([303, `/operator/webhooks?site=pixie&redelivered=${pixieFailed}`]);
    expect(textOf((await support.get(done.headers.location as string)).body)).toContain('No webhook delivery has failed.');
  });
});
