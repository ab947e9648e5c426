import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTestApiKey } from '../../../support/operator-credentials.js';
import type { ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { postJson, shopperWithBasket } from '../checkout/checkout-test-kit.js';

let sut: StorefrontUnderTest;
let financeKey: string;
let supportKey: string;

beforeAll(async () => {
  // Klarna on its sandbox (no credentials); Evans captures by hand, the other sites at payment.
  sut = await startStorefrontUnderTest({ env: { MANUAL_CAPTURE_SITES: 'evans' } });
  financeKey = await issueTestApiKey(sut.db, 'finance', 'accounts');
  supportKey = await issueTestApiKey(sut.db, 'support', 'warehouse');
}, 120_000);
afterAll(async () => {
  await sut?.close();
});

/** The shopper pays the basket with Klarna (the sandbox's authorise approving); the order's reference and total. */
async function payWithKlarna(browser: ShopperBrowser): Promise<{ reference: string; total: number }> {
  const session = (await postJson(browser, '/checkout/klarna/session', { formData: { SubscriptionPreference: false, delInstructions: '' } })).json<{ sessionId: string; clientToken: string }>();
  const approved = (await postJson(browser, '/klarna-sandbox/authorize', { clientToken: session.clientToken, approve: true })).json<{ authorization_token: string }>();
  const complete = await browser.get(`/checkout/klarna/CompleteOrder?${new URLSearchParams({ authToken: approved.authorization_token, sessionId: session.sessionId }).toString()}`);
  expect(complete.statusCode).toBe(303);
  const row = (await sut.db.query<{ reference: string; payment_method: string; status: string; total_minor: number }>(
    'SELECT reference, payment_method, status, total_minor FROM orders ORDER BY created_at DESC LIMIT 1',
  )).rows[0]!;
  expect(row).toMatchObject({ payment_method: 'klarna', status: 'paid' });
  return { reference: row.reference, total: Number(row.total_minor) };
}

const ledgerOf = async (reference: string) => (await sut.db.query<{ authorised_minor: number; captured_minor: number; refunded_minor: number; capture_reserved_minor: number; refund_reserved_minor: number }>(
  `SELECT p.authorised_minor, p.captured_minor, p.refunded_minor, p.capture_reserved_minor, p.refund_reserved_minor
   FROM order_payments p JOIN orders o ON o.id = p.order_id WHERE o.reference = $1`, [reference],
)).rows[0];

describe('Klarna orders captured and refunded through the operator API', () => {
  const money = (reference: string, path: string, body: unknown, idempotencyKey: string) => sut.app.inject({
    method: 'POST', url: `/operator/api/orders/${reference}/${path}`, payload: JSON.stringify(body),
    headers: { authorization: `Bearer ${financeKey}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
  });

  it('a manual-capture site: the Klarna order is captured in parts and refunded, each done in Klarna\'s answer; over what is left is 409 and nothing is asked', async () => {
    const { browser } = await shopperWithBasket(sut, { quantity: 2 });
    const { reference, total } = await payWithKlarna(browser);
    expect((await money(reference, 'refunds', { whole: true }, 'k-r0')).json().code).toBe('REFUND_OVER_REMAINING');
    expect(await ledgerOf(reference)).toMatchObject({ authorised_minor: total, captured_minor: 0 });

    const part = await money(reference, 'captures', { amountMinor: 1000 }, 'k-c1');
    expect([part.statusCode, part.json().state, part.json().amount.amountMinor]).toEqual([202, 'succeeded', 1000]);
    expect(await ledgerOf(reference)).toMatchObject({ captured_minor: 1000, capture_reserved_minor: 0 });
    const rest = await money(reference, 'captures', {}, 'k-c2');
    expect([rest.statusCode, rest.json().state, rest.json().amount.amountMinor]).toEqual([202, 'succeeded', total - 1000]);
    const over = await money(reference, 'captures', { amountMinor: 1 }, 'k-c3');
    expect([over.statusCode, over.json().code]).toEqual([409, 'CAPTURE_OVER_AUTHORISED']);

    const refund = await money(reference, 'refunds', { lines: [{ position: 0, quantity: 1 }] }, 'k-r1');
    expect([refund.statusCode, refund.json().state]).toEqual([202, 'succeeded']);
    const refunded = refund.json().amount.amountMinor as number;
    expect(await ledgerOf(reference)).toMatchObject({ captured_minor: total, refunded_minor: refunded, refund_reserved_minor: 0 });
    const tooMuch = await money(reference, 'refunds', { amountMinor: total - refunded + 1 }, 'k-r2');
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([409, 'REFUND_OVER_REMAINING']);
    // The same key again is the same refund, answered from its record.
    expect((await money(reference, 'refunds', { lines: [{ position: 0, quantity: 1 }] }, 'k-r1')).json()).toEqual(refund.json());
    expect(await ledgerOf(reference)).toMatchObject({ refunded_minor: refunded });

    const events = await sut.db.query<{ type: string }>('SELECT e.type FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.reference = $1 ORDER BY e.sequence', [reference]);
    expect(events.rows.map((e) => e.type).filter((t) => t === 'order.captured' || t === 'order.refunded')).toEqual(['order.captured', 'order.captured', 'order.refunded']);
  });

  it('a manual-capture site: the rest of a Klarna order part dispatched and part cancelled is released and counted so; a capture after it is 409 with nothing asked of Klarna', async () => {
    const { browser } = await shopperWithBasket(sut, { quantity: 2 });
    const { reference, total } = await payWithKlarna(browser);
    const fulfil = (path: string, body: unknown, idempotencyKey: string) => sut.app.inject({
      method: 'POST', url: `/operator/api/orders/${reference}/${path}`, payload: JSON.stringify(body),
      headers: { authorization: `Bearer ${supportKey}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    });
    const dispatched = await fulfil('shipments', { carrier: 'royal-mail', trackingNumber: 'AB123456785GB', lines: [{ position: 0, quantity: 1 }] }, 'k-ship-1');
    expect(dispatched.statusCode).toBe(201);
    const captured = (await ledgerOf(reference))!.captured_minor;
    expect(captured).toBeGreaterThan(0);
    const cancelled = await fulfil('line-cancellations', { lines: [{ position: 0, quantity: 1 }] }, 'k-cancel-1');
    expect(cancelled.statusCode).toBe(201);
    const released = await sut.db.query<{ released_minor: number; release_reserved_minor: number }>(
      'SELECT p.released_minor, p.release_reserved_minor FROM order_payments p JOIN orders o ON o.id = p.order_id WHERE o.reference = $1', [reference],
    );
    expect(released.rows).toEqual([{ released_minor: total - captured, release_reserved_minor: 0 }]);
    const late = await money(reference, 'captures', {}, 'k-after-release');
    expect([late.statusCode, late.json()]).toEqual([409, {
      code: 'AUTHORISATION_RELEASED', message: 'The rest of this payment\'s authorisation has been released, so nothing more can be captured.',
    }]);
    const kinds = await sut.db.query<{ kind: string; state: string }>(
      'SELECT m.kind, m.state FROM order_payment_modifications m JOIN orders o ON o.id = m.order_id WHERE o.reference = $1 ORDER BY m.seq', [reference],
    );
    expect(kinds.rows).toEqual([{ kind: 'capture', state: 'succeeded' }, { kind: 'release', state: 'succeeded' }]);
  });

  it('an automatic-capture site: the Klarna order was captured as it was placed, so it is refunded whole at once and nothing is left to capture', async () => {
    const { browser } = await shopperWithBasket(sut, { site: 'yours-clothing', brand: 'yours-clothing', quantity: 1 });
    const { reference, total } = await payWithKlarna(browser);
    const whole = await money(reference, 'refunds', { whole: true }, 'k-auto-r');
    expect([whole.statusCode, whole.json().state, whole.json().amount.amountMinor]).toEqual([202, 'succeeded', total]);
    expect(await ledgerOf(reference)).toMatchObject({ authorised_minor: total, captured_minor: total, refunded_minor: total });
    expect((await money(reference, 'captures', {}, 'k-auto-c')).json().code).toBe('CAPTURE_OVER_AUTHORISED');
  });
});
