import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueTestApiKey } from '../../../support/operator-credentials.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { card, initiate, shopperWithBasket } from '../checkout/checkout-test-kit.js';

let sut: StorefrontUnderTest;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'order-payments-http-'));
  // The sandbox's webhooks (its CAPTURE, REFUND... results) come back to the shop's own webhook route 50 ms after each call.
  sut = await startStorefrontUnderTest({ env: { DATA_DIR: dataDir, PAYMENTS_SANDBOX_HMAC_KEY: 'cd'.repeat(32), PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '50', MANUAL_CAPTURE_SITES: 'evans' } });
}, 120_000);
afterAll(async () => {
  await sut?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ledgerOf = async (reference: string) => (await sut.db.query<{ captured_minor: number; refunded_minor: number; refund_reserved_minor: number }>(
  'SELECT p.captured_minor, p.refunded_minor, p.refund_reserved_minor FROM order_payments p JOIN orders o ON o.id = p.order_id WHERE o.reference = $1', [reference],
)).rows[0];

describe('capture and refund in the running shop', () => {
  it('a manual-capture site\'s order is captured, then refunded, each settled by the sandbox\'s signed webhook through the webhook route', async () => {
    const { browser } = await shopperWithBasket(sut, { quantity: 1 });
    const paid = await initiate(browser, card('4111111111111111'));
    expect(paid.json()).toMatchObject({ resultCode: 'Authorised' });
    const reference: string = paid.json().merchantReference;
    const key = await issueTestApiKey(sut.db, 'finance', 'accounts');
    const money = (path: string, body: unknown, idempotencyKey: string) => sut.app.inject({
      method: 'POST', url: `/operator/api/orders/${reference}/${path}`, payload: JSON.stringify(body),
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': idempotencyKey },
    });
    // Only authorised on a manual-capture site: nothing to refund yet.
    expect((await money('refunds', { whole: true }, 'r-early')).json().code).toBe('REFUND_OVER_REMAINING');
    const captured = await money('captures', {}, 'c-1');
    expect(captured.statusCode).toBe(202);
    const total: number = captured.json().amount.amountMinor;
    await vi.waitFor(async () => expect(await ledgerOf(reference)).toMatchObject({ captured_minor: total }), { timeout: 5_000 });
    const refunded = await money('refunds', { amountMinor: 500 }, 'r-1');
    expect([refunded.statusCode, refunded.json().state]).toEqual([202, 'requested']);
    await vi.waitFor(async () => expect(await ledgerOf(reference)).toMatchObject({ refunded_minor: 500, refund_reserved_minor: 0 }), { timeout: 5_000 });
    const events = await sut.db.query<{ type: string }>('SELECT e.type FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.reference = $1 ORDER BY e.sequence', [reference]);
    expect(events.rows.map((e) => e.type)).toEqual(expect.arrayContaining(['order.captured', 'order.refunded']));
    const audit = await sut.db.query<{ action: string }>("SELECT action FROM operator_audit_log WHERE target = $1 ORDER BY id", [`order:${reference}`]);
    expect(audit.rows.map((a) => a.action)).toEqual(['order.payment.capture', 'order.payment.refund']);
  });
});
