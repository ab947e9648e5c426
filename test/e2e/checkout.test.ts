import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

/**
 * Whole purchases on the real composition with the payment sandbox (no routes faked): the basket
 * page's payment area, the server's payment calls, the sandbox's challenge and bank pages, and the
 * confirmation page, checked against the database (stock, basket, order).
 */
const harness = useBrowserHarness();

const ADDRESSES = {
  GB: { 'delivery.countryCode': 'GB', 'delivery.line1': '12 St James Square', 'delivery.city': 'London', 'delivery.postcode': 'SW1Y 4LB' },
  NL: { 'delivery.countryCode': 'NL', 'delivery.line1': 'Damrak 1', 'delivery.city': 'Amsterdam', 'delivery.postcode': '1012 LG' },
} as const;

const productsOf = (brand: string) => demoCatalog.products.filter((p) => p.brand === brand && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 4));
let picked = 0;

interface Shopper { page: Page; context: BrowserContext; stockId: string; problems: string[] }

/** A fresh shopper on `site` with one dress in the bag and the details saved, on the basket page. */
async function shopperAtBasket(site = 'evans', brand = 'evans', country: keyof typeof ADDRESSES = 'GB'): Promise<Shopper> {
  const product = productsOf(brand)[picked++]!;
  const size = product.sizes.find((s) => s.unitsInStock >= 4)!;
  const context = await harness.browser.newContext({ viewport: DESKTOP });
  const base = harness.baseUrl;
  expect((await context.request.get(`${base}/basket/api/add?site=${site}&productId=${product.id}&stockId=${encodeURIComponent(size.stockId)}&quantity=1`)).status()).toBe(200);
  const token = (await (await context.request.get(`${base}/api/user/datalayer`)).json()).RequestVerificationToken as string;
  const saved = await context.request.post(`${base}/basket/details`, {
    headers: { 'content-type': 'application/json', accept: 'application/json', RequestVerificationToken: token },
    data: { email: 'jo@example.com', 'delivery.firstName': 'Jo', 'delivery.lastName': 'Shopper', 'delivery.phone': '+44 20 7946 0000', ...ADDRESSES[country], billingSameAsDelivery: 'true' },
  });
  expect(saved.status()).toBe(200);
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => undefined));
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  expect((await page.goto(`${base}/basket?site=${site}`))?.status()).toBe(200);
  await page.waitForSelector('[data-island="QuickBasket"][data-island-hydrated]');
  await page.locator('[data-payment-area]').scrollIntoViewIfNeeded();
  await page.locator('fieldset.payment-methods').waitFor();
  return { page, context, stockId: size.stockId, problems };
}

const unitsOf = async (stockId: string): Promise<number> =>
  (await harness.sut.db.query<{ units_in_stock: number }>('SELECT units_in_stock FROM product_sizes WHERE stock_id = $1', [stockId])).rows[0]!.units_in_stock;
const basketCount = async (context: BrowserContext): Promise<number> =>
  (await (await context.request.get(`${harness.baseUrl}/basket/quickbasket/count`)).json()).count as number;
const payNow = (page: Page) => page.locator('[data-pay-now]');

async function typeCard(page: Page, card: { number: string; holder: string }): Promise<void> {
  await page.locator('#payment-method-scheme').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.type(card.number);
  await page.keyboard.press('Tab');
  await page.keyboard.type('0330');
  await page.keyboard.press('Tab');
  await page.keyboard.type('737');
  await page.keyboard.press('Tab');
  await page.keyboard.type(card.holder);
}

