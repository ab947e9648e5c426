import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../src/domain/pricing/format-price.js';
import { findSiteVariant } from '../../../../src/domain/site/site-variants.js';
import { seededProduct, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 120_000);
afterAll(async () => sut?.close());

const dress = seededProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock > 0) && p.sizes.some((s) => s.unitsInStock === 0));
const other = seededProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && p.id !== dress.id);
const inStock = dress.sizes.find((s) => s.unitsInStock > 0)!;
const soldOut = dress.sizes.find((s) => s.unitsInStock === 0)!;
const ANTI_FORGERY = /security token is missing or out of date/;

describe('wishlist API', () => {
  it('a shopper without a session has an empty wishlist, never cached', async () => {
    const res = await new ShopperBrowser(sut.app).get('/wishlist/api/get');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ items: [], count: 0 });
  });

  it('adds with the anti-forgery header: success, a dataLayer JSON string, the items and the count', async () => {
    const browser = new ShopperBrowser(sut.app);
    const res = await browser.postApi(`/wishlist/api/add?productId=${dress.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, cachedWishListItems: [{ productID: dress.id }], count: 1 });
    expect(JSON.parse(body.dataLayer)).toMatchObject({
      event: 'add_to_wishlist',
      ecommerce: { currency: 'GBP', items: [{ item_id: dress.code, item_name: dress.name, item_brand: 'Evans', item_category: dress.categorySlug, quantity: 1 }] },
    });
    await browser.postApi(`/wishlist/api/add?productId=${other.id}`);
    await browser.postApi(`/wishlist/api/add?productId=${dress.id}`);
    expect((await browser.get('/wishlist/api/get')).json()).toEqual({ items: [{ productID: other.id }, { productID: dress.id }], count: 2 });
    const deleted = await browser.postApi(`/wishlist/api/delete?productId=${other.id}`);
    expect(deleted.json()).toMatchObject({ success: true, cachedWishListItems: [{ productID: dress.id }], count: 1 });
  });

  it('refuses a change without a token, or with a wrong one, with 403 and changes nothing', async () => {
    const browser = new ShopperBrowser(sut.app);
    await browser.postApi(`/wishlist/api/add?productId=${dress.id}`);
    for (const token of [null, '', 'forged-token', 'abc-def']) {
      const add = await browser.postApi(`/wishlist/api/add?productId=${other.id}`, token);
      expect(add.statusCode).toBe(403);
      expect(add.json().message).toMatch(ANTI_FORGERY);
      const del = await browser.postApi(`/wishlist/api/delete?productId=${dress.id}`, token);
      expect(del.statusCode).toBe(403);
    }
    expect(await browser.wishlistIds()).toEqual([dress.id]);
  });

  it("refuses another browser's token", async () => {
    const mine = new ShopperBrowser(sut.app);
    const theirs = new ShopperBrowser(sut.app);
    await mine.postApi(`/wishlist/api/add?productId=${dress.id}`);
    const res = await mine.postApi(`/wishlist/api/add?productId=${other.id}`, await theirs.token());
    expect(res.statusCode).toBe(403);
    expect(await mine.wishlistIds()).toEqual([dress.id]);
  });

  it('answers an unknown product with 404 and malformed ids with 400, each with a clear message, changing nothing', async () => {
    const browser = new ShopperBrowser(sut.app);
    await browser.postApi(`/wishlist/api/add?productId=${dress.id}`);
    const unknown = await browser.postApi('/wishlist/api/add?productId=987654321');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'PRODUCT_NOT_FOUND', message: 'We could not find that product.' });
    expect((await browser.postApi('/wishlist/api/delete?productId=987654321')).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '0', '1.5', '', '99999999999', `${dress.id}x`]) {
      const res = await browser.postApi(`/wishlist/api/add?productId=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_INPUT', message: expect.stringMatching(/^Please (check|enter) productId/) });
    }
    expect((await browser.postApi('/wishlist/api/delete')).statusCode).toBe(400);
    expect(await browser.wishlistIds()).toEqual([dress.id]);
  });

  it('moves an item to the bag in a size in stock; a sold-out size keeps it on the wishlist', async () => {
    const browser = new ShopperBrowser(sut.app);
    await browser.postApi(`/wishlist/api/add?productId=${dress.id}`);
    const refused = await browser.postApi(`/wishlist/api/move?productId=${dress.id}&stockId=${encodeURIComponent(soldOut.stockId)}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, code: 'BASKET_REFUSED', message: 'This item is out of stock.' });
    expect(await browser.wishlistIds()).toEqual([dress.id]);
    const noSize = await browser.postApi(`/wishlist/api/move?productId=${dress.id}`);
    expect(noSize.json()).toEqual({ success: false, code: 'INVALID_INPUT', message: 'Please enter stockId' });
    const moved = await browser.postApi(`/wishlist/api/move?productId=${dress.id}&stockId=${encodeURIComponent(inStock.stockId)}`);
    expect(moved.json()).toMatchObject({ success: true, cachedWishListItems: [], count: 0 });
    expect(await browser.dataLayer()).toMatchObject({ basketCount: 1, wishlistCount: 0 });
  });
});

describe('wishlist page', () => {
  it('lists each item with its image, name, price for the site, sizes, move and remove forms', async () => {
    const browser = new ShopperBrowser(sut.app, 'evans');
    await browser.postApi(`/wishlist/api/add?productId=${dress.id}`);
    const res = await browser.get('/wishlist');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain(dress.name);
    expect(html).toContain(formatPrice(dress.salePriceMinor ?? dress.priceMinor, findSiteVariant('evans')!.price));
    expect(html).toContain('<img class="wishlist-item__image"');
    for (const size of dress.sizes) expect(html).toContain(`value="${size.stockId}"`);
    expect(html).toMatch(/<form class="wishlist-item__move" action="\/wishlist\/move" method="post">/);
    expect(html).toMatch(/<form class="wishlist-item__remove" action="\/wishlist\/remove" method="post">/);
    expect(html).toMatch(/<input type="hidden" name="RequestVerificationToken" value="[^"]+"/);
    expect(html).toContain('<p class="price-notice" data-price-notice="vat-included">');
  });

  it('an empty wishlist says so, with no price notice', async () => {
    const res = await new ShopperBrowser(sut.app).get('/wishlist');
    expect(res.body).toContain('Your wishlist is empty.');
    expect(res.body).not.toContain('class="price-notice"');
  });

  it('plain forms remove and move with the hidden token, then redirect (303) back to the page', async () => {
    const browser = new ShopperBrowser(sut.app);
    await browser.postApi(`/wishlist/api/add?productId=${dress.id}`);
    await browser.postApi(`/wishlist/api/add?productId=${other.id}`);
    const removed = await browser.postForm('/wishlist/remove', { productId: String(other.id) });
    expect(removed.statusCode).toBe(303);
    expect(removed.headers.location).toBe('/wishlist?done=removed');
    expect((await browser.get('/wishlist?done=removed')).body).toContain('The item was removed from your wishlist.');
    const moved = await browser.postForm('/wishlist/move', { productId: String(dress.id), stockId: inStock.stockId });
    expect(moved.statusCode).toBe(303);
    expect(await browser.wishlistIds()).toEqual([]);
    expect((await browser.dataLayer()).basketCount).toBe(1);
  });

  it('a plain form without the token is refused with a 403 page and changes nothing', async () => {
    const browser = new ShopperBrowser(sut.app);
    await browser.postApi(`/wishlist/api/add?productId=${dress.id}`);
    const res = await browser.postForm('/wishlist/remove', { productId: String(dress.id) }, false);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(ANTI_FORGERY);
    expect(await browser.wishlistIds()).toEqual([dress.id]);
  });

  it('a move without a size re-renders the page with the message', async () => {
    const browser = new ShopperBrowser(sut.app);
    await browser.postApi(`/wishlist/api/add?productId=${dress.id}`);
    const res = await browser.postForm('/wishlist/move', { productId: String(dress.id) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please select a size.');
    const bad = await browser.postForm('/wishlist/move', { productId: 'nope', stockId: inStock.stockId });
    expect(bad.statusCode).toBe(400);
    expect(await browser.wishlistIds()).toEqual([dress.id]);
  });
});
