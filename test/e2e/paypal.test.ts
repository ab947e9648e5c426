import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { SCREENSHOTS, expectNoAxeViolations, useBrowserHarness } from './support/browser-harness.js';
import { answerProviderHosts } from './support/provider-hosts.js';
import { basketCount as basketCountOf, shopperAtBasket, unitsOf as unitsInStock, type BasketShopper } from './support/shopper-at-basket.js';

/**
 * PayPal on the real composition with the PayPal sandbox (no routes faked): the basket page's
 * PayPal button, the sandbox's approval page (approve, change the shipping address, cancel), the
 * server's PayPal calls and the confirmation page, checked against the database.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'paypal-e2e-'));
const harness = useBrowserHarness({ env: { DATA_DIR: dataDir } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let picked = 7;

const APPROVAL_URL = /\/payment-sandbox\/paypal\?token=[A-Z0-9]{17}$/;
const BASKET_URL = /\/basket$/;

/** A fresh shopper with one dress in the bag and GB details saved, on the basket page with the PayPal button ready. */
async function shopperAtPayPal(): Promise<BasketShopper> {
  const shopper = await shopperAtBasket(harness, picked++);
  await payPalReady(shopper.page);
  return shopper;
}

/** Scrolls to the PayPal button as a shopper would (it hydrates as it nears the viewport) and waits until it is ready. */
async function payPalReady(page: Page): Promise<void> {
  await page.locator('[data-island="PayPalButton"]').scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-island="PayPalButton"][data-island-hydrated] [data-paypal-state="ready"]');
}
const unitsOf = (stockId: string) => unitsInStock(harness, stockId);
const basketCount = (context: BrowserContext) => basketCountOf(harness, context);
const ordersOf = async (stockId: string) =>
  (await harness.sut.db.query<{ reference: string; status: string; payment_method: string | null }>(
    'SELECT o.reference, o.status, o.payment_method FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.stock_id = $1 ORDER BY o.created_at', [stockId])).rows;

/** The PayPal button by keyboard: focus it, Enter, and on to the sandbox's approval page. */
async function openPayPal(page: Page): Promise<void> {
  await page.locator('[data-paypal-sandbox-button]').focus();
  await Promise.all([page.waitForURL(APPROVAL_URL), page.keyboard.press('Enter')]);
  await page.locator('h1').waitFor();
}

async function pressButton(page: Page, name: string, next: RegExp): Promise<void> {
  await page.getByRole('button', { name }).focus();
  await Promise.all([page.waitForURL(next), page.keyboard.press('Enter')]);
}

