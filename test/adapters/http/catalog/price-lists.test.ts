import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePriceLists } from '../../../../src/adapters/persistence/sql-catalog-prices.js';
import { formatMoney, sitePrice } from '../../../../src/domain/pricing/format-price.js';
import { findSiteVariant } from '../../../../src/domain/site/site-variants.js';
import { card, initiate, shopperWithBasket } from '../checkout/checkout-test-kit.js';
import { seededCatalog, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

const DAY = 86_400_000;
const de = findSiteVariant('yours-clothing-de')!;
let sut: StorefrontUnderTest;
let dataDir: string;

/** The product shopperWithBasket puts in a yours-clothing basket (its first pick). */
const product = seededCatalog.products
  .filter((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 3))[0]!;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'price-lists-http-'));
  sut = await startStorefrontUnderTest({ env: { DATA_DIR: dataDir, PAYMENTS_SANDBOX_HMAC_KEY: 'ab'.repeat(32), PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '600000' } });
  // Before any request reads the product (the catalog cache): €49.99 for 40 days, then on sale at €39.99 for 5.
  const now = Date.now();
  const regular = { currency: 'EUR', priceMinor: 4999, salePriceMinor: null, saleStartsAt: null, saleEndsAt: null };
  await writePriceLists(sut.db, [{ productId: product.id, prices: [regular] }], new Date(now - 40 * DAY));
  await writePriceLists(sut.db, [{ productId: product.id, prices: [{ ...regular, salePriceMinor: 3999 }] }], new Date(now - 5 * DAY));
}, 120_000);
afterAll(async () => {
  await sut?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('price lists through the app', () => {
  it('the DE product page shows the EUR list price, its price before and the lowest price of the 30 days before the reduction', async () => {
    const page = await new ShopperBrowser(sut.app, 'yours-clothing-de').get(`/product/${product.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<span class="price__current">39,99 €</span>');
    expect(page.body).toContain('49,99 €</s>');
    expect(page.body).toContain('Niedrigster Preis der letzten 30 Tage: 49,99 €');
  });

  it('a seeded sale product on the DE site: its lowest prior price from the seed\'s GBP history converted as the price is, and the VAT notice', async () => {
    const onSale = (deeper: boolean) => seededCatalog.products.find((p) => p.brand === 'yours-clothing' && p.kind === 'apparel'
      && p.salePriceMinor !== null && p.id !== product.id && (p.id % 4 === 0) === deeper)!;
    const shown = (gbpMinor: number) => formatMoney(sitePrice(gbpMinor, de.price), de.price);
    const browser = new ShopperBrowser(sut.app, 'yours-clothing-de');
    for (const [sale, lowest] of [[onSale(false), onSale(false).priceMinor], [onSale(true), onSale(true).salePriceMinor! - 100]] as const) {
      const page = await browser.get(`/product/${sale.slug}`);
      expect(page.body).toContain(`<span class="price__current">${shown(sale.salePriceMinor!)}</span>`);
      expect(page.body).toContain(`Niedrigster Preis der letzten 30 Tage: ${shown(lowest)}`);
      expect(page.body).toContain('<p class="price-notice" data-price-notice="vat-included">Preise inkl. MwSt., zzgl. <a href="/help/delivery">Versandkosten</a></p>');
    }
  });

  it('a DE category listing: the lowest prior price on each reduced tile, and the VAT notice once under the grid', async () => {
    const category = seededCatalog.products.find((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.salePriceMinor !== null)!.categorySlug;
    const page = await new ShopperBrowser(sut.app, 'yours-clothing-de').get(`/category/${category}`);
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/class="price-notice"/g)).toHaveLength(1);
    const tiles = [...page.body.matchAll(/<li class="product-tile" data-product-id="(\d+)"[\s\S]*?<\/li>/g)];
    const reduced = tiles.filter(([tile]) => tile.includes('price--sale'));
    expect(reduced.length).toBeGreaterThan(0);
    for (const [tile, id] of reduced) {
      const seeded = seededCatalog.products.find((p) => p.id === Number(id))!;
      const lowest = seeded.id % 4 === 0 ? seeded.salePriceMinor! - 100 : seeded.priceMinor;
      expect(tile).toContain(`<p class="product-tile__prior-price">Niedrigster Preis der letzten 30 Tage: ${formatMoney(sitePrice(lowest, de.price), de.price)}</p>`);
    }
    expect(tiles.filter(([tile]) => tile.includes('product-tile__prior-price'))).toHaveLength(reduced.length);
  });

  it('a DE search: the lowest prior price on each reduced hit', async () => {
    const sale = seededCatalog.products.find((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.salePriceMinor !== null && p.id !== product.id)!;
    const page = await new ShopperBrowser(sut.app, 'yours-clothing-de').get(`/search?q=${encodeURIComponent(sale.name)}`);
    expect(page.statusCode).toBe(200);
    const tile = [...page.body.matchAll(/<li class="product-tile" data-product-id="(\d+)"[\s\S]*?<\/li>/g)].find(([, id]) => Number(id) === sale.id)?.[0];
    const lowest = sale.id % 4 === 0 ? sale.salePriceMinor! - 100 : sale.priceMinor;
    expect(tile).toContain(`<p class="product-tile__prior-price">Niedrigster Preis der letzten 30 Tage: ${formatMoney(sitePrice(lowest, de.price), de.price)}</p>`);
    expect(page.body.match(/class="price-notice"/g)).toHaveLength(1);
  });

  it('the UK site, with no GBP list, keeps the GBP base and shows no prior price line', async () => {
    const page = await new ShopperBrowser(sut.app, 'yours-clothing').get(`/product/${product.slug}`);
    expect(page.body).toContain(`<span class="price__current">£${(product.salePriceMinor ?? product.priceMinor) / 100}`);
    expect(page.body).not.toContain('product-page__prior-price');
  });

  it('a basket on the DE site charges the EUR list price, and the order placed charges what the basket showed', async () => {
    const { browser, productId } = await shopperWithBasket(sut, { site: 'yours-clothing-de', brand: 'yours-clothing', country: 'DE', quantity: 2 });
    expect(productId).toBe(product.id);
    const basket = await browser.get('/basket/quickbasket');
    expect(basket.body).toContain('39,99 €');
    const paid = await initiate(browser, card('4111111111111111'));
    expect(paid.statusCode).toBe(200);
    const reference: string = paid.json().merchantReference;
    const { rows: [order] } = await sut.db.query<{ id: string; currency: string; total_minor: number; delivery_minor: number }>(
      `SELECT id, currency, total_minor, (snapshot->'deliveryPrice'->>'amountMinor')::int AS delivery_minor FROM orders WHERE reference = $1`, [reference]);
    const { rows: lines } = await sut.db.query<{ unit_price_minor: number; line_total_minor: number }>(
      'SELECT unit_price_minor, line_total_minor FROM order_lines WHERE order_id = $1', [order!.id]);
    expect(lines).toEqual([{ unit_price_minor: 3999, line_total_minor: 7998 }]);
    expect(order!.currency).toBe('EUR');
    expect(order!.total_minor).toBe(7998 + order!.delivery_minor);
  });
});

describe('the price notices and lowest prior prices beyond the product page and listings', () => {
  const onSaleSeeded = seededCatalog.products.filter((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.salePriceMinor !== null && p.id !== product.id);
  const shownLowest = (id: number) => {
    // The product whose EUR list the first describe wrote: €49.99 before its sale.
    if (id === product.id) return '49,99 €';
    const seeded = seededCatalog.products.find((p) => p.id === id)!;
    return formatMoney(sitePrice(seeded.id % 4 === 0 ? seeded.salePriceMinor! - 100 : seeded.priceMinor, de.price), de.price);
  };
  const VAT_NOTICE = '<p class="price-notice" data-price-notice="vat-included">Preise inkl. MwSt., zzgl. <a href="/help/delivery">Versandkosten</a></p>';

  it('the DE home page: the lowest prior price on each reduced featured tile, and the VAT notice once', async () => {
    const page = await new ShopperBrowser(sut.app, 'yours-clothing-de').get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/class="price-notice"/g)).toHaveLength(1);
    expect(page.body).toContain(VAT_NOTICE);
    const tiles = [...page.body.matchAll(/<li class="product-tile" data-product-id="(\d+)"[\s\S]*?<\/li>/g)];
    const reduced = tiles.filter(([tile]) => tile.includes('price--sale'));
    expect(reduced.length).toBeGreaterThan(0);
    for (const [tile, id] of reduced) {
      expect(tile).toContain(`<p class="product-tile__prior-price">Niedrigster Preis der letzten 30 Tage: ${shownLowest(Number(id))}</p>`);
    }
    expect(tiles.filter(([tile]) => tile.includes('product-tile__prior-price'))).toHaveLength(reduced.length);
  });

  it('the DE quick view of a reduced product: its lowest prior price and the VAT notice; the UK one neither line but its VAT notice', async () => {
    const sale = onSaleSeeded[0]!;
    const url = `/product/api/getquickviewproduct?url=${encodeURIComponent(`/product/${sale.slug}`)}`;
    const fragment = await new ShopperBrowser(sut.app, 'yours-clothing-de').get(url);
    expect(fragment.statusCode).toBe(200);
    expect(fragment.body).toContain(`<p class="quick-view__prior-price">Niedrigster Preis der letzten 30 Tage: ${shownLowest(sale.id)}</p>`);
    expect(fragment.body).toContain(VAT_NOTICE);
    const uk = await new ShopperBrowser(sut.app, 'yours-clothing').get(url);
    expect(uk.body).not.toContain('quick-view__prior-price');
    expect(uk.body).toContain('data-price-notice="vat-included"');
  });

  it('the DE related products: the lowest prior price on each reduced slide, from one read', async () => {
    // Products of the same category as the one whose EUR list is on sale, so it is among their related products.
    const sources = seededCatalog.products.filter((p) => p.brand === 'yours-clothing' && p.categorySlug === product.categorySlug && p.id !== product.id)
      .slice(0, 4).map((p) => p.id).join(',');
    const fragment = await new ShopperBrowser(sut.app, 'yours-clothing-de').get(`/recommendations/related?productIds=${sources}&nolayout=true`);
    expect(fragment.statusCode).toBe(200);
    const slides = [...fragment.body.matchAll(/<div class="related-carousel__slide"[^>]*data-object-id="(\d+)"[\s\S]*?(?=<div class="related-carousel__slide"|<\/div><\/div><div class="related-carousel__controls")/g)];
    expect(slides.length).toBeGreaterThan(0);
    const reduced = slides.filter(([slide]) => slide.includes('price--sale'));
    expect(reduced.map(([, id]) => Number(id))).toContain(product.id);
    for (const [slide, id] of reduced) {
      expect(slide).toContain(`<p class="related-carousel__prior-price">Niedrigster Preis der letzten 30 Tage: ${shownLowest(Number(id))}</p>`);
    }
    expect(slides.filter(([slide]) => slide.includes('related-carousel__prior-price'))).toHaveLength(reduced.length);
  });

  it('the DE quick basket and the basket page under its lines carry the VAT notice; an empty quick basket none', async () => {
    const browser = new ShopperBrowser(sut.app, 'yours-clothing-de');
    expect((await browser.get('/basket/quickbasket')).json<{ view: string }>().view).not.toContain('price-notice');
    await shopperWithBasket(sut, { site: 'yours-clothing-de', brand: 'yours-clothing', country: 'DE', browser });
    expect((await browser.get('/basket/quickbasket')).json<{ view: string }>().view).toContain(VAT_NOTICE);
    const basket = await browser.get('/basket');
    expect(basket.body).toContain(`<div class="basket-page__lines-notice">${VAT_NOTICE}</div>`);
  });
});
