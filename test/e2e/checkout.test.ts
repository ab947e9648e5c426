import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_SHOPPER } from '../../src/adapters/persistence/seed/seed-loyalty.js';
import { seedLoyaltyForTests } from '../support/loyalty-fixtures.js';
import { DESKTOP, SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

/**
 * Whole purchases on the real composition with the payment sandbox (no routes faked): the basket
 * page's payment area, the server's payment calls, the sandbox's challenge and bank pages, and the
 * confirmation page, checked against the database (stock, basket, order).
 */
// The app's data folder (confirmation emails, the order id key) and its whole log, searched for card numbers.
const dataDir = mkdtempSync(join(tmpdir(), 'checkout-e2e-'));
const logLines: string[] = [];
const harness = useBrowserHarness({ env: { DATA_DIR: dataDir }, logLines });
beforeAll(async () => {
  await seedLoyaltyForTests(harness.sut.db);
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ADDRESSES = {
  GB: { 'delivery.countryCode': 'GB', 'delivery.line1': '12 St James Square', 'delivery.city': 'London', 'delivery.postcode': 'SW1Y 4LB' },
  NL: { 'delivery.countryCode': 'NL', 'delivery.line1': 'Damrak 1', 'delivery.city': 'Amsterdam', 'delivery.postcode': '1012 LG' },
  IE: { 'delivery.countryCode': 'IE', 'delivery.line1': '1 Grafton Street', 'delivery.city': 'Dublin', 'delivery.postcode': 'D02 X285' },
} as const;
type Country = keyof typeof ADDRESSES;

const productsOf = (brand: string) => demoCatalog.products.filter((p) => p.brand === brand && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 4));
let picked = 0;

interface Shopper { page: Page; context: BrowserContext; stockId: string; problems: string[] }

/** Saves the shopper's details (email, name, phone, the address in `country`) for the context's basket. */
async function saveDetails(context: BrowserContext, country: Country): Promise<void> {
  const base = harness.baseUrl;
  const token = (await (await context.request.get(`${base}/api/user/datalayer`)).json()).RequestVerificationToken as string;
  const saved = await context.request.post(`${base}/basket/details`, {
    headers: { 'content-type': 'application/json', accept: 'application/json', RequestVerificationToken: token },
    data: { email: 'jo@example.com', 'delivery.firstName': 'Jo', 'delivery.lastName': 'Shopper', 'delivery.phone': '+44 20 7946 0000', ...ADDRESSES[country], billingSameAsDelivery: 'true' },
  });
  expect(saved.status()).toBe(200);
}

/** Opens the basket page of `site` and waits for the payment methods. */
async function openBasketPage(page: Page, site: string): Promise<void> {
  expect((await page.goto(`${harness.baseUrl}/basket?site=${site}`))?.status()).toBe(200);
  await page.waitForSelector('[data-island="QuickBasket"][data-island-waiting]');
  await page.locator('[data-payment-area]').scrollIntoViewIfNeeded();
  await page.locator('fieldset.payment-methods').waitFor();
}

/**
 * A fresh shopper on `site` with one dress in the bag and the details saved, on the basket page;
 * `watched` reuses a page (and its context) already open, a signed-in shopper's.
 */
async function shopperAtBasket(site = 'evans', brand = 'evans', country: Country = 'GB', watched?: { page: Page; problems: string[] }): Promise<Shopper> {
  const product = productsOf(brand)[picked++]!;
  const size = product.sizes.find((s) => s.unitsInStock >= 4)!;
  const { page, problems } = watched ?? await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
  const context = page.context();
  await addToBasket(harness, context, { site, productId: product.id, stockId: size.stockId });
  await saveDetails(context, country);
  await openBasketPage(page, site);
  return { page, context, stockId: size.stockId, problems };
}

const unitsOf = async (stockId: string): Promise<number> =>
  (await harness.sut.db.query<{ units_in_stock: number }>('SELECT units_in_stock FROM product_sizes WHERE stock_id = $1', [stockId])).rows[0]!.units_in_stock;
const basketCount = async (context: BrowserContext): Promise<number> =>
  (await (await context.request.get(`${harness.baseUrl}/basket/quickbasket/count`)).json()).count as number;
const payNow = (page: Page) => page.locator('[data-pay-now]');

async function typeCard(page: Page, card: { number: string; holder: string }): Promise<void> {
  await page.locator('#payment-method-scheme').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.type(card.number);
  await page.keyboard.press('Tab');
  await page.keyboard.type('0330');
  await page.keyboard.press('Tab');
  await page.keyboard.type('737');
  await page.keyboard.press('Tab');
  await page.keyboard.type(card.holder);
}

describe('checkout with the payment sandbox, end to end', () => {
  test('a card purchase by keyboard only ends on the confirmation page; stock reduced, basket empty', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket();
    const before = await unitsOf(stockId);
    await expectNoAxeViolations(page);
    await typeCard(page, { number: '4111111111111111', holder: 'Jo Shopper' });
    await payNow(page).focus();
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), page.keyboard.press('Enter')]);
    expect(await page.locator('h1').textContent()).toBe('Thank you for your order');
    const reference = await page.locator('.confirmation-page__reference').textContent();
    expect(reference).toMatch(/^EV-\d+$/);
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(await page.locator('.confirmation-page__method').textContent()).toBe('visa');
    expect(await page.locator('.confirmation-page__total').textContent()).toMatch(/^£\d/);
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(await basketCount(context)).toBe(0);
    const stored = (await harness.sut.db.query<{ status: string }>('SELECT status FROM orders WHERE reference = $1', [reference])).rows;
    expect(stored).toEqual([{ status: 'paid' }]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-confirmation.png`, fullPage: true });
    // On a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-confirmation-phone.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a payment in progress (a twin submit from another tab is being paid): the page keeps the buttons disabled, asks again and ends on the confirmation', async () => {
    const { page, stockId, problems } = await shopperAtBasket();
    const before = await unitsOf(stockId);
    // The first answer is the server's 409 for a basket whose payment call is under way; the next calls go to the shop.
    let answered = 0;
    const message = 'We are still processing your payment. Please wait a moment.';
    await page.route('**/Checkout/PaymentComponent/InitiatePayment**', async (route) => {
      answered += 1;
      if (answered > 1) return route.continue();
      return route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ code: 'PAYMENT_IN_PROGRESS', message }) });
    });
    await typeCard(page, { number: '4111111111111111', holder: 'Jo Shopper' });
    const confirmed = page.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/);
    await payNow(page).click();
    await page.waitForFunction(() => document.querySelector('[data-payment-area]')?.getAttribute('aria-busy') === 'true');
    expect(await payNow(page).isDisabled()).toBe(true);
    await page.locator('[data-payment-area]').screenshot({ path: `${SCREENSHOTS}/checkout-payment-in-progress.png` });
    await confirmed;
    expect(answered).toBe(2);
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(problems.filter((p) => !p.includes('409'))).toEqual([]);
    await page.close();
  });

  test('a refused card shows the refusal on the basket page; basket and stock unchanged', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket();
    const before = await unitsOf(stockId);
    await typeCard(page, { number: '4111111111111111', holder: 'DECLINED' });
    await payNow(page).click();
    const alerts = page.locator('[data-payment-alerts]');
    await alerts.waitFor({ state: 'visible' });
    expect(await alerts.locator('h3').textContent()).toBe('Please correct the following errors');
    expect((await alerts.locator('li').allTextContents()).join(' ')).not.toBe('');
    expect(new URL(page.url()).pathname).toBe('/basket');
    expect(await payNow(page).isDisabled()).toBe(false);
    expect(await unitsOf(stockId)).toBe(before);
    expect(await basketCount(context)).toBe(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-refused.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a 3-D Secure 2 challenge in its container: the password, then the confirmation page', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket();
    const before = await unitsOf(stockId);
    await typeCard(page, { number: '4212345678910006', holder: 'Jo Shopper' });
    await payNow(page).click();
    const frame = page.frameLocator('[data-challenge-container] iframe');
    await frame.getByLabel('Password').waitFor();
    expect(await unitsOf(stockId)).toBe(before - 1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-3ds2-challenge.png`, fullPage: true });
    await frame.getByLabel('Password').fill('password');
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?/), frame.getByRole('button', { name: 'Confirm' }).click()]);
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(await basketCount(context)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('iDEAL approved on the sandbox bank page: back through Return to the confirmation page', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket('yours-clothing-nl', 'yours-clothing', 'NL');
    const before = await unitsOf(stockId);
    await page.locator('#payment-method-ideal').focus();
    await page.keyboard.press('Space');
    await Promise.all([page.waitForURL(/\/payment-sandbox\/bank\?/), payNow(page).click()]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-ideal-bank.png`, fullPage: true });
    await page.locator('#issuer-ing').check();
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?/), page.getByRole('button', { name: 'Betaling goedkeuren' }).click()]);
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Betaald');
    expect(await page.locator('.confirmation-page__method').textContent()).toBe('ideal');
    expect(await page.locator('.confirmation-page__total').textContent()).toContain('€');
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(await basketCount(context)).toBe(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('iDEAL cancelled on the bank page: back on the basket page with the payment message; basket and stock unchanged', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket('yours-clothing-nl', 'yours-clothing', 'NL');
    const before = await unitsOf(stockId);
    await page.locator('#payment-method-ideal').check();
    await Promise.all([page.waitForURL(/\/payment-sandbox\/bank\?/), payNow(page).click()]);
    await Promise.all([page.waitForURL(/\/basket\?error=payment/), page.getByRole('button', { name: 'Betaling annuleren' }).click()]);
    expect(await page.locator('.basket-page__error').textContent()).toBe('Er is een probleem opgetreden bij het verwerken van uw kaartbetaling');
    expect(await unitsOf(stockId)).toBe(before);
    expect(await basketCount(context)).toBe(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-ideal-cancelled.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('pending then the sandbox webhook: the confirmation page shows processing, polls, and shows the order paid', async () => {
    const { page, problems } = await shopperAtBasket();
    await typeCard(page, { number: '4111111111111111', holder: 'PENDING' });
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?/), payNow(page).click()]);
    expect(await page.locator('h1').textContent()).toBe('We are processing your payment');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-processing.png`, fullPage: true });
    // The sandbox sends its AUTHORISATION webhook after PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS; the poll reloads the page.
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Thank you for your order');
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(problems).toEqual([]);
    await page.close();
  });
});

