import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateDemoCatalog } from '../../../../src/adapters/persistence/seed/demo-catalog.js';
import { PRODUCT_URL_MESSAGE, quickBuyStocksHref, quickViewHref } from '../../../../src/adapters/ui-react/parts/tiles/quick-view-links.js';
import type { Product } from '../../../../src/domain/catalog/product.js';
import { sizeLabelIn } from '../../../../src/domain/catalog/sizing-region.js';
import { TEST_PRODUCTS_PER_BRAND, startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

const catalog = generateDemoCatalog({ productsPerBrand: TEST_PRODUCTS_PER_BRAND });
const find = (predicate: (p: Product) => boolean): Product => {
  const product = catalog.products.find(predicate);
  if (!product) throw new Error('no demo product matches');
  return product;
};
const dress = find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => /^\d+$/.test(s.ukSize)) && p.sizes.some((s) => s.unitsInStock === 0));
const voucher = find((p) => p.brand === 'evans' && p.kind === 'evoucher-giftcard');
const otherBrand = find((p) => p.brand === 'pixie' && p.kind === 'apparel');

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 60_000);
afterAll(async () => {
  await sut.close();
});

const get = (url: string) => sut.app.inject({ method: 'GET', url, headers: { 'x-requested-with': 'XMLHttpRequest' } });

describe('GET /product/api/getquickviewproduct', () => {
  test('answers the quick-view fragment: image, name, price, buy grid with every size, link to the product page', async () => {
    const res = await get(`${quickViewHref(`/product/${dress.slug}`)}&site=evans&nolayout=true`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).not.toContain('<html');
    expect(html).toContain('class="quick-view"');
    expect(html).toContain(dress.name);
    expect(html).toContain(`src="${dress.images[0]}"`);
    expect(html).toContain('data-island="BuyGrid"');
    expect(html).toContain('class="buy-grid"');
    expect(html.match(/name="stockId"/g)).toHaveLength(dress.sizes.length);
    expect(html).toContain(`href="/product/${dress.slug}"`);
  });

  test('shows sizes in the asked sizing region', async () => {
    const res = await get(`${quickViewHref(`/product/${dress.slug}`)}&site=evans&sizingRegion=EU`);
    const numeric = dress.sizes.find((s) => /^\d+$/.test(s.ukSize))!;
    expect(res.body).toContain(`>${sizeLabelIn(numeric.ukSize, 'EU')}<`);
    expect(res.body).toContain('Size (EU)');
  });

  test('a gift voucher shows the gift card grid', async () => {
    const res = await get(`${quickViewHref(`/product/${voucher.slug}`)}&site=evans`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-island="GiftCardGrid"');
    expect(res.body).toContain('gift-card-grid');
  });

  test.each([
    ['an absolute URL', `https://evil.example/product/${dress.slug}`],
    ['a protocol-relative URL', `//evil.example/product/${dress.slug}`],
    ['a page that is not a product', '/category/dresses'],
    ['a path escaping the product folder', `/product/../basket`],
    ['a script URL', 'javascript:alert(1)'],
  ])('refuses %s with 400 and a clear message', async (_what, url) => {
    const res = await get(`/product/api/getquickviewproduct?url=${encodeURIComponent(url)}&site=evans`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_INPUT', message: PRODUCT_URL_MESSAGE });
  });

  test('refuses a missing or empty url with 400', async () => {
    for (const query of ['', 'url=&']) {
      const res = await get(`/product/api/getquickviewproduct?${query}site=evans`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'INVALID_INPUT', message: 'Please enter url' });
    }
  });

  test('an unknown product, or one of another brand, is 404', async () => {
    for (const slug of ['no-such-dress-99999', otherBrand.slug]) {
      const res = await get(`${quickViewHref(`/product/${slug}`)}&site=evans`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'We could not find that product.' });
    }
  });
});

describe('GET /product/api/getproductstocksforquickbuy', () => {
  test('answers the sizes with stock id, label in the region and stock level', async () => {
    const res = await get(`${quickBuyStocksHref(dress.id, dress.code)}&sizingRegion=US&site=evans`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ productId: dress.id, productCode: dress.code, productName: dress.name, sizingRegion: 'US', action: '/basket/api/add' });
    expect(body.sizes).toEqual(dress.sizes.map((s) => ({
      stockId: s.stockId,
      ukSize: s.ukSize,
      label: sizeLabelIn(s.ukSize, 'US'),
      stock: s.unitsInStock <= 0 ? 'nostock' : s.unitsInStock <= 3 ? 'lowstock' : 'instock',
    })));
    expect(body.sizes.some((s: { stock: string }) => s.stock === 'nostock')).toBe(true);
  });

  test('UK is the default sizing region', async () => {
    const res = await get(`${quickBuyStocksHref(dress.id, dress.code)}&site=evans`);
    expect(res.json().sizingRegion).toBe('UK');
  });

  test.each([
    ['a productid that is not a number', 'productid=abc&productcode=EV-1', 'Please check productid: it must be a whole number'],
    ['a negative productid', 'productid=-4&productcode=EV-1', 'Please check productid: it must be at least 1'],
    ['a huge productid', 'productid=99999999999&productcode=EV-1', 'Please check productid: it must be at most 2147483647'],
    ['an infinite productid', 'productid=Infinity&productcode=EV-1', 'Please check productid: it must be a number'],
    ['a missing productid', 'productcode=EV-1', 'Please enter productid'],
    ['a missing productcode', 'productid=4', 'Please enter productcode'],
    ['a productcode with markup', 'productid=4&productcode=%3Cb%3E', 'Please check productcode: it is not in the expected format'],
    ['an unknown sizing region', 'productid=4&productcode=EV-1&sizingRegion=XX', 'Please check sizingRegion: it must be one of UK, EU, US, AU'],
  ])('refuses %s with 400 and a clear message', async (_what, query, message) => {
    const res = await get(`/product/api/getproductstocksforquickbuy?${query}&site=evans`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_INPUT', message });
  });

  test('an unknown product, a code that does not match, or another brand\'s product is 404', async () => {
    for (const href of [quickBuyStocksHref(2_000_000, 'EV-2000000'), quickBuyStocksHref(dress.id, 'EV-999999'), quickBuyStocksHref(otherBrand.id, otherBrand.code)]) {
      const res = await get(`${href}&site=evans`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'We could not find that product.' });
    }
  });
});
