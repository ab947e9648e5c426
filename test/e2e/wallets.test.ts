import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SCREENSHOTS, expectNoAxeViolations, useBrowserHarness } from './support/browser-harness.js';
import { basketCount as basketCountOf, shopperAtBasket, unitsOf as unitsInStock, type BasketShopper } from './support/shopper-at-basket.js';

/**
 * Google Pay and Apple Pay end to end on the real composition in sandbox mode (no Adyen
 * credentials): the sandbox wallet sheet, the token the sandbox seals, InitiatePayment and the
 * confirmation page, checked against the database. Keyboard only, axe clean with the sheet open.
 */
const harness = useBrowserHarness();

let picked = 40;

const area = (page: Page) => page.locator('[data-payment-area]');
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Google Pay (sandbox)' });
const methodButton = (page: Page) => page.locator('#googlepay-container').getByRole('button', { name: 'Pay with Google Pay' });
const expressButton = (page: Page) => page.locator('[data-wallet-express]').getByRole('button', { name: 'Express checkout: Pay with Google Pay', exact: true });
const unitsOf = (stockId: string) => unitsInStock(harness, stockId);
const basketCount = (context: BrowserContext) => basketCountOf(harness, context);

async function shopperAtWallets(options: { fakeClock?: boolean } = {}): Promise<BasketShopper> {
  const shopper = await shopperAtBasket(harness, picked++, options);
  await shopper.page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
  await area(shopper.page).scrollIntoViewIfNeeded();
  await shopper.page.locator('fieldset.payment-methods').waitFor();
  return shopper;
}

/** Chooses Google Pay in the method list and opens its sheet, by keyboard. */
async function openFromPaymentArea(page: Page): Promise<void> {
  await page.getByLabel('Google Pay', { exact: true }).focus();
  await page.keyboard.press('Space');
  await methodButton(page).waitFor({ state: 'visible' });
  await methodButton(page).focus();
  await page.keyboard.press('Enter');
  await sheet(page).waitFor({ state: 'visible' });
  await sheet(page).getByRole('radio').first().waitFor();
}

/** Presses the sheet's Pay button from the keyboard. */
async function payInSheet(page: Page): Promise<void> {
  await sheet(page).getByRole('button', { name: 'Pay', exact: true }).focus();
  await page.keyboard.press('Enter');
}

async function verificationToken(context: BrowserContext): Promise<string> {
  return (await (await context.request.get(`${harness.baseUrl}/api/user/datalayer`)).json()).RequestVerificationToken as string;
}