interface StoredOrder { status: string; currency: string; total_minor: number; payment_method: string | null }
const orderOf = async (reference: string | null): Promise<StoredOrder> =>
  (await harness.sut.db.query<StoredOrder>('SELECT status, currency, total_minor, payment_method FROM orders WHERE reference = $1', [reference])).rows[0]!;
const orderTotalInput = (page: Page) => page.locator('[data-payment-area] input[name="OrderTotal"]').inputValue();
/** Minor units of a price the confirmation page prints ('£12.34', '£12', '€12,34' on the Dutch site), checking its symbol. */
function minorOf(printed: string | null, symbol: string, separator = '.'): number {
  expect(printed?.startsWith(symbol), `${printed} in ${symbol}`).toBe(true);
  return Math.round(Number((printed ?? '').slice(symbol.length).replace(separator, '.')) * 100);
}

describe('checkout with the payment sandbox: brands, currencies, methods and gift vouchers', () => {
  test.each([
    { site: 'long-tall', brand: 'long-tall', country: 'GB', currency: 'GBP', symbol: '£', prefix: 'LT' },
    { site: 'mandco-ie', brand: 'mandco', country: 'IE', currency: 'EUR', symbol: '€', prefix: 'MC' },
  ] as const)('a card authorised on $site in $currency: the amount and currency on the confirmation page and in the stored order', async ({ site, brand, country, currency, symbol }) => {
    const { page, context, stockId, problems } = await shopperAtBasket(site, brand, country);
    const before = await unitsOf(stockId);
    const amount = Number(await orderTotalInput(page));
    expect(amount).toBeGreaterThan(0);
    expect(await page.locator('[data-payment-area] input[name="Currency"]').inputValue()).toBe(currency);
    await expectNoAxeViolations(page);
    await typeCard(page, { number: '5555555555554444', holder: 'Jo Shopper' });
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), payNow(page).click()]);
    expect(await page.locator('h1').textContent()).toBe('Thank you for your order');
    const reference = await page.locator('.confirmation-page__reference').textContent();
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(await page.locator('.confirmation-page__method').textContent()).toBe('mc');
    expect(minorOf(await page.locator('.confirmation-page__total').textContent(), symbol)).toBe(amount);
    expect(await orderOf(reference)).toEqual({ status: 'paid', currency, total_minor: amount, payment_method: 'mc' });
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(await basketCount(context)).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-confirmation-${site}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a 3-D Secure 2 frictionless card: no challenge is shown, straight to the confirmation page', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket();
    const before = await unitsOf(stockId);
    const challenges: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/payment-sandbox/challenge')) challenges.push(request.url());
    });
    // The fingerprint's details answer, read before the page moves on.
    const answers: Array<{ resultCode?: string }> = [];
    await page.route('**/Checkout/PaymentComponent/SubmitAdditionalDetails?*', async (route) => {
      const response = await route.fetch();
      answers.push(await response.json() as { resultCode?: string });
      await route.fulfill({ response });
    });
    await typeCard(page, { number: '5201281505129736', holder: 'Jo Shopper' });
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?/), payNow(page).click()]);
    // The fingerprint's details went back at once, and the answer was Authorised.
    expect(answers.map((a) => a.resultCode)).toEqual(['Authorised']);
    expect(challenges).toEqual([]);
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    const reference = await page.locator('.confirmation-page__reference').textContent();
    expect((await orderOf(reference)).status).toBe('paid');
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(await basketCount(context)).toBe(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('SEPA direct debit: IBAN grouped as typed, Received, the processing page, then paid after the sandbox webhook', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket('yours-clothing-nl', 'yours-clothing', 'NL');
    const before = await unitsOf(stockId);
    const amount = Number(await orderTotalInput(page));
    await page.locator('#payment-method-sepadirectdebit').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('payment-sepa-owner');
    await page.keyboard.type('A. Schneider');
    await page.keyboard.press('Tab');
    await page.keyboard.type('nl91abna0417164300');
    expect(await page.locator('#payment-sepa-iban').inputValue()).toBe('NL91 ABNA 0417 1643 00');
    await expectNoAxeViolations(page);
    await page.locator('[data-payment-area]').screenshot({ path: `${SCREENSHOTS}/checkout-sepa-form.png` });
    const completed = page.waitForRequest((r) => r.url().includes('/Checkout/PaymentComponent/CompleteOrder'));
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?/), payNow(page).click()]);
    const complete = new URL((await completed).url());
    expect(complete.searchParams.get('status')).toBe('9');
    expect(complete.searchParams.get('paymentMethod')).toBe('sepadirectdebit');
    expect(await page.locator('h1').textContent()).toBe('We verwerken uw betaling');
    // Stock is held for the order while the debit is processed.
    expect(await unitsOf(stockId)).toBe(before - 1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-sepa-processing.png`, fullPage: true });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Bedankt voor uw bestelling');
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Betaald');
    expect(await page.locator('.confirmation-page__method').textContent()).toBe('sepadirectdebit');
    expect(minorOf(await page.locator('.confirmation-page__total').textContent(), '€', ',')).toBe(amount);
    const reference = await page.locator('.confirmation-page__reference').textContent();
    expect(await orderOf(reference)).toEqual({ status: 'paid', currency: 'EUR', total_minor: amount, payment_method: 'sepadirectdebit' });
    expect(await unitsOf(stockId)).toBe(before - 1);
    expect(await basketCount(context)).toBe(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a gift voucher bought on the gift card grid issues a code, which then pays part of a second order', async () => {
    const voucher = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'evoucher-giftcard')!;
    const buyer = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    const { page } = buyer;
    expect((await page.goto(`${harness.baseUrl}/product/${voucher.slug}?site=evans`))?.status()).toBe(200);
    await page.waitForSelector('[data-island="GiftCardGrid"][data-island-hydrated]');
    await page.getByRole('radio', { name: '£10', exact: true }).check();
    await page.locator('.gift-card-grid input[name="cardType"]').first().check();
    await page.getByLabel("Recipient's name").fill('Sam Friend');
    await page.getByLabel("Recipient's email").fill('sam@example.com');
    const added = page.waitForResponse((r) => r.url().includes('/basket/api/add'));
    await page.getByRole('button', { name: 'Add to bag' }).click();
    expect((await (await added).json()).success).toBe(true);
    await saveDetails(page.context(), 'GB');
    await openBasketPage(page, 'evans');
    expect(Number(await orderTotalInput(page))).toBeGreaterThanOrEqual(1000);
    await typeCard(page, { number: '4111111111111111', holder: 'Jo Shopper' });
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?/), payNow(page).click()]);
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    const codes = await page.locator('.confirmation-page__codes code').allTextContents();
    expect(codes).toHaveLength(1);
    const code = codes[0]!;
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{1,4})+$/);
    const stored = code.replaceAll('-', '');
    const balance = async () => (await harness.sut.db.query<{ balance_minor: number; currency: string }>('SELECT balance_minor, currency FROM gift_vouchers WHERE code = $1', [stored])).rows;
    expect(await balance()).toEqual([{ balance_minor: 1000, currency: 'GBP' }]);
    expect(await basketCount(page.context())).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-gift-voucher-issued.png`, fullPage: true });
    expect(buyer.problems).toEqual([]);
    await page.close();

    // A second shopper applies the code in the basket's voucher box and pays the rest by card.
    const second = await shopperAtBasket();
    const before = await unitsOf(second.stockId);
    const fullTotal = Number(await orderTotalInput(second.page));
    expect(fullTotal).toBeGreaterThan(1000);
    await second.page.locator('#gift-voucher-code').fill(code.toLowerCase());
    await second.page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => second.page.locator('.gift-voucher__item').textContent()).toBe(`${code}: balance £10Remove`);
    await expectNoAxeViolations(second.page);
    await second.page.reload();
    await second.page.locator('[data-payment-area]').scrollIntoViewIfNeeded();
    await second.page.locator('fieldset.payment-methods').waitFor();
    expect(Number(await orderTotalInput(second.page))).toBe(fullTotal - 1000);
    await typeCard(second.page, { number: '4111111111111111', holder: 'Jo Shopper' });
    await Promise.all([second.page.waitForURL(/\/Checkout\/Confirmation\?/), payNow(second.page).click()]);
    expect(await second.page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(minorOf(await second.page.locator('.confirmation-page__total').textContent(), '£')).toBe(fullTotal - 1000);
    expect(await second.page.locator('.confirmation-page__totals').textContent()).toMatch(/Vouchers and coupons-£10(\.00)?Total/);
    const reference = await second.page.locator('.confirmation-page__reference').textContent();
    expect(await orderOf(reference)).toMatchObject({ status: 'paid', currency: 'GBP', total_minor: fullTotal - 1000 });
    expect(await balance()).toEqual([{ balance_minor: 0, currency: 'GBP' }]);
    expect(await unitsOf(second.stockId)).toBe(before - 1);
    expect(await basketCount(second.context)).toBe(0);
    await expectNoAxeViolations(second.page);
    await second.page.screenshot({ path: `${SCREENSHOTS}/checkout-gift-voucher-used.png`, fullPage: true });
    expect(second.problems).toEqual([]);
    await second.page.close();
  });
});

