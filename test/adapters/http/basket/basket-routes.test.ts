import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { addToBag, count, demoProduct, inStock, sessionCookieOf, unitsOf } from './basket-test-app.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 120_000);
afterAll(async () => sut?.close());

const evansDress = inStock('evans');
const size = evansDress.sizes.find((s) => s.unitsInStock >= 5)!;
const soldOut = demoProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock === 0));
const soldOutSize = soldOut.sizes.find((s) => s.unitsInStock === 0)!;
const voucher = demoProduct((p) => p.brand === 'evans' && p.kind === 'evoucher-giftcard');

async function freshBasket(quantity = 1) {
  const response = await addToBag(sut.app, { site: 'evans', productId: evansDress.id, stockId: size.stockId, quantity });
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

describe('GET /basket/api/add', () => {
  it('adds, creates the session on first add and answers the spec fields', async () => {
    const response = await addToBag(sut.app, { site: 'evans', productId: evansDress.id, stockId: size.stockId, quantity: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: `${evansDress.name} added to basket`, hasWarning: false, reason: null, count: 2 });
    expect(typeof body.eventId).toBe('string');
    expect(JSON.parse(body.dataLayer)).toMatchObject({ event: 'add_to_cart', ecommerce: { currency: 'GBP', items: [{ item_id: evansDress.code, quantity: 2 }] } });
    expect(await count(sut.app, sessionCookieOf(response))).toBe(2);
  });

  it('defaults the quantity to 1 and merges repeat adds', async () => {
    const cookie = await freshBasket();
    const again = await addToBag(sut.app, { site: 'evans', productId: evansDress.id, stockId: size.stockId }, cookie);
    expect(again.json()).toMatchObject({ success: true, count: 2 });
  });

  it.each([
    [{ productId: 'abc' }, 400, 'INVALID_INPUT', 'Please check productId: it must be a whole number'],
    [{ quantity: -1 }, 400, 'INVALID_INPUT', 'Please check quantity: it must be at least 1'],
    [{ quantity: 0 }, 400, 'INVALID_INPUT', 'Please check quantity: it must be at least 1'],
    [{ quantity: 1.5 }, 400, 'INVALID_INPUT', 'Please check quantity: it must be a whole number'],
    [{ quantity: 100000000000 }, 400, 'INVALID_INPUT', 'Please check quantity: it must be at most 99'],
    [{ quantity: 'Infinity' }, 400, 'INVALID_INPUT', 'Please check quantity: it must be a number'],
    [{ productId: '-1e309' }, 400, 'INVALID_INPUT', 'Please check productId: it must be a number'],
    [{ stockId: '<script>' }, 400, 'INVALID_INPUT', 'Please check stockId: it is not in the expected format'],
    [{ stockId: 'A\u0000B' }, 400, 'INVALID_INPUT', 'Please check stockId: it is not in the expected format'],
    [{ productId: 999999 }, 404, 'PRODUCT_NOT_FOUND', 'We could not find that product.'],
    [{ stockId: 'NO-SUCH-1' }, 404, 'STOCK_NOT_FOUND', 'That size is not available for this product.'],
  ])('refuses %o with %i and a clear message, changing nothing', async (over, status, code, message) => {
    const cookie = await freshBasket();
    const before = await unitsOf(sut.db, size.stockId);
    const response = await addToBag(sut.app, { site: 'evans', productId: evansDress.id, stockId: size.stockId, ...over }, cookie);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, code, message, reason: code, hasWarning: false, dataLayer: null, eventId: null });
    expect(await count(sut.app, cookie)).toBe(1);
    expect(await unitsOf(sut.db, size.stockId)).toBe(before);
  });

  it('refuses a product id without a stock id', async () => {
    const response = await sut.app.inject({ method: 'GET', url: `/basket/api/add?site=evans&productId=${evansDress.id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_INPUT', message: 'Please enter stockId' });
  });

  it('refuses a sold-out size with the spec message, and more than the stock held', async () => {
    const cookie = await freshBasket();
    const out = await addToBag(sut.app, { site: 'evans', productId: soldOut.id, stockId: soldOutSize.stockId }, cookie);
    expect(out.statusCode).toBe(409);
    expect(out.json()).toMatchObject({ success: false, message: 'This item is out of stock.', reason: 'OUT_OF_STOCK' });
    const tooMany = await addToBag(sut.app, { site: 'evans', productId: evansDress.id, stockId: size.stockId, quantity: size.unitsInStock }, cookie);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Sorry, only ${size.unitsInStock} of this item are available.`);
    expect(await count(sut.app, cookie)).toBe(1);
  });

  it("refuses another brand's product on this site", async () => {
    const pixie = inStock('pixie');
    const response = await addToBag(sut.app, { site: 'evans', productId: pixie.id, stockId: pixie.sizes[0]!.stockId });
    expect(response.statusCode).toBe(404);
  });

  it('adds a gift voucher with valid recipient fields and refuses an amount the product does not offer', async () => {
    const fields = {
      site: 'evans', productId: voucher.id, stockId: voucher.sizes[0]!.stockId, price: '25', cardType: voucher.giftCard!.cardTypes[0]!.id,
      recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Happy birthday',
    };
    const ok = await addToBag(sut.app, fields);
    expect(ok.json()).toMatchObject({ success: true });
    const bad = await addToBag(sut.app, { ...fields, price: '26' }, sessionCookieOf(ok));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'Please choose one of the amounts shown.', reason: 'INVALID_GIFT_VOUCHER' });
    const noEmail = await addToBag(sut.app, { ...fields, recipientEmail: 'nope' }, sessionCookieOf(ok));
    expect(noEmail.statusCode).toBe(400);
    expect(await count(sut.app, sessionCookieOf(ok))).toBe(1);
  });

  it('never exceeds the stock when many adds of the last units race from two sessions and two tabs', async () => {
    const low = demoProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock === 2));
    const lowSize = low.sizes.find((s) => s.unitsInStock === 2)!;
    const first = sessionCookieOf(await addToBag(sut.app, { site: 'evans', productId: evansDress.id, stockId: size.stockId }));
    const second = sessionCookieOf(await addToBag(sut.app, { site: 'evans', productId: evansDress.id, stockId: size.stockId }));
    const attempts = [first, second].flatMap((cookie) =>
      Array.from({ length: 10 }, () => addToBag(sut.app, { site: 'evans', productId: low.id, stockId: lowSize.stockId }, cookie)));
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().message === 'Sorry, only 2 of this item are available.')).toBe(true);
    const { rows } = await sut.db.query<{ owner_key: string; quantity: number }>('SELECT owner_key, quantity FROM basket_lines WHERE stock_id = $1', [lowSize.stockId]);
    expect(rows.map((r) => r.quantity)).toEqual([2, 2]);
    expect(await unitsOf(sut.db, lowSize.stockId)).toBe(2);
  });
});

