import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCrossSite } from '../../../../src/adapters/http/plugins/same-site.plugin.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { addToBag, count, inStock, sessionCookieOf } from '../basket/basket-test-app.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 120_000);
afterAll(async () => sut?.close());

const dress = inStock('evans');
const size = dress.sizes.find((s) => s.unitsInStock >= 5)!;
const addQuery = { site: 'evans', productId: dress.id, stockId: size.stockId, quantity: 1 };
const addUrl = `/basket/api/add?${new URLSearchParams(Object.entries(addQuery).map(([k, v]) => [k, String(v)]))}`;

async function shopperWithOneLine(): Promise<string> {
  const added = await addToBag(sut.app, addQuery);
  expect(added.statusCode).toBe(200);
  return sessionCookieOf(added);
}

describe('isCrossSite', () => {
  it('believes Sec-Fetch-Site, else compares Origin with the host; no header means no browser', () => {
    expect(isCrossSite({ headers: { 'sec-fetch-site': 'cross-site', host: 'shop.test' } })).toBe(true);
    for (const site of ['same-origin', 'same-site', 'none']) expect(isCrossSite({ headers: { 'sec-fetch-site': site, host: 'shop.test' } })).toBe(false);
    expect(isCrossSite({ headers: { origin: 'https://evil.example', host: 'shop.test' } })).toBe(true);
    expect(isCrossSite({ headers: { origin: 'null', host: 'shop.test' } })).toBe(true);
    expect(isCrossSite({ headers: { origin: 'https://shop.test', host: 'shop.test' } })).toBe(false);
    expect(isCrossSite({ headers: { host: 'shop.test' } })).toBe(false);
  });
});

describe('state-changing routes refuse other sites', () => {
  it('GET /basket/api/add from another site is 403 CROSS_SITE in the add-to-bag shape and adds nothing', async () => {
    const cookie = await shopperWithOneLine();
    const refused = await sut.app.inject({ method: 'GET', url: addUrl, headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'CROSS_SITE', message: expect.stringContaining('another website') });
    const fromOrigin = await sut.app.inject({ method: 'GET', url: addUrl, headers: { cookie, origin: 'https://evil.example' } });
    expect(fromOrigin.statusCode).toBe(403);
    expect(await count(sut.app, cookie)).toBe(1);
    const ours = await sut.app.inject({ method: 'GET', url: addUrl, headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(ours.statusCode).toBe(200);
    expect(await count(sut.app, cookie)).toBe(2);
  });

  it('HEAD never adds: 405 with Allow: GET', async () => {
    const cookie = await shopperWithOneLine();
    const head = await sut.app.inject({ method: 'HEAD', url: addUrl, headers: { cookie } });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe('GET');
    expect(await count(sut.app, cookie)).toBe(1);
  });

  it('quantity changes with a foreign Origin are refused and change nothing', async () => {
    const cookie = await shopperWithOneLine();
    const { rows } = await sut.db.query<{ id: string }>('SELECT id FROM basket_lines ORDER BY last_added_at DESC LIMIT 1');
    const url = `/api/basket/increase/${rows[0]!.id}?site=evans`;
    const headers = { cookie, 'content-type': 'application/json' };
    const refused = await sut.app.inject({ method: 'POST', url, headers: { ...headers, origin: 'https://evil.example' }, payload: '{}' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'CROSS_SITE' });
    expect(await count(sut.app, cookie)).toBe(1);
    const ours = await sut.app.inject({ method: 'POST', url, headers: { ...headers, origin: 'http://localhost:80', host: 'localhost:80' }, payload: '{}' });
    expect(ours.statusCode).toBe(200);
    expect(await count(sut.app, cookie)).toBe(2);
  });

  it('pages and other reads are not affected', async () => {
    const page = await sut.app.inject({ method: 'GET', url: '/?site=evans', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(page.statusCode).toBe(200);
  });
});

describe('the payment webhook is the one route left to its own authentication', () => {
  it('only routes marked signedByProvider skip the check: every other POST is guarded', async () => {
    const { default: Fastify } = await import('fastify');
    const { sameSitePlugin } = await import('../../../../src/adapters/http/plugins/same-site.plugin.js');
    const app = Fastify();
    await app.register(sameSitePlugin);
    app.post('/hook', { config: { signedByProvider: true } }, async () => 'ok');
    app.post('/change', async () => 'ok');
    const crossSite = { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' };
    expect((await app.inject({ method: 'POST', url: '/hook', headers: crossSite, payload: '{}' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/change', headers: crossSite, payload: '{}' })).statusCode).toBe(403);
    await app.close();
  });
});