/** Every text the shop keeps: each table's rows as text, the files under its data folder, and its log. */
async function everythingKept(): Promise<string> {
  const tables = (await harness.sut.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'")).rows.map((r) => r.table_name);
  expect(tables).toEqual(expect.arrayContaining(['orders', 'order_lines', 'payment_attempts']));
  const rows = await Promise.all(tables.map(async (table) =>
    (await harness.sut.db.query<{ row: string }>(`SELECT t::text AS row FROM "${table}" t`)).rows.map((r) => r.row).join('\n')));
  const files = readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile()).map((entry) => readFileSync(join(entry.parentPath, entry.name), 'latin1'));
  return [...rows, ...files, ...logLines].join('\n');
}

describe('stored cards for a signed-in shopper', () => {
  test('a card saved with the first order pays the second with only its security code; no card number is kept anywhere', async () => {
    const watched = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    const { page } = watched;
    await page.goto(`${harness.baseUrl}/account/signin?site=evans`);
    await page.getByLabel('Email address').fill(DEMO_SHOPPER.email);
    await page.getByLabel('Password').fill(DEMO_SHOPPER.password);
    await Promise.all([page.waitForURL(/\/account\?welcome=1$/), page.getByLabel('Password').press('Enter')]);

    // First order: the card form offers to save the card (by keyboard: Tab from the name, Space).
    const first = await shopperAtBasket('evans', 'evans', 'GB', watched);
    expect(await page.locator('.payment-methods__label').allTextContents()).not.toContain('Visa ending 1111, expires 03/30');
    await typeCard(page, { number: '4111111111111111', holder: 'Jo Shopper' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('payment-card-store');
    await page.keyboard.press('Space');
    expect(await page.locator('#payment-card-store').isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await page.locator('#card-container').screenshot({ path: `${SCREENSHOTS}/checkout-store-card.png` });
    const initiated = page.waitForRequest((r) => r.url().includes('/Checkout/PaymentComponent/InitiatePayment'));
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?/), payNow(page).click()]);
    expect((await initiated).postDataJSON()).toMatchObject({ pmReq: { storePaymentMethod: true } });
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(await basketCount(first.context)).toBe(0);

    // Second order: the saved card is listed first; it needs only the security code.
    const second = await shopperAtBasket('evans', 'evans', 'GB', watched);
    const before = await unitsOf(second.stockId);
    const labels = await page.locator('.payment-methods__label').allTextContents();
    expect(labels[0]).toBe('Visa ending 1111, expires 03/30');
    await page.getByLabel('Visa ending 1111, expires 03/30').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('payment-stored-card-code');
    expect(await page.locator('#card-container').isHidden()).toBe(true);
    await page.keyboard.type('737');
    await expectNoAxeViolations(page);
    await page.locator('[data-payment-area]').screenshot({ path: `${SCREENSHOTS}/checkout-stored-card.png` });
    const storedPay = page.waitForRequest((r) => r.url().includes('/Checkout/PaymentComponent/InitiatePayment'));
    await payNow(page).focus();
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?/), page.keyboard.press('Enter')]);
    const method = (await storedPay).postDataJSON().pmReq.paymentMethod as Record<string, unknown>;
    expect(method).toMatchObject({ type: 'scheme', encryptedSecurityCode: 'test_737' });
    expect(typeof method['storedPaymentMethodId']).toBe('string');
    expect(method).not.toHaveProperty('encryptedCardNumber');
    expect(await page.locator('.confirmation-page__status').textContent()).toBe('Paid');
    expect(await page.locator('.confirmation-page__method').textContent()).toBe('visa');
    const reference = await page.locator('.confirmation-page__reference').textContent();
    expect((await orderOf(reference)).status).toBe('paid');
    expect(await unitsOf(second.stockId)).toBe(before - 1);
    expect(await basketCount(second.context)).toBe(0);
    await expectNoAxeViolations(page);

    // Nothing the shop keeps (tables, data folder, log) holds a card number, grouped or not.
    const kept = await everythingKept();
    expect(kept).toContain(reference);
    expect(logLines.length).toBeGreaterThan(0);
    for (const pan of ['4111111111111111', '4111 1111 1111 1111', '5555555555554444', '5201281505129736']) expect(kept).not.toContain(pan);
    expect(watched.problems).toEqual([]);
    await page.close();
  });
});