describe('checkout with the payment sandbox, end to end', () => {
  test('a card purchase by keyboard only ends on the confirmation page; stock reduced, basket empty', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket();
    const before = await unitsOf(stockId);
    await expectNoAxeViolations(page);
    await typeCard(page, { number: '4111111111111111', holder: 'Jo Shopper' });
    await payNow(page).focus();
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), page.keyboard.press('Enter')]);
    expect(await page.locator('h1').textContent()).toBe('Thank you for your order');
    const reference = await page.locator('.confirmation-page__reference').textContent();
    expect(reference).toMatch(/^EV-\d+$/);
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(await page.locator('.confirmation-page__method').textContent()).toBe('visa');
    expect(await page.locator('.confirmation-page__total').textContent()).toMatch(/^£\d/);
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(await basketCount(context)).toBe(0);
    const stored = (await harness.sut.db.query<{ status: string }>('SELECT status FROM orders WHERE reference = $1', [reference])).rows;
    expect(stored).toEqual([{ status: 'paid' }]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-confirmation.png`, fullPage: true });
    // On a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-confirmation-phone.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a refused card shows the refusal on the basket page; basket and stock unchanged', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket();
    const before = await unitsOf(stockId);
    await typeCard(page, { number: '4111111111111111', holder: 'DECLINED' });
    await payNow(page).click();
    const alerts = page.locator('[data-payment-alerts]');
    await alerts.waitFor({ state: 'visible' });
    expect(await alerts.locator('h3').textContent()).toBe('Please correct the following errors');
    expect((await alerts.locator('li').allTextContents()).join(' ')).not.toBe('');
    expect(new URL(page.url()).pathname).toBe('/basket');
    expect(await payNow(page).isDisabled()).toBe(false);
    expect(await unitsOf(stockId)).toBe(before);
    expect(await basketCount(context)).toBe(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-refused.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a 3-D Secure 2 challenge in its container: the password, then the confirmation page', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket();
    const before = await unitsOf(stockId);
    await typeCard(page, { number: '4212345678910006', holder: 'Jo Shopper' });
    await payNow(page).click();
    const frame = page.frameLocator('[data-challenge-container] iframe');
    await frame.getByLabel('Password').waitFor();
    expect(await unitsOf(stockId)).toBe(before - 1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-3ds2-challenge.png`, fullPage: true });
    await frame.getByLabel('Password').fill('password');
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?/), frame.getByRole('button', { name: 'Confirm' }).click()]);
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(await basketCount(context)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('iDEAL approved on the sandbox bank page: back through Return to the confirmation page', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket('yours-clothing-nl', 'yours-clothing', 'NL');
    const before = await unitsOf(stockId);
    await page.locator('#payment-method-ideal').focus();
    await page.keyboard.press('Space');
    await Promise.all([page.waitForURL(/\/payment-sandbox\/bank\?/), payNow(page).click()]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-ideal-bank.png`, fullPage: true });
    await page.locator('#issuer-ing').check();
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?/), page.getByRole('button', { name: 'Approve payment' }).click()]);
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(await page.locator('.confirmation-page__method').textContent()).toBe('ideal');
    expect(await page.locator('.confirmation-page__total').textContent()).toContain('€');
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(await basketCount(context)).toBe(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('iDEAL cancelled on the bank page: back on the basket page with the payment message; basket and stock unchanged', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket('yours-clothing-nl', 'yours-clothing', 'NL');
    const before = await unitsOf(stockId);
    await page.locator('#payment-method-ideal').check();
    await Promise.all([page.waitForURL(/\/payment-sandbox\/bank\?/), payNow(page).click()]);
    await Promise.all([page.waitForURL(/\/basket\?error=payment/), page.getByRole('button', { name: 'Cancel payment' }).click()]);
    expect(await page.locator('.basket-page__error').textContent()).toBe('There was a problem processing your card payment');
    expect(await unitsOf(stockId)).toBe(before);
    expect(await basketCount(context)).toBe(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-ideal-cancelled.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('pending then the sandbox webhook: the confirmation page shows processing, polls, and shows the order paid', async () => {
    const { page, problems } = await shopperAtBasket();
    await typeCard(page, { number: '4111111111111111', holder: 'PENDING' });
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?/), payNow(page).click()]);
    expect(await page.locator('h1').textContent()).toBe('We are processing your payment');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-processing.png`, fullPage: true });
    // The sandbox sends its AUTHORISATION webhook after PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS; the poll reloads the page.
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Thank you for your order');
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(problems).toEqual([]);
    await page.close();
  });
});
