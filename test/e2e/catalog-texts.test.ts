import { describe, expect, test } from 'vitest';
import type { Product } from '../../src/domain/catalog/product.js';
import type { Translated } from '../../src/ports/catalog.port.js';
import { DESKTOP, SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, openPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

const harness = useBrowserHarness();

const product: Translated<Product> = demoCatalog.products.find((p) =>
  p.brand === 'yours-clothing' && p.kind === 'apparel' && p.categorySlug === 'dresses' && p.sizes.some((s) => s.unitsInStock >= 2))!;
const size = product.sizes.find((s) => s.unitsInStock >= 2)!;
const oneSize: Translated<Product> = demoCatalog.products.find((p) =>
  p.brand === 'yours-clothing' && p.kind === 'apparel' && p.sizes.length === 1 && p.sizes[0]!.ukSize === 'One Size' && p.sizes[0]!.unitsInStock >= 2)!;
const nameIn = (language: string): string => product.texts!.find((t) => t.locale === language)!.name;

// The catalog's texts in the site's language: the demo seed's German and Polish names.
const SITES = [
  {
    site: 'yours-clothing-de', language: 'de', lang: 'de-DE', dresses: 'Kleider', oneSize: 'Einheitsgröße',
    colours: { Black: 'Schwarz', White: 'Weiß', Navy: 'Marineblau', Blue: 'Blau', Green: 'Grün', Khaki: 'Khaki', Red: 'Rot', Pink: 'Rosa', Purple: 'Lila', Grey: 'Grau', Beige: 'Beige', Multi: 'Mehrfarbig' } as Record<string, string>,
  },
  {
    site: 'yours-clothing-pl', language: 'pl', lang: 'pl-PL', dresses: 'Sukienki', oneSize: 'Rozmiar uniwersalny',
    colours: { Black: 'Czarny', White: 'Biały', Navy: 'Granatowy', Blue: 'Niebieski', Green: 'Zielony', Khaki: 'Khaki', Red: 'Czerwony', Pink: 'Różowy', Purple: 'Fioletowy', Grey: 'Szary', Beige: 'Beżowy', Multi: 'Wielokolorowy' } as Record<string, string>,
  },
];

describe.each(SITES)('catalog texts on $site in a real browser', (s) => {
  test('the category page, the product page and the basket line show the product and category names in the site’s language; axe clean', async () => {
    const { page, problems } = await openPage(harness, `/category/dresses?site=${s.site}`);
    expect(await page.locator('html').getAttribute('lang')).toBe(s.lang);
    expect(await page.locator('h1').first().textContent()).toBe(s.dresses);
    expect(await page.locator('nav').first().textContent()).toContain(s.dresses);
    // The colour facet names the product's colour in the site's language, never the catalog's English word.
    const filters = await page.locator('form.filters').textContent();
    expect(filters).toContain(s.colours[product.colour]);
    if (s.colours[product.colour] !== product.colour) expect(filters).not.toContain(product.colour);
    const tiles = await page.locator('main').textContent();
    const dresses = demoCatalog.products.filter((p) => p.brand === 'yours-clothing' && p.categorySlug === 'dresses');
    expect(dresses.filter((p) => tiles!.includes(p.texts!.find((t) => t.locale === s.language)!.name)).length).toBeGreaterThan(0);
    expect(dresses.filter((p) => tiles!.includes(p.name))).toEqual([]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/catalog-texts-${s.language}-category.png` });

    await page.goto(`${harness.baseUrl}/product/${product.slug}?site=${s.site}`);
    expect(await page.locator('h1').first().textContent()).toBe(nameIn(s.language));
    expect(await page.title()).toContain(nameIn(s.language));
    expect(await page.locator('main').textContent()).toContain(s.dresses);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/catalog-texts-${s.language}-product.png` });
    expect(problems).toEqual([]);
    await page.close();

    const shopper = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    await addToBasket(harness, shopper.page.context(), { site: s.site, productId: product.id, stockId: size.stockId });
    expect((await shopper.page.goto(`${harness.baseUrl}/basket?site=${s.site}`))?.status()).toBe(200);
    await shopper.page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
    expect(await shopper.page.locator('.basket-line__name').first().textContent()).toBe(nameIn(s.language));
    await shopper.page.screenshot({ path: `${SCREENSHOTS}/catalog-texts-${s.language}-basket.png`, fullPage: true });
    expect(shopper.problems).toEqual([]);
    await shopper.page.close();
  });

  test('a one-size garment\'s size reads in the site\'s language in the buy grid and the basket line', async () => {
    const { page, problems } = await openPage(harness, `/product/${oneSize.slug}?site=${s.site}`);
    expect((await page.locator('.size-option__label').allTextContents()).map((label) => label.trim())).toEqual([s.oneSize]);
    await page.close();
    const shopper = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    await addToBasket(harness, shopper.page.context(), { site: s.site, productId: oneSize.id, stockId: oneSize.sizes[0]!.stockId });
    await shopper.page.goto(`${harness.baseUrl}/basket?site=${s.site}`);
    await shopper.page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
    expect(await shopper.page.locator('.basket-line__size').first().textContent()).toContain(s.oneSize);
    expect(problems).toEqual([]);
    expect(shopper.problems).toEqual([]);
    await shopper.page.close();
  });
});
