import { describe, expect, test } from 'vitest';
import { SCREENSHOTS, expectNoAxeViolations, useBrowserHarness } from './support/browser-harness.js';
import { shopperAtBasket, typeSandboxCard } from './support/shopper-at-basket.js';

/**
 * The confirmation page's payment status poll as a shopper meets it: a card payment the sandbox
 * leaves pending (holder PENDING) lands on "We are processing your payment", which asks
 * PaymentStatus and maps each answer (spec section 4). The sandbox's own webhook path (paid, the
 * page reloads) is covered by checkout.test.ts; here the answer is one nobody understands.
 */
const harness = useBrowserHarness();

describe('confirmation page payment status', () => {
  test('an answer the page does not understand is an unknown error: the poll stops and the shopper is asked to refresh', async () => {
    const { page, problems } = await shopperAtBasket(harness, 7);
    const asked: string[] = [];
    await page.route('**/Checkout/PaymentComponent/PaymentStatus?*', async (route) => {
      asked.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'unknown' }) });
    });
    await typeSandboxCard(page, 'PENDING');
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?/), page.locator('[data-pay-now]').click()]);
    expect(await page.locator('h1').textContent()).toBe('We are processing your payment');

    const state = page.locator('.confirmation-page__state[role="status"]');
    await state.locator('.confirmation-page__unknown').waitFor();
    expect(await state.textContent()).toBe('Something went wrong, please refresh and try again');
    expect(await state.getAttribute('aria-busy')).toBeNull();
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!).searchParams.get('encryptedOrderId')).not.toBe('');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/confirmation-unknown-status.png` });
    expect(problems).toEqual([]);
    await page.close();
  });
});
