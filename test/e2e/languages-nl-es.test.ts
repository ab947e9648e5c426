import { describe, expect, test } from 'vitest';
import type { Product } from '../../src/domain/catalog/product.js';
import { DESKTOP, SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, openPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

const harness = useBrowserHarness();

const product: Product = demoCatalog.products.find((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 6))!;
const size = product.sizes.find((s) => s.unitsInStock >= 6)!;

// The Dutch write the euro sign before the amount, the Spanish after it; both use a decimal comma.
const REGIONS = [
  {
    site: 'yours-clothing-nl', lang: 'nl-NL', shopByCategory: 'Shop per categorie', chooseSize: 'Kies een maat', addToBag: 'In winkeltas', basketTitle: 'Uw winkelmand',
    countries: ['Nederland', 'België'], expressPrice: /Expresbezorging.*€\d+,\d{2}/, price: /^€\d{1,3}(\.\d{3})*,\d{2}$/,
  },
  {
    site: 'yours-clothing-es', lang: 'es-ES', shopByCategory: 'Comprar por categoría', chooseSize: 'Seleccione una talla', addToBag: 'Añadir a la cesta', basketTitle: 'Su cesta',
    countries: ['España'], expressPrice: /Envío exprés.*\d,\d{2}\s€/, price: /^\d+(\.\d{3})*,\d{2}\s€$/,
  },
];

describe.each(REGIONS)('the $site site in a real browser', (region) => {
  test('the home page, a product page and the basket are in its language, with its prices and country names; axe clean', async () => {
    const { page, problems } = await openPage(harness, `/?site=${region.site}`);
    expect(await page.locator('html').getAttribute('lang')).toBe(region.lang);
    expect(await page.locator('body').textContent()).toContain(region.shopByCategory);
    const homePrices = await page.locator('.price__current').allTextContents();
    expect(homePrices.length).toBeGreaterThan(0);
    for (const price of homePrices) expect(price).toMatch(region.price);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/languages-${region.lang}-home.png` });

    await page.goto(`${harness.baseUrl}/product/${product.slug}?site=${region.site}`);
    await page.waitForSelector('[data-island="BuyGrid"][data-island-hydrated]');
    expect(await page.locator('.product-page__details .price__current').textContent()).toMatch(region.price);
    expect(await page.locator('.buy-grid__add').textContent()).toBe(region.chooseSize);
    await page.locator(`label[for="size-${product.id}-${product.sizes.indexOf(size)}"]`).click();
    await expect.poll(() => page.locator('.buy-grid__add').textContent()).toBe(region.addToBag);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();

    const shopper = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    await addToBasket(harness, shopper.page.context(), { site: region.site, productId: product.id, stockId: size.stockId });
    expect((await shopper.page.goto(`${harness.baseUrl}/basket?site=${region.site}`))?.status()).toBe(200);
    await shopper.page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
    const basket = shopper.page;
    expect(await basket.locator('h1').first().textContent()).toBe(region.basketTitle);
    const text = await basket.locator('main').textContent();
    for (const country of region.countries) expect(text).toContain(country);
    expect(await basket.locator('#delivery-accordion').textContent()).toMatch(region.expressPrice);
    for (const which of ['subtotal', 'total'] as const) expect(await basket.locator(`#basket-totals [data-total="${which}"]`).textContent()).toMatch(region.price);
    await expectNoAxeViolations(basket);
    await basket.screenshot({ path: `${SCREENSHOTS}/languages-${region.lang}-basket.png`, fullPage: true });
    expect(shopper.problems).toEqual([]);
    await basket.close();
  });
});
