import { describe, expect, test } from 'vitest';
import { writePriceLists } from '../../src/adapters/persistence/sql-catalog-prices.js';
import type { Product } from '../../src/domain/catalog/product.js';
import { SCREENSHOTS, expectNoAxeViolations, openPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

// A storefront of its own: the test writes a price list and its history into the catalog.
const harness = useBrowserHarness({ env: {} });
const DAY = 86_400_000;

const product: Product = demoCatalog.products.find((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.salePriceMinor === null)!;

describe('price lists in a real browser', () => {
  test('the DE product page shows the EUR list price, the price before and the lowest price of the 30 days before; axe clean', async () => {
    // Before any page reads the product (the catalog cache): €59.99 for 40 days, €54.99 for a week, on sale at €44.99 since yesterday.
    const now = Date.now();
    const entry = { currency: 'EUR', priceMinor: 5999, salePriceMinor: null, saleStartsAt: null, saleEndsAt: null };
    await writePriceLists(harness.sut.db, [{ productId: product.id, prices: [entry] }], new Date(now - 40 * DAY));
    await writePriceLists(harness.sut.db, [{ productId: product.id, prices: [{ ...entry, priceMinor: 5499 }] }], new Date(now - 8 * DAY));
    await writePriceLists(harness.sut.db, [{ productId: product.id, prices: [{ ...entry, priceMinor: 5999, salePriceMinor: 4499 }] }], new Date(now - DAY));

    const { page, problems } = await openPage(harness, `/product/${product.slug}?site=yours-clothing-de`);
    const details = page.locator('.product-page__details');
    expect(await details.locator('.price__current').textContent()).toBe('44,99 €');
    expect(await details.locator('.price__original').textContent()).toBe('Vorher 59,99 €');
    expect(await details.locator('.product-page__prior-price').textContent()).toBe('Niedrigster Preis der letzten 30 Tage: 54,99 €');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/price-lists-de-product.png` });
    expect(problems).toEqual([]);
    await page.close();
  });
});
