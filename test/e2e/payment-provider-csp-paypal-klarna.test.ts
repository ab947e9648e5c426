import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { KLARNA_SDK_URL } from '../../src/adapters/ui-react/rules/checkout/klarna-wallet.js';
import { SCREENSHOTS, expectNoAxeViolations, openPage, useBrowserHarness } from './support/browser-harness.js';
import { answerProviderHosts } from './support/provider-hosts.js';

/** Real PayPal and Klarna credentials (never called here), the payment sandbox for cards. */
const harness = useBrowserHarness({
  env: {
    PAYPAL_CLIENT_ID: 'AbC-123_x', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_BASE_URL: 'http://127.0.0.1:9',
    KLARNA_USERNAME: 'K123_abc', KLARNA_PASSWORD: 'secret', KLARNA_BASE_URL: 'http://127.0.0.1:9',
  },
});

const refusals = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { cspRefusals: string[] }).cspRefusals);

describe('the CSP with PayPal and Klarna configured, in Chromium', () => {
  test("PayPal's SDK, frames and images and Klarna's library and widget frame are allowed, and their inline styles apply; Adyen's hosts and any other https frame are not", async () => {
    const { page, problems } = await openPage(harness, '/?site=evans');
    const external = await answerProviderHosts(page, 'image');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { cspRefusals: string[] }).cspRefusals = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    const payPalSdk = 'https://www.paypal.com/sdk/js?client-id=AbC-123_x&currency=GBP&intent=capture&components=buttons,funding-eligibility';
    const allowed = [payPalSdk, KLARNA_SDK_URL, 'https://www.sandbox.paypal.com/smart/buttons', 'https://js.playground.klarna.com/kp/widget', 'https://www.paypalobjects.com/logo.svg'];
    const refused = ['https://checkoutshopper-test.adyen.com/securedfields', 'https://acs.issuer.test/challenge'];
    await page.evaluate(({ scripts, frames, images }) => {
      for (const src of scripts) document.head.append(Object.assign(document.createElement('script'), { src }));
      for (const src of frames) document.body.append(Object.assign(document.createElement('iframe'), { src, title: 'Provider frame' }));
      for (const src of images) document.body.append(Object.assign(document.createElement('img'), { src, alt: '' }));
      // As PayPal's SDK sizes its buttons' container: a <style> element without a nonce.
      const box = Object.assign(document.createElement('div'), { id: 'zoid-probe' });
      document.body.append(box);
      document.head.append(Object.assign(document.createElement('style'), { textContent: '#zoid-probe { min-height: 37px; }' }));
    }, { scripts: allowed.slice(0, 2), frames: [...allowed.slice(2, 4), ...refused], images: allowed.slice(4) });
    for (const url of allowed) await expect.poll(() => external.includes(url)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('zoid-probe')!).minHeight)).toBe('37px');
    await expect.poll(() => refusals(page)).toHaveLength(refused.length);
    // Chromium reports a refused frame by its origin only.
    expect((await refusals(page)).sort()).toEqual(refused.map((url) => `frame-src ${new URL(url).origin}`).sort());
    expect(external.filter((url) => refused.includes(url))).toEqual([]);
    await page.evaluate(() => document.getElementById('zoid-probe')?.remove());
    await expectNoAxeViolations(page, 'main');
    await page.screenshot({ path: `${SCREENSHOTS}/csp-paypal-klarna-home.png` });
    expect(problems.filter((p) => !/Content Security Policy/.test(p))).toEqual([]);
    await page.close();
  });
});
