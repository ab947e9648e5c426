import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SCREENSHOTS, expectNoAxeViolations, useBrowserHarness } from './support/browser-harness.js';
import { formatPrice } from '../../src/domain/pricing/format-price.js';
import { findSiteVariant } from '../../src/domain/site/site-variants.js';
import { demoCatalog } from './support/demo-catalog.js';


const harness = useBrowserHarness();

async function open(url: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; problems: string[] }> {
  const context = await harness.browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => undefined));
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${harness.baseUrl}${url}`);
  return { page, problems };
}


const site = findSiteVariant('yours-clothing')!;
const dresses = demoCatalog.products.filter((p) => p.brand === 'yours-clothing' && p.categorySlug === 'dresses' && p.kind === 'apparel');
const countText = (page: Page) => page.locator('.wishlist-count__number').textContent();
const heart = (page: Page, productId: number) => page.locator(`.product-tile[data-product-id="${productId}"] .wishlist-heart`);

describe('wishlist in a real browser', () => {
  test('hearts on tiles add and remove optimistically; the header count follows, blank when empty', async () => {
    const { page, problems } = await open('/category/dresses?site=yours-clothing');
    const [first, second] = [...(await page.locator('.product-tile').evaluateAll((tiles) => tiles.map((t) => Number((t as HTMLElement).dataset.productId))))];
    await expect.poll(() => heart(page, first!).isEnabled()).toBe(true);
    expect(await countText(page)).toBe('');
    expect(await heart(page, first!).getAttribute('aria-pressed')).toBe('false');
    const boxes = await heart(page, first!).locator('svg').boundingBox();
    expect([boxes?.width, boxes?.height]).toEqual([16, 16]);

    await heart(page, first!).click();
    await expect.poll(() => heart(page, first!).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => countText(page)).toBe('1');
    await heart(page, second!).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => countText(page)).toBe('2');
    await page.screenshot({ path: `${SCREENSHOTS}/wishlist-hearts-category.png` });
    await expectNoAxeViolations(page);

    const removed = page.waitForResponse((r) => r.url().includes('/wishlist/api/delete'));
    await heart(page, first!).click();
    await expect.poll(() => heart(page, first!).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => countText(page)).toBe('1');
    await removed;

    // Another page of the same session shows the saved heart from the cached wishlist.
    const secondProduct = demoCatalog.products.find((p) => p.id === second)!;
    await page.goto(`${harness.baseUrl}/product/${secondProduct.slug}`);
    const pageHeart = page.locator('.product-page__wishlist .wishlist-heart');
    await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => countText(page)).toBe('1');
    await page.screenshot({ path: `${SCREENSHOTS}/wishlist-heart-product.png` });
    await expectNoAxeViolations(page);
    await pageHeart.click();
    await expect.poll(() => countText(page)).toBe('');
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a refused change reverts the heart and shows a 1500 ms toast; a network failure says server error', async () => {
    const { page } = await open('/category/dresses?site=yours-clothing');
    const productId = dresses[0]!.id;
    await expect.poll(() => heart(page, productId).isEnabled()).toBe(true);
    await page.route('**/wishlist/api/add**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Sorry, that did not work.' }) }));
    await heart(page, productId).click();
    await expect.poll(() => page.locator('.toasts').textContent()).toContain('Sorry, that did not work.');
    expect(await heart(page, productId).getAttribute('aria-pressed')).toBe('false');
    await page.unroute('**/wishlist/api/add**');
    await page.route('**/wishlist/api/add**', (route) => route.abort('failed'));
    await heart(page, productId).click();
    await expect.poll(() => page.locator('.toasts').textContent()).toContain('server error');
    expect(await heart(page, productId).getAttribute('aria-pressed')).toBe('false');
    expect(await countText(page)).toBe('');
    await page.close();
  });

  test('the wishlist page lists items with price and sizes; move to bag and remove work, without JavaScript too', async () => {
    const [a, b, c] = dresses.filter((p) => p.sizes.some((s) => s.unitsInStock > 3));
    const { page, problems } = await open('/category/dresses?site=yours-clothing');
    for (const product of [a!, b!, c!]) {
      await page.goto(`${harness.baseUrl}/product/${product.slug}`);
      const pageHeart = page.locator('.product-page__wishlist .wishlist-heart');
      await expect.poll(() => pageHeart.isEnabled()).toBe(true);
      const saved = page.waitForResponse((r) => r.url().includes('/wishlist/api/add'));
      await pageHeart.click();
      await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('true');
      // The heart fills at once (optimistic); the next page is opened once the server has it.
      expect((await saved).ok()).toBe(true);
    }
    await page.goto(`${harness.baseUrl}/wishlist`);
    await page.waitForSelector('[data-island="WishlistItems"][data-island-hydrated]');
    expect(await page.locator('.wishlist-item__name').allTextContents()).toEqual([c!.name, b!.name, a!.name]);
    expect(await page.locator('.wishlist-item').first().locator('.price__current').textContent()).toBe(formatPrice(c!.salePriceMinor ?? c!.priceMinor, site.price));
    await page.screenshot({ path: `${SCREENSHOTS}/wishlist-page.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // Move to bag: choose a size in stock, press the button.
    const item = page.locator(`.wishlist-item[data-product-id="${c!.id}"]`);
    const size = c!.sizes.findIndex((s) => s.unitsInStock > 3);
    await item.locator(`label[for="wishlist-size-${c!.id}-${size}"]`).click();
    await item.getByRole('button', { name: 'Move to bag' }).click();
    await expect.poll(() => page.locator('.wishlist__notice').textContent()).toBe(`${c!.name} was moved to your bag.`);
    await expect.poll(() => page.locator('.wishlist-item').count()).toBe(2);
    await expect.poll(() => countText(page)).toBe('2');
    await expect.poll(() => page.locator('[data-basket-count]').textContent()).toBe('1');

    await page.getByRole('button', { name: `Remove ${b!.name} from my wishlist` }).click();
    await expect.poll(() => page.locator('.wishlist-item').count()).toBe(1);
    await expect.poll(() => countText(page)).toBe('1');
    await page.screenshot({ path: `${SCREENSHOTS}/wishlist-page-after-move.png`, fullPage: true });
    expect(problems).toEqual([]);

    // The same page without JavaScript: plain forms post with the hidden token and come back.
    const cookies = await page.context().cookies();
    const noJs = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await noJs.addCookies(cookies);
    const plain = await noJs.newPage();
    await plain.goto(`${harness.baseUrl}/wishlist`);
    expect(await plain.locator('.wishlist-item').count()).toBe(1);
    await plain.getByRole('button', { name: `Remove ${a!.name} from my wishlist` }).click();
    await plain.waitForURL(/done=removed/);
    expect(await plain.locator('.wishlist__notice').textContent()).toBe('The item was removed from your wishlist.');
    expect(await plain.locator('.wishlist-item').count()).toBe(0);
    await plain.screenshot({ path: `${SCREENSHOTS}/wishlist-page-empty-nojs.png` });
    await noJs.close();
    await page.close();
  });

  test('on a phone the wishlist page passes axe', async () => {
    const product = dresses[3]!;
    const { page, problems } = await open(`/product/${product.slug}?site=yours-clothing`, { width: 390, height: 844 });
    const pageHeart = page.locator('.product-page__wishlist .wishlist-heart');
    await expect.poll(() => pageHeart.isEnabled()).toBe(true);
    await pageHeart.click();
    await expect.poll(() => countText(page)).toBe('1');
    await page.goto(`${harness.baseUrl}/wishlist`);
    await page.waitForSelector('[data-island="WishlistItems"][data-island-hydrated]');
    await page.screenshot({ path: `${SCREENSHOTS}/wishlist-page-mobile.png`, fullPage: true });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });
});
