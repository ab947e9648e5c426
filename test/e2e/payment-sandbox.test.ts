import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SandboxPaymentGateway } from '../../src/adapters/providers/adyen/sandbox/sandbox-payment-gateway.js';
import { paymentRequest, testCard } from '../support/payment-gateway-contract.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../support/storefront-under-test.js';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, sharedBrowser } from './support/browser-harness.js';

const KEY = 'feed'.repeat(16);

describe('the payment sandbox pages in a real browser', () => {
  let shop: StorefrontUnderTest;
  let browser: Browser;
  // Another node sharing the sandbox key starts the payments; the shop under test serves the pages.
  const gateway = new SandboxPaymentGateway({ hmacKey: KEY, clock: { now: () => new Date() }, deliver: async () => undefined, webhookDelayMs: 0 });
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    shop = await startStorefrontUnderTest({ listen: true, env: { PAYMENTS_SANDBOX_HMAC_KEY: KEY } });
    browser = await sharedBrowser();
  }, 60_000);
  afterAll(async () => {
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
    await shop?.close();
  });

  async function newPage(viewport = DESKTOP): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.on('close', () => void context.close().catch(() => undefined));
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    return { page, problems };
  }

  /** The payment the last action belongs to, as the shop names it when it sends the action's details. */
  let expected: { reference: string; amount: ReturnType<typeof paymentRequest>['amount']; pspReference: null } | null = null;
  const actionUrl = async (method: Parameters<typeof paymentRequest>[0], overrides: Parameters<typeof paymentRequest>[1] = {}) => {
    const request = paymentRequest(method, { returnUrl: `${shop.baseUrl}/?paymentReturn=1`, ...overrides });
    expected = { reference: request.reference, amount: request.amount, pspReference: null };
    const result = await gateway.pay(request);
    if (!result.ok || result.value.action === null) throw new Error('no action');
    return String(result.value.action['url']);
  };

  test('EPS bank page by keyboard only: pick a bank, approve, back at the shop with a redirectResult that authorises', async () => {
    const { page, problems } = await newPage();
    await page.goto(`${shop.baseUrl}${await actionUrl({ type: 'eps' }, { countryCode: 'AT' })}`);
    expect(await page.locator('.payment-sandbox__mark').textContent()).toBe('Payment sandbox — no real money');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/payment-sandbox-bank.png`, fullPage: true });
    // Keyboard only: from the first bank radio, arrow to the second, then tab to Approve.
    await page.locator('#issuer-erste').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#issuer-raiffeisen').isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Approve payment');
    await Promise.all([page.waitForURL(/paymentReturn=1/), page.keyboard.press('Enter')]);
    const redirectResult = new URL(page.url()).searchParams.get('redirectResult');
    const done = await gateway.submitDetails({ site: 'yours-clothing', details: { redirectResult }, paymentData: null, idempotencyKey: 'eps-1', expected: expected! });
    expect(done).toMatchObject({ ok: true, value: { resultCode: 'Authorised', paymentMethodType: 'eps' } });
    expect(problems).toEqual([]);
  });

  test('iDEAL: approving without a bank shows the error, announced and tied to the bank list; cancelling returns Cancelled', async () => {
    const { page } = await newPage({ width: 390, height: 844 });
    await page.goto(`${shop.baseUrl}${await actionUrl({ type: 'ideal' })}`);
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Approve payment' }).click()]);
    await page.waitForSelector('#sandbox-bank-error');
    expect(await page.getByRole('alert').textContent()).toBe('Choose your bank to approve the payment.');
    expect(await page.getByRole('group', { name: 'Choose your bank' }).getAttribute('aria-describedby')).toBe('sandbox-bank-error');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/payment-sandbox-bank-error-phone.png`, fullPage: true });
    await Promise.all([page.waitForURL(/paymentReturn=1/), page.getByRole('button', { name: 'Cancel payment' }).click()]);
    const redirectResult = new URL(page.url()).searchParams.get('redirectResult');
    expect(await gateway.submitDetails({ site: 'yours-clothing', details: { redirectResult }, paymentData: null, idempotencyKey: 'ideal-1', expected: expected! })).toMatchObject({ ok: true, value: { resultCode: 'Cancelled' } });
  });

  test('3-D Secure challenge in an iframe of a shop page: the password by keyboard, the answer posted to the shop\'s window', async () => {
    const { page, problems } = await newPage();
    const challengeUrl = await actionUrl(testCard('4212345678910006'));
    const direct = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await direct.goto(`${shop.baseUrl}${challengeUrl}`);
    await expectNoAxeViolations(direct);
    await direct.screenshot({ path: `${SCREENSHOTS}/payment-sandbox-challenge.png`, fullPage: true });
    await direct.close();

    await page.goto(`${shop.baseUrl}/?host=challenge`);
    await page.evaluate((src) => {
      const w = window as unknown as { sandboxMessages: unknown[] };
      w.sandboxMessages = [];
      window.addEventListener('message', (event) => w.sandboxMessages.push({ origin: event.origin, data: event.data }));
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = '3-D Secure';
      frame.style.width = '600px';
      frame.style.height = '500px';
      document.querySelector('main')!.prepend(frame);
    }, challengeUrl);
    const frame = page.frameLocator('iframe[title="3-D Secure"]');
    await frame.getByLabel('Password').waitFor();
    // The challenge has its own document: no shop header or footer inside the iframe.
    expect(await frame.locator('header, footer').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/payment-sandbox-challenge-in-iframe.png` });
    await frame.getByLabel('Password').focus();
    await page.keyboard.type('password');
    await page.keyboard.press('Enter');
    await frame.locator('.payment-sandbox__answer').waitFor();
    const messages = await page.waitForFunction(() => {
      const list = (window as unknown as { sandboxMessages: { data: { type?: string } }[] }).sandboxMessages;
      return list.some((m) => m.data?.type === 'payment-sandbox:challenge') ? list : null;
    });
    const [message] = (await messages.jsonValue()) as { origin: string; data: { type: string; threeDSResult: string } }[];
    expect(message!.origin).toBe(shop.baseUrl);
    const done = await gateway.submitDetails({ site: 'yours-clothing', details: { threeDSResult: message!.data.threeDSResult }, paymentData: null, idempotencyKey: '3ds-1', expected: expected! });
    expect(done).toMatchObject({ ok: true, value: { resultCode: 'Authorised', paymentMethodType: 'visa' } });
    expect(problems).toEqual([]);
  });
});
