import type { Browser, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_SHOPPER } from '../../src/adapters/persistence/seed/seed-loyalty.js';
import { seedLoyaltyForTests } from '../support/loyalty-fixtures.js';
import { DESKTOP, SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

const harness = useBrowserHarness();
beforeAll(async () => {
  await seedLoyaltyForTests(harness.sut.db);
}, 60_000);

const dress = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 6))!;
const size = dress.sizes.find((s) => s.unitsInStock >= 6)!;

/** A fresh browser with the dress in the bag; `signIn` signs in as the demo shopper first (by keyboard). */
async function basketPage(
  browser: Browser, opts: { signIn: boolean; javaScriptEnabled?: boolean; viewport?: { width: number; height: number }; scrollToBoxes?: boolean },
): Promise<{ page: Page; problems: string[] }> {
  const javaScriptEnabled = opts.javaScriptEnabled ?? true;
  const context = await browser.newContext({ viewport: opts.viewport ?? DESKTOP, javaScriptEnabled });
  await addToBasket(harness, context, { site: 'evans', productId: dress.id, stockId: size.stockId });
  // Refused coupons and codes answer 4xx on purpose (the browser logs 'Failed to load resource' for them).
  const { page, problems } = await newWatchedPage(context);
  if (opts.signIn) {
    await page.goto(`${harness.baseUrl}/account/signin?site=evans`);
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(DEMO_SHOPPER.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_SHOPPER.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account\?welcome=1$/);
  }
  expect((await page.goto(`${harness.baseUrl}/basket?site=evans`))?.status()).toBe(200);
  if (javaScriptEnabled && (opts.scrollToBoxes ?? true)) {
    // Below the fold, they hydrate as they near the viewport: scrolled to, as a shopper would.
    await page.locator('[data-island="LoyaltyVouchers"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="LoyaltyVouchers"][data-island-hydrated]');
    await page.locator('[data-island="GiftVoucherBox"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="GiftVoucherBox"][data-island-hydrated]');
  }
  return { page, problems };
}

const total = (page: Page) => page.locator('#basket-totals [data-total="total"]').textContent();
const pounds = (text: string | null): number => Number((text ?? '').replace('£', ''));
const couponBox = (page: Page, couponId: string) => page.locator(`input[type="checkbox"][data-account-id="${couponId}"]`);
const couponCall = (page: Page) => page.waitForResponse((r) => r.url().includes('/basket/api/ApplyLoyaltyCoupon'));

