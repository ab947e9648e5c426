import { fc } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestOperator, issueTestApiKey } from '../../../support/operator-credentials.js';
import { insertListedOrder } from '../../../support/order-list-fixtures.js';
import { form, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

const VIEWER = { email: 'vic.viewer@shop.example', password: 'another-staff-passphrase', role: 'viewer', name: 'Vic' } as const;

let sut: StorefrontUnderTest;
let viewerKey: string;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
  await addTestOperator(sut.db, VIEWER);
  viewerKey = await issueTestApiKey(sut.db, 'viewer');
  // Sixty orders, one a day at noon from 2 October to 30 November: EV-1000001 to EV-1000060.
  for (let i = 1; i <= 60; i++) {
    await insertListedOrder(sut.db, {
      reference: `EV-${1_000_000 + i}`, placedAt: new Date(Date.UTC(2026, 9, 1 + i, 12)).toISOString(),
      site: i % 3 === 0 ? 'mandco' : 'evans', status: i % 5 === 0 ? 'refused' : 'paid', paymentMethod: i % 2 === 0 ? 'paypal' : 'visa',
      email: `shopper${i}@example.com`, firstName: 'Ada', lastName: i === 7 ? 'Byron' : 'Lovelace', totalMinor: 1000 + i,
    });
  }
}, 60_000);
afterAll(async () => sut?.close());

const api = (url: string, key: string | null = viewerKey) =>
  sut.app.inject({ url, headers: { accept: 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }) } });

interface ListAnswer { orders: { reference: string; placedAt: string; total: { amountMinor: number; currency: string }; fulfilment: string | null }[]; next: string | null; previous: string | null }

describe('GET /operator/api/orders', () => {
  it('answers 401 with WWW-Authenticate: Bearer without a valid key', async () => {
    for (const key of [null, 'sk_op_never-issued-key-0123456789abcdef']) {
      const res = await api('/operator/api/orders', key);
      expect([res.statusCode, res.headers['www-authenticate'], res.json().code]).toEqual([401, 'Bearer', 'NOT_AUTHORISED']);
    }
  });

  it('lists orders newest first with a keyset cursor both ways', async () => {
    const first = await api('/operator/api/orders?limit=12');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page = first.json<ListAnswer>();
    expect(page.orders[0]).toEqual({
      reference: 'EV-1000060', placedAt: '2026-11-30T12:00:00.000Z', site: 'mandco', shopperName: 'Ada Lovelace', email: 'shopper60@example.com',
      total: { amountMinor: 1060, currency: 'GBP' }, status: 'refused', paymentMethod: 'paypal', fulfilment: null,
    });
    expect(page.orders[1]).toMatchObject({ reference: 'EV-1000059', status: 'paid', fulfilment: 'awaiting-dispatch' });
    expect(page.previous).toBeNull();
    const second = (await api(`/operator/api/orders?limit=12&after=${page.next}`)).json<ListAnswer>();
    expect(second.orders.map((o) => o.reference)).toEqual(Array.from({ length: 12 }, (_, i) => `EV-${1_000_048 - i}`));
    let last = second;
    for (let pages = 2; last.next !== null; pages++) {
      expect(pages).toBeLessThanOrEqual(5);
      last = (await api(`/operator/api/orders?limit=12&after=${last.next}`)).json<ListAnswer>();
    }
    expect(last.orders.map((o) => o.reference).at(-1)).toBe('EV-1000001');
    const back = (await api(`/operator/api/orders?limit=12&before=${second.previous}`)).json<ListAnswer>();
    expect(back.orders.map((o) => o.reference)).toEqual(page.orders.map((o) => o.reference));
  });

  it('searches and filters', async () => {
    const refs = async (query: string) => (await api(`/operator/api/orders?${query}`)).json<ListAnswer>().orders.map((o) => o.reference);
    expect(await refs('q=byron')).toEqual(['EV-1000007']);
    expect(await refs('q=SHOPPER12%40example.com')).toEqual(['EV-1000012']);
    expect(await refs('q=ev-1000004')).toEqual(['EV-1000004']);
    expect(await refs('site=mandco&status=paid&paymentMethod=paypal')).toEqual(['EV-1000054', 'EV-1000048', 'EV-1000042', 'EV-1000036', 'EV-1000024', 'EV-1000018', 'EV-1000012', 'EV-1000006']);
    expect(await refs('status=refused&from=2026-11-10&to=2026-11-20')).toEqual(['EV-1000050', 'EV-1000045', 'EV-1000040']);
  });

  it('answers a bad filter or cursor 400 with what to fix', async () => {
    const cases: [string, string, string][] = [
      ['status=lost', 'ORDER_FILTER_INVALID', '“lost” is not a site, status or payment method the order list knows. Please choose one of those offered.'],
      ['site=atlantis', 'ORDER_FILTER_INVALID', '“atlantis” is not a site, status or payment method the order list knows. Please choose one of those offered.'],
      ['q=12+Baker+Street', 'ORDER_SEARCH_INVALID', 'Search by an order number (such as EV-1000123), an email address, a name or a postcode.'],
      ['from=2026-11-31', 'ORDER_DATES_INVALID', 'Enter the dates as YYYY-MM-DD, with the first no later than the last.'],
      ['from=2026-11-20&to=2026-11-01', 'ORDER_DATES_INVALID', 'Enter the dates as YYYY-MM-DD, with the first no later than the last.'],
      ['to=9999-12-31', 'ORDER_DATES_INVALID', 'Enter the dates as YYYY-MM-DD, with the first no later than the last.'],
      ['after=page-2', 'ORDER_CURSOR_INVALID', 'That page of the order list does not exist. Please start again from the first page.'],
    ];
    for (const [query, code, message] of cases) {
      const res = await api(`/operator/api/orders?${query}`);
      expect([res.statusCode, res.json()], query).toEqual([400, { code, message }]);
    }
    expect((await api('/operator/api/orders?limit=101')).json().code).toBe('INVALID_INPUT');
  });

  it('answers any value of any filter with a page or a 400, never a fault', async () => {
    const names = fc.constantFrom('q', 'site', 'status', 'paymentMethod', 'from', 'to', 'after', 'before', 'limit');
    const values = fc.oneof({ arbitrary: fc.string({ maxLength: 60 }), weight: 1 }, { arbitrary: fc.constantFrom('9999-12-31', '0000-01-01', '2026-02-29', '99999999999999999999-1', '20261127100405123456-9223372036854775807', '%', '_', '\\', "'", 'EV-1000001'), weight: 2 });
    await fc.assert(fc.asyncProperty(fc.dictionary(names, values, { maxKeys: 4 }), async (query) => {
      const res = await api(`/operator/api/orders?${new URLSearchParams(query).toString()}`);
      expect([200, 400], `${JSON.stringify(query)}: ${res.body}`).toContain(res.statusCode);
    }), { numRuns: 300 });
  });

  it('is in the OpenAPI document with its filters', async () => {
    const document = (await api('/operator/api/openapi.json')).json<{ paths: Record<string, { get?: { parameters: { name: string }[] } }> }>();
    expect(document.paths['/operator/api/orders']?.get?.parameters.map((p) => p.name).sort())
      .toEqual(['after', 'before', 'from', 'limit', 'paymentMethod', 'q', 'site', 'status', 'to']);
  });
});

