import { describe, expect, test } from 'vitest';
import { addTestOperator } from '../support/operator-credentials.js';
import { DESKTOP, SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';
import { shopperAtBasket, typeSandboxCard, unitsOf } from './support/shopper-at-basket.js';

/**
 * Cancelling units in the console, by keyboard: the form carries its own idempotency key, so the
 * same form sent twice (a second press, a resubmitted page) cancels once, returns the stock once
 * and refunds once; the page says what was done, and passes axe.
 */
const harness = useBrowserHarness();

describe('cancelling units of an order in the console', () => {
  test('one unit cancelled by keyboard; the same form sent again cancels nothing more; axe clean', async () => {
    const { page: shopper, context, stockId, problems: shopperProblems } = await shopperAtBasket(harness, 27);
    const product = demoCatalog.products.find((p) => p.sizes.some((s) => s.stockId === stockId))!;
    await addToBasket(harness, context, { site: 'evans', productId: product.id, stockId });
    await shopper.reload();
    await typeSandboxCard(shopper);
    await Promise.all([shopper.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), shopper.locator('[data-pay-now]').click()]);
    const reference = (await shopper.locator('.confirmation-page__reference').textContent())!;
    await shopper.close();

    const email = `cora.${Date.now()}@shop.example`;
    const password = 'a-long-staff-passphrase';
    await addTestOperator(harness.sut.db, { email, password, role: 'support', name: 'Cora Support' });
    const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    await page.goto(`${harness.baseUrl}/operator/orders/${reference}`);
    await page.waitForURL(/\/operator\/signin$/);
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    await Promise.all([page.waitForURL(/\/operator$/), page.keyboard.press('Enter')]);
    await page.goto(`${harness.baseUrl}/operator/orders/${reference}`);
    expect(await page.locator('h1').textContent()).toBe(`Order ${reference}`);
    await expectNoAxeViolations(page);

    // The form as drawn: its anti-forgery token and its own key, sent again below as a second press would.
    const form = page.locator('form[aria-labelledby="cancel-lines-title"]');
    const fields = await form.evaluate((f) => Object.fromEntries([...new FormData(f as HTMLFormElement)].map(([name, value]) => [name, String(value)])));
    expect(fields.idempotencyKey).toMatch(/.+/);
    const before = await unitsOf(harness, stockId);

    // By keyboard: the units field of the line, one unit, Enter.
    await page.locator('#cancel-0').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1');
    await Promise.all([page.waitForURL(new RegExp(`/operator/orders/${reference}$`)), page.keyboard.press('Enter')]);
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Units cancelled and their stock returned. The shopper has been emailed.');
    expect(await unitsOf(harness, stockId)).toBe(before + 1);
    await expectNoAxeViolations(page);

    // The same form again, with its key: answered as the first, nothing more cancelled, stock and refund once.
    const again = await page.context().request.post(`${harness.baseUrl}/operator/orders/${reference}/cancel-lines`, { form: { ...fields, 'cancel-0': '1' }, maxRedirects: 0 });
    expect(again.status()).toBe(303);
    expect(await unitsOf(harness, stockId)).toBe(before + 1);
    const { rows } = await harness.sut.db.query<{ cancelled: number; refunds: number }>(
      `SELECT l.cancelled_quantity AS cancelled,
              (SELECT count(*)::int FROM order_payment_modifications m WHERE m.order_id = o.id AND m.kind = 'refund') AS refunds
         FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.reference = $1`, [reference]);
    expect(rows).toEqual([{ cancelled: 1, refunds: 1 }]);

    // The page now offers the one unit left, under a new key.
    await page.reload();
    expect(await page.locator('label[for="cancel-0"]').textContent()).toContain('1 left');
    expect(await form.locator('input[name="idempotencyKey"]').inputValue()).not.toBe(fields.idempotencyKey);
    await expectNoAxeViolations(page);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/operator-cancel-units.png`, fullPage: true });
    expect([problems, shopperProblems]).toEqual([[], []]);
    await page.close();
  });
});
