import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../support/storefront-under-test.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 120_000);
afterAll(async () => sut?.close());

const get = (url: string, headers: Record<string, string> = {}) => sut.app.inject({ method: 'GET', url, headers });

describe('the composed storefront', () => {
  it('serves the home page with a strict CSP and security headers', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const generated = await get('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await get('/healthz', { 'x-request-id': 'lb-trace-12345678' });
    expect(kept.headers['x-request-id']).toBe('lb-trace-12345678');
    const refused = await get('/healthz', { 'x-request-id': 'bad id with spaces' });
    expect(refused.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('compresses pages with brotli or gzip as the browser asks', async () => {
    const plain = await get('/?site=evans');
    const br = await get('/?site=evans', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/?site=evans', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('answers a repeat visit with 304 when the page has not changed', async () => {
    const first = await get('/?site=evans');
    const again = await get('/?site=evans', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('remembers a ?site= choice in a signed HttpOnly cookie', async () => {
    const res = await get('/?site=mandco-ie');
    const cookie = res.cookies.find((c) => c.name === 'site');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(sut.app.unsignCookie(cookie!.value).value).toBe('mandco-ie');
    const next = await sut.app.inject({ url: '/', cookies: { site: cookie!.value } });
    expect(next.body).toContain('class="is-mc region-ie"');
  });

  it('reports health and readiness with the database', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/readyz')).json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('renders a 404 page for unknown pages and products', async () => {
    for (const url of ['/no/such/page', '/product/no-such-product', '/category/no-such-category']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<h1');
    }
  });

  it('answers bad listing input with 400 and a message naming the field', async () => {
    const res = await get('/category/dresses?page=-2', { accept: 'text/html' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('page');
  });

  it('serves the client bundle with immutable caching', async () => {
    const home = await get('/');
    const script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script).toBeDefined();
    const res = await get(script!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
