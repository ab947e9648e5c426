import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SCREENSHOTS, expectNoAxeViolations, useBrowserHarness } from './support/browser-harness.js';
import { basketCount as basketCountOf, shopperAtBasket, unitsOf as unitsInStock, type BasketShopper } from './support/shopper-at-basket.js';

/**
 * Klarna (ADR 0025) end to end on the real composition with the Klarna sandbox: the basket page's
 * wallet button, the sandbox authorise dialog, CompleteOrder and the confirmation page, checked
 * against the database (stock, basket, order). Keyboard only.
 */
const harness = useBrowserHarness();

let picked = 0;

async function shopperAtKlarna(): Promise<BasketShopper> {
  const shopper = await shopperAtBasket(harness, picked++);
  await shopper.page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
  await shopper.page.locator('[data-klarna-wallet]').scrollIntoViewIfNeeded();
  await klarnaButton(shopper.page).waitFor({ state: 'visible' });
  return shopper;
}

const klarnaButton = (page: Page) => page.getByRole('button', { name: 'Pay with Klarna' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Klarna sandbox' });
const unitsOf = (stockId: string) => unitsInStock(harness, stockId);
const basketCount = (context: BrowserContext) => basketCountOf(harness, context);

/** Opens Klarna from the keyboard and waits for the sandbox authorise dialog. */
async function openKlarna(page: Page): Promise<void> {
  await klarnaButton(page).focus();
  await page.keyboard.press('Enter');
  await dialog(page).waitFor({ state: 'visible' });
}

describe('Klarna wallet button with the Klarna sandbox, end to end', () => {
  test('approved by keyboard: the confirmation page, the order stored paid, stock reduced, basket empty', async () => {
    const { page, context, stockId, problems } = await shopperAtKlarna();
    const before = await unitsOf(stockId);
    await expectNoAxeViolations(page);
    await page.locator('[data-klarna-wallet]').screenshot({ path: `${SCREENSHOTS}/klarna-button.png` });
    await openKlarna(page);
    // The order is placed (stock reserved) once the session exists.
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(await dialog(page).locator('[data-klarna-sandbox-amount]').textContent()).toMatch(/^Amount: £\d/);
    // The modal takes the focus; its first control is Approve.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Approve');
    expect(await page.locator('input[name="klarnaClientToken"]').inputValue()).not.toBe('');
    expect(JSON.parse(await page.locator('input[name="klarnaPayload"]').inputValue())).toMatchObject({ auto_finalize: true, collect_shipping_address: true });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/klarna-sandbox-dialog.png` });
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), page.keyboard.press('Enter')]);
    expect(await page.locator('h1').textContent()).toBe('Thank you for your order');
    const reference = await page.locator('.confirmation-page__reference').textContent();
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(await page.locator('.confirmation-page__method').textContent()).toBe('klarna');
    const stored = (await harness.sut.db.query<{ status: string; payment_method: string }>('SELECT status, payment_method FROM orders WHERE reference = $1', [reference])).rows;
    expect(stored).toEqual([{ status: 'paid', payment_method: 'klarna' }]);
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(await basketCount(context)).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/klarna-confirmation.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('declined by keyboard: back on the basket page with the message; basket and stock unchanged', async () => {
    const { page, context, stockId, problems } = await shopperAtKlarna();
    const before = await unitsOf(stockId);
    await openKlarna(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Decline');
    await expectNoAxeViolations(page);
    await Promise.all([page.waitForURL(/\/basket\?error=klarna$/), page.keyboard.press('Enter')]);
    expect(await page.locator('.basket-page__error').textContent()).toBe('Something went wrong, please refresh and try again');
    expect(await unitsOf(stockId)).toBe(before);
    expect(await basketCount(context)).toBe(1);
    const orders = (await harness.sut.db.query<{ status: string }>("SELECT status FROM orders WHERE payment_method = 'klarna' AND status <> 'paid'")).rows;
    expect(orders.map((o) => o.status)).toContain('refused');
    await klarnaButton(page).waitFor({ state: 'visible' });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/klarna-declined.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('Escape closes the dialog: the order goes back, the shopper stays and may pay another way', async () => {
    const { page, context, stockId, problems } = await shopperAtKlarna();
    const before = await unitsOf(stockId);
    await openKlarna(page);
    await page.keyboard.press('Escape');
    await page.locator('[data-klarna-status]', { hasText: 'You closed Klarna. Your basket is as it was.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/basket');
    expect(await klarnaButton(page).isDisabled()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pay with Klarna');
    expect(await unitsOf(stockId)).toBe(before);
    expect(await basketCount(context)).toBe(1);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a session without a client token is not initialised: the failure is logged, the card payment area still there', async () => {
    const { page, stockId, problems } = await shopperAtKlarna();
    const before = await unitsOf(stockId);
    await page.route('**/checkout/klarna/session', async (route) => {
      const real = await route.fetch();
      const body = await real.json() as Record<string, unknown>;
      await route.fulfill({ response: real, json: { ...body, clientToken: '' } });
    });
    await klarnaButton(page).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-klarna-alert]', { hasText: 'Klarna is not available just now. Please choose another way to pay.' }).waitFor();
    expect(await dialog(page).isVisible()).toBe(false);
    expect(problems.some((p) => p.startsWith('Wallet init failure'))).toBe(true);
    // The session's order was released again, and the card form still works.
    await expect.poll(() => unitsOf(stockId)).toBe(before);
    expect(await klarnaButton(page).isDisabled()).toBe(false);
    await page.locator('#payment-method-scheme').waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/klarna-init-failure.png`, fullPage: true });
    await page.close();
  });
});
