import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProduct, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

/** Each site is its own shop (ADR 0026): one browser session, a basket and a wishlist per site. */
let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 120_000);
afterAll(async () => sut?.close());

const inStockOf = (brand: string) => seededProduct((p) => p.brand === brand && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock > 1));
const evansDress = inStockOf('evans');
const mandcoDress = inStockOf('mandco');
const sizeOf = (p: typeof evansDress) => p.sizes.find((s) => s.unitsInStock > 1)!;

describe('baskets and wishlists scoped to the site', () => {
  it('an Evans basket does not show on the M&Co site with the same session: the M&Co basket is empty and counts 0', async () => {
    const browser = new ShopperBrowser(sut.app, 'evans');
    const added = await browser.get(`/basket/api/add?productId=${evansDress.id}&stockId=${encodeURIComponent(sizeOf(evansDress).stockId)}&quantity=2`);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ success: true, count: 2 });
    expect((await browser.dataLayer()).basketCount).toBe(2);

    browser.useSite('mandco');
    expect((await browser.dataLayer()).basketCount).toBe(0);
    const page = await browser.get('/basket');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your bag is empty.');
    expect(page.body).not.toContain(evansDress.name);

    const mandcoAdd = await browser.get(`/basket/api/add?productId=${mandcoDress.id}&stockId=${encodeURIComponent(sizeOf(mandcoDress).stockId)}&quantity=1`);
    expect(mandcoAdd.json()).toMatchObject({ success: true, count: 1 });

    browser.useSite('evans');
    expect((await browser.dataLayer()).basketCount).toBe(2);
    const evansPage = await browser.get('/basket');
    expect(evansPage.body).toContain(evansDress.name);
    expect(evansPage.body).not.toContain(mandcoDress.name);
  });

  it('the wishlist refuses a product of another brand with 409 PRODUCT_OF_ANOTHER_SITE and keeps nothing', async () => {
    const browser = new ShopperBrowser(sut.app, 'evans');
    const refused = await browser.postApi(`/wishlist/api/add?productId=${mandcoDress.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'PRODUCT_OF_ANOTHER_SITE', message: `Product ${mandcoDress.id} is sold on another of our shops, not on this one.` });
    expect(await browser.wishlistIds()).toEqual([]);
  });

  it('a wishlist item added on Evans is not on the M&Co wishlist of the same session', async () => {
    const browser = new ShopperBrowser(sut.app, 'evans');
    expect((await browser.postApi(`/wishlist/api/add?productId=${evansDress.id}`)).statusCode).toBe(200);
    browser.useSite('mandco');
    expect(await browser.wishlistIds()).toEqual([]);
    expect((await browser.dataLayer()).wishlistCount).toBe(0);
    browser.useSite('evans');
    expect(await browser.wishlistIds()).toEqual([evansDress.id]);
  });

  it('a guest who filled an Evans basket and wishlist, then signs in on M&Co, keeps them on Evans and M&Co alike', async () => {
    const browser = new ShopperBrowser(sut.app, 'evans');
    expect((await browser.get(`/basket/api/add?productId=${evansDress.id}&stockId=${encodeURIComponent(sizeOf(evansDress).stockId)}&quantity=2`)).statusCode).toBe(200);
    expect((await browser.postApi(`/wishlist/api/add?productId=${evansDress.id}`)).statusCode).toBe(200);
    browser.useSite('mandco');
    expect((await browser.get(`/basket/api/add?productId=${mandcoDress.id}&stockId=${encodeURIComponent(sizeOf(mandcoDress).stockId)}&quantity=1`)).statusCode).toBe(200);
    const email = `every-site-${Date.now()}@example.com`;
    expect((await browser.register('Ada Lovelace', email, 'Velvet-Harbour-Lantern-2026')).statusCode).toBe(303);
    expect(await browser.dataLayer()).toMatchObject({ isShopper: true, basketCount: 1, wishlistCount: 0 });
    browser.useSite('evans');
    expect(await browser.dataLayer()).toMatchObject({ isShopper: true, basketCount: 2, wishlistCount: 1 });
    expect(await browser.wishlistIds()).toEqual([evansDress.id]);
    // On another device, signed in to the same account, the Evans basket is there too.
    const laptop = new ShopperBrowser(sut.app, 'evans');
    expect((await laptop.signIn(email, 'Velvet-Harbour-Lantern-2026')).statusCode).toBe(303);
    expect(await laptop.dataLayer()).toMatchObject({ basketCount: 2, wishlistCount: 1 });
  });
});
