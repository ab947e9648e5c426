import Fastify from 'fastify';
import { signerFactory } from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyPageHit } from '../../../../src/adapters/http/page-cache/early-page-hit.js';
import { PageCache } from '../../../../src/adapters/http/page-cache/page-cache.js';
import { CACHED_PAGE } from '../../../../src/adapters/http/pages/page-serving.js';
import { signedSiteCookies } from '../../../../src/adapters/http/plugins/site-variant.plugin.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

const signer = signerFactory('a-test-secret-that-is-long-enough-1234');
/** The `site` cookie as the app writes it for `site` (signed, URL-encoded). */
const signedSite = (site: string) => encodeURIComponent(signer.sign(site));

const html = (site: string) => `<!doctype html><html><body>${site} `.padEnd(3000, 'x') + '</body></html>';

/** A bare app with only the early hook (no cookie parser, no site plugin) and a route that counts its calls. */
async function bareApp() {
  const pageCache = new PageCache({ maxEntries: 10, ttlMs: 60_000 });
  for (const site of ['evans', 'bad-rhino']) await pageCache.getOrRender(`${site} /product/a-dress`, async () => ({ status: 200, html: html(site) }));
  const app = Fastify();
  const handled = { count: 0 };
  app.addHook('onRequest', earlyPageHit({ pageCache, hostTable: { 'www.evans.co.uk': 'evans' }, securityHeaders: { 'x-frame-options': 'SAMEORIGIN' }, siteCookies: signedSiteCookies((v) => signer.sign(v)) }));
  app.get('/product/:slug', { config: CACHED_PAGE }, async () => {
    handled.count++;
    return 'handled';
  });
  app.get('/not-cached', async () => 'plain');
  return { app, handled };
}

describe('a cached page answered in the first hook', () => {
  it('sends the page of the site the host or the signed site cookie names, with no cookie parser or site plugin', async () => {
    const { app, handled } = await bareApp();
    const byHost = await app.inject({ url: '/product/a-dress', headers: { host: 'www.evans.co.uk', 'x-request-id': 'req-12345678' } });
    expect(byHost.body).toBe(html('evans'));
    expect(byHost.headers).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'x-request-id': byHost.headers['x-request-id'] });
    const byCookie = await app.inject({ url: '/product/a-dress?utm_source=x', headers: { host: 'www.evans.co.uk', cookie: `a=1; site=${signedSite('bad-rhino')}` } });
    expect(byCookie.body).toBe(html('bad-rhino'));
    expect(handled.count).toBe(0);
  });

  it('leaves to the normal path: ?site=, a site cookie that is quoted, unsigned or tampered, a miss, another method, an unmarked route', async () => {
    const { app, handled } = await bareApp();
    expect((await app.inject({ url: '/product/a-dress?site=evans', headers: { host: 'www.evans.co.uk' } })).body).toBe('handled');
    expect((await app.inject({ url: '/product/a-dress', headers: { host: 'www.evans.co.uk', cookie: 'site="evans"' } })).body).toBe('handled');
    expect((await app.inject({ url: '/product/a-dress', headers: { host: 'www.evans.co.uk', cookie: 'site=bad-rhino' } })).body).toBe('handled');
    const tampered = signedSite('evans').replace(/^evans/, 'bad-rhino');
    expect((await app.inject({ url: '/product/a-dress', headers: { host: 'www.evans.co.uk', cookie: `site=${tampered}` } })).body).toBe('handled');
    expect((await app.inject({ url: '/product/another', headers: { host: 'www.evans.co.uk' } })).body).toBe('handled');
    expect((await app.inject({ method: 'HEAD', url: '/product/a-dress', headers: { host: 'www.evans.co.uk' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/not-cached' })).body).toBe('plain');
    expect(handled.count).toBe(6);
  });
});

describe('the storefront: a hit answered early carries what a normal answer carries', () => {
  let sut: StorefrontUnderTest;
  beforeAll(async () => {
    sut = await startStorefrontUnderTest();
  }, 120_000);
  afterAll(async () => sut?.close());

  it('has the same headers and body in every encoding as the answer that rendered the page', async () => {
    const { rows } = await sut.db.query<{ slug: string }>("SELECT slug FROM products WHERE brand = 'evans' ORDER BY id LIMIT 3");
    for (const [i, encoding] of ['br', 'gzip', 'identity'].entries()) {
      const url = `/product/${rows[i]!.slug}`;
      const headers = { host: 'evans.localhost', 'accept-encoding': encoding, 'x-request-id': 'request-id-0001' };
      const rendered = await sut.app.inject({ url, headers });
      const early = await sut.app.inject({ url, headers });
      expect(rendered.statusCode).toBe(200);
      const { date: _a, ...normal } = rendered.headers;
      const { date: _b, ...fast } = early.headers;
      expect(fast).toEqual(normal);
      expect(normal).toHaveProperty('content-security-policy');
      expect(early.rawPayload.equals(rendered.rawPayload)).toBe(true);
    }
  });
});
