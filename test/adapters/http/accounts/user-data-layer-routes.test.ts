import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 120_000);
afterAll(async () => sut?.close());

describe('GET /api/user/datalayer', () => {
  it('tells a guest without a session, with zero counts, a fresh token and no caching', async () => {
    const res = await new ShopperBrowser(sut.app).get('/api/user/datalayer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({ isShopper: false, basketCount: 0, wishlistCount: 0, RequestVerificationToken: expect.any(String) });
    expect(body.RequestVerificationToken.length).toBeGreaterThan(20);
    expect(res.cookies.map((c) => c.name)).toContain('_csrf');
    expect(res.cookies.map((c) => c.name)).not.toContain('sid');
  });

  it('the token it gives works for a change; each call gives a fresh one', async () => {
    const browser = new ShopperBrowser(sut.app);
    const first = await browser.token();
    const second = await browser.token();
    expect(first).not.toBe(second);
    const res = await browser.postApi('/wishlist/api/add?productId=1', first);
    expect(res.statusCode).not.toBe(403);
  });

  it('catalog pages stay free of shopper data: the Layout only points at the data layer', async () => {
    const browser = new ShopperBrowser(sut.app);
    await browser.register('Ada Lovelace', `ada.layer.${Date.now()}@example.com`, 'correct horse battery');
    const home = await browser.get('/');
    expect(home.body).toContain('<div id="user-datalayer" data-url="/api/user/datalayer" hidden=""></div>');
    expect(home.body).toContain('<input type="hidden" id="RequestVerificationToken" name="RequestVerificationToken" value=""/>');
    expect(home.body).not.toContain('Ada Lovelace');
    expect(home.body).toContain('>Sign in</a>');
  });
});