describe('PayPal with the PayPal sandbox, end to end', () => {
  test('approve: by keyboard from the basket page to the confirmation page; order stored, stock reduced, basket empty', async () => {
    const { page, context, stockId, problems } = await shopperAtPayPal();
    const before = await unitsOf(stockId);
    await page.locator('[data-island="PayPalButton"]').scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/paypal-basket-button.png` });
    await openPayPal(page);
    expect(await page.locator('h1').textContent()).toBe('PayPal: approve your payment');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/paypal-sandbox-approval.png`, fullPage: true });
    await pressButton(page, 'Approve and pay', /\/Checkout\/Confirmation\?encryptedOrderId=/);
    expect(await page.locator('h1').textContent()).toBe('Thank you for your order');
    expect(await page.locator('.confirmation-page__method').textContent()).toBe('paypal');
    const reference = await page.locator('.confirmation-page__reference').textContent();
    expect(await ordersOf(stockId)).toEqual([{ reference, status: 'paid', payment_method: 'paypal' }]);
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(await basketCount(context)).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/paypal-confirmation.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('cancel on PayPal: back on the basket page, the order cancelled; basket and stock unchanged', async () => {
    const { page, context, stockId, problems } = await shopperAtPayPal();
    const before = await unitsOf(stockId);
    await openPayPal(page);
    expect(await unitsOf(stockId)).toBe(before - 1);
    await pressButton(page, 'Cancel and return to the shop', BASKET_URL);
    await payPalReady(page);
    expect(await ordersOf(stockId)).toMatchObject([{ status: 'cancelled' }]);
    expect(await unitsOf(stockId)).toBe(before);
    expect(await basketCount(context)).toBe(1);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a shipping change to a country the shop does not deliver to is refused on PayPal\'s page; cancelling leaves basket and stock unchanged', async () => {
    const { page, context, stockId, problems } = await shopperAtPayPal();
    const before = await unitsOf(stockId);
    await openPayPal(page);
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('Postcode').fill('10001');
    await page.getByRole('button', { name: 'Use this address' }).focus();
    await Promise.all([page.waitForLoadState('load'), page.keyboard.press('Enter')]);
    await page.getByRole('alert').filter({ hasText: 'does not deliver to this country' }).waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/paypal-sandbox-country-refused.png`, fullPage: true });
    // PayPal's order keeps the address it had: nothing changed.
    expect(await page.locator('.payment-sandbox__ships-to').textContent()).toContain('United Kingdom');
    await pressButton(page, 'Cancel and return to the shop', BASKET_URL);
    await payPalReady(page);
    expect(await ordersOf(stockId)).toMatchObject([{ status: 'cancelled' }]);
    expect(await unitsOf(stockId)).toBe(before);
    expect(await basketCount(context)).toBe(1);
    expect(problems.filter((p) => !p.includes('400'))).toEqual([]);
    await page.close();
  });

  test('a declined capture restarts the flow on PayPal; paying with the balance then completes the order once', async () => {
    const { page, context, stockId, problems } = await shopperAtPayPal();
    const before = await unitsOf(stockId);
    await openPayPal(page);
    const approval = page.url();
    await page.getByLabel('A card PayPal declines (to try a failed payment)').check();
    await page.getByRole('button', { name: 'Approve and pay' }).focus();
    // Back on the basket page the capture is declined: the browser goes back to PayPal's page for the same order.
    await Promise.all([page.waitForURL(/\/basket\?paypal=approved&/), page.keyboard.press('Enter')]);
    await page.waitForURL((url) => url.href === approval);
    await page.locator('h1').waitFor();
    expect(await ordersOf(stockId)).toMatchObject([{ status: 'pending' }]);
    expect(await basketCount(context)).toBe(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/paypal-sandbox-restarted.png`, fullPage: true });
    await pressButton(page, 'Approve and pay', /\/Checkout\/Confirmation\?encryptedOrderId=/);
    expect(await page.locator('h1').textContent()).toBe('Thank you for your order');
    expect(await ordersOf(stockId)).toMatchObject([{ status: 'paid', payment_method: 'paypal' }]);
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(await basketCount(context)).toBe(0);
    await expectNoAxeViolations(page);
    // The declined capture is a 409 the page expects (it restarts); nothing else went wrong.
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('PayPal on a manual-capture site with PayPal\'s own SDK (its hosts answered here)', () => {
  const manualDataDir = mkdtempSync(join(tmpdir(), 'paypal-manual-e2e-'));
  // Real PayPal credentials (PayPal itself is never reached): the basket page loads PayPal's JS SDK.
  const manual = useBrowserHarness({
    env: { DATA_DIR: manualDataDir, MANUAL_CAPTURE_SITES: 'evans', PAYPAL_CLIENT_ID: 'AbC-123_x', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_BASE_URL: 'http://127.0.0.1:9' },
  });
  afterAll(() => rmSync(manualDataDir, { recursive: true, force: true }));

  test('the basket page loads PayPal\'s SDK with intent authorize, as the site\'s PayPal orders are authorised at approval (PayPal\'s buttons refuse an order of another intent)', async () => {
    const { page } = await shopperAtBasket(manual, picked++);
    const external = await answerProviderHosts(page, 'not-found');
    await page.locator('[data-island="PayPalButton"]').scrollIntoViewIfNeeded();
    await expect.poll(() => external.find((url) => url.startsWith('https://www.paypal.com/sdk/js'))).toBeDefined();
    const sdk = new URL(external.find((url) => url.startsWith('https://www.paypal.com/sdk/js'))!);
    expect([sdk.searchParams.get('client-id'), sdk.searchParams.get('intent'), sdk.searchParams.get('currency')]).toEqual(['AbC-123_x', 'authorize', 'GBP']);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/paypal-manual-capture-basket.png`, fullPage: true });
    await page.close();
  });
});
