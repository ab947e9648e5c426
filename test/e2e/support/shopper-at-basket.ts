import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, addToBasket, newWatchedPage, type BrowserHarness } from './browser-harness.js';
import { demoCatalog } from './demo-catalog.js';

export interface BasketShopper { page: Page; context: BrowserContext; stockId: string; problems: string[] }

const dresses = demoCatalog.products.filter((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 4));

/**
 * A fresh shopper with one Evans garment (the `pick`th with 4 or more units of a size, so tests
 * that run side by side do not share stock) in the bag and GB details saved, on the basket page.
 * `fakeClock`: the page runs on Playwright's clock from its first script (time flows as usual until
 * the test moves it), so code that keeps a reference to Date.now follows `page.clock` too.
 */
export async function shopperAtBasket(harness: BrowserHarness, pick: number, options: { fakeClock?: boolean } = {}): Promise<BasketShopper> {
  const product = dresses[pick % dresses.length]!;
  const size = product.sizes.find((s) => s.unitsInStock >= 4)!;
  const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
  const context = page.context();
  await addToBasket(harness, context, { site: 'evans', productId: product.id, stockId: size.stockId });
  const token = (await (await context.request.get(`${harness.baseUrl}/api/user/datalayer`)).json()).RequestVerificationToken as string;
  const saved = await context.request.post(`${harness.baseUrl}/basket/details`, {
    headers: { 'content-type': 'application/json', accept: 'application/json', RequestVerificationToken: token },
    data: {
      email: 'jo@example.com', 'delivery.firstName': 'Jo', 'delivery.lastName': 'Shopper', 'delivery.phone': '+44 20 7946 0000',
      'delivery.countryCode': 'GB', 'delivery.line1': '12 St James Square', 'delivery.city': 'London', 'delivery.postcode': 'SW1Y 4LB', billingSameAsDelivery: 'true',
    },
  });
  expect(saved.status()).toBe(200);
  if (options.fakeClock === true) await context.clock.install();
  expect((await page.goto(`${harness.baseUrl}/basket?site=evans`))?.status()).toBe(200);
  return { page, context, stockId: size.stockId, problems };
}

/**
 * Chooses cards and types a Visa the sandbox knows, by keyboard; the holder name picks the
 * sandbox's answer ('PENDING' leaves the payment pending, a plain name authorises).
 */
export async function typeSandboxCard(page: Page, holderName = 'Jo Shopper'): Promise<void> {
  await page.locator('[data-payment-area]').scrollIntoViewIfNeeded();
  await page.locator('fieldset.payment-methods').waitFor();
  await page.locator('#payment-method-scheme').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4111111111111111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0330');
  await page.keyboard.press('Tab');
  await page.keyboard.type('737');
  await page.keyboard.press('Tab');
  await page.keyboard.type(holderName);
}

export const unitsOf = async (harness: BrowserHarness, stockId: string): Promise<number> =>
  (await harness.sut.db.query<{ units_in_stock: number }>('SELECT units_in_stock FROM product_sizes WHERE stock_id = $1', [stockId])).rows[0]!.units_in_stock;

export const basketCount = async (harness: BrowserHarness, context: BrowserContext): Promise<number> =>
  (await (await context.request.get(`${harness.baseUrl}/basket/quickbasket/count`)).json()).count as number;
