import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addTestOperator } from '../support/operator-credentials.js';
import { addDashboardOrder, addModification, referenceOf } from '../support/order-dashboard-fixtures.js';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';

const harness = useBrowserHarness();

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${harness.baseUrl}/operator/signin`);
  await page.getByLabel('Email address').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/operator$/);
}

/** A Klarna order of £50.00 of which £30.00 is captured, with the release of the other £20.00 as `state`. */
async function klarnaOrderWithRelease(id: string, release: { state: 'requested' | 'failed'; failureReason?: string; reserved: boolean }): Promise<void> {
  const { db } = harness.sut;
  await addDashboardOrder(db, { id, site: 'star', createdAt: new Date(Date.now() - 2 * 86_400_000), totalMinor: 5_000, lines: [{ quantity: 2, dispatched: 1, cancelled: 1 }] });
  await db.query("UPDATE orders SET payment_method = 'klarna', psp_reference = $2 WHERE id = $1", [id, `klarna-${id}`]);
  await db.query(
    "INSERT INTO order_payments (order_id, currency, authorised_minor, captured_minor, release_reserved_minor) VALUES ($1, 'GBP', 5000, 3000, $2)",
    [id, release.reserved ? 2000 : 0],
  );
  await addModification(db, {
    id: `${id}-rel`, orderId: id, kind: 'release', state: release.state, amountMinor: 2_000, requestedAt: new Date(Date.now() - 3_600_000),
    failureReason: release.failureReason ?? null,
  });
}

describe('a release of the rest of an authorisation on the payments needing attention, in a real browser', () => {
  test('finance sees a refused release and one never sent, asks the second again by keyboard, and reads why Klarna refused it; the pages pass axe', async () => {
    const stamp = Date.now();
    const refused = `e2e-rel-refused-${stamp}`;
    const unsent = `e2e-rel-unsent-${stamp}`;
    await klarnaOrderWithRelease(refused, { state: 'failed', failureReason: 'NOT_ALLOWED: Order is fully captured.', reserved: false });
    await klarnaOrderWithRelease(unsent, { state: 'requested', reserved: true });
    const email = `fin.finance.${stamp}@shop.example`;
    await addTestOperator(harness.sut.db, { email, password: 'a-long-staff-passphrase', role: 'finance', name: 'Fin' });
    const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    await signIn(page, email, 'a-long-staff-passphrase');

    await page.goto(`${harness.baseUrl}/operator/payments?site=star`);
    const rowOf = (id: string) => page.locator('tbody tr', { hasText: referenceOf(id) });
    expect(await rowOf(refused).locator('td').nth(1).textContent()).toBe('Release');
    expect(await rowOf(refused).locator('td').nth(3).textContent()).toBe('Failed: NOT_ALLOWED: Order is fully captured.');
    expect(await rowOf(unsent).locator('td').nth(3).textContent()).toBe('The provider was out of reach: asking again with the same key sends it');
    await page.screenshot({ path: `${SCREENSHOTS}/operator-payments-release.png`, fullPage: true });
    await expectNoAxeViolations(page);

    await rowOf(unsent).getByRole('button', { name: `Ask again Release, order ${referenceOf(unsent)}` }).focus();
    await page.keyboard.press('Enter');
    // The Klarna sandbox does not know this order (it was written into the tables): it refuses, and the page says why.
    await page.waitForSelector('.error-summary');
    const why = await page.locator('.error-summary__message').textContent();
    expect(why).toMatch(/^The payment provider refused this request: NO_SUCH_ORDER/);
    expect(await rowOf(unsent).locator('td').nth(3).textContent()).toMatch(/^Failed: NO_SUCH_ORDER/);
    await page.screenshot({ path: `${SCREENSHOTS}/operator-payments-release-asked.png`, fullPage: true });
    await expectNoAxeViolations(page);
    // The refused release gave the rest back to the ledger: capturable again, nothing counted released.
    const { rows } = await harness.sut.db.query<{ release_reserved_minor: number; released_minor: number }>(
      'SELECT release_reserved_minor, released_minor FROM order_payments WHERE order_id = $1', [unsent],
    );
    expect(rows).toEqual([{ release_reserved_minor: 0, released_minor: 0 }]);
    expect(problems.filter((p) => !p.includes('502'))).toEqual([]);
    await page.close();
  });
});
