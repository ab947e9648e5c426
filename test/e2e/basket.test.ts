import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SCREENSHOTS, animationsSettled, expectNoAxeViolations, useBrowserHarness } from './support/browser-harness.js';
import type { Product } from '../../src/domain/catalog/product.js';
import { demoCatalog } from './support/demo-catalog.js';


const harness = useBrowserHarness();

/** An evans dress with a size in stock (not low) and a sold-out size. */
const dress: Product = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel'
  && p.sizes.some((s) => s.unitsInStock >= 6) && p.sizes.some((s) => s.unitsInStock === 0))!;
const inStockIndex = dress.sizes.findIndex((s) => s.unitsInStock >= 6);
const soldOutIndex = dress.sizes.findIndex((s) => s.unitsInStock === 0);

async function open(url: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; problems: string[]; adds: string[] }> {
  const context = await harness.browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => undefined));
  const problems: string[] = [];
  const adds: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('/basket/api/add')) adds.push(request.url());
  });
  const response = await page.goto(`${harness.sut.baseUrl}${url}`);
  expect(response?.status()).toBe(200);
  await page.waitForSelector('[data-island="BuyGrid"][data-island-hydrated]');
  await page.waitForSelector('[data-island="BasketButton"][data-island-hydrated]');
  return { page, problems, adds };
}


const sizeLabel = (page: Page, index: number) => page.locator(`label[for="size-${dress.id}-${index}"]`);
const badge = (page: Page) => page.locator('.basket-button__count');

describe('basket in a real browser', () => {
  test('desktop: add to bag opens the quick basket with the line; quantity +, − and remove update the badge', async () => {
    const { page, problems } = await open(`/product/${dress.slug}?site=evans`);
    await expect.poll(() => badge(page).textContent()).toBe('0');
    await sizeLabel(page, inStockIndex).click();
    await expect.poll(() => page.locator('.buy-grid__add').textContent()).toBe('Add to bag');
    await page.locator('.buy-grid__add').click();
    const panel = page.locator('dialog#quick-basket');
    await panel.waitFor({ state: 'visible' });
    await page.waitForSelector('#quick-basket [data-island="QuickBasket"][data-island-hydrated]');
    await expect.poll(() => panel.locator('.basket-line__name').first().textContent()).toBe(dress.name);
    expect(await panel.locator('.quick-basket__alert').textContent()).toBe('added to basket');
    expect(await page.locator('.buy-grid__add').textContent()).toBe('Added to bag');
    expect(await page.evaluate(() => document.documentElement.classList.contains('has-scroll-lock'))).toBe(true);
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await expect.poll(() => panel.locator('.complete-the-look__item').count()).toBeGreaterThanOrEqual(2);
    await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await page.screenshot({ path: `${SCREENSHOTS}/basket-quick-basket-desktop.png` });
    await expectNoAxeViolations(page);

    await panel.locator('[data-action="increase"]').click();
    await expect.poll(() => panel.locator('.basket-line__count').textContent()).toBe('2');
    await expect.poll(() => badge(page).textContent()).toBe('2');
    await panel.locator('[data-action="decrease"]').click();
    await expect.poll(() => panel.locator('.basket-line__count').textContent()).toBe('1');
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await panel.locator('[data-action="delete"]').click();
    await expect.poll(() => panel.locator('.basket-line').count()).toBe(0);
    expect(await panel.locator('.quick-basket__empty').textContent()).toBe('Your bag is empty.');
    await expect.poll(() => badge(page).textContent()).toBe('0');
    await page.screenshot({ path: `${SCREENSHOTS}/basket-quick-basket-emptied.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a 375 px phone: add to bag opens the add-to-bag modal with name, size, image and price', async () => {
    const { page, problems } = await open(`/product/${dress.slug}?site=evans`, { width: 375, height: 812 });
    await sizeLabel(page, inStockIndex).click();
    await page.locator('.buy-grid__add').click();
    const modal = page.locator('#global-modal');
    await modal.locator('.add-to-bag-modal').waitFor({ state: 'visible' });
    expect(await modal.locator('.add-to-bag-modal__name').textContent()).toBe(dress.name);
    expect(await modal.locator('.add-to-bag-modal__size').textContent()).toBe(`Size: ${dress.sizes[inStockIndex]!.ukSize}`);
    expect(await page.locator('dialog#quick-basket').count()).toBe(0);
    await animationsSettled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/basket-add-to-bag-modal-mobile.png` });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a phone in the EU sizing region: the add-to-bag modal names the size just added in EU sizes', async () => {
    const { page, problems } = await open(`/product/${dress.slug}?site=evans&sizingRegion=EU`, { width: 375, height: 812 });
    const modalRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('GetAddToBagModal')) modalRequests.push(request.url());
    });
    const uk = Number(dress.sizes[inStockIndex]!.ukSize);
    await sizeLabel(page, inStockIndex).click();
    await page.locator('.buy-grid__add').click();
    const modal = page.locator('#global-modal');
    await modal.locator('.add-to-bag-modal').waitFor({ state: 'visible' });
    await expect.poll(() => modal.locator('.add-to-bag-modal__size').textContent()).toBe(`Size: ${uk + 28}`);
    expect(modalRequests).toHaveLength(1);
    const asked = new URL(modalRequests[0]!).searchParams;
    expect([asked.get('productId'), asked.get('stockId'), asked.get('sizingRegion')]).toEqual([String(dress.id), dress.sizes[inStockIndex]!.stockId, 'EU']);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('an incomplete grid shows the row message as a toast and sends nothing', async () => {
    const { page, adds, problems } = await open(`/product/${dress.slug}?site=evans`);
    const add = page.locator('.buy-grid__add');
    expect(await add.textContent()).toBe('Select a size');
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    // aria-disabled keeps the button reachable: pressing it explains what is missing.
    await add.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.toast').first().textContent()).toBe('Please select a size');
    expect(adds).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/basket-invalid-grid-toast.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a sold-out size opens the notify form; submitting an email stores the request', async () => {
    const { page, problems } = await open(`/product/${dress.slug}?site=evans`);
    await sizeLabel(page, soldOutIndex).click();
    const form = page.locator('.notify-form');
    await form.waitFor({ state: 'visible' });
    expect(await page.locator(`#size-${dress.id}-${soldOutIndex}`).isChecked()).toBe(false);
    await form.getByLabel('Email address').fill('shopper@example.com');
    await form.getByRole('button', { name: 'Email me when it is back' }).click();
    await expect.poll(() => form.locator('.notify-form__done').textContent()).toContain('back in stock');
    const { rows } = await harness.sut.db.query<{ email: string }>('SELECT email FROM back_in_stock_requests WHERE stock_id = $1', [dress.sizes[soldOutIndex]!.stockId]);
    expect(rows.map((r) => r.email)).toEqual(['shopper@example.com']);
    await page.screenshot({ path: `${SCREENSHOTS}/basket-notify-form.png` });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('changing the sizing region reloads the buy grid from the server', async () => {
    const { page, problems } = await open(`/product/${dress.slug}?site=evans`);
    await page.selectOption('.sizing-region__select', 'EU');
    await expect.poll(() => page.locator('.buy-grid__legend').textContent()).toBe('Size (EU)');
    await page.waitForSelector('[data-island="BuyGrid"][data-island-hydrated]');
    expect(await page.evaluate(() => sessionStorage.getItem('sizing-region'))).toBe('EU');
    expect(problems).toEqual([]);
    await page.close();
  });
});
