import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYPAL_SIGNATURE_HEADERS, PAYPAL_WEBHOOK_ROUTE } from '../../../../../src/adapters/http/checkout/paypal/paypal-webhook-routes.js';
import { wireOfAuthorizationEvent } from '../../../../../src/adapters/providers/paypal/paypal-webhook-wire.js';
import { SandboxPayPalOrders } from '../../../../../src/adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import type { SandboxHeld } from '../../../../../src/adapters/providers/paypal/sandbox/sandbox-paypal-store.js';
import { payPalSandboxSecretOf } from '../../../../../src/main/checkout-paypal-module.js';
import { loadConfig } from '../../../../../src/main/config.js';
import type { PayPalWebhookDelivery } from '../../../../../src/ports/paypal-orders.port.js';
import { issueTestApiKey } from '../../../../support/operator-credentials.js';
import { startPayPalStandIn, type PayPalStandIn } from '../../../../support/stand-ins/paypal-stand-in.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../../support/storefront-under-test.js';
import { shopperWithBasket } from '../checkout-test-kit.js';
import { orderStatusOf, postForm } from './paypal-test-kit.js';

/** A running shop whose Evans site captures by hand, and the PayPal behind it. */
interface ManualCaptureShop {
  sut: StorefrontUnderTest;
  /** The buyer approves the PayPal order with their PayPal balance (the sandbox's approval page, or PayPal's behind the stand-in). */
  approve(payPalOrderId: string): Promise<void>;
  /** The final_capture of each capture of the PayPal order's authorization, oldest first, as PayPal was asked. */
  finalCaptures(payPalOrderId: string): Promise<boolean[]>;
  /** Whether the PayPal order's authorization was voided at PayPal. */
  voided(payPalOrderId: string): Promise<boolean>;
  /** The captures PayPal gave money back from, each once, in the order it was first asked to. */
  refundedCaptures(): Promise<string[]>;
  /** An event signed as PayPal signs the webhooks it posts to the shop; null where PayPal posts none to it (the stand-in). */
  signed: ((event: unknown) => PayPalWebhookDelivery) | null;
  close(): Promise<void>;
}

/**
 * On a manual-capture site a PayPal order is authorised at approval, captured as it is dispatched
 * (a parcel at a time: final_capture false, then true with the last), and refunded capture by
 * capture, oldest first: through the running shop's routes, on the PayPal sandbox and on the
 * Orders v2 client against the stand-in (the contract suite's pattern).
 */
