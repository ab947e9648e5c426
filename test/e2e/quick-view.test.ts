import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, animationsSettled, expectNoAxeViolations, openPage, pauseClock, useBrowserHarness } from './support/browser-harness.js';
import { LOW_STOCK_THRESHOLD, type Product } from '../../src/domain/catalog/product.js';
import { demoCatalog } from './support/demo-catalog.js';


const harness = useBrowserHarness();

const open = (url: string, viewport = DESKTOP) => openPage(harness, url, viewport);


/** The first tile of the evans dresses listing, with its product. */
async function firstDressTile(page: Page): Promise<{ tile: ReturnType<Page['locator']>; product: Product }> {
  const tile = page.locator('.product-tile[data-quick-buy-url]').first();
  const id = Number(await tile.getAttribute('data-product-id'));
  return { tile, product: demoCatalog.products.find((p) => p.id === id)! };
}

describe('quick view', () => {
  test('opens from a tile in an off-canvas panel with the buy grid; keyboard only; no axe violations while open', async () => {
    const { page, problems } = await open('/category/dresses?site=evans');
    const { tile, product } = await firstDressTile(page);
    const link = tile.locator('.product-tile__quick-view');
    expect(await link.getAttribute('href')).toBe(`/product/api/getquickviewproduct?url=${encodeURIComponent(`/product/${product.slug}`)}`);
    await link.focus();
    await page.keyboard.press('Enter');

    const panel = page.locator('dialog.off-canvas[open]');
    await panel.locator('.quick-view').waitFor();
    expect(await panel.locator('.off-canvas__title').textContent()).toBe(`Quick view: ${product.name}`);
    expect(await panel.locator('.quick-view__name').textContent()).toBe(product.name);
    expect(await panel.locator('.buy-grid input[name="stockId"]').count()).toBe(product.sizes.length);
    expect(await panel.locator('.buy-grid .buy-grid__add').count()).toBe(1);
    expect(await panel.locator('.quick-view__full-details').getAttribute('href')).toBe(`/product/${product.slug}`);
    expect(await page.evaluate(() => document.querySelector('dialog.off-canvas')!.contains(document.activeElement))).toBe(true);
    await animationsSettled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/quick-view-open.png` });
    await expectNoAxeViolations(page);

    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('dialog.off-canvas')!.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.off-canvas').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('product-tile__quick-view'))).toBe(true);
    await expect.poll(() => page.locator('.off-canvas-backdrop').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
  test('adding from the quick view updates the basket count and swaps the panel for the quick basket', async () => {
    const { page, problems } = await open('/category/dresses?site=evans');
    const { tile, product } = await firstDressTile(page);
    await page.waitForSelector('[data-island="BasketButton"][data-island-hydrated]');
    await tile.locator('.product-tile__quick-view').click();
    const panel = page.locator('dialog.off-canvas[open]');
    await panel.locator('[data-island="BuyGrid"][data-island-hydrated]').waitFor();
    const inStock = product.sizes.findIndex((s) => s.unitsInStock > 0);
    await panel.locator('.size-option__label').nth(inStock).click();
    await panel.locator('.buy-grid__add').click();
    await expect.poll(() => page.textContent('.basket-button__count')).toBe('1');
    await expect.poll(() => page.locator('.quick-view').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/quick-view-added.png` });
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('quick buy on tiles', () => {
  test('appears after 600 ms of hover on a wide screen with the BuyGrid island, closes on mouse leave, loads once per tile', async () => {
    const { page, problems } = await open('/category/dresses?site=evans');
    const { tile, product } = await firstDressTile(page);
    const panel = tile.locator('[data-quick-buy-panel]');
    const gridRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/product/api/buygrid')) gridRequests.push(request.url());
    });

    // The first hover also loads quick buy's chunk; the 600 ms are timed on the second one.
    await tile.locator('.product-tile__image').hover();
    await panel.locator('[data-island="BuyGrid"][data-island-hydrated] .buy-grid').waitFor({ timeout: 3000 });
    expect(await panel.isVisible()).toBe(true);
    expect(gridRequests).toEqual([`${harness.baseUrl}/product/api/buygrid?productid=${product.id}&nolayout=true&autoAdd=true&sizingRegion=UK`]);
    const radios = panel.locator('input[name="stockId"]');
    expect(await radios.count()).toBe(product.sizes.length);
    const outOfStock = product.sizes.filter((s) => s.unitsInStock <= 0).length;
    expect(await panel.locator('.size-option.nostock').count()).toBe(outOfStock);
    await page.screenshot({ path: `${SCREENSHOTS}/quick-buy-hover.png` });

    await page.mouse.move(5, 5);
    await expect.poll(() => panel.isVisible()).toBe(false);
    await pauseClock(page);
    await tile.locator('.product-tile__image').hover();
    await page.clock.runFor(599);
    expect(await panel.isVisible()).toBe(false);
    await page.clock.runFor(1);
    expect(await panel.isVisible()).toBe(true);
    expect(gridRequests).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('adding without a size shows the red toast for 3 s, announced by the live region', async () => {
    const { page, problems } = await open('/category/dresses?site=evans');
    const { tile } = await firstDressTile(page);
    await tile.locator('.product-tile__image').hover();
    const add = tile.locator('.quick-buy [data-island-hydrated] .buy-grid__add');
    await add.waitFor({ timeout: 3000 });
    await pauseClock(page);
    // The buy grid's add button is aria-disabled until a size is chosen; pressing it explains why.
    await add.focus();
    await page.keyboard.press('Enter');
    const toast = page.locator('.toasts[role="status"][aria-live="polite"] .toast');
    await toast.waitFor();
    expect(await toast.textContent()).toBe('Please select a size');
    expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(176, 0, 32)');
    expect(await toast.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('999px');
    const box = (await toast.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
    expect(box.y + box.height).toBeGreaterThan(900 - 60);
    expect(page.url()).toContain('/category/dresses');
    await page.screenshot({ path: `${SCREENSHOTS}/toast.png` });
    await page.clock.runFor(2_999);
    expect(await toast.count()).toBe(1);
    await page.clock.runFor(1);
    expect(await toast.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('is an auto-add grid: choosing a size adds it at once (it says so), and the size is cleared 1 s later', async () => {
    const { page, problems } = await open('/category/dresses?site=evans');
    const { tile, product } = await firstDressTile(page);
    await page.waitForSelector('[data-island="BasketButton"][data-island-hydrated]');
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/basket/api/add')) adds.push(request.url());
    });
    await tile.locator('.product-tile__image').hover();
    const form = tile.locator('.quick-buy [data-island-hydrated] .buy-grid[data-auto-add="true"]');
    await form.waitFor({ timeout: 3000 });
    const hint = form.locator('.buy-grid__auto-add');
    expect(await hint.textContent()).toBe('Choosing a size adds it to your bag.');
    expect(await form.locator('fieldset').getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    await expectNoAxeViolations(page, '.tile-grid');
    await page.screenshot({ path: `${SCREENSHOTS}/quick-buy-auto-add.png` });
    const inStock = product.sizes.findIndex((s) => s.unitsInStock > 0);
    await pauseClock(page);
    await form.locator('.size-option__label').nth(inStock).click();
    await expect.poll(() => page.textContent('.basket-button__count')).toBe('1');
    expect(adds).toHaveLength(1);
    expect(adds[0]).toContain(`stockId=${product.sizes[inStock]!.stockId}`);
    // The add has answered once the button says so; the size is cleared 1 s after that.
    await form.locator('.buy-grid__add.is-success').waitFor({ state: 'attached' });
    const checked = form.locator('input[name="stockId"]:checked');
    await page.clock.runFor(999);
    expect(await checked.count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => checked.count()).toBe(0);
    expect(page.url()).toContain('/category/dresses');
    expect(problems).toEqual([]);
    await page.close();
  });

  test('follows a sizing region chosen on another page when the listing comes back from the back-forward cache', async () => {
    const { page, problems } = await open('/category/dresses?site=evans');
    const { tile, product } = await firstDressTile(page);
    await tile.locator('.product-tile__image').hover();
    const legend = tile.locator('.quick-buy [data-island="BuyGrid"][data-island-hydrated] .buy-grid__legend');
    await legend.waitFor({ timeout: 3000 });
    expect(await legend.textContent()).toBe('Size (UK)');
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/product/api/buygrid')) reloads.push(request.url());
    });
    // What the product page's selector leaves in session storage, then the restored listing's pageshow.
    await page.evaluate(() => {
      sessionStorage.setItem('sizing-region', 'EU');
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await expect.poll(() => tile.locator('.quick-buy [data-island="BuyGrid"][data-island-hydrated] .buy-grid__legend').textContent(), { timeout: 5000 })
      .toBe('Size (EU)');
    expect(reloads).toHaveLength(1);
    expect(reloads[0]).toContain(`productid=${product.id}`);
    expect(reloads[0]).toContain('sizingRegion=EU');
    expect(reloads[0]).toContain('autoAdd=true');
    expect(await tile.locator('.quick-buy .buy-grid[data-auto-add="true"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('follows the buy grid rules: a sold-out size runs the notify flow, a low-stock size shows its message', async () => {
    const { page, problems } = await open('/category/dresses?site=evans');
    const ids = await page.locator('.product-tile[data-quick-buy-url]').evaluateAll((tiles) => tiles.map((t) => Number(t.getAttribute('data-product-id'))));
    const product = ids.map((id) => demoCatalog.products.find((p) => p.id === id)!)
      .find((p) => p.sizes.some((s) => s.unitsInStock === 0) && p.sizes.some((s) => s.unitsInStock > 0 && s.unitsInStock <= LOW_STOCK_THRESHOLD));
    expect(product, 'a dress on the first page with a sold-out and a low-stock size').toBeDefined();
    const tile = page.locator(`.product-tile[data-product-id="${product!.id}"]`);
    await tile.scrollIntoViewIfNeeded();
    await tile.locator('.product-tile__image').hover();
    const grid = tile.locator('.quick-buy [data-island="BuyGrid"][data-island-hydrated]');
    await grid.waitFor({ timeout: 3000 });
    // The sold-out size first: it adds nothing. A size in stock is added at once (an auto-add grid),
    // and the quick basket opening over the tiles would hide the grid.
    const soldOut = product!.sizes.findIndex((s) => s.unitsInStock === 0);
    await grid.locator(`label[for="size-${product!.id}-${soldOut}"]`).click();
    await grid.locator('.notify-form').waitFor({ state: 'visible' });
    await page.screenshot({ path: `${SCREENSHOTS}/quick-buy-notify.png` });
    const low = product!.sizes.findIndex((s) => s.unitsInStock > 0 && s.unitsInStock <= LOW_STOCK_THRESHOLD);
    await grid.locator(`label[for="size-${product!.id}-${low}"]`).click();
    await grid.locator('.buy-grid__low-stock').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  test('is operable by keyboard: the quick-buy button opens the panel and moves focus to the sizes; Escape closes it', async () => {
    const { page, problems } = await open('/category/dresses?site=evans');
    const { tile, product } = await firstDressTile(page);
    await tile.locator('.product-tile__link').focus();
    const toggle = tile.locator('[data-quick-buy-toggle]');
    // Tab through the tile's controls (link, heart, quick view) to its quick-buy button.
    for (let presses = 0; presses < 5 && !(await toggle.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.textContent()).toBe(`Quick buy: ${product.name}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('stockId');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/quick-buy-keyboard.png` });
    await expectNoAxeViolations(page, '.tile-grid');
    await page.keyboard.press('Escape');
    expect(await tile.locator('[data-quick-buy-panel]').isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await page.close();
  });

  test('by keyboard the arrow keys only move through the sizes; Enter adds the chosen one', async () => {
    const { page, problems } = await open('/category/dresses?site=evans');
    await page.waitForSelector('[data-island="BasketButton"][data-island-hydrated]');
    const ids = await page.locator('.product-tile[data-quick-buy-url]').evaluateAll((tiles) => tiles.map((t) => Number(t.getAttribute('data-product-id'))));
    const product = ids.map((id) => demoCatalog.products.find((p) => p.id === id)!)
      .find((p) => p.sizes.length > 2 && p.sizes[1]!.unitsInStock > 0 && p.sizes[2]!.unitsInStock > 0)!;
    const tile = page.locator(`.product-tile[data-product-id="${product.id}"]`);
    await tile.scrollIntoViewIfNeeded();
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/basket/api/add')) adds.push(request.url());
    });
    await tile.locator('[data-quick-buy-toggle]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('stockId');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tile.locator('input[name="stockId"]:checked').getAttribute('value')).toBe(product.sizes[2]!.stockId);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.textContent('.basket-button__count')).toBe('1');
    expect(adds).toHaveLength(1);
    expect(adds[0]).toContain(`stockId=${product.sizes[2]!.stockId}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('does not appear on an 800 px wide screen', async () => {
    const { page } = await open('/category/dresses?site=evans', { width: 800, height: 900 });
    const { tile } = await firstDressTile(page);
    // The first contact with a tile loads quick buy's chunk; the second hover is timed.
    const chunk = page.waitForResponse((response) => /\/quick-buy\.client-[^/]*\.js$/.test(response.url()));
    await tile.locator('.product-tile__image').hover();
    await chunk;
    await page.mouse.move(5, 5);
    await pauseClock(page);
    await tile.locator('.product-tile__image').hover();
    await page.clock.runFor(1200);
    expect(await tile.locator('[data-quick-buy-panel]').evaluate((el) => (el as HTMLElement).hidden)).toBe(true);
    expect(await tile.locator('.quick-buy .buy-grid').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/quick-buy-800px.png` });
    await page.close();
  });

  test('does not appear on a gift voucher tile', async () => {
    const { page } = await open('/category/gift-vouchers?site=evans');
    const tile = page.locator('.product-tile[data-product-kind="evoucher-giftcard"]').first();
    expect(await tile.getAttribute('data-quick-buy-url')).toBeNull();
    expect(await tile.locator('[data-quick-buy-panel], [data-quick-buy-toggle]').count()).toBe(0);
    await pauseClock(page);
    await tile.locator('.product-tile__image').hover();
    await page.clock.runFor(1200);
    expect(await page.locator('.quick-buy .buy-grid').count()).toBe(0);
    await page.close();
  });
});
