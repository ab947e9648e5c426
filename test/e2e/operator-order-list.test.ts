import { describe, expect, test } from 'vitest';
import { addTestOperator } from '../support/operator-credentials.js';
import { insertListedOrder } from '../support/order-list-fixtures.js';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';

// A storefront of its own: the list's pages are counted, and other files' orders would be the newest.
const harness = useBrowserHarness({ env: {} });

describe('the console\'s order list in a real browser', () => {
  test('an operator finds orders by keyboard alone: search, a status filter, older and newer pages; no script runs and every page passes axe', async () => {
    const email = `vera.${Date.now()}@shop.example`;
    const password = 'a-long-staff-passphrase';
    await addTestOperator(harness.sut.db, { email, password, role: 'viewer', name: 'Vera' });
    // Forty orders, one a day at noon from 2 October: EV-2000001 to EV-2000040; every fourth refused.
    for (let i = 1; i <= 40; i++) {
      await insertListedOrder(harness.sut.db, {
        reference: `EV-${2_000_000 + i}`, placedAt: new Date(Date.UTC(2026, 9, 1 + i, 12)).toISOString(), status: i % 4 === 0 ? 'refused' : 'paid',
        site: i % 2 === 0 ? 'evans' : 'yours-clothing-de', currency: i % 2 === 0 ? 'GBP' : 'EUR', paymentMethod: i % 3 === 0 ? 'paypal' : 'visa',
        email: `list.shopper${i}@example.com`, firstName: 'Mary', lastName: i === 17 ? 'Somerville' : 'Anning', totalMinor: 2000 + i,
        units: { ordered: 2, dispatched: i % 5 === 0 ? 2 : 0 },
      });
    }
    const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const listed = () => page.locator('tbody th[scope="row"] a').allTextContents();

    await page.goto(`${harness.baseUrl}/operator/orders`);
    await page.waitForURL(/\/operator\/signin$/);
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/operator$/);

    // To the list through the console's navigation.
    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Orders' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/operator\/orders$/);
    expect(await page.locator('h1').textContent()).toBe('Orders');
    expect(await nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect((await listed()).slice(0, 3)).toEqual(['EV-2000040', 'EV-2000039', 'EV-2000038']);
    expect(await listed()).toHaveLength(25);
    expect(await page.getByRole('table', { name: 'Orders, newest first (times in UTC)' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/operator-order-list.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // Older orders, then back to the newer ones, each by the keyboard.
    await page.getByRole('link', { name: 'Older orders' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/after=/);
    expect(await listed()).toEqual(Array.from({ length: 15 }, (_, i) => `EV-${2_000_015 - i}`));
    expect(await page.getByRole('link', { name: 'Older orders' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Newer orders' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/before=/);
    expect((await listed())[0]).toBe('EV-2000040');

    // A search by name: type into the search box and press Enter.
    await page.getByLabel('Search', { exact: true }).focus();
    await page.keyboard.type('somerv');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=somerv/);
    expect(await listed()).toEqual(['EV-2000017']);
    const row = page.locator('tbody tr').first();
    expect(await row.textContent()).toContain('Mary Somerville');
    expect(await row.textContent()).toContain('list.shopper17@example.com');

    // Clear, then the refused orders of the German site: choose from the lists with the arrow keys.
    await page.getByRole('link', { name: 'Clear' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/operator\/orders$/);
    await page.getByLabel('Status', { exact: true }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('refused');
    await page.getByRole('button', { name: 'Find orders' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/status=refused/);
    expect(await listed()).toEqual(['EV-2000040', 'EV-2000036', 'EV-2000032', 'EV-2000028', 'EV-2000024', 'EV-2000020', 'EV-2000016', 'EV-2000012', 'EV-2000008', 'EV-2000004']);
    expect(await page.locator('tbody tr').first().textContent()).toContain('Refused');
    await expectNoAxeViolations(page);

    // A filter the list cannot take: the problem is said and announced, what was typed kept.
    await page.getByLabel('Placed from').fill('2026-11-20');
    await page.getByLabel('Placed until').fill('2026-11-01');
    await page.getByRole('button', { name: 'Find orders' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('.error-summary');
    expect(await page.getByRole('alert').textContent()).toContain('Enter the dates as YYYY-MM-DD, with the first no later than the last.');
    expect(await page.getByLabel('Placed from').inputValue()).toBe('2026-11-20');
    expect(await page.locator('table').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/operator-order-list-refused.png`, fullPage: true });
    await expectNoAxeViolations(page);

    expect(scripts).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
