import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';
import { paymentResponse, routePayments, threeDS2Response } from './support/payment-routes.js';

const harness = useBrowserHarness();

const dress = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 6))!;
const size = dress.sizes.find((s) => s.unitsInStock >= 6)!;
const PHONE = { width: 390, height: 844 };

/** A fresh shopper with the dress in the bag; `prepare` runs before the basket page opens (routes). */
async function basketPage(options: { viewport?: typeof DESKTOP; javaScriptEnabled?: boolean; prepare?: (page: Page) => Promise<unknown> } = {}): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const javaScriptEnabled = options.javaScriptEnabled ?? true;
  const context = await harness.browser.newContext({ viewport: options.viewport ?? DESKTOP, javaScriptEnabled });
  await addToBasket(harness, context, { site: 'evans', productId: dress.id, stockId: size.stockId });
  const { page, problems } = await newWatchedPage(context);
  await options.prepare?.(page);
  expect((await page.goto(`${harness.baseUrl}/basket?site=evans`))?.status()).toBe(200);
  if (javaScriptEnabled) await page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
  return { page, context, problems };
}

const area = (page: Page) => page.locator('[data-payment-area]');
const payNow = (page: Page) => page.locator('[data-pay-now]');
const alerts = (page: Page) => page.locator('[data-payment-alerts]');

/** Brings the area into view (its code loads on first need) and waits for the method list. */
async function showMethods(page: Page): Promise<void> {
  await area(page).scrollIntoViewIfNeeded();
  await page.getByRole('radiogroup', { name: 'Choose how to pay' }).or(page.locator('fieldset.payment-methods')).first().waitFor();
}

async function fillCard(page: Page, card: { number: string; expiry: string; code: string; name: string }): Promise<void> {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry date (MM/YY)').fill(card.expiry);
  await page.getByLabel('Security code', { exact: true }).fill(card.code);
  await page.getByLabel('Name on card').fill(card.name);
}

