import { afterAll, describe, expect, test } from 'vitest';
import { setArchived } from '../support/archive-products.js';
import { SCREENSHOTS, expectNoAxeViolations, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';
import { shopperAtBasket, typeSandboxCard, unitsOf } from './support/shopper-at-basket.js';

/**
 * A product the shop stops selling while it is in a bag (an import's --archive-missing): the
 * basket line says so and checkout is refused until it is removed; its page answers 410. The
 * storefront is the file's own, without the catalog and page caches, so the archiving shows on
 * the next request (an import tells the caches itself).
 */
const harness = useBrowserHarness({ env: { CATALOG_CACHE_TTL_MS: '0', PAGE_CACHE_TTL_MS: '0' } });
const archived: number[] = [];
afterAll(async () => {
  await setArchived(harness.sut.db, archived, false);
});

describe('a product archived while in the bag', () => {
  test('the line says it is no longer available, checkout is refused, and its page answers 410', async () => {
    const { page, stockId, problems } = await shopperAtBasket(harness, 3);
    const product = demoCatalog.products.find((p) => p.sizes.some((s) => s.stockId === stockId))!;
    const before = await unitsOf(harness, stockId);
    archived.push(...await setArchived(harness.sut.db, [product.id], true));
    expect(archived).toEqual([product.id]);

    await page.reload();
    const line = page.locator('.quick-basket--page .basket-line');
    expect(await line.locator('.basket-line__stock').textContent()).toBe('No longer available');
    expect(await line.locator('[data-action="increase"]').isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/archived-product-basket.png`, fullPage: true });

    await typeSandboxCard(page);
    await Promise.all([page.waitForURL(/\/basket\?error=stock/), page.locator('[data-pay-now]').click()]);
    expect(await page.locator('.basket-page__error').textContent()).toBe('Some items in your bag are no longer in stock. Please check your bag.');
    expect(await page.locator('.quick-basket--page .basket-line .basket-line__stock').textContent()).toBe('No longer available');
    expect(await unitsOf(harness, stockId)).toBe(before);
    expect((await harness.sut.db.query('SELECT order_id FROM order_lines WHERE stock_id = $1', [stockId])).rows).toEqual([]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/archived-product-checkout-refused.png`, fullPage: true });

    const response = await page.goto(`${harness.baseUrl}/product/${product.slug}?site=evans`);
    expect(response?.status()).toBe(410);
    expect(await page.locator('h1').textContent()).toBe('This product is no longer available');
    expect(await page.locator('.message-page a[href^="/category/"]').count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/archived-product-page.png`, fullPage: true });
    expect(problems.filter((p) => !p.includes('410'))).toEqual([]);
    await page.close();
  });
});
