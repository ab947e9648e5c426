import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { addTestOperator } from '../support/operator-credentials.js';
import { DESKTOP, SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';
import { shopperAtBasket, typeSandboxCard } from './support/shopper-at-basket.js';

/**
 * The life of an order after the payment, end to end: a shopper pays by card on the payment
 * sandbox; an operator signs in to the console, finds the order in the order list, dispatches it
 * with Royal Mail and a tracking number and refunds one line, by keyboard alone; the shopper's
 * order page shows the parcel with its tracking link, then the refund once the sandbox's REFUND
 * webhook settled it; the emails are written to the data folder and shown in the order's timeline.
 * Every console page passes axe.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'operator-order-journey-'));
// The sandbox answers captures and refunds by its signed webhook 200 ms after each call.
const harness = useBrowserHarness({ env: { DATA_DIR: dataDir, PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '200' } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Focuses the element and presses Enter or Space on it, as a keyboard user would. */
async function press(page: Page, selector: string, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.press(key);
}

/** The emails written for the order (in the background: waited for), by subject. */
const subjectsOfMailsAbout = (reference: string, count: number): Promise<string[]> => vi.waitFor(() => {
  const folder = join(dataDir, 'mail');
  const subjects = readdirSync(folder).map((f) => readFileSync(join(folder, f), 'utf8'))
    .filter((mail) => mail.includes(reference)).map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '');
  expect(subjects.length).toBeGreaterThanOrEqual(count);
  return subjects.sort();
}, { timeout: 10_000 });

describe('an order from the shopper\'s payment to the operator\'s dispatch and refund', () => {
  test('the operator finds, dispatches and refunds a line by keyboard; the shopper sees the parcel and the refund; emails written; axe clean', async () => {
    // The shopper: two different garments, paid by card.
    const { page: shopper, context, stockId, problems: shopperProblems } = await shopperAtBasket(harness, 21);
    const other = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 4 && s.stockId !== stockId)
      && !p.sizes.some((s) => s.stockId === stockId))!;
    await addToBasket(harness, context, { site: 'evans', productId: other.id, stockId: other.sizes.find((s) => s.unitsInStock >= 4)!.stockId });
    await shopper.reload();
    await typeSandboxCard(shopper);
    await Promise.all([shopper.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), shopper.locator('[data-pay-now]').click()]);
    expect(await shopper.locator('h1').textContent()).toBe('Thank you for your order');
    const reference = (await shopper.locator('.confirmation-page__reference').textContent())!;

    // The operator, created as `npm run operator -- add` does, signs in by keyboard.
    const email = `oona.${Date.now()}@shop.example`;
    const password = 'a-long-staff-passphrase';
    await addTestOperator(harness.sut.db, { email, password, role: 'admin', name: 'Oona Operator' });
    const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    await page.goto(`${harness.baseUrl}/operator/orders`);
    await page.waitForURL(/\/operator\/signin$/);
    await expectNoAxeViolations(page);
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    await Promise.all([page.waitForURL(/\/operator$/), page.keyboard.press('Enter')]);

    // The order list, by the console's navigation: search by the order number, open the order.
    await Promise.all([page.waitForURL(/\/operator\/orders$/), press(page, 'nav[aria-label="Console"] a[href="/operator/orders"]')]);
    await expectNoAxeViolations(page);
    await page.locator('#order-search').focus();
    await page.keyboard.type(reference);
    await Promise.all([page.waitForURL(/\/operator\/orders\?/), page.keyboard.press('Enter')]);
    await expectNoAxeViolations(page);
    await Promise.all([page.waitForURL(new RegExp(`/operator/orders/${reference}$`)), press(page, `a[href="/operator/orders/${reference}"]`)]);
    expect(await page.locator('h1').textContent()).toBe(`Order ${reference}`);
    expect(await page.locator('.console-order__statuses').textContent()).toContain('Goods: awaiting dispatch');
    await expectNoAxeViolations(page);

    // Dispatch every unit with Royal Mail: the carrier chosen by its first letter, the tracking number typed, Enter.
    await page.locator('#dispatch-carrier').focus();
    await page.keyboard.press('r');
    expect(await page.locator('#dispatch-carrier').inputValue()).toBe('royal-mail');
    await page.keyboard.press('Tab');
    await page.keyboard.type('AB 123 456 785 GB');
    await Promise.all([page.waitForLoadState('load'), page.waitForURL(new RegExp(`/operator/orders/${reference}$`)), page.keyboard.press('Enter')]);
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Parcel dispatched with Royal Mail. The shopper has been emailed.');
    expect(await page.locator('.console-order__statuses').textContent()).toContain('Goods: dispatched');
    await expectNoAxeViolations(page);

    // Refund one unit of the first line: the "units of lines" choice, then its units field, Enter.
    await press(page, '#refund-lines', 'Space');
    expect(await page.locator('#refund-lines').isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('refund-0');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1');
    await Promise.all([page.waitForURL(new RegExp(`/operator/orders/${reference}$`)), page.keyboard.press('Enter')]);
    await page.getByRole('status').waitFor();
    const asked = (await page.getByRole('status').textContent())!;
    expect(asked).toMatch(/^Refund of £\d+\.\d{2} asked of the payment provider\.$/);
    const refunded = /£\d+\.\d{2}/.exec(asked)![0];
    // The provider's REFUND webhook and the emails' delivery come in the background: the page is read again until they show.
    const confirmed = `Provider confirmed the refund of ${refunded}`;
    const dispatchEmail = `Email “Your order ${reference} is on its way” sent to jo@example.com`;
    await expect.poll(async () => {
      await page.reload();
      const text = (await page.locator('.console-order__timeline').textContent())!;
      return [text.includes(confirmed), text.includes(dispatchEmail)];
    }, { timeout: 10_000 }).toEqual([true, true]);
    const timeline = (await page.locator('.console-order__timeline').textContent())!;
    for (const words of [`Refund of ${refunded} asked`, 'Dispatched with Royal Mail, tracking AB123456785GB', 'Payment authorised: order paid', 'Order placed', 'Oona Operator',
      `Email “Your order ${reference} is confirmed” sent to jo@example.com`]) {
      expect(timeline).toContain(words);
    }
    expect(await page.locator('#order-returns').textContent()).toBe('Returns');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/operator-order-page.png`, fullPage: true });
    expect(problems).toEqual([]);

    // The shopper's order page: the parcel with its tracking link, and the refund made.
    await shopper.reload();
    const fulfilment = shopper.locator('section.order-fulfilment');
    expect(await fulfilment.locator('.order-fulfilment__status').textContent()).toBe('Sent');
    expect(await fulfilment.getByRole('link', { name: 'Track parcel 1 with Royal Mail' }).getAttribute('href'))
      .toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB');
    expect(await shopper.locator('.order-refunds__refund').allTextContents()).toEqual([expect.stringMatching(new RegExp(`^${refunded.replace('.', '\\.')} refunded to your original payment method on \\d{1,2} \\w{3} \\d{4}$`))]);
    await expectNoAxeViolations(shopper);
    await shopper.screenshot({ path: `${SCREENSHOTS}/order-page-refund.png`, fullPage: true });
    expect(shopperProblems).toEqual([]);

    // The confirmation and the dispatch emails, written to the data folder.
    const subjects = await subjectsOfMailsAbout(reference, 2);
    expect(subjects).toEqual(expect.arrayContaining([`Your order ${reference} is confirmed`, `Your order ${reference} is on its way`]));
    await page.close();
    await shopper.close();
  });
});