describe('POST /api/basket/:action/:shoppingBasketId', () => {
  async function lineOf(cookie: string): Promise<string> {
    const { rows } = await sut.db.query<{ id: string }>('SELECT l.id FROM basket_lines l ORDER BY l.last_added_at DESC LIMIT 1');
    expect(cookie).not.toBe('');
    return rows[0]!.id;
  }
  const post = (url: string, cookie: string, contentType = 'application/json', payload = '{}') =>
    sut.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': contentType }, payload });

  it('increases, decreases and deletes with the spec response', async () => {
    const cookie = await freshBasket();
    const id = await lineOf(cookie);
    const up = await post(`/api/basket/increase/${id}?site=evans`, cookie);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ success: true, count: 2, quantity: 2, removed: false });
    expect(JSON.parse(up.json().dataLayer)).toMatchObject({ event: 'add_to_cart' });
    expect((await post(`/api/basket/decrease/${id}?site=evans`, cookie)).json()).toMatchObject({ success: true, count: 1, quantity: 1 });
    const gone = await post(`/api/basket/decrease/${id}?site=evans`, cookie);
    expect(gone.json()).toMatchObject({ success: true, count: 0, removed: true, lineTotal: null, total: '£0' });
    expect(JSON.parse(gone.json().dataLayer)).toMatchObject({ event: 'remove_from_cart' });
    expect((await post(`/api/basket/delete/${id}?site=evans`, cookie)).statusCode).toBe(404);
  });

  it('refuses other content types with 415 (a cross-site form cannot post) and changes nothing', async () => {
    const cookie = await freshBasket();
    const id = await lineOf(cookie);
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await post(`/api/basket/delete/${id}`, cookie, type, 'a=1');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', dataLayer: null });
    }
    expect(await count(sut.app, cookie)).toBe(1);
  });

  it("answers 404 for another shopper's line, a shopper without a session and malformed ids or actions", async () => {
    const owner = await freshBasket();
    const id = await lineOf(owner);
    const stranger = await freshBasket();
    const response = await post(`/api/basket/delete/${id}`, stranger);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'LINE_NOT_FOUND', message: `Basket line ${id} not found` });
    const anonymous = await sut.app.inject({ method: 'POST', url: `/api/basket/delete/${id}`, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(anonymous.statusCode).toBe(404);
    expect((await post('/api/basket/explode/abc', owner)).json()).toMatchObject({ success: false, code: 'INVALID_INPUT', message: 'Please check action: it must be one of delete, increase, decrease' });
    expect((await post(`/api/basket/delete/${encodeURIComponent('a b;c')}`, owner)).statusCode).toBe(400);
    expect(await count(sut.app, owner)).toBe(1);
  });

  it('refuses an increase past the stock with the message', async () => {
    const low = demoProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock === 1));
    const lowSize = low.sizes.find((s) => s.unitsInStock === 1)!;
    const cookie = sessionCookieOf(await addToBag(sut.app, { site: 'evans', productId: low.id, stockId: lowSize.stockId }));
    const id = await lineOf(cookie);
    const response = await post(`/api/basket/increase/${id}?site=evans`, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'OUT_OF_STOCK', message: 'Sorry, only 1 of this item is available.' });
  });
});

