import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProduct, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

/** A refused add to bag or wishlist by a browser without a session stores nothing, not even a session. */
let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 120_000);
afterAll(async () => sut?.close());

const dress = seededProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 2) && p.sizes.some((s) => s.unitsInStock === 0));
const inStock = dress.sizes.find((s) => s.unitsInStock >= 2)!;
const soldOut = dress.sizes.find((s) => s.unitsInStock === 0)!;
const otherBrand = seededProduct((p) => p.brand === 'mandco' && p.kind === 'apparel');
const addToBag = (query: Record<string, string | number>) => `/basket/api/add?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

const rowsOf = async (table: string) => (await sut.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
const stored = async () => ({ sessions: await rowsOf('sessions'), lines: await rowsOf('basket_lines'), wishlist: await rowsOf('wishlist_items') });

describe('a refused add by a browser without a session', () => {
  it('to bag (bad id 400, unknown product 404, out of stock 409, over the stock 409, cross-site 403): no session row, no cookie', async () => {
    const before = await stored();
    const refused: Array<[string, Record<string, string>, number]> = [
      [addToBag({ productId: 'abc', stockId: inStock.stockId }), {}, 400],
      [addToBag({ productId: 987654, stockId: inStock.stockId }), {}, 404],
      [addToBag({ productId: otherBrand.id, stockId: otherBrand.sizes[0]!.stockId }), {}, 404],
      [addToBag({ productId: dress.id, stockId: soldOut.stockId }), {}, 409],
      [addToBag({ productId: dress.id, stockId: inStock.stockId, quantity: inStock.unitsInStock + 1 }), {}, 409],
      [addToBag({ productId: dress.id, stockId: inStock.stockId }), { 'sec-fetch-site': 'cross-site' }, 403],
    ];
    for (const [url, headers, status] of refused) {
      const browser = new ShopperBrowser(sut.app, 'evans');
      const res = await browser.get(url, headers);
      expect(res.statusCode, url).toBe(status);
      expect(browser.cookies.has('sid'), url).toBe(false);
    }
    expect(await stored()).toEqual(before);
    // The same add, allowed, makes the session and the line.
    const browser = new ShopperBrowser(sut.app, 'evans');
    expect((await browser.get(addToBag({ productId: dress.id, stockId: inStock.stockId }))).statusCode).toBe(200);
    expect(browser.cookies.has('sid')).toBe(true);
    expect(await stored()).toEqual({ ...before, sessions: before.sessions + 1, lines: before.lines + 1 });
  });

  it('to the wishlist (bad id 400, unknown product 404, another brand 409, no token 403, cross-site 403): no session row, no cookie', async () => {
    const before = await stored();
    const refused: Array<[string, string | null, Record<string, string>, number]> = [
      ['/wishlist/api/add?productId=abc', 'token', {}, 400],
      ['/wishlist/api/add?productId=987654', 'token', {}, 404],
      [`/wishlist/api/add?productId=${otherBrand.id}`, 'token', {}, 409],
      [`/wishlist/api/add?productId=${dress.id}`, null, {}, 403],
      [`/wishlist/api/add?productId=${dress.id}`, 'token', { 'sec-fetch-site': 'cross-site' }, 403],
    ];
    for (const [url, token, headers, status] of refused) {
      const browser = new ShopperBrowser(sut.app, 'evans');
      const value = token === null ? null : await browser.token();
      const res = await browser.request({ method: 'POST', url, headers: { accept: 'application/json', ...(value === null ? {} : { RequestVerificationToken: value }), ...headers } });
      expect(res.statusCode, url).toBe(status);
      expect(browser.cookies.has('sid'), url).toBe(false);
    }
    expect(await stored()).toEqual(before);
    const browser = new ShopperBrowser(sut.app, 'evans');
    expect((await browser.postApi(`/wishlist/api/add?productId=${dress.id}`)).statusCode).toBe(200);
    expect(browser.cookies.has('sid')).toBe(true);
    expect(await stored()).toEqual({ ...before, sessions: before.sessions + 1, wishlist: before.wishlist + 1 });
  });
});
