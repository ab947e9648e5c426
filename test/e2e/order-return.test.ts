import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { addTestOperator, issueTestApiKey } from '../support/operator-credentials.js';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';
import { shopperAtBasket, typeSandboxCard } from './support/shopper-at-basket.js';

/**
 * A return from end to end: a shopper pays by card; the warehouse dispatches the order; the shopper
 * (as a guest, finding the order by its number and email) asks one unit back on the order page by
 * keyboard alone, with a reason, and sees the return's reference and instructions; an operator
 * marks it received and refunds it from the console's order page; once the sandbox's REFUND
 * webhook settled the refund, the shopper's order page shows the return refunded. The emails are
 * written, and every page passes axe. No form needs JavaScript.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'order-return-'));
const harness = useBrowserHarness({ env: { DATA_DIR: dataDir, PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '200' } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The subjects of the emails written about the order (in the background: waited for). */
const subjectsAbout = (text: string, count: number): Promise<string[]> => vi.waitFor(() => {
  const folder = join(dataDir, 'mail');
  const subjects = readdirSync(folder).map((f) => readFileSync(join(folder, f), 'utf8'))
    .filter((mail) => mail.includes(text)).map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '');
  expect(subjects.length).toBeGreaterThanOrEqual(count);
  return subjects.sort();
}, { timeout: 10_000 });

/** Focuses the element and presses Enter on it, as a keyboard user would. */
async function press(page: Page, selector: string): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.press('Enter');
}

describe('a return, from the shopper\'s request to the refund', () => {
  test('the shopper asks it by keyboard and sees its reference; the operator receives and refunds it; the order page shows it refunded; emails written; axe clean', async () => {
    const { page: shopper, problems: shopperProblems } = await shopperAtBasket(harness, 27);
    await typeSandboxCard(shopper);
    await Promise.all([shopper.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), shopper.locator('[data-pay-now]').click()]);
    const reference = (await shopper.locator('.confirmation-page__reference').textContent())!;
    // Nothing sent yet: nothing to return.
    expect(await shopper.locator('#return-items').count()).toBe(0);

    const key = await issueTestApiKey(harness.sut.db, 'support', 'warehouse');
    const sent = await shopper.context().request.post(`${harness.baseUrl}/operator/api/orders/${reference}/shipments`, {
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json' }, data: { carrier: 'royal-mail', trackingNumber: 'AB123456785GB' },
    });
    expect(sent.status()).toBe(201);

    // A guest, on another device: finds the order by its number and email, by keyboard.
    const { page: guest, problems: guestProblems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    await guest.goto(`${harness.baseUrl}/returns`);
    await expectNoAxeViolations(guest);
    await guest.getByLabel('Order number').focus();
    await guest.keyboard.type(reference);
    await guest.keyboard.press('Tab');
    await guest.keyboard.type('nobody@example.com');
    await Promise.all([guest.waitForURL(/\/returns$/), guest.keyboard.press('Enter')]);
    expect(await guest.getByRole('alert').textContent()).toContain('We could not find an order with that number and email address.');
    await expectNoAxeViolations(guest);
    await guest.screenshot({ path: `${SCREENSHOTS}/order-return-lookup.png`, fullPage: true });
    await guest.getByLabel('Email address').fill('');
    await guest.getByLabel('Email address').focus();
    const email = (await harness.sut.db.query<{ email: string }>("SELECT snapshot->'details'->>'email' AS email FROM orders WHERE reference = $1", [reference])).rows[0]!.email;
    await guest.keyboard.type(email);
    await Promise.all([guest.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), guest.keyboard.press('Enter')]);

    // The return form: one unit, the reason by the arrow keys, sent by Enter.
    const form = guest.locator('#return-items');
    expect(await form.locator('h3').textContent()).toBe('Return items');
    await form.locator('select').first().focus();
    await guest.keyboard.press('ArrowDown');
    await guest.getByLabel('It does not fit').focus();
    await guest.keyboard.press('Space');
    await expectNoAxeViolations(guest);
    await guest.screenshot({ path: `${SCREENSHOTS}/order-return-form.png`, fullPage: true });
    await Promise.all([guest.waitForURL(/return=R-/), press(guest, '#return-items button[type="submit"]')]);
    const returnReference = `R-${reference}-1`;
    const registered = guest.locator('.order-returns__registered');
    expect(await registered.textContent()).toContain(`Your return ${returnReference} is registered.`);
    expect(await registered.textContent()).toContain(`Pack the items with a note of your return reference ${returnReference}`);
    expect(await guest.locator('.order-returns__step--done').allTextContents()).toEqual([expect.stringMatching(/^Requested on /)]);
    await expectNoAxeViolations(guest);
    await guest.screenshot({ path: `${SCREENSHOTS}/order-return-registered.png`, fullPage: true });

    // The operator: signs in, opens the order, marks the parcel received, refunds it.
    const operatorEmail = `rita.${Date.now()}@shop.example`;
    await addTestOperator(harness.sut.db, { email: operatorEmail, password: 'a-long-staff-passphrase', role: 'admin', name: 'Rita Returns' });
    const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    await page.goto(`${harness.baseUrl}/operator/signin`);
    await page.getByLabel('Email address').fill(operatorEmail);
    await page.getByLabel('Password').fill('a-long-staff-passphrase');
    await Promise.all([page.waitForURL(/\/operator$/), page.getByLabel('Password').press('Enter')]);
    await page.goto(`${harness.baseUrl}/operator/orders/${reference}`);
    const returns = page.locator('section.console-returns');
    expect(await returns.locator('h3').first().textContent()).toBe(`${returnReference} Requested`);
    await expectNoAxeViolations(page);
    // Each form comes back to the same address (303), with what it did.
    await press(page, 'section.console-returns button:has-text("Mark received")');
    await page.getByRole('status').filter({ hasText: `Return ${returnReference} is marked received.` }).waitFor();
    expect(await returns.locator('h3').first().textContent()).toBe(`${returnReference} Received`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/operator-order-return-received.png`, fullPage: true });
    await press(page, 'section.console-returns button:has-text("Refund £")');
    await page.getByRole('status').filter({ hasText: `The refund of return ${returnReference} was asked of the payment provider.` }).waitFor();
    await vi.waitFor(async () => {
      await page.reload();
      expect(await returns.locator('h3').first().textContent()).toBe(`${returnReference} Refunded`);
    }, { timeout: 10_000 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/operator-order-return-refunded.png`, fullPage: true });

    // The shopper's order page: each step done.
    await guest.reload();
    const steps = await guest.locator('.order-returns__step--done').allTextContents();
    expect(steps).toEqual([expect.stringMatching(/^Requested on /), expect.stringMatching(/^Received on /), expect.stringMatching(/^Refunded on /)]);
    await expectNoAxeViolations(guest);
    await guest.locator('section.order-returns').scrollIntoViewIfNeeded();
    await guest.screenshot({ path: `${SCREENSHOTS}/order-return-refunded.png`, fullPage: true });

    expect(await subjectsAbout(returnReference, 2)).toEqual([`We have received your return ${returnReference}`, `Your return ${returnReference} is registered`]);
    expect(await subjectsAbout(`Your refund for order ${reference}`, 1)).toEqual([`Your refund for order ${reference}`]);
    expect([...shopperProblems, ...guestProblems, ...problems]).toEqual([]);
  });
});
