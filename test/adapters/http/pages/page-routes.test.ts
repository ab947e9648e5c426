import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatPrice } from '../../../../src/domain/pricing/format-price.js';
import { findSiteVariant } from '../../../../src/domain/site/site-variants.js';
import { buildPageTestApp, demoCatalog, firstProduct, productNameIn } from './page-test-app.js';

const evans = findSiteVariant('evans')!;
const ycDe = findSiteVariant('yours-clothing-de')!;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildPageTestApp();
});
afterAll(async () => {
  await app.close();
});

/** The `<input>` tag with this name and value, whatever React's attribute order. */
const inputTag = (html: string, name: string, value: string): string =>
  new RegExp(`<input(?=[^>]*name="${name}")(?=[^>]*value="${value}")[^>]*>`).exec(html)?.[0] ?? '';

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('home page', () => {
  test.each([
    ['evans', 'en-GB', 'is-ev region-gb', 'evans'],
    ['yours-clothing-de', 'de-DE', 'is-yc region-de', 'YOURS'],
  ])('%s answers 200 with its language, root classes and logo', async (siteId, lang, classes, logo) => {
    const res = await get(`/?site=${siteId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.startsWith('<!DOCTYPE html><html')).toBe(true);
    expect(res.body).toContain(`<html lang="${lang}" class="${classes}">`);
    expect(res.body).toContain(`<a class="site-logo" href="/">${logo}<`);
    expect(res.body).toContain('<script type="application/json" id="translatable-strings">');
    expect(res.body).toContain('<script type="module" src="/assets/entry-test.js"></script>');
  });

  test('featured prices are formatted for the site (DE: symbol after, comma)', async () => {
    const res = await get('/?site=yours-clothing-de');
    const prices = [...res.body.matchAll(/<span class="price__current">([^<]+)<\/span>/g)].map((m) => m[1]!);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^\d+(,\d{2})? €$/);
  });

  test.each([
    ['a German', 'yours-clothing-de', 'de-DE', 'Nach Kategorie shoppen', 'In den Warenkorb', 'Serverfehler'],
    ['a Swedish', 'yours-clothing-se', 'sv-SE', 'Handla efter kategori', 'Lägg i varukorgen', 'serverfel'],
    ['a Danish', 'yours-clothing-dk', 'da-DK', 'Shop efter kategori', 'Læg i kurv', 'serverfejl'],
    ['a Polish', 'yours-clothing-pl', 'pl-PL', 'Zakupy według kategorii', 'Dodaj do koszyka', 'błąd serwera'],
  ])('%s site sends its page and page strings in its language, not English', async (_name, siteId, lang, heading, addToBag, serverError) => {
    const res = await get(`/?site=${siteId}`);
    expect(res.body).toContain(`<html lang="${lang}"`);
    expect(res.body).toContain(heading);
    expect(res.body).not.toContain('Shop by category');
    const block = JSON.parse(/<script[^>]*id="translatable-strings"[^>]*>([^<]*)<\/script>/.exec(res.body)![1]!) as Record<string, string>;
    expect(block.addToBag).toBe(addToBag);
    expect(block.serverError).toBe(serverError);
  });

  test('a British site is served in English', async () => {
    expect((await get('/?site=yours-clothing')).body).toContain('Shop by category');
  });

  test('the theme stylesheet link carries a version', async () => {
    const res = await get('/?site=evans');
    expect(res.body).toMatch(/<link rel="stylesheet" href="\/theme\/evans\.css\?v=[\w-]{10}"\/>/);
  });

  test('unknown query parameters and their order do not make new cache entries', async () => {
    const first = await get('/category/dresses?site=evans&sort=price-asc&page=1');
    expect(first.statusCode).toBe(200);
    for (const url of ['/category/dresses?site=evans&page=1&sort=price-asc', '/category/dresses?site=evans&sort=price-asc&page=1&utm_source=mail', '/category/dresses?x=9&sort=price-asc&site=evans&page=1']) {
      const again = await get(url);
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag, url).toBe(first.headers.etag);
    }
    expect((await get('/category/dresses?site=evans&sort=price-desc&page=1')).headers.etag).not.toBe(first.headers.etag);
  });

  test('a second request is served from the page cache with the same ETag, and If-None-Match gives 304', async () => {
    const first = await get('/?site=pixie');
    const second = await get('/?site=pixie');
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await get('/?site=pixie', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe('category page', () => {
  test('lists product tiles with sized images, lazy after the first row, and paging', async () => {
    const res = await get('/category/dresses?site=evans');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1 class="page-heading__title">Dresses</h1>');
    const images = [...res.body.matchAll(/<img class="product-tile__image"[^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(4);
    for (const img of images) expect(img).toContain('width="533" height="800"');
    expect(images.slice(0, 4).some((img) => img.includes('loading="lazy"'))).toBe(false);
    expect(images.slice(4).every((img) => img.includes('loading="lazy"'))).toBe(true);
    expect(res.body).toContain('<nav class="breadcrumbs" aria-label="Breadcrumb">');
    expect(res.body).toContain('<form class="filters" aria-label="Filter products" action="/category/dresses" method="get">');
  });

  test('sale prices show the original struck through', async () => {
    const onSale = firstProduct((p) => p.brand === 'evans' && p.categorySlug === 'dresses' && p.salePriceMinor !== null);
    const res = await get('/category/dresses?site=evans&sort=price-asc');
    const tile = res.body.slice(res.body.indexOf(`data-product-id="${onSale.id}"`));
    expect(tile).toContain(`<span class="price__current">${formatPrice(onSale.salePriceMinor!, evans.price)}</span>`);
    expect(tile).toMatch(new RegExp(`<s class="price__original"><span class="visually-hidden">Was </span>${formatPrice(onSale.priceMinor, evans.price).replace('.', '\\.')}</s>`));
  });

  test('filters by colour and size keep the choices checked and count facets', async () => {
    const dress = firstProduct((p) => p.brand === 'evans' && p.categorySlug === 'dresses');
    const res = await get(`/category/dresses?site=evans&colour=${encodeURIComponent(dress.colour)}&size=18&size=20`);
    expect(res.statusCode).toBe(200);
    expect(inputTag(res.body, 'colour', dress.colour)).toContain('checked=""');
    expect(inputTag(res.body, 'size', '18')).toContain('checked=""');
    expect(inputTag(res.body, 'size', '20')).toContain('checked=""');
    expect(inputTag(res.body, 'size', '22')).not.toContain('checked');
    expect(res.body).toMatch(/<span class="filter-option__count">\(\d+\)<\/span>/);
  });

  test('price bounds are in the display currency: every DE price shown is within 30 to 40 €', async () => {
    const res = await get('/category/dresses?site=yours-clothing-de&minPrice=30&maxPrice=40');
    expect(res.statusCode).toBe(200);
    const current = [...res.body.matchAll(/<span class="price__current">([\d,]+) €<\/span>/g)].map((m) => Number(m[1]!.replace(',', '.')));
    expect(current.length).toBeGreaterThan(0);
    for (const amount of current) {
      expect(amount).toBeGreaterThanOrEqual(30);
      expect(amount).toBeLessThanOrEqual(40);
    }
  });

  test('paging links keep the filters and mark the current page', async () => {
    const res = await get('/category/dresses?site=evans&sort=name&page=1');
    const all = demoCatalog.products.filter((p) => p.brand === 'evans' && p.categorySlug === 'dresses');
    if (all.length > 24) {
      expect(res.body).toContain('href="/category/dresses?sort=name&amp;page=2" rel="next"');
    } else {
      expect(res.body).not.toContain('rel="next"');
    }
  });

  test.each([
    ['page=abc', 'Please check page: it must be a whole number'],
    ['page=0', 'Please check page: it must be at least 1'],
    ['page=Infinity', 'Please check page: it must be a number'],
    ['page=-1e309', 'Please check page: it must be a number'],
    ['size=%00', 'Please check size: it holds a character that is not allowed'],
    ['sort=cheapest', 'Please check sort: it must be one of featured, price-asc, price-desc, newest, name'],
    ['minPrice=ten', 'Please check minPrice: it is not in the expected format'],
    ['maxPrice=-5', 'Please check maxPrice: it is not in the expected format'],
    ['minPrice=50&maxPrice=20', 'The minimum price must not be more than the maximum price.'],
  ])('a bad query (%s) answers 400 with a clear message page', async (query, message) => {
    const res = await get(`/category/dresses?site=evans&${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(`<p class="message-page__reason">${message}</p>`);
    expect(res.body).toContain('<h1 class="message-page__title">We could not show that page</h1>');
  });

  test('empty price fields from the filter form are accepted', async () => {
    const res = await get('/category/dresses?site=evans&sort=featured&minPrice=&maxPrice=');
    expect(res.statusCode).toBe(200);
  });

  test('an unknown category answers the 404 page', async () => {
    const res = await get('/category/no-such-thing?site=evans');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Sorry, we could not find that page');
    expect(res.body).toContain('<html lang="en-GB" class="is-ev region-gb">');
  });
});

describe('product page', () => {
  const dress = firstProduct((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.sizes.length > 3);

  test('renders the gallery island, the buy grid and the product-data fields for the DE site', async () => {
    const res = await get(`/product/${dress.slug}?site=yours-clothing-de`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de-DE" class="is-yc region-de">');
    expect(res.body).toContain(`<h1 class="product-page__name">${productNameIn(dress, 'de')}</h1>`);
    expect(res.body).toContain('<div class="island" data-island="ProductGallery">');
    expect(res.body).toContain('<form class="buy-grid" data-product-id');
    expect(res.body).toContain('action="/basket/api/add" method="get"');
    expect(res.body).toContain(`<input type="hidden" name="productId" value="${dress.id}"/>`);
    expect(res.body).toContain('<input type="hidden" id="currency_symbol" name="currency_symbol" value="€"/>');
    expect(res.body).toContain('<input type="hidden" id="currency_rate" name="currency_rate" value="1.17"/>');
    expect(res.body).toContain('<input type="hidden" id="currency_symbol-position" name="currency_symbol-position" value="after"/>');
    expect(res.body).toContain('<input type="hidden" id="currency_separator" name="currency_separator" value=","/>');
    expect(res.body).toContain(formatPrice(dress.salePriceMinor ?? dress.priceMinor, ycDe.price));
  });

  test('sizing region EU relabels the sizes; a bad region answers 400', async () => {
    const numeric = dress.sizes.find((s) => /^\d+$/.test(s.ukSize))!;
    const eu = await get(`/product/${dress.slug}?site=yours-clothing&sizingRegion=EU`);
    expect(eu.statusCode).toBe(200);
    expect(eu.body).toMatch(new RegExp(`data-uk-size="${numeric.ukSize}"[^>]*/><label class="size-option__label" for="[^"]+">${Number(numeric.ukSize) + 28}`));
    expect(eu.body).toContain('<option value="EU" selected="">EU</option>');
    const bad = await get(`/product/${dress.slug}?site=yours-clothing&sizingRegion=JP`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please check sizingRegion: it must be one of UK, EU, US, AU');
  });

  test('a gift voucher gets the gift card grid with prices in the site currency and card types', async () => {
    const voucher = firstProduct((p) => p.brand === 'yours-clothing' && p.kind === 'evoucher-giftcard');
    const res = await get(`/product/${voucher.slug}?site=yours-clothing-de`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<form class="buy-grid gift-card-grid"');
    expect(res.body).not.toContain('name="stockId" value="' + voucher.sizes[0]!.stockId + '" data-stock');
    const first = inputTag(res.body, 'giftCardValue', '11.70');
    expect(first).toContain('data-display-name="11,70 €"');
    expect(first).toContain('checked=""');
    expect(inputTag(res.body, 'giftCardValue', '117')).toContain('data-display-name="117 €"');
    expect(inputTag(res.body, 'price', '11.70')).toContain('type="hidden"');
    for (const type of voucher.giftCard!.cardTypes) expect(inputTag(res.body, 'cardType', type.id)).toContain('type="radio"');
  });

  test('an unknown product answers the 404 page with the brand navigation', async () => {
    const res = await get('/product/not-a-real-product?site=evans');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1 class="message-page__title">Sorry, we could not find that page</h1>');
    expect(res.body).toContain('<nav class="category-nav" aria-label="Categories">');
  });

  test('nolayout=true renders the page body only', async () => {
    const res = await get(`/product/${dress.slug}?site=yours-clothing&nolayout=true`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<html');
    expect(res.body).not.toContain('<header');
    expect(res.body).not.toContain('id="translatable-strings"');
    expect(res.body).toMatch(/^(<link rel="preload" as="image" href="[^"]+"\/>)*<div class="product-page"/);
    expect(res.body).toContain('data-island="ProductGallery"');
  });
});

describe('unknown URLs', () => {
  test('answer the 404 page in the site variant and its language', async () => {
    const res = await get('/no/such/page?site=yours-clothing-de');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="de-DE" class="is-yc region-de">');
    expect(res.body).toContain('Diese Seite konnten wir leider nicht finden');
    expect((await get('/no/such/page?site=yours-clothing')).body).toContain('Sorry, we could not find that page');
  });
});