describe('GET /operator/orders (the console page)', () => {
  const tokenOf = (html: string): string => /name="RequestVerificationToken" value="([^"]+)"/.exec(html)![1]!;
  async function signedIn(): Promise<ShopperBrowser> {
    const browser = new ShopperBrowser(sut.app);
    const page = await browser.get('/operator/signin');
    const res = await browser.request({
      method: 'POST', url: '/operator/signin', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: form({ email: VIEWER.email, password: VIEWER.password, RequestVerificationToken: tokenOf(page.body) }),
    });
    expect(res.statusCode).toBe(303);
    return browser;
  }

  it('sends a visitor without an operator session to sign in', async () => {
    const res = await sut.app.inject({ url: '/operator/orders?q=ada' });
    expect([res.statusCode, res.headers.location, res.headers['cache-control']]).toEqual([303, '/operator/signin', 'no-store']);
  });

  it('shows the orders as a captioned table with the console navigation, and links to older and newer pages keeping the filters', async () => {
    const browser = await signedIn();
    const page = await browser.get('/operator/orders?status=paid&site=evans');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script');
    expect(page.body).toMatch(/<a class="console-nav__link" href="\/operator\/orders" aria-current="page">Orders<\/a>/);
    expect(page.body).not.toContain('href="/operator/audit"');
    expect(page.body).toContain('<caption>Orders, newest first (times in UTC)</caption>');
    expect(page.body).toContain('<th scope="row"><a href="/operator/orders/EV-1000059">EV-1000059</a></th>');
    expect(page.body).toContain('£10.59');
    expect(page.body).toMatch(/<option value="evans" selected="">/);
    const rows = [...page.body.matchAll(/<th scope="row"><a href="[^"]+">(EV-\d+)<\/a>/g)].map((m) => m[1]);
    expect(rows).toHaveLength(25);
    expect(page.body).not.toContain('rel="prev"');
    const next = /<a class="button button--secondary" href="([^"]+)" rel="next">/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    expect(next).toMatch(/^\/operator\/orders\?site=evans&status=paid&after=\d{20}-\d+$/);
    const older = await browser.get(next);
    expect([...older.body.matchAll(/<th scope="row"><a href="[^"]+">(EV-\d+)<\/a>/g)].map((m) => m[1])).toEqual(['EV-1000013', 'EV-1000011', 'EV-1000008', 'EV-1000007', 'EV-1000004', 'EV-1000002', 'EV-1000001']);
    expect(older.body).toContain('rel="prev"');
  });

  it('says what is wrong with a filter above the form, keeping what was typed, with 400 and no list', async () => {
    const browser = await signedIn();
    const page = await browser.get('/operator/orders?q=12+Baker+Street&from=2026-11-01');
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain('Search by an order number (such as EV-1000123), an email address, a name or a postcode.');
    expect(page.body).toContain('value="12 Baker Street"');
    expect(page.body).toContain('value="2026-11-01"');
    expect(page.body).not.toContain('<table');
  });

  it('lets the API be read with the operator session as well as a key', async () => {
    const browser = await signedIn();
    const res = await browser.request({ method: 'GET', url: '/operator/api/orders?limit=1', headers: { accept: 'application/json' } });
    expect([res.statusCode, res.json<ListAnswer>().orders.map((o) => o.reference)]).toEqual([200, ['EV-1000060']]);
  });

  it('says when no order matches', async () => {
    const browser = await signedIn();
    const page = await browser.get('/operator/orders?q=nobody%40example.com');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('No orders match.');
  });
});
