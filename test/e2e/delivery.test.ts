import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

const harness = useBrowserHarness();

const dress = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 6))!;
const size = dress.sizes.find((s) => s.unitsInStock >= 6)!;

/** A fresh shopper with the dress in the bag, on the basket page. */
async function basketPage(viewport = DESKTOP, javaScriptEnabled = true): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const context = await harness.browser.newContext({ viewport, javaScriptEnabled });
  const added = await context.request.get(`${harness.baseUrl}/basket/api/add?site=evans&productId=${dress.id}&stockId=${encodeURIComponent(size.stockId)}&quantity=1`);
  expect(added.status()).toBe(200);
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => undefined));
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  expect((await page.goto(`${harness.baseUrl}/basket?site=evans`))?.status()).toBe(200);
  if (javaScriptEnabled) await page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
  return { page, context, problems };
}

const total = (page: Page, which: 'subtotal' | 'delivery' | 'total') => page.locator(`#basket-totals [data-total="${which}"]`).textContent();
const pounds = (text: string | null): number => Number((text ?? '').replace('£', ''));
const saved = (page: Page) => page.waitForResponse((r) => r.url().includes('/DeliveryAccordion/UpdateSelectedDeliveryOption') && r.status() === 200);

describe('delivery accordion in a real browser', () => {
  test('choosing each home option changes the totals; the choice is kept after a reload; no axe violations', async () => {
    const { page, problems } = await basketPage();
    await expect.poll(() => total(page, 'delivery')).toBe('£3.99');
    const price = pounds(await total(page, 'subtotal'));
    expect(await total(page, 'total')).toBe(`£${(price + 3.99).toFixed(2)}`);
    await expectNoAxeViolations(page);

    await Promise.all([saved(page), page.getByLabel(/Express delivery/).check()]);
    await expect.poll(() => total(page, 'delivery')).toBe('£6.99');
    expect(await total(page, 'total')).toBe(`£${(price + 6.99).toFixed(2)}`);
    expect(await page.locator('#delivery-accordion').getAttribute('data-state')).toBe('chosen');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('delivery-accordion__chosen-heading');

    await page.getByRole('link', { name: 'Change delivery' }).click();
    await expect.poll(() => page.locator('#delivery-accordion').getAttribute('data-state')).toBe('choose');
    await Promise.all([saved(page), page.getByLabel(/Nominated day delivery/).check()]);
    await expect.poll(() => total(page, 'delivery')).toBe('£5.99');
    const day = await page.locator('.delivery-accordion__chosen-details li').first().textContent();
    expect(day).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday) \d{1,2} [A-Z][a-z]+$/);

    await page.reload();
    await expect.poll(() => total(page, 'delivery')).toBe('£5.99');
    expect(await page.locator('.delivery-accordion__chosen-option').textContent()).toContain('Nominated day delivery');
    await page.screenshot({ path: `${SCREENSHOTS}/delivery-chosen-desktop.png`, fullPage: true });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('by keyboard only: arrow keys choose, the safe place and its instructions save 1 s after typing', async () => {
    const { page, problems } = await basketPage();
    await page.locator('input[name="DeliveryOptionID"][value="1"]').focus();
    await Promise.all([saved(page), page.keyboard.press('ArrowDown')]);
    await expect.poll(() => total(page, 'delivery')).toBe('£6.99');

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#delivery-accordion').getAttribute('data-state')).toBe('choose');
    const safePlace = page.locator('#delivery-safe-place');
    await safePlace.focus();
    await Promise.all([saved(page), safePlace.selectOption('porch')]);
    await page.keyboard.press('Tab');
    const typed = page.waitForRequest((r) => r.url().includes('UpdateSelectedDeliveryOption') && (r.postData() ?? '').includes('Behind the blue pot'));
    await page.keyboard.type('Behind the blue pot');
    await typed;
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('delivery-safe-place-instructions');

    await page.reload();
    await expect.poll(() => page.locator('.delivery-accordion__chosen-details').textContent()).toContain('Behind the blue pot');
    expect(await page.locator('.delivery-accordion__chosen-details').textContent()).toContain('Front porch');
    expect(problems).toEqual([]);
    await page.close();
  });

  test('the help panel opens and closes; a quantity change reads delivery and totals again', async () => {
    const { page, problems } = await basketPage();
    await page.getByRole('button', { name: 'Need help with delivery?' }).click();
    await expect.poll(() => page.locator('[data-state-panel="need-help"]').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back to delivery' }).click();
    await expect.poll(() => page.locator('[data-state-panel="choose"]').isVisible()).toBe(true);

    const one = pounds(await total(page, 'subtotal'));
    const sections = page.waitForResponse((r) => r.url().includes('/basket/sections'));
    await page.locator('.basket-page [data-action="increase"]').click();
    await sections;
    await expect.poll(() => total(page, 'subtotal')).toBe(`£${(one * 2).toFixed(2)}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('without JavaScript the options form posts and the page comes back with the choice', async () => {
    const { page } = await basketPage(DESKTOP, false);
    await page.getByLabel(/Express delivery/).check();
    await Promise.all([page.waitForURL(/\/basket#delivery-accordion$/), page.getByRole('button', { name: 'Use this delivery' }).click()]);
    expect(await total(page, 'delivery')).toBe('£6.99');
    await page.close();
  });

  test('the whole basket page on a 390 px phone passes axe', async () => {
    const { page, problems } = await basketPage({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/delivery-basket-phone.png`, fullPage: true });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });
});