describe('payment area of the basket page (routes answered in the contract shapes)', () => {
  test('methods are listed; the card form checks each field by keyboard only; Authorised goes to CompleteOrder with status 3', async () => {
    let calls = { methods: 0, initiate: [] as Array<{ url: URL; body: Record<string, unknown> }>, details: [] as Array<{ url: URL; body: Record<string, unknown> }> };
    const { page, problems } = await basketPage({
      prepare: async (p) => { calls = await routePayments(p, { initiate: () => ({ body: paymentResponse('Authorised') }) }); },
    });
    await showMethods(page);
    expect(calls.methods).toBe(1);
    const labels = await page.locator('.payment-methods__label').allTextContents();
    expect(labels).toEqual(['Visa ending 1111, expires 03/30', 'Cards', 'SEPA Direct Debit', 'iDEAL', 'Clearpay', 'Online banking Poland', 'Google Pay']);
    // Apple Pay only where Safari offers it: not in Chromium.
    expect(await page.locator('#applepay-container').isHidden()).toBe(true);

    // Keyboard only: the cards' radio, then each field in turn.
    await page.locator('#payment-method-scheme').focus();
    await page.keyboard.press('Space');
    expect(await page.locator('#card-container').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('payment-card-number');
    await page.keyboard.type('4111111111111112');
    expect(await page.locator('#payment-card-number').inputValue()).toBe('4111 1111 1111 1112');
    expect(await page.locator('#payment-card-brand').textContent()).toContain('Card type: Visa');
    await page.keyboard.press('Tab');
    expect(await page.locator('#payment-card-number-error').textContent()).toBe('Invalid card number');
    expect(await page.locator('#payment-card-number').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#payment-card-number').getAttribute('aria-describedby')).toContain('payment-card-number-error');
    await page.keyboard.type('0320');
    expect(await page.locator('#payment-card-expiry').inputValue()).toBe('03/20');
    await page.keyboard.press('Tab');
    expect(await page.locator('#payment-card-expiry-error').textContent()).toBe('Sorry this payment card cannot be used because it has expired.');
    await page.keyboard.press('Tab');
    expect(await page.locator('#payment-card-security-code-error').textContent())
      .toBe('Please enter your card security code (the last three digits on the reverse of your card)');
    await page.keyboard.press('Tab');
    expect(await page.locator('#payment-card-holder-error').textContent()).toBe('Please enter the cardholder name');
    // Then the marketing emails box (ticked), pay now and Enter: the summary lists every field in error.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('SubscriptionPreference');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-pay-now'))).toBe(true);
    await page.keyboard.press('Enter');
    await alerts(page).waitFor({ state: 'visible' });
    expect(await alerts(page).locator('h3').textContent()).toBe('Please correct the following errors');
    expect(await alerts(page).locator('li').allTextContents()).toEqual([
      'Invalid card number',
      'Sorry this payment card cannot be used because it has expired.',
      'Please enter your card security code (the last three digits on the reverse of your card)',
      'Please enter the cardholder name',
    ]);
    expect(calls.initiate).toHaveLength(0);
    await expectNoAxeViolations(page);
    await area(page).screenshot({ path: `${SCREENSHOTS}/payment-area-card-errors-desktop.png` });

    // Amex: a four-digit code, grouped 4-6-5.
    await page.locator('#payment-card-number').fill('');
    await page.locator('#payment-card-number').focus();
    await page.keyboard.type('370000000000002');
    expect(await page.locator('#payment-card-number').inputValue()).toBe('3700 000000 00002');
    expect(await page.locator('#payment-card-security-code').getAttribute('maxlength')).toBe('4');
    await page.locator('#payment-card-expiry').fill('');
    await page.locator('#payment-card-expiry').focus();
    await page.keyboard.type('0330');
    await page.locator('#payment-card-security-code').focus();
    await page.keyboard.type('7373');
    await page.locator('#payment-card-holder').focus();
    await page.keyboard.type('Jo Shopper');
    await payNow(page).focus();
    await Promise.all([page.waitForURL(/CompleteOrder/), page.keyboard.press('Enter')]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/Checkout/PaymentComponent/CompleteOrder');
    expect(Object.fromEntries(url.searchParams)).toEqual({ encryptedOrderId: 'enc-order-1', paymentMethod: 'visa', status: '3', merchRef: 'SF-1001', isBasket: 'true' });
    expect(calls.initiate).toHaveLength(1);
    expect(Object.fromEntries(calls.initiate[0]!.url.searchParams)).toEqual({ encryptedOrderId: '', isBasket: 'true' });
    expect(calls.initiate[0]!.body).toMatchObject({
      pmReq: {
        paymentMethod: {
          type: 'scheme', encryptedCardNumber: 'test_370000000000002', encryptedExpiryMonth: 'test_03',
          encryptedExpiryYear: 'test_2030', encryptedSecurityCode: 'test_7373', holderName: 'Jo Shopper',
        },
      },
      formData: { SubscriptionPreference: true, delInstructions: '' },
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('SEPA with the IBAN grouped as typed: Received goes to CompleteOrder with status 9; the pay buttons are disabled while paying', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let calls: Awaited<ReturnType<typeof routePayments>> | undefined;
    const { page, problems } = await basketPage({
      prepare: async (p) => { calls = await routePayments(p, { initiate: () => ({ body: paymentResponse('Received', { orderId: 'enc-order-9', paymentMethod: 'sepadirectdebit' }), after: held }) }); },
    });
    await showMethods(page);
    await page.getByLabel('SEPA Direct Debit').check();
    await page.getByLabel('Account holder name').fill('A. Schneider');
    await page.getByLabel('IBAN').pressSequentially('de89370400440532013000');
    expect(await page.getByLabel('IBAN').inputValue()).toBe('DE89 3704 0044 0532 0130 00');
    await payNow(page).click();
    await expect.poll(() => calls!.initiate.length).toBe(1);
    // While the call runs: every pay button disabled, leaving asks first, the status says so.
    expect(await payNow(page).isDisabled()).toBe(true);
    expect(await page.locator('[data-payment-status]').textContent()).toBe('Processing your payment…');
    await Promise.all([page.waitForURL(/CompleteOrder/), Promise.resolve().then(release)]);
    const url = new URL(page.url());
    expect(url.searchParams.get('status')).toBe('9');
    expect(url.searchParams.get('encryptedOrderId')).toBe('enc-order-9');
    expect(url.searchParams.get('paymentMethod')).toBe('sepadirectdebit');
    expect(calls!.initiate[0]!.body).toMatchObject({
      pmReq: { paymentMethod: { type: 'sepadirectdebit', iban: 'DE89370400440532013000', ownerName: 'A. Schneider' } },
      formData: { SubscriptionPreference: false, delInstructions: '' },
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('Refused: the reason under the heading, the shopper stays and can pay again; a call with no answer re-enables silently, a 503 shows its message; out of stock goes to the stock message', async () => {
    const answers: Array<'abort' | { status?: number; body: unknown }> = [
      { body: paymentResponse('Refused', { orderId: 'enc-order-2', refusalReason: 'Not enough balance' }) },
      'abort',
      { status: 503, body: { code: 'PROVIDER_UNAVAILABLE', message: 'Payments are not available just now.' } },
      { status: 409, body: { code: 'OUT_OF_STOCK', message: 'This item is out of stock.' } },
    ];
    let calls: Awaited<ReturnType<typeof routePayments>> | undefined;
    const { page, problems } = await basketPage({
      prepare: async (p) => { calls = await routePayments(p, { initiate: (_call, n) => answers[n - 1] ?? 'abort' }); },
    });
    await showMethods(page);
    await page.getByLabel('Visa ending 1111, expires 03/30').check();
    await page.getByLabel('Security code of the card ending 1111').fill('737');
    await payNow(page).click();
    await alerts(page).waitFor({ state: 'visible' });
    expect(await alerts(page).locator('h3').textContent()).toBe('Please correct the following errors');
    expect(await alerts(page).locator('li').allTextContents()).toEqual(['Not enough balance']);
    expect(new URL(page.url()).pathname).toBe('/basket');
    await expect.poll(() => payNow(page).isEnabled()).toBe(true);
    expect(calls!.initiate[0]!.body).toMatchObject({ pmReq: { paymentMethod: { type: 'scheme', storedPaymentMethodId: 'stored-visa-1', encryptedSecurityCode: 'test_737' } } });
    await expectNoAxeViolations(page);

    // The next attempt carries the order the refusal named; a network failure re-enables without a word.
    await payNow(page).click();
    await expect.poll(() => calls!.initiate.length).toBe(2);
    expect(calls!.initiate[1]!.url.searchParams.get('encryptedOrderId')).toBe('enc-order-2');
    await expect.poll(() => payNow(page).isEnabled()).toBe(true);
    expect(await alerts(page).isHidden()).toBe(true);
    // The provider unavailable: its message in the alert list.
    await payNow(page).click();
    await expect.poll(() => calls!.initiate.length).toBe(3);
    await expect.poll(() => payNow(page).isEnabled()).toBe(true);
    await alerts(page).waitFor({ state: 'visible' });
    expect(await alerts(page).locator('li').allTextContents()).toEqual(['Payments are not available just now.']);
    await Promise.all([page.waitForURL(/\/basket\?error=stock/), payNow(page).click()]);
    expect(await page.locator('.basket-page__error').textContent()).not.toBe('');
    // The routed 503 and 409 answers are the test's own.
    expect(problems.filter((p) => !/status of (503|409)/.test(p))).toEqual([]);
    await page.close();
  });

  test('while paying, leaving the page asks first; a wallet button pays with its type', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let calls: Awaited<ReturnType<typeof routePayments>> | undefined;
    const { page, problems } = await basketPage({
      prepare: async (p) => { calls = await routePayments(p, { initiate: () => ({ body: paymentResponse('Refused', { refusalReason: 'Refused' }), after: held }) }); },
    });
    await showMethods(page);
    await page.getByRole('radio', { name: 'Google Pay' }).check();
    const wallet = page.locator('#googlepay-container').getByRole('button', { name: 'Pay with Google Pay' });
    await wallet.click();
    // The sandbox wallet sheet gives the token (test/e2e/wallets.test.ts covers the sheet itself).
    const sheet = page.getByRole('dialog', { name: 'Google Pay (sandbox)' });
    await sheet.getByRole('radio').first().waitFor();
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect.poll(() => calls!.initiate.length).toBe(1);
    expect(Object.fromEntries(calls!.initiate[0]!.url.searchParams)).toEqual({ encryptedOrderId: '', isBasket: 'true', type: 'paywithgoogle' });
    expect(calls!.initiate[0]!.body).toMatchObject({ pmReq: { paymentMethod: { type: 'googlepay', googlePayToken: expect.any(String), googlePayCardNetwork: 'VISA' } } });
    expect(await wallet.isDisabled()).toBe(true);
    expect(await payNow(page).isDisabled()).toBe(true);
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => { resolve(dialog.type()); void dialog.dismiss(); }));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    // The shopper stayed: the answer arrives and the buttons come back.
    release();
    await alerts(page).waitFor({ state: 'visible' });
    expect(await payNow(page).isEnabled()).toBe(true);
    expect(await wallet.isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('3-D Secure: a fingerprint submits its details at once, the challenge page is mounted in its container and its result goes to SubmitAdditionalDetails', async () => {
    const detailAnswers = [threeDS2Response('challenge', 'enc-order-3'), paymentResponse('Authorised', { orderId: 'enc-order-3' })];
    let calls: Awaited<ReturnType<typeof routePayments>> | undefined;
    const { page, problems } = await basketPage({
      prepare: async (p) => {
        calls = await routePayments(p, {
          initiate: () => ({ body: threeDS2Response('fingerprint', 'enc-order-3') }),
          details: (_call, n) => ({ body: detailAnswers[n - 1] }),
        });
      },
    });
    await showMethods(page);
    await page.getByLabel('Cards').check();
    await fillCard(page, { number: '5000550000000029', expiry: '03/30', code: '737', name: 'Jo Shopper' });
    await payNow(page).click();
    const frame = page.locator('#threeds-container iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('/payment-sandbox/challenge?order=enc-order-3');
    expect(await frame.getAttribute('title')).toBe('Confirm the payment with your bank');
    expect(calls!.details[0]!.body).toEqual({ details: { threeDSResult: 'fingerprint-result' }, paymentData: 'fingerprint-payment-data' });
    expect(calls!.details[0]!.url.searchParams.get('encryptedOrderId')).toBe('enc-order-3');
    expect(await payNow(page).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, '[data-payment-area]');
    await page.screenshot({ path: `${SCREENSHOTS}/payment-challenge-desktop.png` });
    const challenge = page.frameLocator('#threeds-container iframe');
    await challenge.getByLabel('Password').fill('password');
    await Promise.all([page.waitForURL(/CompleteOrder/), challenge.getByRole('button', { name: 'Submit' }).click()]);
    expect(calls!.details[1]!.body).toEqual({ details: { threeDSResult: 'challenge-ok' }, paymentData: 'challenge-payment-data' });
    expect(new URL(page.url()).searchParams.get('status')).toBe('3');
    expect(problems).toEqual([]);
    await page.close();
  });

  test('any other result code goes to the confirmation page; redirect methods go to the bank page', async () => {
    const { page } = await basketPage({
      prepare: async (p) => {
        await routePayments(p, { initiate: () => ({ body: { ...paymentResponse('Error', { orderId: 'enc-order-4' }) } }) });
      },
    });
    await showMethods(page);
    await page.getByLabel('iDEAL').check();
    expect(await page.locator('#ideal-container').textContent()).toBe('You will choose your bank on the iDEAL page, then come back here.');
    await Promise.all([page.waitForURL(/Confirmation/), payNow(page).click()]);
    expect(new URL(page.url()).search).toBe('?encryptedOrderId=enc-order-4');
    await page.close();

    const redirect = await basketPage({
      prepare: async (p) => {
        await routePayments(p, {
          initiate: () => ({ body: { action: { type: 'redirect', url: '/payment-sandbox/bank?payment=p1', method: 'GET', paymentMethodType: 'clearpay' }, additionalData: { orderId: 'enc-order-5', paymentMethod: 'clearpay' }, merchantReference: 'SF-1005', resultCode: 'RedirectShopper', refusalReason: null } }),
        });
        await p.route('**/payment-sandbox/bank?*', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Bank</title><h1>Sandbox bank</h1>' }));
      },
    });
    await showMethods(redirect.page);
    await redirect.page.getByLabel('Clearpay').check();
    await Promise.all([redirect.page.waitForURL(/payment-sandbox\/bank/), payNow(redirect.page).click()]);
    await redirect.page.close();
  });

  test('with a client key, Adyen Web cannot load offline: the card container says so and the other methods still pay', async () => {
    let calls: Awaited<ReturnType<typeof routePayments>> | undefined;
    const { page, problems } = await basketPage({
      prepare: async (p) => {
        calls = await routePayments(p, { initiate: () => ({ body: paymentResponse('Received', { paymentMethod: 'sepadirectdebit' }) }) });
        // The page as the server renders it with ADYEN_CLIENT_KEY set; Adyen's hosts are out of reach here.
        await p.route('**/basket?site=evans', async (route) => {
          const response = await route.fetch();
          const html = (await response.text())
            .replace(/(name="ClientKey" value=")[^"]*"/, '$1test_FAKECLIENTKEY0000000000000000"')
            .replace(/(name="PaymentMode" value=")[^"]*"/, '$1test"');
          await route.fulfill({ response, body: html });
        });
        await p.route(/adyen\.com/, (route) => route.abort('internetdisconnected'));
      },
    });
    expect(await page.locator('input[name="ClientKey"]').inputValue()).toBe('test_FAKECLIENTKEY0000000000000000');
    await showMethods(page);
    await page.getByLabel('Cards').check();
    const message = page.locator('#card-container .payment-form__problem');
    await message.waitFor({ timeout: 30_000 });
    expect(await message.textContent()).toBe('Card payments cannot be loaded just now. Please choose another payment method, or refresh the page to try again.');
    await expectNoAxeViolations(page, '[data-payment-area]');
    await page.getByLabel('SEPA Direct Debit').check();
    await page.getByLabel('Account holder name').fill('A. Schneider');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await Promise.all([page.waitForURL(/CompleteOrder/), payNow(page).click()]);
    expect(calls!.initiate).toHaveLength(1);
    // Adyen's own calls to its hosts fail here (offline, and outside the page's connect-src).
    expect(problems.filter((p) => !/adyen|Content Security Policy|AdyenCheckoutError|originKeyError|NETWORK_ERROR|Failed to fetch/i.test(p))).toEqual([]);
    await page.close();
  });

  test('on a 390 px phone: no axe violations, nothing wider than the screen; without JavaScript the area says paying needs it', async () => {
    const { page, problems } = await basketPage({ viewport: PHONE, prepare: (p) => routePayments(p, { initiate: () => ({ body: paymentResponse('Authorised') }) }) });
    await showMethods(page);
    await page.getByLabel('Cards').check();
    await payNow(page).click();
    await alerts(page).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await area(page).screenshot({ path: `${SCREENSHOTS}/payment-area-phone.png` });
    expect(problems).toEqual([]);
    await page.close();

    const noScript = await basketPage({ javaScriptEnabled: false });
    expect(await noScript.page.locator('.payment-area__needs-js').textContent()).toContain('Paying needs JavaScript');
    expect(await noScript.page.locator('[data-payment-loading]').isHidden()).toBe(true);
    expect(await noScript.page.locator('#delivery-accordion').isVisible()).toBe(true);
    await noScript.page.close();
  });
});