function describeManualCapturePayPal(label: string, open: (dataDir: string) => Promise<ManualCaptureShop>): void {
  describe(`PayPal on a manual-capture site in the running shop, ${label}`, () => {
    let shop: ManualCaptureShop;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'paypal-manual-capture-'));
      shop = await open(dataDir);
    }, 120_000);
    afterAll(async () => {
      await shop?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const row = async (reference: string) => (await shop.sut.db.query<{ psp_reference: string; total_minor: number; authorised_minor: number; captured_minor: number; refunded_minor: number }>(
      `SELECT o.psp_reference, o.total_minor, p.authorised_minor, p.captured_minor, p.refunded_minor
       FROM orders o JOIN order_payments p ON p.order_id = o.id WHERE o.reference = $1`, [reference],
    )).rows[0]!;

    it('authorised at approval, captured as it is dispatched (part, then the rest), then refunded capture by capture', async () => {
      const { browser } = await shopperWithBasket(shop.sut, { quantity: 2 });
      const created = await postForm(browser, '/checkout/paypal/createfrombasket', { Area: 'basket' });
      expect(created.statusCode).toBe(200);
      const { reference, orderID } = created.json<{ reference: string; orderID: string }>();
      await shop.approve(orderID);
      const returned = await postForm(browser, '/checkout/paypal/capture', { orderID, reference });
      expect(returned.json()).toMatchObject({ success: true, reference, orderID, redirectUrl: expect.stringContaining('/Confirmation') });
      await vi.waitFor(async () => expect(await orderStatusOf(shop.sut, reference)).toBe('paid'), { timeout: 10_000, interval: 50 });
      const paid = await row(reference);
      expect(paid.psp_reference).toMatch(/^[A-Z0-9]{17}$/);
      expect(paid).toMatchObject({ authorised_minor: paid.total_minor, captured_minor: 0 });

      const support = await issueTestApiKey(shop.sut.db, 'support', `warehouse-${label}`);
      const finance = await issueTestApiKey(shop.sut.db, 'finance', `accounts-${label}`);
      const post = (path: string, key: string, body: unknown, idempotencyKey: string) => shop.sut.app.inject({
        method: 'POST', url: `/operator/api/orders/${reference}/${path}`, payload: JSON.stringify(body),
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': idempotencyKey },
      });
      const parcel = (trackingNumber: string) => ({ carrier: 'royal-mail', trackingNumber, lines: [{ position: 0, quantity: 1 }] });
      expect((await post('shipments', support, parcel('AB 123 456 785 GB'), 'parcel-1')).statusCode).toBe(201);
      const afterFirst = await row(reference);
      expect(afterFirst.captured_minor).toBeGreaterThan(0);
      expect(afterFirst.captured_minor).toBeLessThan(paid.total_minor);
      expect(await shop.finalCaptures(orderID)).toEqual([false]);
      expect((await post('shipments', support, parcel('AB 123 456 786 GB'), 'parcel-2')).statusCode).toBe(201);
      expect(await row(reference)).toMatchObject({ captured_minor: paid.total_minor });
      expect(await shop.finalCaptures(orderID)).toEqual([false, true]);

      // The first parcel's unit and the delivery: the first capture; the second unit: the second (its first capture has nothing left).
      const first = await post('refunds', finance, { lines: [{ position: 0, quantity: 1 }], delivery: true }, 'refund-1');
      expect([first.statusCode, first.json()]).toMatchObject([202, { kind: 'refund', state: 'succeeded', amount: { amountMinor: afterFirst.captured_minor } }]);
      const second = await post('refunds', finance, { lines: [{ position: 0, quantity: 1 }] }, 'refund-2');
      expect([second.statusCode, second.json()]).toMatchObject([202, { kind: 'refund', state: 'succeeded', amount: { amountMinor: paid.total_minor - afterFirst.captured_minor } }]);
      expect(await row(reference)).toMatchObject({ captured_minor: paid.total_minor, refunded_minor: paid.total_minor });
      const captures = (await shop.sut.db.query<{ provider_reference: string }>(
        `SELECT m.provider_reference FROM order_payment_modifications m JOIN orders o ON o.id = m.order_id
         WHERE o.reference = $1 AND m.kind = 'capture' AND m.state = 'succeeded' ORDER BY m.seq`, [reference],
      )).rows.map((r) => r.provider_reference);
      expect(await shop.refundedCaptures()).toEqual([captures[0], captures[1]]);
    });

    it('the shopper approves and never comes back: PayPal\'s CHECKOUT.ORDER.APPROVED through the webhook route authorises the order; PAYMENT.AUTHORIZATION.CREATED then changes nothing', async (context) => {
      const sign = shop.signed;
      if (sign === null) return context.skip();
      const { browser } = await shopperWithBasket(shop.sut, { quantity: 1, pick: 2 });
      const { reference, orderID } = (await postForm(browser, '/checkout/paypal/createfrombasket', { Area: 'basket' })).json<{ reference: string; orderID: string }>();
      await shop.approve(orderID);
      await vi.waitFor(async () => expect(await orderStatusOf(shop.sut, reference)).toBe('paid'), { timeout: 10_000, interval: 50 });
      const paid = await row(reference);
      expect(paid).toMatchObject({ authorised_minor: paid.total_minor, captured_minor: 0 });
      const created = sign(wireOfAuthorizationEvent(`WH-${orderID}`, 'PAYMENT.AUTHORIZATION.CREATED', {
        id: paid.psp_reference, payPalOrderId: orderID, amount: { amountMinor: paid.total_minor, currency: 'GBP' }, invoiceId: reference,
      }, new Date()));
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      for (const key of Object.keys(PAYPAL_SIGNATURE_HEADERS) as (keyof typeof PAYPAL_SIGNATURE_HEADERS)[]) headers[PAYPAL_SIGNATURE_HEADERS[key]] = created.signature[key];
      const answer = await shop.sut.app.inject({ method: 'POST', url: PAYPAL_WEBHOOK_ROUTE, headers, payload: JSON.stringify(created.event) });
      expect([answer.statusCode, answer.json()]).toEqual([200, { received: true, outcome: 'ignored' }]);
      expect(await row(reference)).toMatchObject({ psp_reference: paid.psp_reference, captured_minor: 0 });
    });

    it('an authorised order cancelled before anything is dispatched: its authorization is voided at PayPal, nothing captured', async () => {
      const { browser } = await shopperWithBasket(shop.sut, { quantity: 1, pick: 1 });
      const { reference, orderID } = (await postForm(browser, '/checkout/paypal/createfrombasket', { Area: 'basket' })).json<{ reference: string; orderID: string }>();
      await shop.approve(orderID);
      expect((await postForm(browser, '/checkout/paypal/capture', { orderID, reference })).json()).toMatchObject({ success: true });
      const finance = await issueTestApiKey(shop.sut.db, 'finance', `cancels-${label}`);
      const cancelled = await shop.sut.app.inject({
        method: 'POST', url: `/operator/api/orders/${reference}/cancellations`, payload: '{}',
        headers: { authorization: `Bearer ${finance}`, 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': 'cancel-1' },
      });
      expect([cancelled.statusCode, cancelled.json()]).toMatchObject([202, { kind: 'cancel', state: 'succeeded' }]);
      expect(await shop.voided(orderID)).toBe(true);
      expect(await shop.finalCaptures(orderID)).toEqual([]);
    });
  });
}

