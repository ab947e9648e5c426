import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';
import { shopperAtBasket, typeSandboxCard } from './support/shopper-at-basket.js';

/**
 * Every payment failure with a reason is visible on the basket page (real composition, payment and
 * PayPal sandboxes): shopper details missing (the server's message, focus on the first field to
 * fill), the provider unavailable (its 503 answered by a route, as no sandbox card provokes it),
 * a PayPal call the shop refused, and `/basket?error={message}` shown as text.
 */
const harness = useBrowserHarness();

const dresses = demoCatalog.products.filter((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 4));
/** Far from the picks of the other browser tests, which run against their own storefronts anyway. */
let picked = 21;

const payNow = (page: Page) => page.locator('[data-pay-now]');
const alerts = (page: Page) => page.locator('[data-payment-alerts]');
const DETAILS_MISSING = 'Please enter your details before you pay.';

/** A shopper with a dress in the bag who has not saved any details, on the basket page. */
async function shopperWithoutDetails(): Promise<{ page: Page; problems: string[] }> {
  const product = dresses[picked++ % dresses.length]!;
  const size = product.sizes.find((s) => s.unitsInStock >= 4)!;
  const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
  await addToBasket(harness, page.context(), { site: 'evans', productId: product.id, stockId: size.stockId });
  expect((await page.goto(`${harness.baseUrl}/basket?site=evans`))?.status()).toBe(200);
  await page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
  return { page, problems };
}

describe('payment failures with a reason are shown on the basket page', () => {
  test('paying by card before the details are saved: the server\'s message in the alert list, focus on the first field to fill; then saving and paying works', async () => {
    const { page, problems } = await shopperWithoutDetails();
    await typeSandboxCard(page);
    await payNow(page).focus();
    await page.keyboard.press('Enter');
    await alerts(page).waitFor({ state: 'visible' });
    expect(await alerts(page).locator('h3').textContent()).toBe('Please correct the following errors');
    expect(await alerts(page).locator('li').allTextContents()).toEqual([DETAILS_MISSING]);
    // The line links to the field, and the focus is on it already: the email comes first in the form.
    expect(await alerts(page).locator('li a').getAttribute('href')).toBe('#sd-email');
    await page.waitForFunction(() => document.activeElement?.id === 'sd-email');
    expect(await payNow(page).isDisabled()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/basket');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/payment-failure-details-missing.png`, fullPage: false });

    // With the email typed, the next field to fill is the first name.
    await page.keyboard.type('jo@example.com');
    await payNow(page).click();
    await page.waitForFunction(() => document.activeElement?.id === 'sd-delivery-firstName');
    expect(await alerts(page).locator('li a').getAttribute('href')).toBe('#sd-delivery-firstName');

    // By keyboard: the rest of the form, save, then pay.
    await page.keyboard.type('Jo');
    await page.locator('#sd-delivery-lastName').fill('Shopper');
    await page.locator('#sd-delivery-line1').fill('12 St James Square');
    await page.locator('#sd-delivery-city').fill('London');
    await page.locator('#sd-delivery-postcode').fill('SW1Y 4LB');
    await page.locator('#sd-delivery-phone').fill('+44 20 7946 0000');
    await page.getByRole('button', { name: 'Save my details' }).click();
    await page.getByText('Your details are saved.').waitFor();
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), payNow(page).click()]);
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(problems).toEqual([]);
    await page.close();
  });

  test('the provider unavailable (503) and too many attempts: each message in the alert list, the buttons back', async () => {
    const { page, problems } = await shopperAtBasket(harness, picked++);
    const answers = [
      { status: 503, code: 'PROVIDER_UNAVAILABLE', message: 'This service is not available just now. Please try again later.' },
      { status: 409, code: 'TOO_MANY_PAYMENT_ATTEMPTS', message: 'This order has had too many payment attempts. Please contact us.' },
    ];
    let call = 0;
    await page.route('**/Checkout/PaymentComponent/InitiatePayment**', (route) => {
      const { status, code, message } = answers[call++]!;
      return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ code, message }) });
    });
    await page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
    await typeSandboxCard(page);
    for (const { message } of answers) {
      await payNow(page).click();
      await page.waitForFunction((text) => document.querySelector('[data-payment-alert-list]')?.textContent === text, message);
      expect(await alerts(page).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-payment-alerts'))).toBe(true);
      expect(await payNow(page).isDisabled()).toBe(false);
    }
    await expectNoAxeViolations(page, '[data-payment-area]');
    await page.locator('[data-payment-area]').screenshot({ path: `${SCREENSHOTS}/payment-failure-provider-unavailable.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('PayPal refused by the shop (details missing): back on the basket page with the shop\'s message as the alert', async () => {
    const { page, problems } = await shopperWithoutDetails();
    await page.locator('[data-island="PayPalButton"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="PayPalButton"][data-island-hydrated] [data-paypal-state="ready"]');
    await page.locator('[data-paypal-sandbox-button]').focus();
    await Promise.all([page.waitForURL(/\/basket\?error=/), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('error')).toBe(DETAILS_MISSING);
    expect(await page.locator('.basket-page__error').textContent()).toBe(DETAILS_MISSING);
    expect(await page.locator('.basket-page__error').getAttribute('role')).toBe('alert');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('/basket?error={message} shows the message as text at the top of the basket, never as markup, cut to 200 characters', async () => {
    const { page, problems } = await shopperWithoutDetails();
    const hostile = '<script>window.__ran = true</script><img src=x onerror="window.__ran = true">Your PayPal payment was declined.';
    expect((await page.goto(`${harness.baseUrl}/basket?site=evans&error=${encodeURIComponent(hostile)}`))?.status()).toBe(200);
    await page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
    const error = page.locator('.basket-page__error');
    expect(await error.textContent()).toBe(hostile);
    expect(await error.locator('script, img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
    // At the top of the basket: right under the page heading, before the lines.
    expect(await page.evaluate(() => document.querySelector('.basket-page h1')?.nextElementSibling?.className)).toBe('basket-page__error');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/basket-error-as-text.png`, fullPage: false });

    expect((await page.goto(`${harness.baseUrl}/basket?site=evans&error=${'x'.repeat(250)}`))?.status()).toBe(200);
    expect(await page.locator('.basket-page__error').textContent()).toBe(`${'x'.repeat(199)}…`);
    // A known short code keeps its translated text.
    expect((await page.goto(`${harness.baseUrl}/basket?site=evans&error=paypal`))?.status()).toBe(200);
    expect(await page.locator('.basket-page__error').textContent()).toBe('An error has occured.');
    expect(problems).toEqual([]);
    await page.close();
  });
});
