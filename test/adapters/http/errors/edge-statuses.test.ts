import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { ShopperBrowser } from '../../../support/shopper-browser.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 60_000);
afterAll(async () => {
  await sut?.close();
});

const json = { 'content-type': 'application/json', accept: 'application/json' };
const SECURITY_HEADERS = [
  'content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy',
  'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'permissions-policy',
];

describe('statuses the edge answers itself, each with its own code', () => {
  it('a Host header naming an Object.prototype key is an unknown host, not a 500', async () => {
    for (const host of ['constructor', '__proto__', 'toString']) {
      const res = await sut.app.inject({ method: 'GET', url: '/healthz', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect((await sut.app.inject({ method: 'GET', url: '/', headers: { host } })).statusCode, host).toBe(200);
    }
  });

  it('a wrong method on a known path is 405 with Allow, an unknown path 404', async () => {
    const wrong = await sut.app.inject({ method: 'DELETE', url: '/basket', headers: json });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
    expect(wrong.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'This address does not accept DELETE requests.' });
    expect((await sut.app.inject({ method: 'GET', url: '/api/basket/increase/abc' })).headers.allow).toBe('POST');
    expect((await sut.app.inject({ method: 'PUT', url: '/product/black-dress' })).statusCode).toBe(405);
    expect((await sut.app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
    expect((await sut.app.inject({ method: 'GET', url: '/images/giftcards/not!valid.svg' })).statusCode).toBe(404);
    expect((await sut.app.inject({ method: 'GET', url: '/theme/icons/no-such-site.svg' })).statusCode).toBe(404);
  });

  it('a path parameter too long is 414 without echoing the URL or an internal code', async () => {
    const res = await sut.app.inject({ method: 'GET', url: `/product/${'a'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 'URI_TOO_LONG', message: 'The address is too long.' });
  });

  it('a URL the router refuses (414, malformed 400) carries the security headers every other answer carries', async () => {
    const securityHeadersOf = (headers: Record<string, unknown>) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));
    const usual = securityHeadersOf((await sut.app.inject({ method: 'GET', url: '/no/such/page' })).headers);
    expect(usual['content-security-policy']).toContain("default-src 'self'");
    for (const name of SECURITY_HEADERS) expect(usual[name], name).toEqual(expect.any(String));
    for (const [url, status] of [[`/product/${'a'.repeat(300)}`, 414], ['/product/%E0%A4%A', 400]] as const) {
      const res = await sut.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(securityHeadersOf(res.headers), url).toEqual(usual);
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('a missing anti-forgery token is 403 FORGERY, not "Bad Request"', async () => {
    const browser = new ShopperBrowser(sut.app);
    const res = await browser.request({ method: 'POST', url: '/wishlist/api/add?productId=1', headers: json, payload: '{}' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORGERY' });
  });

  it('a body over the limit is 413, another content type 415, a malformed or empty JSON body 400 in the route shape', async () => {
    const big = await sut.app.inject({ method: 'POST', url: '/product/api/notify', headers: json, payload: `{"email":"${'a'.repeat(300_000)}"}` });
    expect([big.statusCode, big.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const form = await sut.app.inject({ method: 'POST', url: '/product/api/notify', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect([form.statusCode, form.json()]).toEqual([415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send this request as JSON (Content-Type: application/json).' }]);
    for (const payload of ['', '{', '{"a":1}{"b":2}']) {
      const res = await sut.app.inject({ method: 'POST', url: '/api/basket/increase/abc', headers: json, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_INPUT', dataLayer: null });
    }
  });

  it('NUL never reaches the database: 400 naming the field', async () => {
    for (const url of ['/product/nope%00', '/category/dresses%00', '/category/dresses?size=%00']) {
      expect((await sut.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })).statusCode, url).toBe(400);
    }
    const res = await sut.app.inject({ method: 'GET', url: '/basket/api/add?productId=1&stockId=A&recipientName=%00', headers: json });
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'Please check recipientName: it holds a character that is not allowed' });
  });
});
