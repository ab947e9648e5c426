import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addTestOperator } from '../support/operator-credentials.js';
import { addDashboardEvent, addDashboardOrder, addFailedDelivery, addModification, referenceOf } from '../support/order-dashboard-fixtures.js';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';

const harness = useBrowserHarness();

/** Signs in from the sign-in page by keyboard alone. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${harness.baseUrl}/operator`);
  await page.waitForURL(/\/operator\/signin$/);
  await page.getByLabel('Email address').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/operator$/);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('the operators\' morning dashboard in a real browser', () => {
  test('support reads the figures and the chart with its table, moves through the console by keyboard and redelivers a failed webhook; every page passes axe and runs no script', async () => {
    // Star (GB) is a site no other browser test orders from, so its figures are this test's alone.
    const id = `e2e-dash-${Date.now()}`;
    const now = Date.now();
    // Today's figures: moments ago, but never before midnight UTC (the dashboard's "today").
    const earlierToday = (ms: number) => new Date(Math.max(now - ms, new Date(now).setUTCHours(0, 0, 0, 0)));
    await addDashboardOrder(harness.sut.db, { id: `${id}-1`, site: 'star', createdAt: earlierToday(60_000), totalMinor: 12_345, lines: [{ quantity: 2 }] });
    await addDashboardOrder(harness.sut.db, { id: `${id}-2`, site: 'star', createdAt: new Date(now - 2 * 86_400_000), totalMinor: 4_000, lines: [{ quantity: 1, dispatched: 1 }] });
    await addDashboardEvent(harness.sut.db, { orderId: `${id}-2`, type: 'order.refunded', site: 'star', occurredAt: earlierToday(30_000), amountMinor: 1_500 });
    await addDashboardEvent(harness.sut.db, { orderId: `${id}-2`, type: 'order.returned', site: 'star', occurredAt: earlierToday(20_000) });
    const placed = await addDashboardEvent(harness.sut.db, { orderId: `${id}-1`, type: 'order.placed', site: 'star', occurredAt: earlierToday(60_000) });
    const deliveryId = await addFailedDelivery(harness.sut.db, placed, `${id}-1`, new Date(now - 10_000), 'https://warehouse.example.com/e2e-hooks');
    await addModification(harness.sut.db, { id: `${id}-m`, orderId: `${id}-1`, kind: 'refund', state: 'failed', requestedAt: new Date(now - 5_000), failureReason: 'Insufficient balance' });
    const email = `sid.support.${now}@shop.example`;
    await addTestOperator(harness.sut.db, { email, password: 'a-long-staff-passphrase', role: 'support', name: 'Sid' });

    const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signIn(page, email, 'a-long-staff-passphrase');
    expect(await page.locator('h1').textContent()).toBe('Operator console');
    await expectNoAxeViolations(page);

    // The site chosen with the keyboard, by the GET form.
    await page.getByLabel('Site').focus();
    await page.getByLabel('Site').selectOption('star');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Show');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/operator\?site=star$/);
    const today = page.locator('.console-figures');
    expect(await today.locator('dd').allTextContents()).toEqual(['1', '£123.45', '1', '£15.00', '1']);
    expect(await page.locator('main').textContent()).toContain('For Star (GB). Days run from midnight to midnight UTC.');

    const chart = page.getByRole('img', { name: 'Orders, refunds and returns per day' });
    expect(await chart.count()).toBe(1);
    expect(await page.locator('svg .console-chart__bar').count()).toBe(30);
    await page.getByText('The numbers of each day').click();
    const rows = page.locator('.console-chart__numbers tbody tr');
    expect(await rows.count()).toBe(31);
    expect(await rows.last().locator('th, td').allTextContents()).toEqual(['All 30 days', '2', '£163.45', '1', '£15.00', '1']);
    expect(await page.locator('main').textContent()).toContain('Paid orders with units still to send: 1.');
    expect(await page.getByRole('link', { name: referenceOf(`${id}-1`) }).getAttribute('href')).toBe(`/operator/orders/${referenceOf(`${id}-1`)}`);
    await page.screenshot({ path: `${SCREENSHOTS}/operator-dashboard.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // Through the console's navigation by keyboard: its links in order, then the sign-out.
    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Home' }).focus();
    const order = [await focusedText(page)];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      order.push(await focusedText(page));
    }
    expect(order).toEqual(['Home', 'Orders', 'Webhooks', 'Payments', 'Sign out']);
    await nav.getByRole('link', { name: 'Payments' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/operator\/payments$/);
    expect(await page.locator('main').textContent()).toContain('Failed: Insufficient balance');
    await page.screenshot({ path: `${SCREENSHOTS}/operator-payments.png`, fullPage: true });
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Webhooks' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/operator\/webhooks$/);
    await expectNoAxeViolations(page);
    // The failed deliveries of one site, chosen by keyboard as on the dashboard.
    await page.getByLabel('Site').focus();
    await page.getByLabel('Site').selectOption('star');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Show');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/operator\/webhooks\?site=star$/);
    expect(await page.locator('main').textContent()).toContain('For Star (GB).');
    expect(await page.locator('tbody tr').count()).toBe(1);
    const row = page.locator('tbody tr', { hasText: 'https://warehouse.example.com/e2e-hooks' });
    expect(await row.locator('td').allTextContents()).toEqual(expect.arrayContaining([referenceOf(`${id}-1`), 'star']));
    await page.screenshot({ path: `${SCREENSHOTS}/operator-webhooks.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: /^Redeliver/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/operator/webhooks\\?site=star&redelivered=${deliveryId}$`));
    expect(await page.getByRole('status').textContent()).toBe(`Webhook delivery ${deliveryId} will be sent again now.`);
    expect(await page.locator('tbody tr', { hasText: 'https://warehouse.example.com/e2e-hooks' }).count()).toBe(0);
    expect(await page.getByLabel('Site').inputValue()).toBe('star');
    await page.screenshot({ path: `${SCREENSHOTS}/operator-webhooks-redelivered.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // The audit log is for admins: support gets a page that says so.
    const refused = await page.goto(`${harness.baseUrl}/operator/audit`);
    expect(refused?.status()).toBe(403);
    expect(await page.locator('h1').textContent()).toBe('Not allowed');
    await expectNoAxeViolations(page);

    expect(scripts).toEqual([]);
    expect(problems.filter((p) => !p.includes('403'))).toEqual([]);
    await page.close();
  });

  test('an admin reads the audit log, with the redelivery in it, and asks again for a capture the provider never took', async () => {
    const email = `ada.admin.${Date.now()}@shop.example`;
    const id = `e2e-retry-${Date.now()}`;
    await addDashboardOrder(harness.sut.db, { id, site: 'star', createdAt: new Date(Date.now() - 5 * 86_400_000), totalMinor: 2_000, lines: [{ quantity: 1, dispatched: 1 }] });
    await addModification(harness.sut.db, { id: `${id}-m`, orderId: id, kind: 'capture', state: 'requested', requestedAt: new Date(Date.now() - 3_600_000), amountMinor: 2_000 });
    await harness.sut.db.query('INSERT INTO order_payments (order_id, currency, authorised_minor, captured_minor, capture_reserved_minor) VALUES ($1, \'GBP\', 2000, 0, 2000)', [id]);
    await addTestOperator(harness.sut.db, { email, password: 'a-long-staff-passphrase', role: 'admin', name: 'Ada' });
    const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    await signIn(page, email, 'a-long-staff-passphrase');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/operator\/audit$/);
    expect(await page.locator('h1').textContent()).toBe('Audit log');
    expect(await page.locator('tbody tr').first().locator('td').nth(1).textContent()).toBe('operator.signed_in');
    expect(await page.locator('tbody tr', { hasText: 'Sid (operator)' }).filter({ hasText: 'webhook.redeliver' }).count()).toBe(1);
    await page.locator('tbody tr').first().getByText('Show the change').click();
    await page.screenshot({ path: `${SCREENSHOTS}/operator-audit.png`, fullPage: true });
    await expectNoAxeViolations(page);

    await page.goto(`${harness.baseUrl}/operator/payments?site=star`);
    const row = page.locator('tbody tr', { hasText: referenceOf(id) });
    expect(await row.locator('td').nth(3).textContent()).toBe('The provider was out of reach: asking again with the same key sends it');
    await page.screenshot({ path: `${SCREENSHOTS}/operator-payments-retry.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: `Ask again Capture, order ${referenceOf(id)}` }).focus();
    await page.keyboard.press('Enter');
    // The sandbox does not know this payment (it was written into the tables): it refuses, and says why.
    await page.waitForSelector('.error-summary');
    expect(await page.locator('.error-summary__message').textContent()).toBe('The payment provider refused this request: Original pspReference required for this operation');
    expect(await page.locator('tbody tr', { hasText: referenceOf(id) }).locator('td').nth(3).textContent()).toBe('Failed: Original pspReference required for this operation');
    await expectNoAxeViolations(page);
    expect(problems.filter((p) => !p.includes('502'))).toEqual([]);
    await page.close();
  });
});
