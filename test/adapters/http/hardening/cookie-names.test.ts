import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProduct, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

/** `__Host-` cookie names and Secure from the request's protocol behind TRUST_PROXY (ADR 0027). */
let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest({ env: { TRUST_PROXY: 'true' } });
}, 120_000);
afterAll(async () => sut?.close());

const dress = seededProduct((p) => p.brand === 'evans' && p.kind === 'apparel');
const add = `/wishlist/api/add?productId=${dress.id}`;
const PASSWORD = 'Velvet-Harbour-Lantern-2026';

/** A browser whose requests came by HTTPS to the TLS proxy in front of the app. */
function httpsBrowser(): ShopperBrowser {
  const browser = new ShopperBrowser(sut.app, 'evans');
  browser.headers['x-forwarded-proto'] = 'https';
  return browser;
}

/** The Set-Cookie line of `name` in an answer. */
function setCookieLine(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return lines.find((line) => line.startsWith(`${name}=`));
}

describe('cookie names and Secure by protocol', () => {
  it('without TRUST_PROXY a client\'s X-Forwarded-Proto is ignored: plain names, no Secure', async () => {
    const direct = await startStorefrontUnderTest();
    try {
      const browser = new ShopperBrowser(direct.app, 'evans');
      browser.headers['x-forwarded-proto'] = 'https';
      const added = await browser.postApi(add);
      expect(added.statusCode).toBe(200);
      expect(setCookieLine(added, 'sid')).not.toMatch(/Secure/i);
      expect(setCookieLine(added, '__Host-sid')).toBeUndefined();
    } finally {
      await direct.close();
    }
  }, 120_000);

  it('over HTTPS: __Host-sid and __Host-csrf, Secure, Path=/, no Domain; the next request is the same session', async () => {
    const browser = httpsBrowser();
    const layer = await browser.get('/api/user/datalayer');
    const added = await browser.postApi(add, layer.json<{ RequestVerificationToken: string }>().RequestVerificationToken);
    expect(added.statusCode).toBe(200);
    for (const line of [setCookieLine(layer, '__Host-csrf'), setCookieLine(added, '__Host-sid')]) {
      expect(line).toBeDefined();
      expect(line).toMatch(/;\s*Secure/i);
      expect(line).toMatch(/;\s*Path=\/(;|$)/i);
      expect(line).not.toMatch(/Domain=/i);
    }
    expect([...browser.cookies.keys()].sort()).toEqual(['__Host-csrf', '__Host-sid', 'site']);
    expect((await browser.dataLayer()).wishlistCount).toBe(1);
    expect(await browser.wishlistIds()).toEqual([dress.id]);
  });

  it('over plain http: sid and _csrf without Secure', async () => {
    const browser = new ShopperBrowser(sut.app, 'evans');
    const layer = await browser.get('/api/user/datalayer');
    const csrf = setCookieLine(layer, '_csrf');
    expect(csrf).toBeDefined();
    expect(csrf).not.toMatch(/Secure/i);
    const added = await browser.postApi(add);
    expect(added.statusCode).toBe(200);
    const sid = setCookieLine(added, 'sid');
    expect(sid).toBeDefined();
    expect(sid).not.toMatch(/Secure/i);
    expect(setCookieLine(added, '__Host-sid')).toBeUndefined();
    expect((await browser.dataLayer()).wishlistCount).toBe(1);
  });

  it('anti-forgery works on both: a good token passes, a missing or foreign one is refused', async () => {
    for (const browser of [httpsBrowser(), new ShopperBrowser(sut.app, 'evans')]) {
      expect((await browser.postApi(add)).statusCode).toBe(200);
      expect((await browser.postApi(add, null)).statusCode).toBe(403);
      const other = browser.headers['x-forwarded-proto'] ? httpsBrowser() : new ShopperBrowser(sut.app, 'evans');
      const foreign = await other.token();
      const refused = await browser.postApi(add, foreign);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORGERY' });
    }
  });

  it('a secret cookie under the other name still counts, and is moved to the fitting name when renewed', async () => {
    const plain = new ShopperBrowser(sut.app, 'evans');
    const token = await plain.token();
    const secret = plain.cookies.get('_csrf')!;
    // The same browser, now behind HTTPS, still holds the plain-named cookie from before.
    const upgraded = httpsBrowser();
    upgraded.cookies.set('_csrf', secret);
    expect((await upgraded.postApi(add, token)).statusCode).toBe(200);
  });

  it('signing in and out over HTTPS rotates __Host-sid; sign-out clears the anti-forgery secret under both names', async () => {
    const browser = httpsBrowser();
    browser.cookies.set('_csrf', 'stale-plain-copy');
    const email = `cookie-names-${Date.now()}@example.com`;
    expect((await browser.register('Ada Lovelace', email, PASSWORD)).statusCode).toBe(303);
    const signedInSid = browser.cookies.get('__Host-sid');
    expect(signedInSid).toBeDefined();
    expect((await browser.dataLayer()).isShopper).toBe(true);
    const out = await browser.postForm('/account/signout', {});
    expect(out.statusCode).toBe(303);
    expect(setCookieLine(out, '__Host-csrf')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(setCookieLine(out, '_csrf')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(browser.cookies.get('__Host-sid')).not.toBe(signedInSid);
    expect((await browser.dataLayer()).isShopper).toBe(false);
  });
});
