import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, openPage, useBrowserHarness } from './support/browser-harness.js';
import { pageStringsFor } from '../../src/adapters/i18n/page-strings.js';
import { interpolate } from '../../src/adapters/ui-react/runtime/i18n/interpolate.js';
import { formatPrice } from '../../src/domain/pricing/format-price.js';
import { findSiteVariant } from '../../src/domain/site/site-variants.js';
import type { Product } from '../../src/domain/catalog/product.js';
import { catalogLanguageOf } from '../../src/domain/catalog/catalog-language.js';
import type { Translated } from '../../src/ports/catalog.port.js';
import { demoCatalog } from './support/demo-catalog.js';


const harness = useBrowserHarness();

const productOf = (predicate: (p: Product) => boolean): Product => {
  const found = demoCatalog.products.find(predicate);
  if (!found) throw new Error('no demo product matches');
  return found;
};

const open = (url: string, viewport = DESKTOP) => openPage(harness, url, viewport);

const hydrated = (page: Page) => page.waitForSelector('[data-island="ProductGallery"][data-island-hydrated]');


describe('product page in a real browser', () => {
  const sites = [
    { siteId: 'evans', rootClass: 'is-ev', product: productOf((p) => p.brand === 'evans' && p.kind === 'apparel' && p.salePriceMinor !== null && p.images.length >= 4) },
    { siteId: 'yours-clothing-de', rootClass: 'is-yc', product: productOf((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.images.length >= 3) },
  ];

  test.each(sites)('$siteId: brand classes, formatted prices, thumbnail swap, no accessibility violations', async ({ siteId, rootClass, product }) => {
    const site = findSiteVariant(siteId)!;
    const { page, problems } = await open(`/product/${product.slug}?site=${siteId}`);
    expect(await page.getAttribute('html', 'class')).toBe(site.rootClasses.join(' '));
    expect(site.rootClasses).toContain(rootClass);
    const current = formatPrice(product.salePriceMinor ?? product.priceMinor, site.price);
    await expect.poll(() => page.textContent('.product-page__details .price__current')).toBe(current);
    if (product.salePriceMinor !== null) {
      expect(await page.textContent('.product-page__details .price__original')).toBe(`Was ${formatPrice(product.priceMinor, site.price)}`);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/product-${siteId}.png` });

    await hydrated(page);
    const primary = page.locator('.gallery__primary');
    const firstThumb = page.locator('.gallery__thumb').first();
    const before = { primary: await primary.getAttribute('src'), thumb: await firstThumb.locator('img').getAttribute('src') };
    expect(before.primary).toBe(product.images[0]);
    expect(before.thumb).toBe(product.images[1]);
    await firstThumb.click();
    await expect.poll(() => primary.getAttribute('src')).toBe(before.thumb);
    expect(await firstThumb.locator('img').getAttribute('src')).toBe(before.primary);
    // In the site's language: 'image 2' in English, 'Bild 2' on the German site.
    // The product's name in the site's language, as the demo seed gives it (ADR 0055).
    const name = (product as Translated<Product>).texts?.find((t) => t.locale === catalogLanguageOf(site.locale))?.name ?? product.name;
    expect(await primary.getAttribute('alt')).toBe(interpolate(pageStringsFor(site.locale).imageAlt, { name, n: 2 }));

    // Keyboard: the second thumbnail, focused and pressed with Enter, swaps too.
    const secondThumb = page.locator('.gallery__thumb').nth(1);
    await secondThumb.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => primary.getAttribute('src')).toBe(product.images[2]);
    await page.screenshot({ path: `${SCREENSHOTS}/product-${siteId}-after-swap.png` });

    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a product fragment inserted later (nolayout=true) is hydrated too', async () => {
    const [first, second] = demoCatalog.products.filter((p) => p.brand === 'pixie' && p.kind === 'apparel' && p.images.length >= 3);
    const { page, problems } = await open(`/product/${first!.slug}?site=pixie`);
    await hydrated(page);
    await page.evaluate(async (url) => {
      const html = await (await fetch(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).text();
      const panel = document.createElement('section');
      panel.id = 'quick-view';
      panel.innerHTML = html;
      document.body.append(panel);
    }, `/product/${second!.slug}?nolayout=true`);
    await page.waitForSelector('#quick-view [data-island="ProductGallery"][data-island-hydrated]');
    const primary = page.locator('#quick-view .gallery__primary');
    await page.locator('#quick-view .gallery__thumb').first().click();
    await expect.poll(() => primary.getAttribute('src')).toBe(second!.images[1]);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a gift voucher page shows the gift card grid and passes axe', async () => {
    const voucher = productOf((p) => p.brand === 'mandco' && p.kind === 'evoucher-giftcard');
    const { page, problems } = await open(`/product/${voucher.slug}?site=mandco-ie`);
    expect(await page.locator('.gift-card-grid input[name="giftCardValue"]').count()).toBe(voucher.giftCard!.priceOptions.length);
    await page.screenshot({ path: `${SCREENSHOTS}/giftcard-mandco-ie.png`, fullPage: true });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('on a phone the product page still hydrates and passes axe', async () => {
    const product = sites[0]!.product;
    const { page, problems } = await open(`/product/${product.slug}?site=evans`, { width: 390, height: 844 });
    await hydrated(page);
    await page.screenshot({ path: `${SCREENSHOTS}/product-evans-mobile.png`, fullPage: true });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('home and category pages in a real browser', () => {
  test.each(['evans', 'yours-clothing-de', 'bad-rhino', 'star'])('%s home and category pages pass axe', async (siteId) => {
    const home = await open(`/?site=${siteId}`);
    await home.page.screenshot({ path: `${SCREENSHOTS}/home-${siteId}.png` });
    await expectNoAxeViolations(home.page);
    expect(home.problems).toEqual([]);
    await home.page.close();

    const category = await open(`/category/dresses?site=${siteId}`);
    await category.page.screenshot({ path: `${SCREENSHOTS}/category-${siteId}.png` });
    await expectNoAxeViolations(category.page);
    expect(category.problems).toEqual([]);
    await category.page.close();
  });

  test('the category filter form works without JavaScript: choosing a size and sort narrows the listing', async () => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${harness.baseUrl}/category/tops?site=evans`);
    const before = await page.locator('.product-tile').count();
    await page.locator('.filters input[name="size"]').first().check();
    await page.selectOption('#sort', 'price-asc');
    await page.click('.filters button[type="submit"]');
    await page.waitForURL(/size=/);
    expect(page.url()).toContain('sort=price-asc');
    const prices = await page.locator('.product-tile .price__current').allTextContents();
    const amounts = prices.map((p) => Number(p.replace('£', '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(await page.locator('.product-tile').count()).toBeLessThanOrEqual(before);
    await context.close();
  });
});