async function initiate(context: BrowserContext, body: unknown, type = 'paywithgoogle') {
  const response = await context.request.post(`${harness.baseUrl}/Checkout/PaymentComponent/InitiatePayment?encryptedOrderId=&isBasket=true&type=${type}`, {
    headers: { 'content-type': 'application/json', accept: 'application/json', RequestVerificationToken: await verificationToken(context) },
    data: body,
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

async function sealedToken(context: BrowserContext, card: string): Promise<{ token: string; network: string }> {
  const response = await context.request.post(`${harness.baseUrl}/payment-sandbox/wallet/token`, {
    headers: { 'content-type': 'application/json', accept: 'application/json', RequestVerificationToken: await verificationToken(context) },
    data: { wallet: 'googlepay', card },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { token: string; network: string };
}

describe('Google Pay and Apple Pay in sandbox mode, end to end', () => {
  test('Google Pay from the payment area: the sandbox sheet (focus inside, axe clean), a test card that authorises, then the confirmation page', async () => {
    const { page, context, stockId, problems } = await shopperAtWallets();
    const before = await unitsOf(stockId);
    await openFromPaymentArea(page);
    // Focus moved into the sheet: its first card.
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    expect(await sheet(page).getAttribute('aria-modal')).toBe('true');
    expect(await sheet(page).textContent()).toContain('Sandbox wallet: no real wallet and no money.');
    expect(await sheet(page).getByRole('radio', { name: 'VISA ending 1111: authorises' }).isChecked()).toBe(true);
    // Tab stays inside the sheet.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/wallet-sandbox-sheet.png` });
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), payInSheet(page)]);
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    const reference = await page.locator('.confirmation-page__reference').textContent();
    const stored = (await harness.sut.db.query<{ status: string; payment_method: string }>('SELECT status, payment_method FROM orders WHERE reference = $1', [reference])).rows;
    expect(stored).toEqual([{ status: 'paid', payment_method: 'googlepay' }]);
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(await basketCount(context)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('express checkout from the basket: the sheet asks email and a shipping address, and the confirmation shows that address', async () => {
    const { page, problems } = await shopperAtWallets();
    await expressButton(page).focus();
    await page.keyboard.press('Enter');
    await sheet(page).getByRole('radio').first().waitFor();
    // A test address of the site's country to start from, editable.
    expect(await sheet(page).getByLabel('Country code (two letters)').inputValue()).toBe('GB');
    await sheet(page).getByLabel('Email').fill('ada@example.com');
    await sheet(page).getByLabel('Full name').fill('Ada Lovelace');
    await sheet(page).getByLabel('Address line 1').fill('1 Wallet Way');
    await sheet(page).getByLabel('Town or city').fill('Manchester');
    await sheet(page).getByLabel('Postcode').fill('m1 1ae');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/wallet-sandbox-express-sheet.png` });
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), payInSheet(page)]);
    const address = await page.locator('.confirmation-page__address').textContent();
    expect(address).toContain('Ada Lovelace');
    expect(address).toContain('1 Wallet Way');
    expect(address).toContain('M1 1AE');
    const reference = await page.locator('.confirmation-page__reference').textContent();
    const order = (await harness.sut.db.query<{ status: string }>('SELECT status FROM orders WHERE reference = $1', [reference])).rows[0];
    expect(order?.status).toBe('paid');
    await page.screenshot({ path: `${SCREENSHOTS}/wallet-express-confirmation.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('Escape in the sheet cancels: nothing is sent, the basket is as it was, focus and the buttons are back', async () => {
    // On Playwright's clock, so the test can move past the click debounce instead of waiting.
    const { page, context, stockId, problems } = await shopperAtWallets({ fakeClock: true });
    const before = await unitsOf(stockId);
    let initiated = 0;
    page.on('request', (request) => { if (request.url().includes('/InitiatePayment')) initiated += 1; });
    await openFromPaymentArea(page);
    await page.keyboard.press('Escape');
    await sheet(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pay with Google Pay');
    expect(await methodButton(page).isEnabled()).toBe(true);
    expect(await page.locator('[data-pay-now]').isEnabled()).toBe(true);
    expect(initiated).toBe(0);
    expect(await unitsOf(stockId)).toBe(before);
    expect(await basketCount(context)).toBe(1);
    // The Cancel button does the same (a click within 300 ms of the last one opens nothing: spec 9's
    // debounce, so the page's clock jumps past it; from there time flows as before).
    await page.clock.fastForward(300);
    await methodButton(page).focus();
    await page.keyboard.press('Enter');
    await sheet(page).getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await sheet(page).waitFor({ state: 'detached' });
    expect(initiated).toBe(0);
    // With Google Pay chosen, pay now leads to the wallet's own button (its sheet opens only on a click of it).
    await page.locator('[data-pay-now]').focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('#googlepay-container') !== null)).toBe(true);
    expect(initiated).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('focus the shopper moved to Cancel while the cards load stays there: their Enter cancels, it does not pay', async () => {
    const { page, context, problems } = await shopperAtWallets();
    await page.getByLabel('Google Pay', { exact: true }).focus();
    await page.keyboard.press('Space');
    let releaseCards = (): void => undefined;
    const cardsHeld = new Promise<void>((resolve) => { releaseCards = resolve; });
    await page.route('**/payment-sandbox/wallet/cards', async (route) => { await cardsHeld; await route.continue(); });
    let initiated = 0;
    page.on('request', (request) => { if (request.url().includes('/InitiatePayment')) initiated += 1; });
    await methodButton(page).focus();
    await page.keyboard.press('Enter');
    await sheet(page).getByRole('status').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    await sheet(page).getByRole('button', { name: 'Cancel' }).focus();
    releaseCards();
    await sheet(page).getByRole('radio').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Enter');
    await sheet(page).waitFor({ state: 'detached' });
    expect(initiated).toBe(0);
    expect(await basketCount(context)).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a refused test card shows its refusal reason; the shopper stays and may pay again', async () => {
    const { page, context, problems } = await shopperAtWallets();
    await openFromPaymentArea(page);
    const refused = sheet(page).getByRole('radio', { name: 'VISA ending 1111: refused (Not enough balance)' });
    await refused.focus();
    await page.keyboard.press('Space');
    expect(await refused.isChecked()).toBe(true);
    await payInSheet(page);
    await page.locator('[data-payment-alerts]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-payment-alert-list]').textContent()).toContain('Not enough balance');
    expect(await methodButton(page).isEnabled()).toBe(true);
    expect(await basketCount(context)).toBe(1);
    await area(page).screenshot({ path: `${SCREENSHOTS}/wallet-refused.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('Apple Pay is not offered in Chromium (no ApplePaySession)', async () => {
    const { page, problems } = await shopperAtWallets();
    expect(await page.evaluate(() => 'ApplePaySession' in window)).toBe(false);
    expect(await page.getByLabel('Apple Pay').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay with Apple Pay' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('express details the shop cannot take come back as a message naming the problem; nothing is placed', async () => {
    const { page, context, stockId, problems } = await shopperAtWallets();
    const before = await unitsOf(stockId);
    await expressButton(page).focus();
    await page.keyboard.press('Enter');
    await sheet(page).getByRole('radio').first().waitFor();
    await sheet(page).getByLabel('Postcode').fill('NOT A CODE');
    await payInSheet(page);
    await page.locator('[data-payment-alerts]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-payment-alert-list]').textContent()).toMatch(/postcode/i);
    expect(await unitsOf(stockId)).toBe(before);
    expect(await basketCount(context)).toBe(1);
    await area(page).screenshot({ path: `${SCREENSHOTS}/wallet-express-invalid.png` });
    expect(problems.filter((p) => !p.includes('400'))).toEqual([]);
    await page.close();
  });

  test('Apple Pay where Safari offers it (ApplePaySession stood in): its sandbox sheet, and the basket express path ships to Great Britain only, with its message', async () => {
    const shopper = await shopperAtBasket(harness, picked++);
    const { page, context, stockId } = shopper;
    await page.addInitScript(() => {
      (window as unknown as { ApplePaySession: unknown }).ApplePaySession = { canMakePayments: () => true, supportsVersion: (v: number) => v <= 14 };
    });
    await page.reload();
    await page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
    await area(page).scrollIntoViewIfNeeded();
    await page.locator('fieldset.payment-methods').waitFor();
    const before = await unitsOf(stockId);
    const appleExpress = page.locator('[data-wallet-express]').getByRole('button', { name: 'Pay with Apple Pay' });
    await appleExpress.focus();
    await page.keyboard.press('Enter');
    const appleSheet = page.getByRole('dialog', { name: 'Apple Pay (sandbox)' });
    await appleSheet.getByRole('radio').first().waitFor();
    await appleSheet.getByLabel('Country code (two letters)').fill('FR');
    await appleSheet.getByLabel('Postcode').fill('75001');
    await appleSheet.getByRole('button', { name: 'Pay', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-payment-alerts]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-payment-alert-list]').textContent()).toContain('Apple Pay orders from the basket are delivered in Great Britain only');
    expect(await unitsOf(stockId)).toBe(before);
    expect(await basketCount(context)).toBe(1);
    await page.close();
  });

  test("with a client key, Google Pay is adyen-web's (offline here: its method says it is not available, the express group goes); no page but the payment area asks Google", async () => {
    const shopper = await shopperAtBasket(harness, picked++);
    const { page, problems } = shopper;
    const googleRequests: string[] = [];
    page.on('request', (request) => { if (/google\.com|gstatic\.com/.test(request.url())) googleRequests.push(request.url()); });
    // A product listing first: no wallet code and no Google script there.
    await page.goto(`${harness.baseUrl}/?site=evans`);
    expect(googleRequests).toEqual([]);
    // The basket page as the server renders it with ADYEN_CLIENT_KEY set; Adyen's and Google's hosts are out of reach here.
    await page.route('**/basket?site=evans', async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/(name="ClientKey" value=")[^"]*"/, '$1test_FAKECLIENTKEY0000000000000000"')
        .replace(/(name="PaymentMode" value=")[^"]*"/, '$1test"');
      await route.fulfill({ response, body: html });
    });
    await page.route(/adyen\.com|google\.com|gstatic\.com/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${harness.baseUrl}/basket?site=evans`);
    await page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
    await area(page).scrollIntoViewIfNeeded();
    await page.locator('fieldset.payment-methods').waitFor();
    await page.getByLabel('Google Pay', { exact: true }).check();
    const message = page.locator('#googlepay-container .payment-form__problem');
    await message.waitFor({ timeout: 30_000 });
    expect(await message.textContent()).toBe('Google Pay is not available just now. Please choose another way to pay.');
    // No wallet could start: no express group at all.
    expect(await page.locator('[data-wallet-express]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay with Google Pay' }).count()).toBe(0);
    await expectNoAxeViolations(page, '[data-payment-area]');
    expect(problems.filter((p) => !/adyen|Content Security Policy|AdyenCheckoutError|not available|NETWORK_ERROR|Failed to fetch/i.test(p))).toEqual([]);
    await page.close();
  });

  test('the server takes only tokens the sandbox sealed, and judges express details by the details form rules; nothing is placed otherwise', async () => {
    const { page, context, stockId } = await shopperAtWallets();
    const before = await unitsOf(stockId);
    const browserInfo = { language: 'en-GB', colorDepth: 24, screenHeight: 900, screenWidth: 1280, timeZoneOffset: 0, javaEnabled: false };
    const forged = await initiate(context, { pmReq: { paymentMethod: { type: 'googlepay', googlePayToken: 'eyJrIjoid2FsbGV0LXRva2VuIn0.forged', googlePayCardNetwork: 'VISA' }, browserInfo } });
    expect(forged.status).toBe(400);
    expect(forged.body['code']).toBe('PAYMENT_REQUEST_REFUSED');
    const { token, network } = await sealedToken(context, 'visa-authorised');
    const tampered = await initiate(context, { pmReq: { paymentMethod: { type: 'googlepay', googlePayToken: `${token.slice(0, -2)}xx`, googlePayCardNetwork: network }, browserInfo } });
    expect(tampered.status).toBe(400);
    expect(tampered.body['code']).toBe('PAYMENT_REQUEST_REFUSED');
    const express = (postalCode: string, countryCode = 'GB') => ({
      pmReq: { paymentMethod: { type: 'googlepay', googlePayToken: token, googlePayCardNetwork: network }, browserInfo },
      pmReqBasket: {
        paymentMethodData: { token, type: 'googlepay' }, email: 'ada@example.com',
        shippingAddress: { name: 'Ada Lovelace', address1: '1 Wallet Way', address3: '', countryCode, locality: 'Manchester', administrativeArea: '', postalCode, phoneNumber: '0161 496 0000' },
      },
    });
    const badPostcode = await initiate(context, express('NOT A CODE'));
    expect(badPostcode.status).toBe(400);
    expect(badPostcode.body['code']).toBe('INVALID_SHOPPER_DETAILS');
    expect(String(badPostcode.body['message'])).toMatch(/postcode/i);
    // Apple Pay from the basket ships to Great Britain only.
    const abroad = await initiate(context, { ...express('75001', 'FR'), pmReq: { paymentMethod: { type: 'applepay', applePayToken: token }, browserInfo } }, 'applepay');
    expect(abroad.status).toBe(400);
    expect(abroad.body['code']).toBe('WALLET_SHIPPING_COUNTRY');
    expect(await unitsOf(stockId)).toBe(before);
    expect(await basketCount(context)).toBe(1);
    const orders = await harness.sut.db.query('SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.stock_id = $1 AND o.status = $2', [stockId, 'pending']);
    expect(orders.rows).toEqual([]);
    await page.close();
  });
});
