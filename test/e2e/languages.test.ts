import { describe, expect, test } from 'vitest';
import type { Product } from '../../src/domain/catalog/product.js';
import { DESKTOP, SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, openPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

const harness = useBrowserHarness();

const product: Product = demoCatalog.products.find((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 6))!;
const size = product.sizes.find((s) => s.unitsInStock >= 6)!;

// Each region's own words and money: the euro sign before the amount in Dutch, after it in Spanish;
// kr and zł after the amount; a decimal comma everywhere.
const REGIONS = [
  {
    site: 'yours-clothing-nl', lang: 'nl-NL', shopByCategory: 'Shop per categorie', chooseSize: 'Kies een maat', addToBag: 'In winkeltas', basketTitle: 'Uw winkelmand',
    countries: ['Nederland', 'België'], expressPrice: /Expresbezorging.*€\d+,\d{2}/, price: /^€\d{1,3}(\.\d{3})*,\d{2}$/,
  },
  {
    site: 'yours-clothing-es', lang: 'es-ES', shopByCategory: 'Comprar por categoría', chooseSize: 'Seleccione una talla', addToBag: 'Añadir a la cesta', basketTitle: 'Su cesta',
    countries: ['España'], expressPrice: /Envío exprés.*\d,\d{2}\s€/, price: /^\d+(\.\d{3})*,\d{2}\s€$/,
  },
  {
    site: 'yours-clothing-se', lang: 'sv-SE', shopByCategory: 'Handla efter kategori', chooseSize: 'Välj storlek', addToBag: 'Lägg i varukorgen', basketTitle: 'Din varukorg',
    countries: ['Sverige'], expressPrice: /Expressleverans.*\d,\d{2}\skr/, price: /^\d{1,3}(\s\d{3})*,\d{2}\skr$/,
  },
  {
    site: 'yours-clothing-dk', lang: 'da-DK', shopByCategory: 'Shop efter kategori', chooseSize: 'Vælg størrelse', addToBag: 'Læg i kurv', basketTitle: 'Din kurv',
    countries: ['Danmark'], expressPrice: /Ekspreslevering.*\d,\d{2}\skr/, price: /^\d{1,3}(\.\d{3})*,\d{2}\skr\.?$/,
  },
  {
    site: 'yours-clothing-pl', lang: 'pl-PL', shopByCategory: 'Zakupy według kategorii', chooseSize: 'Wybierz rozmiar', addToBag: 'Dodaj do koszyka', basketTitle: 'Koszyk',
    countries: ['Polska'], expressPrice: /Dostawa ekspresowa.*\d,\d{2}\szł/, price: /^\d{1,3}(\s\d{3})*,\d{2}\szł$/,
  },
];

describe.each(REGIONS)('the $site site in a real browser', (region) => {
  test('the home page, a product page and the basket are in its language, prices in its currency after the amount; axe clean', async () => {
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
    // A site delivering to one country names it; one delivering to several offers them to choose.
    if (region.countries.length === 1) expect(await basket.locator('.shopper-details__country-name').first().textContent()).toBe(region.countries[0]);
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
