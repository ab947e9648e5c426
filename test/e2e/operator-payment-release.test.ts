import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addTestOperator } from '../support/operator-credentials.js';
import { addDashboardOrder, addModification, referenceOf } from '../support/order-dashboard-fixtures.js';
import { orderLine, orderSnapshot } from '../support/order-fixtures.js';
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
  // Left to the operator: the shop's own sweep of actions never sent would otherwise ask it first.
  await db.query("UPDATE order_payment_modifications SET resend_after = now() + interval '1 day' WHERE id = $1", [`${id}-rel`]);
}

/** The order's snapshot as placed: a guest's two dresses at £25.00 with delivery, £10.00 of it paid by a gift voucher. */
async function withPlacedSnapshot(id: string): Promise<void> {
  const placed = orderSnapshot({ kind: 'guest', sessionId: id, site: 'star' }, [orderLine('EV1-12', 2)], [{ kind: 'voucher', code: 'GIFT10', amount: { amountMinor: 1000, currency: 'GBP' } }]);
  const { owner, details, delivery, subtotal, deliveryPrice, reductions, marketingOptIn } = placed;
  await harness.sut.db.query('UPDATE orders SET snapshot = $2 WHERE id = $1', [id, JSON.stringify({ owner, details, delivery, subtotal, deliveryPrice, reductions, marketingOptIn })]);
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

  test('the order page tells a released rest in its ledger and timeline and offers no capture of it, and tells what a cancelled payment gave back; axe clean', async () => {
    const { db } = harness.sut;
    const stamp = Date.now();
    const released = `e2e-rel-done-${stamp}`;
    const cancelled = `e2e-cancel-given-${stamp}`;
    await klarnaOrderWithRelease(released, { state: 'requested', reserved: true });
    await withPlacedSnapshot(released);
    // Klarna answered the release: the rest counts released.
    await db.query("UPDATE order_payment_modifications SET state = 'succeeded', provider_reference = $2, settled_at = now() WHERE id = $1", [`${released}-rel`, `klarna-${released}`]);
    await db.query('UPDATE order_payments SET release_reserved_minor = 0, released_minor = 2000 WHERE order_id = $1', [released]);
    // Another order, whose payment was cancelled whole: the gift voucher it was partly paid with given back.
    await addDashboardOrder(db, { id: cancelled, site: 'star', createdAt: new Date(Date.now() - 86_400_000), totalMinor: 4_395, lines: [{ quantity: 2 }] });
    await withPlacedSnapshot(cancelled);
    await db.query("INSERT INTO order_payments (order_id, currency, authorised_minor, captured_minor, cancellation) VALUES ($1, 'GBP', 4395, 0, 'cancelled')", [cancelled]);
    await addModification(db, { id: `${cancelled}-cancel`, orderId: cancelled, kind: 'cancel', state: 'succeeded', amountMinor: 4_395, requestedAt: new Date(Date.now() - 3_600_000) });
    const benefits = { cancelledCodes: [], pointsTaken: 0, shopperId: null, vouchersGivenBack: [{ code: 'GIFT10', amount: { amountMinor: 1000, currency: 'GBP' } }], couponsGivenBack: [] };
    await db.query('UPDATE order_payment_modifications SET benefits = $2 WHERE id = $1', [`${cancelled}-cancel`, JSON.stringify(benefits)]);
    await db.query("UPDATE orders SET status = 'cancelled', units_to_dispatch = 0 WHERE id = $1", [cancelled]);
    const email = `fay.finance.${stamp}@shop.example`;
    await addTestOperator(db, { email, password: 'a-long-staff-passphrase', role: 'finance', name: 'Fay' });
    const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    await signIn(page, email, 'a-long-staff-passphrase');

    await page.goto(`${harness.baseUrl}/operator/orders/${referenceOf(released)}`);
    const timeline = page.locator('.console-order__timeline');
    expect(await page.locator('main').textContent()).toContain('Released (no longer capturable)');
    expect(await timeline.textContent()).toContain('Provider confirmed the rest of the authorisation (£20) released');
    expect(await timeline.textContent()).toContain('Release of the rest of the authorisation (£20) asked');
    // Nothing is left to capture: the page offers no capture.
    expect(await page.getByRole('button', { name: /^Capture/ }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/operator-order-released.png`, fullPage: true });
    await expectNoAxeViolations(page);

    await page.goto(`${harness.baseUrl}/operator/orders/${referenceOf(cancelled)}`);
    expect(await page.locator('.console-order__timeline').textContent()).toContain('Provider confirmed the payment cancelled; gift voucher balance given back: GIFT10 £10');
    await page.screenshot({ path: `${SCREENSHOTS}/operator-order-cancel-given-back.png`, fullPage: true });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });
});