const ENV = { MANUAL_CAPTURE_SITES: 'evans', PAYMENTS_SANDBOX_HMAC_KEY: 'ef'.repeat(32), PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '20' };

describeManualCapturePayPal('on the PayPal sandbox', async (dataDir) => {
  const env = { ...ENV, DATA_DIR: dataDir };
  const sut = await startStorefrontUnderTest({ env });
  // Signs as the app's PayPal sandbox does (its secret derives from the same key): PayPal's own webhooks, as the route receives them.
  const signer = new SandboxPayPalOrders((id) => `/x?token=${id}`, { secret: payPalSandboxSecretOf(loadConfig({ NODE_ENV: 'test', ...env }))! });
  const held = async (payPalOrderId: string) =>
    (await sut.db.query<{ held: SandboxHeld }>('SELECT held FROM paypal_sandbox_orders WHERE id = $1', [payPalOrderId])).rows[0]!.held;
  return {
    sut,
    approve: async (payPalOrderId) => {
      const approved = await sut.app.inject({
        method: 'POST', url: '/payment-sandbox/paypal/approve', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams({ token: payPalOrderId, funding: 'balance' }).toString(),
      });
      expect(approved.statusCode).toBe(303);
    },
    finalCaptures: async (payPalOrderId) => (await held(payPalOrderId)).authorization?.captures.map((c) => c.final) ?? [],
    voided: async (payPalOrderId) => (await held(payPalOrderId)).authorization?.voided === true,
    refundedCaptures: async () => (await sut.db.query<{ held: SandboxHeld }>('SELECT held FROM paypal_sandbox_orders')).rows
      .flatMap((r) => r.held.refunds ?? []).flatMap((r) => (r.captureId === undefined ? [] : [r.captureId])),
    signed: (event) => signer.signEvent(event),
    close: () => sut.close(),
  };
});

describeManualCapturePayPal('on the Orders v2 client against the stand-in', async (dataDir) => {
  const standIn: PayPalStandIn = await startPayPalStandIn();
  const sut = await startStorefrontUnderTest({
    env: { ...ENV, DATA_DIR: dataDir, PAYPAL_CLIENT_ID: standIn.clientId, PAYPAL_CLIENT_SECRET: standIn.clientSecret, PAYPAL_BASE_URL: standIn.baseUrl },
  });
  const capturesAsked = () => standIn.requests.filter((r) => r.method === 'POST' && /^\/v2\/payments\/authorizations\/[A-Z0-9]+\/capture$/.test(r.path));
  return {
    sut,
    approve: async (payPalOrderId) => {
      expect(await standIn.sandbox.approve(payPalOrderId, 'balance')).toBe(true);
    },
    finalCaptures: async (payPalOrderId) => {
      const read = await standIn.sandbox.get(payPalOrderId);
      const authorizationId = read.ok ? read.value.authorizationId : null;
      return capturesAsked().filter((r) => r.path.includes(`/${authorizationId}/`)).map((r) => (r.body as { final_capture: boolean }).final_capture);
    },
    voided: async (payPalOrderId) => {
      const read = await standIn.sandbox.get(payPalOrderId);
      return read.ok && standIn.requests.some((r) => r.method === 'POST' && r.path === `/v2/payments/authorizations/${read.value.authorizationId}/void`);
    },
    // A refund tries the captures oldest first: one with too little left is asked and refuses, so each is listed once.
    refundedCaptures: async () => [...new Set(standIn.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund'))
      .map((r) => /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(r.path)?.[1] ?? ''))],
    signed: null,
    close: async () => {
      await sut.close();
      await standIn.close();
    },
  };
});
