import { describe, expect, test } from 'vitest';
import { issueTestApiKey } from '../support/operator-credentials.js';
import { SCREENSHOTS, addToBasket, expectNoAxeViolations, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';
import { shopperAtBasket, typeSandboxCard, unitsOf } from './support/shopper-at-basket.js';

/**
 * Fulfilment as the shopper sees it: an operator's warehouse script (an API key with the support
 * role) dispatches one unit of a paid order with Royal Mail and cancels the other; the shopper's
 * order page shows the parcel with its tracking number and a link to Royal Mail's tracking page,
 * and the cancelled item with its refund (the payment was captured at authorisation); once the
 * parcel is marked delivered, the page says so.
 */
const harness = useBrowserHarness();

describe('the shopper\'s order page after the payment', () => {
  test('shows a parcel with its tracking link, the cancelled item and its refund, then the delivery; axe clean, the link reachable by keyboard', async () => {
    const { page, context, stockId, problems } = await shopperAtBasket(harness, 13);
    // A second unit of the same size: one is sent, the other cancelled.
    const product = demoCatalog.products.find((p) => p.sizes.some((s) => s.stockId === stockId))!;
    await addToBasket(harness, context, { site: 'evans', productId: product.id, stockId });
    await page.reload();
    await typeSandboxCard(page);
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/), page.locator('[data-pay-now]').click()]);
    expect(await page.locator('h1').textContent()).toBe('Thank you for your order');
    const reference = (await page.locator('.confirmation-page__reference').textContent())!;
    expect(await page.locator('.order-fulfilment__status').textContent()).toBe('Getting your order ready');

    const key = await issueTestApiKey(harness.sut.db, 'support', 'warehouse');
    const operator = (path: string, data: unknown, idempotencyKey?: string) => context.request.post(`${harness.baseUrl}/operator/api${path}`, {
      headers: {
        authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json', ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      data,
    });
    const sent = await operator(`/orders/${reference}/shipments`, { carrier: 'royal-mail', trackingNumber: 'AB 123 456 785 GB', lines: [{ position: 0, quantity: 1 }] });
    expect(sent.status()).toBe(201);
    const shipmentId = (await sent.json()).shipment.id as string;
    const before = await unitsOf(harness, stockId);
    const cancelled = await operator(`/orders/${reference}/line-cancellations`, {}, 'warehouse-cancel-1');
    expect(cancelled.status()).toBe(201);
    // The cancelled unit is refunded (a parcel was sent, so not the delivery), asked of the provider as the cancelling operator.
    expect(await cancelled.json()).toMatchObject({ release: null, refund: { status: 'asked', amount: { amountMinor: expect.any(Number), currency: 'GBP' } }, deliveryRefund: null });
    expect(await unitsOf(harness, stockId)).toBe(before + 1);
    // The script sent again (its answer lost): the same cancellation answered, no stock or refund again.
    const resent = await operator(`/orders/${reference}/line-cancellations`, {}, 'warehouse-cancel-1');
    expect([resent.status(), (await resent.json()).repeated]).toEqual([200, true]);
    expect(await unitsOf(harness, stockId)).toBe(before + 1);
    // The cancelled unit cannot be sent any more.
    const again = await operator(`/orders/${reference}/shipments`, { carrier: 'dpd', trackingNumber: '15501234567890' });
    expect([again.status(), (await again.json()).code]).toEqual([409, 'NOTHING_LEFT']);

    await page.reload();
    const fulfilment = page.locator('section.order-fulfilment');
    expect(await fulfilment.locator('h2').textContent()).toBe('Where your order is');
    expect(await fulfilment.locator('.order-fulfilment__status').textContent()).toBe('Sent');
    expect(await fulfilment.locator('.order-fulfilment__tracking-number').textContent()).toBe('AB123456785GB');
    expect(await fulfilment.locator('.order-fulfilment__on-its-way').textContent()).toBe('On its way');
    const track = fulfilment.getByRole('link', { name: 'Track parcel 1 with Royal Mail' });
    expect(await track.getAttribute('href')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB');
    expect(await fulfilment.locator('.order-fulfilment__cancelled h3').textContent()).toBe('Cancelled items');
    expect(await fulfilment.locator('.order-fulfilment__cancelled li').count()).toBe(1);
    // Its refund: on its way, or made once the provider's webhook said so.
    expect(await page.locator('.order-refunds__refund').textContent()).toMatch(/^(A refund of £[\d.]+ to your original payment method is on its way|£[\d.]+ refunded to your original payment method on .+)$/);
    await expectNoAxeViolations(page);

    expect((await operator(`/shipments/${shipmentId}/delivered`, {})).status()).toBe(200);
    await page.reload();
    expect(await fulfilment.locator('.order-fulfilment__status').textContent()).toBe('Delivered');
    expect(await fulfilment.locator('.order-fulfilment__delivered').textContent()).toMatch(/^Delivered on \d{1,2} \w{3} \d{4}$/);
    // By keyboard alone: tabbing from the order number reaches the tracking link.
    await page.locator('.confirmation-page__reference').evaluate((el) => {
      el.setAttribute('tabindex', '-1');
      (el as HTMLElement).focus();
    });
    let reached = false;
    for (let i = 0; i < 10 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await track.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await expectNoAxeViolations(page);
    await fulfilment.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/order-page-fulfilment.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });
});
