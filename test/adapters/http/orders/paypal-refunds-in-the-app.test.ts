import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueTestApiKey } from '../../../support/operator-credentials.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { shopperWithBasket } from '../checkout/checkout-test-kit.js';
import { orderStatusOf, postForm } from '../checkout/paypal/paypal-test-kit.js';

let sut: StorefrontUnderTest;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'paypal-refunds-http-'));
  // Every PayPal sandbox refund answers PENDING and settles by its signed webhook, through the app's own webhook route, 50 ms later.
  sut = await startStorefrontUnderTest({
    env: { DATA_DIR: dataDir, PAYMENTS_SANDBOX_HMAC_KEY: 'cd'.repeat(32), PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '50', PAYPAL_SANDBOX_PENDING_REFUND_PERCENT: '100' },
  });
}, 120_000);
afterAll(async () => {
  await sut?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ledgerOf = async (reference: string) => (await sut.db.query<{ captured_minor: number; refunded_minor: number; refund_reserved_minor: number }>(
  'SELECT p.captured_minor, p.refunded_minor, p.refund_reserved_minor FROM order_payments p JOIN orders o ON o.id = p.order_id WHERE o.reference = $1', [reference],
)).rows[0];

/** A shopper pays a basket with PayPal on the sandbox's approval page: the order's reference. */
async function paidWithPayPal(): Promise<string> {
  const { browser } = await shopperWithBasket(sut, { quantity: 1 });
  const created = await postForm(browser, '/checkout/paypal/createfrombasket', { Area: 'basket' });
  const { reference, orderID } = created.json<{ reference: string; orderID: string }>();
  expect((await postForm(browser, '/payment-sandbox/paypal/approve', { token: orderID, funding: 'balance' }, { accept: 'text/html' })).statusCode).toBe(303);
  expect((await postForm(browser, '/checkout/paypal/capture', { orderID, reference })).statusCode).toBe(200);
  await vi.waitFor(async () => expect(await orderStatusOf(sut, reference)).toBe('paid'), { timeout: 10_000, interval: 50 });
  return reference;
}

describe('PayPal refunds in the running shop', () => {
  it('an operator refunds a PayPal order through the API: PayPal answers PENDING, and its signed PAYMENT.CAPTURE.REFUNDED through the webhook route settles it', async () => {
    const reference = await paidWithPayPal();
    const key = await issueTestApiKey(sut.db, 'finance', 'accounts');
    const money = (path: string, body: unknown, idempotencyKey: string) => sut.app.inject({
      method: 'POST', url: `/operator/api/orders/${reference}/${path}`, payload: JSON.stringify(body),
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': idempotencyKey },
    });
    // PayPal took the whole payment when the shopper approved: nothing to capture, nothing to cancel, nothing sent.
    expect((await money('captures', {}, 'c-1')).json()).toMatchObject({ code: 'CAPTURE_OVER_AUTHORISED' });
    expect((await money('cancellations', {}, 'x-1')).json()).toMatchObject({ code: 'PAYMENT_ALREADY_CAPTURED' });
    const refunded = await money('refunds', { amountMinor: 500 }, 'r-1');
    expect([refunded.statusCode, refunded.json()]).toMatchObject([202, { kind: 'refund', state: 'requested', providerReference: expect.stringMatching(/^[A-Z0-9]{17}$/) }]);
    await vi.waitFor(async () => expect(await ledgerOf(reference)).toMatchObject({ refunded_minor: 500, refund_reserved_minor: 0 }), { timeout: 10_000, interval: 50 });
    // A failing test amount, pending too: PAYMENT.REFUND.FAILED releases it.
    const failing = await money('refunds', { amountMinor: 113 }, 'r-2');
    expect([failing.statusCode, failing.json().state]).toEqual([202, 'requested']);
    await vi.waitFor(async () => expect(await ledgerOf(reference)).toMatchObject({ refunded_minor: 500, refund_reserved_minor: 0 }), { timeout: 10_000, interval: 50 });
    const states = await sut.db.query<{ idempotency_key: string; state: string; failure_reason: string | null }>(
      'SELECT m.idempotency_key, m.state, m.failure_reason FROM order_payment_modifications m JOIN orders o ON o.id = m.order_id WHERE o.reference = $1 ORDER BY m.idempotency_key', [reference]);
    expect(states.rows).toEqual([{ idempotency_key: 'r-1', state: 'succeeded', failure_reason: null }, { idempotency_key: 'r-2', state: 'failed', failure_reason: 'REFUND_FAILED' }]);
    const events = await sut.db.query<{ type: string }>('SELECT e.type FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.reference = $1 ORDER BY e.sequence', [reference]);
    expect(events.rows.map((e) => e.type).filter((t) => t === 'order.refunded')).toEqual(['order.refunded']);
  });
});