/** Tabs forward until `selector` has the keyboard's focus (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} never had the focus`);
}

describe('loyalty vouchers and gift vouchers on the basket page', () => {
  test('a signed-in shopper applies a coupon, sees a refused one revert, creates a voucher and applies a code, by keyboard only', async () => {
    const { page, problems } = await basketPage(harness.browser, { signIn: true });
    await expect.poll(() => page.locator('.loyalty__points').textContent()).toContain('You have 1250 points.');
    const before = pounds(await total(page));
    await expectNoAxeViolations(page);

    // Apply the £5 coupon: Tab to its checkbox and press Space; the totals drop by £5.
    await page.locator('#loyalty-title').evaluate((h) => h.setAttribute('tabindex', '-1'));
    await page.locator('#loyalty-title').focus();
    await tabTo(page, '[data-account-id="demo-coupon-gbp-5"]');
    const [applied] = await Promise.all([couponCall(page), page.keyboard.press('Space')]);
    expect(await applied.json()).toEqual({ success: true, errorMessage: '' });
    expect(applied.url()).toContain('couponId=demo-coupon-gbp-5&isConfirmation=true');
    await expect.poll(() => couponBox(page, 'demo-coupon-gbp-5').isChecked()).toBe(true);
    await expect.poll(async () => pounds(await total(page))).toBeCloseTo(before - 5, 2);
    expect(await page.locator('#basket-totals').textContent()).toContain('LV-DEMO01');
    await page.locator('#loyalty-vouchers').screenshot({ path: `${SCREENSHOTS}/loyalty-coupon-applied.png` });

    // The £10 coupon was spent meanwhile (another device's order): ticking it fails, the tick goes back, the reason is shown.
    await harness.sut.db.query("UPDATE loyalty_coupons SET status = 'used' WHERE id = 'demo-coupon-gbp-10'");
    await tabTo(page, '[data-account-id="demo-coupon-gbp-10"]', 3);
    const [refused] = await Promise.all([couponCall(page), page.keyboard.press('Space')]);
    expect(refused.status()).toBe(409);
    await expect.poll(() => page.locator('#loyalty-coupon-error').textContent()).toBe('This loyalty coupon has already been used.');
    expect(await couponBox(page, 'demo-coupon-gbp-10').isChecked()).toBe(false);
    expect(await couponBox(page, 'demo-coupon-gbp-10').getAttribute('aria-describedby')).toBe('loyalty-coupon-error');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-account-id'))).toBe('demo-coupon-gbp-10');
    await expect.poll(async () => pounds(await total(page))).toBeCloseTo(before - 5, 2);
    await page.locator('#loyalty-vouchers').screenshot({ path: `${SCREENSHOTS}/loyalty-coupon-refused.png` });
    await expectNoAxeViolations(page, '#loyalty-vouchers');

    // Create a voucher: 'Creating voucher...' while the call runs, then the new coupon and 750 points.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/basket/api/CreateLoyaltyVoucher**', async (route: Route) => {
      await held;
      await route.continue();
    });
    await tabTo(page, '.loyalty__create-link', 5);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.loyalty__create-link').textContent()).toBe('Creating voucher...');
    release();
    await expect.poll(() => page.locator('.loyalty__points').textContent()).toContain('You have 750 points.');
    expect(await page.locator('.loyalty__coupon').count()).toBe(2);
    expect(await couponBox(page, 'demo-coupon-gbp-5').isChecked()).toBe(true);
    await page.unroute('**/basket/api/CreateLoyaltyVoucher**');

    // A creation that fails says so and changes nothing.
    await page.route('**/basket/api/CreateLoyaltyVoucher**', (route: Route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }));
    await page.locator('.loyalty__create-link').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#loyalty-create-error').textContent()).toBe('Something went wrong, please try again later');
    expect(await page.locator('.loyalty__create-link').textContent()).toBe('Create a £5 voucher (500 points)');
    await page.unroute('**/basket/api/CreateLoyaltyVoucher**');
    await page.locator('#loyalty-vouchers').screenshot({ path: `${SCREENSHOTS}/loyalty-voucher-created.png` });

    // The gift voucher box: an empty code, then a demo code typed with dashes; it is listed and the total drops.
    const beforeVoucher = pounds(await total(page));
    await tabTo(page, '#gift-voucher-code', 10);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#gift-voucher-code-error').textContent()).toBe('Please enter a voucher code');
    expect(await page.locator('#gift-voucher-code').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#gift-voucher-code').getAttribute('aria-describedby')).toBe('gift-voucher-code-hint gift-voucher-code-error');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gift-voucher-code');
    await page.locator('#gift-voucher').screenshot({ path: `${SCREENSHOTS}/gift-voucher-empty-code.png` });
    await expectNoAxeViolations(page, '#gift-voucher');

    await page.keyboard.type('demo-gb10-0002');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.gift-voucher__item').textContent()).toBe('DEMO-GB10-0002: balance £10Remove');
    await expect.poll(() => page.locator('.gift-voucher__status').textContent()).toBe('Gift voucher DEMO-GB10-0002 was applied.');
    expect(await page.locator('#gift-voucher-code').getAttribute('aria-invalid')).toBeNull();
    await expect.poll(async () => pounds(await total(page))).toBeCloseTo(Math.max(0, beforeVoucher - 10), 2);
    expect(await page.locator('#basket-totals').textContent()).toContain('Gift voucher DEMO-GB10-0002');

    await page.keyboard.type('NOPE-NOPE-NOPE');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#gift-voucher-code-error').textContent()).toBe('We do not recognise this voucher code. Please check it and try again.');
    await page.screenshot({ path: `${SCREENSHOTS}/loyalty-basket-page.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // Remove it by keyboard.
    await tabTo(page, '.gift-voucher__remove', 5);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.gift-voucher__item').count()).toBe(0);
    await expect.poll(async () => pounds(await total(page))).toBeCloseTo(beforeVoucher, 2);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a guest is asked to sign in, and can still apply a gift voucher', async () => {
    const { page, problems } = await basketPage(harness.browser, { signIn: false });
    expect(await page.locator('#loyalty-vouchers').textContent()).toContain('Sign in to collect points and use your loyalty vouchers.');
    await page.locator('#gift-voucher-code').fill('DEMO-GB25-0001');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.gift-voucher__item').count()).toBe(1);
    await page.locator('.basket-page__main').screenshot({ path: `${SCREENSHOTS}/loyalty-guest.png` });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('below the fold the boxes wait: a click made before they hydrate is kept, and Tab into a box hydrates it', async () => {
    const { page, problems } = await basketPage(harness.browser, { signIn: false, scrollToBoxes: false });
    const box = page.locator('[data-island="GiftVoucherBox"]');
    await page.waitForSelector('[data-island="GiftVoucherBox"][data-island-waiting]');
    expect(await page.locator('[data-island="LoyaltyVouchers"][data-island-waiting]').count()).toBe(1);
    // A click without a pointer or focus first (a script, assistive technology): held, then done by the hydrated box.
    await box.locator('button[type="submit"]').dispatchEvent('click');
    await expect.poll(() => page.locator('#gift-voucher-code-error').textContent()).toBe('Please enter a voucher code');
    expect(await box.getAttribute('data-island-hydrated')).toBe('');

    // Keyboard only, from the top of a fresh page: Tab reaches the loyalty box, which hydrates as it takes the focus.
    await page.goto(`${harness.baseUrl}/basket?site=evans`);
    await page.waitForSelector('[data-island="LoyaltyVouchers"][data-island-waiting]');
    await tabTo(page, '[data-island="LoyaltyVouchers"] a, [data-island="LoyaltyVouchers"] button, [data-island="LoyaltyVouchers"] input', 120);
    await page.waitForSelector('[data-island="LoyaltyVouchers"][data-island-hydrated]');
    await page.screenshot({ path: `${SCREENSHOTS}/basket-boxes-hydrated-on-tab.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('on a 390 px phone both boxes fit and pass axe', async () => {
    const { page, problems } = await basketPage(harness.browser, { signIn: true, viewport: { width: 390, height: 844 } });
    await page.locator('#gift-voucher-code').fill('DEMO-GB25-0001');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('.gift-voucher__item').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('#loyalty-vouchers').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/loyalty-phone.png` });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('without JavaScript the code box posts and comes back with the outcome', async () => {
    const { page } = await basketPage(harness.browser, { signIn: false, javaScriptEnabled: false });
    await page.locator('#gift-voucher-code').fill('DEMO-GB00-0003');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/voucher=VOUCHER_EMPTY/);
    expect(await page.locator('#gift-voucher-code-error').textContent()).toBe('This gift voucher has no balance left.');
    await page.locator('#gift-voucher-code').fill('DEMO-GB25-0001');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/voucher=applied/);
    expect(await page.locator('.gift-voucher__status').textContent()).toBe('Your gift voucher was applied.');
    expect(await page.locator('.gift-voucher__item').textContent()).toContain('DEMO-GB25-0001');
    await page.locator('#gift-voucher').screenshot({ path: `${SCREENSHOTS}/gift-voucher-no-javascript.png` });
    await page.getByRole('button', { name: 'Remove gift voucher DEMO-GB25-0001' }).click();
    await page.waitForURL(/voucher=removed/);
    expect(await page.locator('.gift-voucher__item').count()).toBe(0);
    await page.close();
  });
});
