import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

const harness = useBrowserHarness();

const productOf = (brand: string) => {
  const product = demoCatalog.products.find((p) => p.brand === brand && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 4))!;
  return { product, size: product.sizes.find((s) => s.unitsInStock >= 4)! };
};

/**
 * A fresh browser with one line in its basket on `site`, on the basket page with its scripts
 * running (unless JavaScript is off). The details form hydrates when the shopper first reaches it,
 * so every test types into it from the first keystroke as a shopper would.
 */
async function basketWithLine(site: string, brand: string, opts: { width?: number; height?: number; javaScript?: boolean } = {}) {
  const context: BrowserContext = await harness.browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 }, javaScriptEnabled: opts.javaScript ?? true,
  });
  const { page, problems } = await newWatchedPage(context);
  const { product, size } = productOf(brand);
  await addToBasket(harness, context, { site, productId: product.id, stockId: size.stockId });
  await openBasket(page, opts.javaScript ?? true);
  return { page, context, problems };
}

async function openBasket(page: Page, hydrated = true) {
  const response = await page.goto(`${harness.baseUrl}/basket`);
  expect(response?.status()).toBe(200);
  if (hydrated) await page.waitForSelector('[data-island="ShopperDetails"][data-island-waiting]');
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Presses Tab until the element with `id` has focus (at most 80 times), as a keyboard user would. */
async function tabTo(page: Page, id: string) {
  for (let i = 0; i < 80 && (await activeId(page)) !== id; i++) await page.keyboard.press('Tab');
  expect(await activeId(page)).toBe(id);
}

const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`);

describe('shopper details in a real browser', () => {
  test('keyboard only: errors on blur, the error summary, a server refusal, then saved and kept after a reload', async () => {
    const { page, problems } = await basketWithLine('evans', 'evans');
    await page.evaluate(() => document.addEventListener('basket:changed', () => document.documentElement.setAttribute('data-basket-changed', 'yes')));
    await tabTo(page, 'sd-email');
    await page.keyboard.type('ada@example');
    await page.keyboard.press('Tab');
    await expect.poll(() => errorOf(page, 'sd-email').textContent()).toBe('Incomplete field');
    expect(await page.locator('#sd-email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#sd-email').getAttribute('aria-describedby')).toBe('sd-email-hint sd-email-error');
    expect(await activeId(page)).toBe('sd-delivery-firstName');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => errorOf(page, 'sd-delivery-lastName').textContent()).toBe('Please fill in this field');
    expect(await activeId(page)).toBe('sd-delivery-countryCode');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12 St James’s Square');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('London');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12345');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+44 20 7946 0000');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('sd-billingSameAsDelivery');
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('#sd-billing-firstName').isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('#sd-billing-firstName').isVisible()).toBe(false);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const summary = page.locator('#shopper-details .error-summary');
    await summary.waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(await summary.getAttribute('role')).toBe('alert');
    expect(await summary.locator('a').allTextContents()).toEqual(['Email address: Incomplete field', 'Last name: Please fill in this field']);
    await page.locator('#shopper-details').screenshot({ path: `${SCREENSHOTS}/shopper-details-errors.png` });
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await activeId(page)).toBe('sd-email');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('sd-delivery-lastName');
    await page.keyboard.type('Lovelace');
    await expect.poll(() => errorOf(page, 'sd-delivery-lastName').count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => summary.locator('a').allTextContents())
      .toEqual(['Postcode: Please check the postcode: it does not look like one from the country chosen']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-basket-changed'))).toBeNull();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await activeId(page)).toBe('sd-delivery-postcode');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('sw1y4lb');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.shopper-details__status').textContent()).toBe('Your details are saved.');
    expect(await page.locator('#sd-delivery-postcode').inputValue()).toBe('SW1Y 4LB');
    expect(await summary.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-basket-changed'))).toBe('yes');
    await page.locator('#shopper-details').screenshot({ path: `${SCREENSHOTS}/shopper-details-saved.png` });

    await openBasket(page);
    expect(await page.locator('#sd-email').inputValue()).toBe('ada@example.com');
    expect(await page.locator('#sd-delivery-lastName').inputValue()).toBe('Lovelace');
    expect(await page.locator('#sd-delivery-postcode').inputValue()).toBe('SW1Y 4LB');
    expect(await page.locator('.shopper-details__status').textContent()).toBe('Your details are saved.');
    expect(problems).toEqual([]);
    await page.close();
  });

  test("a signed-in shopper finds the account's email filled in", async () => {
    const { page, context } = await basketWithLine('yours-clothing', 'yours-clothing');
    const token = (await (await context.request.get(`${harness.baseUrl}/api/user/datalayer`)).json() as { RequestVerificationToken: string }).RequestVerificationToken;
    const email = `shopper-${Date.now()}@example.com`;
    const registered = await context.request.post(`${harness.baseUrl}/account/register`, {
      form: { name: 'Grace Hopper', email, password: 'correct horse battery staple', RequestVerificationToken: token }, maxRedirects: 0,
    });
    expect(registered.status()).toBe(303);
    await openBasket(page);
    expect(await page.locator('#sd-email').inputValue()).toBe(email);
    await page.close();
  });

  test('a US site asks for a state and offers an apartment/suite line; Canada asks for a province', async () => {
    const { page, problems } = await basketWithLine('yours-clothing-us', 'yours-clothing');
    expect(await page.locator('label[for="sd-delivery-postcode"]').textContent()).toBe('ZIP code');
    expect(await page.locator('label[for="sd-delivery-stateOrProvince"]').textContent()).toBe('State');
    expect(await page.locator('label[for="sd-delivery-apartment"]').textContent()).toBe('Apartment, suite, etc. (optional)');
    expect(await page.locator('#sd-delivery-stateOrProvince option').count()).toBe(52);
    await page.locator('#sd-delivery-stateOrProvince').selectOption('NY');
    await page.locator('#sd-delivery-countryCode').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('label[for="sd-delivery-stateOrProvince"]').textContent()).toBe('Province');
    expect(await page.locator('#sd-delivery-stateOrProvince').inputValue()).toBe('');
    expect(await page.locator('#sd-delivery-stateOrProvince option[value="ON"]').textContent()).toBe('Ontario');
    await page.locator('#sd-delivery-countryCode').focus();
    await page.keyboard.press('ArrowUp');
    await page.locator('#shopper-details').screenshot({ path: `${SCREENSHOTS}/shopper-details-us.png` });
    await expectNoAxeViolations(page, '#shopper-details');
    expect(problems).toEqual([]);
    await page.close();
  });

  test('on a 390 px phone the form, and its error summary, pass axe', async () => {
    const { page, problems } = await basketWithLine('evans', 'evans', { width: 390, height: 844 });
    await expectNoAxeViolations(page, '#shopper-details');
    await page.locator('#shopper-details button[type="submit"]').click();
    await page.locator('#shopper-details .error-summary').waitFor({ state: 'visible' });
    await expectNoAxeViolations(page, '#shopper-details');
    await page.screenshot({ path: `${SCREENSHOTS}/shopper-details-phone.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('without JavaScript the form posts: a refusal shows the page again with the summary, a fix saves', async () => {
    const { page } = await basketWithLine('evans', 'evans', { javaScript: false });
    await page.fill('#sd-email', 'ada@example.com');
    await page.fill('#sd-delivery-firstName', 'Ada');
    await page.fill('#sd-delivery-lastName', 'Lovelace');
    await page.fill('#sd-delivery-line1', '12 St James’s Square');
    await page.fill('#sd-delivery-city', 'London');
    await page.fill('#sd-delivery-postcode', 'nope');
    await page.fill('#sd-delivery-phone', '020 7946 0000');
    expect(await page.locator('#sd-billing-firstName').isVisible()).toBe(false);
    const refused = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/basket/details')), page.click('#shopper-details button[type="submit"]')]);
    expect(refused[0].status()).toBe(400);
    await page.waitForSelector('#shopper-details .error-summary');
    expect(await page.locator('#sd-delivery-postcode-error').textContent()).toBe('Please check the postcode: it does not look like one from the country chosen');
    expect(await page.locator('#sd-delivery-lastName').inputValue()).toBe('Lovelace');
    await page.screenshot({ path: `${SCREENSHOTS}/shopper-details-no-js-refused.png`, fullPage: true });
    await page.fill('#sd-delivery-postcode', 'SW1Y 4LB');
    await Promise.all([page.waitForURL(/\/basket#shopper-details$/), page.click('#shopper-details button[type="submit"]')]);
    expect(await page.locator('.shopper-details__status').textContent()).toBe('Your details are saved.');
    expect(await page.locator('#sd-delivery-postcode').inputValue()).toBe('SW1Y 4LB');
    await page.close();
  });
});
