import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

/**
 * The sandbox card form behaves as Adyen's card component (spec 3 to 5), on the real composition
 * with the payment sandbox: the brand from the sandbox's bin lookup, the security code hidden for
 * Bancontact, 'Unsupported card entered' on the number for a brand the sandbox does not take.
 */
const harness = useBrowserHarness();

const product = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 4))!;
const size = product.sizes.find((s) => s.unitsInStock >= 4)!;

async function basketWithCardChosen(): Promise<{ page: Page; problems: string[] }> {
  const context = await harness.browser.newContext({ viewport: DESKTOP });
  await addToBasket(harness, context, { site: 'evans', productId: product.id, stockId: size.stockId });
  const base = harness.baseUrl;
  const token = (await (await context.request.get(`${base}/api/user/datalayer`)).json()).RequestVerificationToken as string;
  const saved = await context.request.post(`${base}/basket/details`, {
    headers: { 'content-type': 'application/json', accept: 'application/json', RequestVerificationToken: token },
    data: {
      email: 'jo@example.com', 'delivery.firstName': 'Jo', 'delivery.lastName': 'Shopper', 'delivery.phone': '+44 20 7946 0000', 'delivery.countryCode': 'GB',
      'delivery.line1': '12 St James Square', 'delivery.city': 'London', 'delivery.postcode': 'SW1Y 4LB', billingSameAsDelivery: 'true',
    },
  });
  expect(saved.status()).toBe(200);
  const { page, problems } = await newWatchedPage(context);
  expect((await page.goto(`${base}/basket?site=evans`))?.status()).toBe(200);
  await page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
  await page.locator('[data-payment-area]').scrollIntoViewIfNeeded();
  await page.locator('fieldset.payment-methods').waitFor();
  await page.locator('#payment-method-scheme').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('payment-card-number');
  return { page, problems };
}

const brandText = (page: Page) => page.locator('#payment-card-brand').textContent();
const numberError = (page: Page) => page.locator('#payment-card-number-error');
const securityCode = (page: Page) => page.locator('#payment-card-security-code');

describe('the sandbox card form', () => {
  test('shows the brand, hides the security code for Bancontact, and says an unsupported card is unsupported, by keyboard only', async () => {
    const { page, problems } = await basketWithCardChosen();

    // Mir is a known brand the sandbox does not take: its bin lookup says so, on the number field, while typing.
    await page.keyboard.type('2200000000000004');
    await expect.poll(() => numberError(page).textContent()).toBe('Unsupported card entered');
    expect(await page.locator('#payment-card-number').getAttribute('aria-invalid')).toBe('true');
    expect(await brandText(page)).toContain('Card type: Mir');
    await expectNoAxeViolations(page, '[data-payment-area]');
    await page.locator('[data-payment-area]').screenshot({ path: `${SCREENSHOTS}/card-form-unsupported.png` });
    // Paying is refused in the form: the alert list names it, nothing is sent.
    await page.locator('[data-pay-now]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-payment-alerts]').textContent()).toContain('Unsupported card entered');

    // A Bancontact card: its brand, and no security code to enter.
    await page.locator('#payment-card-number').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('6703444444444449');
    await expect.poll(() => brandText(page)).toContain('Card type: Bancontact');
    await expect.poll(() => numberError(page).textContent()).toBe('');
    expect(await page.locator('#payment-card-number').getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => securityCode(page).count()).toBe(0);
    await page.keyboard.press('Tab');
    await page.keyboard.type('0330');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('payment-card-holder');
    await page.keyboard.type('Jo Shopper');
    await expectNoAxeViolations(page, '[data-payment-area]');
    await page.locator('[data-payment-area]').screenshot({ path: `${SCREENSHOTS}/card-form-bancontact.png` });

    // Another brand brings the security code back, of its length (amex 4).
    await page.locator('#payment-card-number').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('370000000000002');
    await expect.poll(() => brandText(page)).toContain('Card type: American Express');
    await expect.poll(() => securityCode(page).getAttribute('maxlength')).toBe('4');

    // Bancontact again, and it pays without a security code.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('6703444444444449');
    await expect.poll(() => securityCode(page).count()).toBe(0);
    await page.locator('[data-pay-now]').focus();
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), page.keyboard.press('Enter')]);
    expect(await page.locator('h1').textContent()).toBe('Thank you for your order');
    expect(problems).toEqual([]);
  });
});