describe('quick basket, count, modal, buy grid and basket page', () => {
  it('GET /basket/quickbasket answers the view HTML and count, never cached; the alert and complete the look on evans', async () => {
    const cookie = await freshBasket(2);
    const response = await sut.app.inject({ method: 'GET', url: `/basket/quickbasket?site=evans&productid=${evansDress.id}&c=123`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ view: string; count: number }>();
    expect(body.count).toBe(2);
    expect(body.view).toContain('data-island="QuickBasket"');
    expect(body.view).toContain(evansDress.name.replace(/&/g, '&amp;'));
    expect(body.view).toContain('quick-basket__alert');
    expect(body.view).toContain('complete-the-look');
    const pixie = await sut.app.inject({ method: 'GET', url: `/basket/quickbasket?site=pixie`, headers: { cookie } });
    expect(pixie.json().view).not.toContain('complete-the-look');
  });

  it('a shopper without a session has an empty quick basket and count 0, and no session is created', async () => {
    const view = await sut.app.inject({ method: 'GET', url: '/basket/quickbasket' });
    expect(view.json().count).toBe(0);
    expect(view.cookies).toEqual([]);
    const counted = await sut.app.inject({ method: 'GET', url: '/basket/quickbasket/count' });
    expect(counted.json()).toEqual({ count: 0 });
    expect(counted.headers['cache-control']).toBe('no-store');
    expect((await sut.app.inject({ method: 'GET', url: '/basket/quickbasket?productid=x' })).statusCode).toBe(400);
  });

  it('GET /frontendComponents/api/GetAddToBagModal shows name, size, image and price; no size for gift cards', async () => {
    const cookie = await freshBasket();
    const modal = await sut.app.inject({ method: 'GET', url: `/frontendComponents/api/GetAddToBagModal?site=evans&productId=${evansDress.id}`, headers: { cookie } });
    expect(modal.statusCode).toBe(200);
    expect(modal.body).toContain('add-to-bag-modal__size');
    expect(modal.body).toContain(`Size: ${size.ukSize}`);
    expect(modal.body).toContain(evansDress.images[0]!);
    const gift = await sut.app.inject({ method: 'GET', url: `/frontendComponents/api/GetAddToBagModal?site=evans&productId=${voucher.id}`, headers: { cookie } });
    expect(gift.body).not.toContain('add-to-bag-modal__size');
    expect((await sut.app.inject({ method: 'GET', url: '/frontendComponents/api/GetAddToBagModal?site=evans&productId=999999' })).statusCode).toBe(404);
    expect((await sut.app.inject({ method: 'GET', url: '/frontendComponents/api/GetAddToBagModal?productId=-3' })).statusCode).toBe(400);
  });

  it('GetAddToBagModal names the size just added (stockId) in the shopper sizing region', async () => {
    const cookie = await freshBasket();
    const other = evansDress.sizes.find((s) => s.stockId !== size.stockId && s.unitsInStock > 0 && /^\d+$/.test(s.ukSize))!;
    expect((await addToBag(sut.app, { site: 'evans', productId: evansDress.id, stockId: other.stockId, quantity: 1 }, cookie)).statusCode).toBe(200);
    const url = (query: string) => `/frontendComponents/api/GetAddToBagModal?site=evans&productId=${evansDress.id}&${query}`;
    const inEu = await sut.app.inject({ method: 'GET', url: url(`stockId=${other.stockId}&sizingRegion=EU`), headers: { cookie } });
    expect(inEu.body).toContain(`Size: ${Number(other.ukSize) + 28}`);
    const inUk = await sut.app.inject({ method: 'GET', url: url(`stockId=${size.stockId}`), headers: { cookie } });
    expect(inUk.body).toContain(`Size: ${size.ukSize}`);
    expect((await sut.app.inject({ method: 'GET', url: url('sizingRegion=XX'), headers: { cookie } })).statusCode).toBe(400);
  });

  it('GET /product/api/buygrid renders the grid island for the region', async () => {
    const withNumeric = demoProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => /^\d+$/.test(s.ukSize)));
    const uk = withNumeric.sizes.find((s) => /^\d+$/.test(s.ukSize))!;
    const response = await sut.app.inject({ method: 'GET', url: `/product/api/buygrid?site=evans&productid=${withNumeric.id}&sizingRegion=EU&primaryProductID=${evansDress.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-island="BuyGrid"');
    expect(response.body).toContain('Size (EU)');
    expect(response.body).toContain(`>${Number(uk.ukSize) + 28}<`);
    expect((await sut.app.inject({ method: 'GET', url: `/product/api/buygrid?productid=${withNumeric.id}&sizingRegion=XX` })).statusCode).toBe(400);
    expect((await sut.app.inject({ method: 'GET', url: '/product/api/buygrid?site=evans&productid=999999' })).statusCode).toBe(404);
    const gift = await sut.app.inject({ method: 'GET', url: `/product/api/buygrid?site=evans&productid=${voucher.id}` });
    expect(gift.body).toContain('data-island="GiftCardGrid"');
  });

  it('GET /product/api/buygrid with autoAdd=true renders an auto-add grid that says so; any other autoAdd is refused', async () => {
    const base = `/product/api/buygrid?site=evans&productid=${evansDress.id}&nolayout=true`;
    const plain = await sut.app.inject({ method: 'GET', url: base });
    expect(plain.body).not.toContain('data-auto-add');
    const auto = await sut.app.inject({ method: 'GET', url: `${base}&autoAdd=true` });
    expect(auto.statusCode).toBe(200);
    expect(auto.body).toContain('data-auto-add="true"');
    expect(auto.body).toContain('Choosing a size adds it to your bag.');
    expect((await sut.app.inject({ method: 'GET', url: `${base}&autoAdd=yes` })).statusCode).toBe(400);
  });

  it('GET /basket lists the lines with quantity controls, never cached, and shows a PayPal error', async () => {
    const cookie = await freshBasket();
    const page = await sut.app.inject({ method: 'GET', url: '/basket?site=evans&error=paypal', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('data-basket-page');
    expect(page.body).toContain('data-action="increase"');
    expect(page.body).toContain('An error has occured.');
    expect(page.body).toContain('data-page-module="pages/basket-page"');
    const empty = await sut.app.inject({ method: 'GET', url: '/basket' });
    expect(empty.body).toContain('Your bag is empty.');
    // An empty basket has none of the sections the page's script drives, so it loads none.
    expect(empty.body).not.toContain('data-page-module="pages/basket-page"');
  });

  it('GET /basket?nolayout=true answers the page body alone, like every other page', async () => {
    const cookie = await freshBasket();
    const whole = await sut.app.inject({ method: 'GET', url: '/basket?site=evans', headers: { cookie } });
    const fragment = await sut.app.inject({ method: 'GET', url: '/basket?site=evans&nolayout=true', headers: { cookie } });
    expect(whole.body).toMatch(/^<!DOCTYPE html>/);
    expect(fragment.statusCode).toBe(200);
    expect(fragment.headers['cache-control']).toBe('no-store');
    expect(fragment.body).not.toContain('<html');
    expect(fragment.body).toContain('data-basket-page');
    expect(fragment.body).toContain('data-action="increase"');
  });

  it('cached product pages carry no shopper data: the header count is blank for everyone', async () => {
    const cookie = await freshBasket(3);
    const page = await sut.app.inject({ method: 'GET', url: `/product/${evansDress.slug}?site=evans`, headers: { cookie } });
    expect(page.body).toContain('data-island="BasketButton"');
    expect(page.body).toMatch(/<span class="basket-button__count" data-basket-count="" aria-hidden="true"><\/span>/);
  });
});
