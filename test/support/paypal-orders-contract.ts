import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { wireOfWebhookEvent, type PayPalEventType } from '../../src/adapters/providers/paypal/paypal-webhook-wire.js';
import type { SandboxFunding } from '../../src/adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import { SandboxPayPalOrders } from '../../src/adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import type { CreatePayPalOrder, PayPalOrder, PayPalOrders, PayPalWebhookDelivery } from '../../src/ports/paypal-orders.port.js';

export interface PayPalOrdersSubject {
  orders: PayPalOrders;
  /** The buyer approves on PayPal's page (the sandbox's, or the one behind the stand-in). */
  approve(id: string, funding: SandboxFunding): Promise<boolean>;
  /** Captures that took money. */
  captured(): number;
  /** An event body signed as PayPal (the sandbox behind the adapter) signs what it sends, sent now or `at`. */
  sign(event: unknown, at?: Date): PayPalWebhookDelivery;
  /** The webhooks PayPal (the sandbox behind the adapter) sent so far, oldest first. */
  notified: PayPalWebhookDelivery[];
  /** From now on, this share (0 to 1) of refunds answer PENDING and settle by webhook (the sandbox behind the adapter). */
  pendRefunds(share: number): void;
  close(): Promise<void>;
}

export const payPalOrderRequest = (overrides: Partial<CreatePayPalOrder> = {}): CreatePayPalOrder => ({
  reference: `EV-${randomUUID().slice(0, 8)}`,
  amount: { amountMinor: 4599, currency: 'GBP' },
  returnUrl: 'https://shop.test/basket?paypal=approved',
  cancelUrl: 'https://shop.test/basket?paypal=cancelled',
  requestId: randomUUID(),
  ...overrides,
});

/**
 * What every PayPalOrders adapter does, as PayPal's Orders v2: create once per request id, read,
 * amend shipping and amount, capture only approved orders and only once, INSTRUMENT_DECLINED
 * sends the buyer back to approve again; a capture is refunded up to what it took, once per
 * request id (a failing test amount, minor units ending in 13, fails; a pending refund completes,
 * or fails, by webhook); webhooks signed by PayPal are verified and read, altered, forged or old
 * ones are not, and PayPal sends one when the buyer approves, when a capture completes, and when a
 * refund completes, is pending or fails.
 */
export function describePayPalOrdersContract(label: string, open: () => Promise<PayPalOrdersSubject>): void {
  describe(`${label}: PayPal orders contract`, () => {
    let subject: PayPalOrdersSubject;
    beforeAll(async () => {
      subject = await open();
    }, 60_000);
    afterAll(async () => {
      await subject.close();
    });
    const webhookOf = (type: PayPalEventType, order: PayPalOrder): PayPalWebhookDelivery => subject.sign(wireOfWebhookEvent(`WH-${randomUUID()}`, type, order, new Date()));
    const create = async (overrides: Partial<CreatePayPalOrder> = {}): Promise<PayPalOrder> => {
      const result = await subject.orders.create(payPalOrderRequest(overrides), 'yours-clothing');
      if (!result.ok) throw new Error(`create failed: ${JSON.stringify(result.error)}`);
      return result.value;
    };

    test('create gives a CREATED order with the amount, the reference and a link where the buyer approves', async () => {
      const order = await create({ reference: 'EV-1000123', amount: { amountMinor: 12_345, currency: 'EUR' } });
      expect(order).toMatchObject({ status: 'CREATED', reference: 'EV-1000123', amount: { amountMinor: 12_345, currency: 'EUR' }, captureId: null });
      expect(order.id).toMatch(/^[A-Z0-9]{17}$/);
      expect(order.approveUrl).toContain(order.id);
      expect(await subject.orders.get(order.id, 'yours-clothing')).toEqual({ ok: true, value: order });
    });

    test('the same PayPal-Request-Id creates one order; another creates another', async () => {
      const requestId = randomUUID();
      const first = await create({ requestId });
      const again = await create({ requestId });
      const other = await create();
      expect(again.id).toBe(first.id);
      expect(other.id).not.toBe(first.id);
    });

    test('a zero amount is refused, an unknown order is not found', async () => {
      expect(await subject.orders.create(payPalOrderRequest({ amount: { amountMinor: 0, currency: 'GBP' } }), 'yours-clothing')).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
      expect(await subject.orders.get('0NOSUCHORDER00000', 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_NOT_FOUND' } });
      expect(await subject.orders.capture('0NOSUCHORDER00000', randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_NOT_FOUND' } });
    });

    test('an order the buyer has not approved is not captured (ORDER_NOT_APPROVED)', async () => {
      const order = await create();
      const before = subject.captured();
      expect(await subject.orders.capture(order.id, randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_NOT_APPROVED' } });
      expect(subject.captured()).toBe(before);
    });

    test('an approved order is captured once: the same request id answers the same capture, another is ORDER_ALREADY_CAPTURED', async () => {
      const order = await create();
      expect(await subject.approve(order.id, 'balance')).toBe(true);
      const before = subject.captured();
      const requestId = randomUUID();
      const captured = await subject.orders.capture(order.id, requestId, 'yours-clothing');
      expect(captured).toMatchObject({ ok: true, value: { id: order.id, status: 'COMPLETED', amount: order.amount } });
      const again = await subject.orders.capture(order.id, requestId, 'yours-clothing');
      expect(again).toEqual(captured);
      expect(await subject.orders.capture(order.id, randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_ALREADY_CAPTURED' } });
      expect(subject.captured()).toBe(before + 1);
      const read = await subject.orders.get(order.id, 'yours-clothing');
      expect(read.ok && read.value.captureId).toBe(captured.ok && captured.value.captureId);
      expect(read.ok && read.value.approveUrl).toBeNull();
    });

    test('a declined card gives INSTRUMENT_DECLINED; the buyer approves again with another funding source and the capture succeeds', async () => {
      const order = await create();
      await subject.approve(order.id, 'declined-card');
      expect(await subject.orders.capture(order.id, randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_INSTRUMENT_DECLINED' } });
      expect(await subject.orders.capture(order.id, randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_NOT_APPROVED' } });
      expect(await subject.approve(order.id, 'balance')).toBe(true);
      expect(await subject.orders.capture(order.id, randomUUID(), 'yours-clothing')).toMatchObject({ ok: true, value: { status: 'COMPLETED' } });
    });

    test('amend sets the shipping address and the amount while the order is open; a captured order is not amended', async () => {
      const order = await create();
      const amended = await subject.orders.amend(order.id, { shipping: { countryCode: 'FR', postalCode: '75001' }, amount: { amountMinor: 5099, currency: 'GBP' } }, 'yours-clothing');
      expect(amended).toMatchObject({ ok: true, value: { id: order.id, shipping: { countryCode: 'FR', postalCode: '75001' }, amount: { amountMinor: 5099, currency: 'GBP' } } });
      const again = await subject.orders.amend(order.id, { shipping: { countryCode: 'GB', postalCode: 'SW1A 1AA' }, amount: { amountMinor: 4599, currency: 'GBP' } }, 'yours-clothing');
      expect(again).toMatchObject({ ok: true, value: { shipping: { countryCode: 'GB', postalCode: 'SW1A 1AA' } } });
      await subject.approve(order.id, 'balance');
      await subject.orders.capture(order.id, randomUUID(), 'yours-clothing');
      expect(await subject.orders.amend(order.id, { shipping: { countryCode: 'GB', postalCode: null }, amount: { amountMinor: 4599, currency: 'GBP' } }, 'yours-clothing'))
        .toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
    });

    const captured = async (overrides: Partial<CreatePayPalOrder> = {}): Promise<PayPalOrder & { captureId: string }> => {
      const order = await create(overrides);
      await subject.approve(order.id, 'balance');
      const done = await subject.orders.capture(order.id, randomUUID(), 'yours-clothing');
      if (!done.ok || done.value.captureId === null) throw new Error(`capture failed: ${JSON.stringify(done)}`);
      return { ...done.value, captureId: done.value.captureId };
    };

    test('a capture is refunded in full once: the same request id answers the same refund, another is CAPTURE_FULLY_REFUNDED', async () => {
      const order = await captured();
      const requestId = randomUUID();
      const refunded = await subject.orders.refund(order.captureId, { amount: null, requestId }, 'yours-clothing');
      expect(refunded).toEqual({ ok: true, value: { id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'COMPLETED' } });
      expect(await subject.orders.refund(order.captureId, { amount: null, requestId }, 'yours-clothing')).toEqual(refunded);
      expect(await subject.orders.refund(order.captureId, { amount: order.amount, requestId: randomUUID() }, 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_CAPTURE_REFUNDED' } });
      // The order stays captured at PayPal: the refund is the capture's, not the order's.
      expect(await subject.orders.get(order.id, 'yours-clothing')).toMatchObject({ ok: true, value: { status: 'COMPLETED', captureId: order.captureId } });
    });

    test('a refund names at most what is left of the capture, in its currency; an unknown capture is not found', async () => {
      const order = await captured({ amount: { amountMinor: 4599, currency: 'GBP' } });
      const refund = (amountMinor: number, currency = 'GBP') => subject.orders.refund(order.captureId, { amount: { amountMinor, currency }, requestId: randomUUID() }, 'yours-clothing');
      expect(await refund(1000, 'EUR')).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_CAPTURE_CURRENCY_MISMATCH' } });
      expect(await refund(1000)).toMatchObject({ ok: true, value: { status: 'COMPLETED' } });
      expect(await refund(3600)).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_AMOUNT_EXCEEDED' } });
      expect(await refund(3599)).toMatchObject({ ok: true });
      expect(await refund(1)).toEqual({ ok: false, error: { code: 'PAYPAL_CAPTURE_REFUNDED' } });
      expect(await subject.orders.refund('0NOSUCHCAPTURE000', { amount: null, requestId: randomUUID() }, 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_CAPTURE_NOT_FOUND' } });
      const notCaptured = await create();
      expect(await subject.orders.refund(notCaptured.id, { amount: null, requestId: randomUUID() }, 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_CAPTURE_NOT_FOUND' } });
    });

    const eventsAfter = (from: number) => subject.notified.slice(from).map((d) => (d.event as { event_type: string }).event_type);
    const refundOf = (order: { captureId: string; reference: string }, amountMinor: number, customId = randomUUID()) =>
      subject.orders.refund(order.captureId, { amount: { amountMinor, currency: 'GBP' }, requestId: customId, invoiceId: order.reference, customId }, 'yours-clothing');

    test('a refund asked with our invoice and custom ids completes, and PAYMENT.CAPTURE.REFUNDED carries them back, verifiable', async () => {
      const order = await captured();
      const from = subject.notified.length;
      const customId = randomUUID();
      const refunded = await refundOf(order, 1000, customId);
      expect(refunded).toMatchObject({ ok: true, value: { status: 'COMPLETED' } });
      expect(eventsAfter(from)).toEqual(['PAYMENT.CAPTURE.REFUNDED']);
      const read = await subject.orders.verifyWebhook(subject.notified[from]!, 'yours-clothing');
      expect(read).toMatchObject({ ok: true, value: { kind: 'refund-completed', reference: order.reference, refund: { id: refunded.ok ? refunded.value.id : '', customId } } });
    });

    test('a failing test amount (minor units ending in 13) gives nothing back: FAILED, and what is left can still be refunded', async () => {
      const order = await captured({ amount: { amountMinor: 4599, currency: 'GBP' } });
      const requestId = randomUUID();
      const failed = await subject.orders.refund(order.captureId, { amount: { amountMinor: 1013, currency: 'GBP' }, requestId }, 'yours-clothing');
      expect(failed).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_FAILED' } });
      expect(await subject.orders.refund(order.captureId, { amount: { amountMinor: 1013, currency: 'GBP' }, requestId }, 'yours-clothing')).toEqual(failed);
      expect(await subject.orders.refund(order.captureId, { amount: null, requestId: randomUUID() }, 'yours-clothing')).toMatchObject({ ok: true, value: { status: 'COMPLETED' } });
    });

    test('a pending refund counts against the capture, then completes by PAYMENT.CAPTURE.REFUNDED; a pending failing amount ends in PAYMENT.REFUND.FAILED and its money can be refunded again', async () => {
      const order = await captured({ amount: { amountMinor: 4599, currency: 'GBP' } });
      const from = subject.notified.length;
      subject.pendRefunds(1);
      try {
        const customId = randomUUID();
        const pending = await refundOf(order, 2000, customId);
        expect(pending).toMatchObject({ ok: true, value: { status: 'PENDING' } });
        expect(await refundOf(order, 2600)).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_AMOUNT_EXCEEDED' } });
        const failing = await refundOf(order, 2513);
        expect(failing).toMatchObject({ ok: true, value: { status: 'PENDING' } });
        await vi.waitFor(() => expect(eventsAfter(from).filter((t) => t !== 'PAYMENT.REFUND.PENDING').length).toBe(2), { timeout: 5_000, interval: 20 });
        expect(eventsAfter(from).sort()).toEqual(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.REFUND.FAILED', 'PAYMENT.REFUND.PENDING', 'PAYMENT.REFUND.PENDING']);
        const read = await Promise.all(subject.notified.slice(from).map((d) => subject.orders.verifyWebhook(d, 'yours-clothing')));
        const byRefund = (id: string) => read.flatMap((r) => (r.ok && r.value.refund?.id === id ? [r.value.kind] : []));
        expect(byRefund(pending.ok ? pending.value.id : '')).toEqual(['refund-pending', 'refund-completed']);
        expect(byRefund(failing.ok ? failing.value.id : '')).toEqual(['refund-pending', 'refund-failed']);
        expect(read.find((r) => r.ok && r.value.kind === 'refund-completed')).toMatchObject({ ok: true, value: { refund: { customId }, reference: order.reference } });
      } finally {
        subject.pendRefunds(0);
      }
      // The failed refund gave nothing back: 25.99 is left.
      expect(await subject.orders.refund(order.captureId, { amount: { amountMinor: 2600, currency: 'GBP' }, requestId: randomUUID() }, 'yours-clothing'))
        .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_AMOUNT_EXCEEDED' } });
      expect(await subject.orders.refund(order.captureId, { amount: { amountMinor: 2599, currency: 'GBP' }, requestId: randomUUID() }, 'yours-clothing')).toMatchObject({ ok: true });
    });

    test('a signed webhook is verified and read: order approved, capture completed or denied (order id, our reference), other types are other', async () => {
      const order = await create({ reference: 'EV-2000456' });
      const approved = await subject.orders.verifyWebhook(webhookOf('CHECKOUT.ORDER.APPROVED', order), 'yours-clothing');
      expect(approved).toMatchObject({ ok: true, value: { kind: 'order-approved', payPalOrderId: order.id, reference: 'EV-2000456' } });
      expect(approved.ok && approved.value.id).toMatch(/^WH-/);
      await subject.approve(order.id, 'balance');
      const captured = await subject.orders.capture(order.id, randomUUID(), 'yours-clothing');
      if (!captured.ok) throw new Error('capture failed');
      expect(await subject.orders.verifyWebhook(webhookOf('PAYMENT.CAPTURE.COMPLETED', captured.value), 'yours-clothing'))
        .toMatchObject({ ok: true, value: { kind: 'capture-completed', payPalOrderId: order.id, reference: 'EV-2000456' } });
      expect(await subject.orders.verifyWebhook(webhookOf('PAYMENT.CAPTURE.DENIED', order), 'yours-clothing'))
        .toMatchObject({ ok: true, value: { kind: 'capture-denied', payPalOrderId: order.id, reference: 'EV-2000456' } });
      const other = { ...webhookOf('CHECKOUT.ORDER.APPROVED', order).event as Record<string, unknown>, event_type: 'CUSTOMER.DISPUTE.CREATED' };
      expect(await subject.orders.verifyWebhook(subject.sign(other), 'yours-clothing')).toMatchObject({ ok: true, value: { kind: 'other', payPalOrderId: null, reference: null } });
    });

    test('an altered, unsigned, wrongly signed or foreign webhook is not verified', async () => {
      const order = await create();
      const good = webhookOf('CHECKOUT.ORDER.APPROVED', order);
      const event = good.event as { resource: { purchase_units: { reference_id: string }[] } };
      const altered = structuredClone(event);
      altered.resource.purchase_units[0]!.reference_id = 'EV-9999999';
      const notVerified = { ok: false, error: { code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' } };
      expect(await subject.orders.verifyWebhook({ signature: good.signature, event: altered }, 'yours-clothing')).toEqual(notVerified);
      expect(await subject.orders.verifyWebhook({ signature: { ...good.signature, transmissionSig: Buffer.alloc(32, 7).toString('base64') }, event: good.event }, 'yours-clothing')).toEqual(notVerified);
      expect(await subject.orders.verifyWebhook({ signature: { ...good.signature, transmissionId: randomUUID() }, event: good.event }, 'yours-clothing')).toEqual(notVerified);
      const stranger = new SandboxPayPalOrders((id) => `/approve?token=${id}`).signedWebhook('CHECKOUT.ORDER.APPROVED', order);
      expect(await subject.orders.verifyWebhook(stranger, 'yours-clothing')).toEqual(notVerified);
      expect(await subject.orders.verifyWebhook(good, 'yours-clothing')).toMatchObject({ ok: true });
    });

    test('a webhook sent more than 5 minutes ago (a year-old one replayed) or dated ahead is not verified; one sent 4 minutes ago is', async () => {
      const order = await create();
      const event = wireOfWebhookEvent(`WH-${randomUUID()}`, 'CHECKOUT.ORDER.APPROVED', order, new Date());
      const sentAgo = (ms: number) => subject.sign(event, new Date(Date.now() - ms));
      const notVerified = { ok: false, error: { code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' } };
      expect(await subject.orders.verifyWebhook(sentAgo(365 * 24 * 3_600_000), 'yours-clothing')).toEqual(notVerified);
      expect(await subject.orders.verifyWebhook(sentAgo(6 * 60_000), 'yours-clothing')).toEqual(notVerified);
      expect(await subject.orders.verifyWebhook(sentAgo(-6 * 60_000), 'yours-clothing')).toEqual(notVerified);
      expect(await subject.orders.verifyWebhook(sentAgo(4 * 60_000), 'yours-clothing')).toMatchObject({ ok: true, value: { payPalOrderId: order.id } });
    });

    test('PayPal sends CHECKOUT.ORDER.APPROVED when the buyer approves and PAYMENT.CAPTURE.COMPLETED when a capture takes money, each verifiable', async () => {
      const order = await create();
      const from = subject.notified.length;
      await subject.approve(order.id, 'balance');
      await subject.orders.capture(order.id, randomUUID(), 'yours-clothing');
      const sent = subject.notified.slice(from);
      expect(sent.map((d) => (d.event as { event_type: string }).event_type)).toEqual(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED']);
      for (const delivery of sent) expect(await subject.orders.verifyWebhook(delivery, 'yours-clothing')).toMatchObject({ ok: true, value: { payPalOrderId: order.id, reference: order.reference } });
    });

    /** An order created with intent AUTHORIZE, approved and authorised: its authorization's id. */
    const authorised = async (amountMinor = 10_000): Promise<{ order: PayPalOrder; authorizationId: string }> => {
      const order = await create({ intent: 'AUTHORIZE', amount: { amountMinor, currency: 'GBP' } });
      await subject.approve(order.id, 'balance');
      const done = await subject.orders.authorize(order.id, randomUUID(), 'yours-clothing');
      if (!done.ok || done.value.authorizationId === null) throw new Error(`authorize failed: ${JSON.stringify(done)}`);
      return { order: done.value, authorizationId: done.value.authorizationId };
    };
    const captureOf = (amountMinor: number, finalCapture = false, requestId: string = randomUUID()) => ({
      amount: { amountMinor, currency: 'GBP' }, finalCapture, requestId, invoiceId: 'EV-1000123',
    });

    test('intent AUTHORIZE: an approved order is authorised (COMPLETED with its authorization, no capture), once; its capture is refused, an unapproved one is not authorised', async () => {
      const waiting = await create({ intent: 'AUTHORIZE' });
      expect(await subject.orders.authorize(waiting.id, randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_NOT_APPROVED' } });
      const requestId = randomUUID();
      await subject.approve(waiting.id, 'balance');
      const done = await subject.orders.authorize(waiting.id, requestId, 'yours-clothing');
      expect(done).toMatchObject({ ok: true, value: { id: waiting.id, status: 'COMPLETED', captureId: null, approveUrl: null } });
      expect(done.ok && done.value.authorizationId).toMatch(/^[A-Z0-9]{17}$/);
      expect(await subject.orders.authorize(waiting.id, requestId, 'yours-clothing')).toEqual(done);
      expect(await subject.orders.authorize(waiting.id, randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'ORDER_ALREADY_AUTHORIZED' } });
      expect(await subject.orders.get(waiting.id, 'yours-clothing')).toMatchObject({ ok: true, value: { authorizationId: done.ok ? done.value.authorizationId : '' } });
      const other = await create({ intent: 'AUTHORIZE' });
      await subject.approve(other.id, 'balance');
      expect(await subject.orders.capture(other.id, randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'ACTION_DOES_NOT_MATCH_INTENT' } });
      const capturing = await create();
      await subject.approve(capturing.id, 'balance');
      expect(await subject.orders.authorize(capturing.id, randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'ACTION_DOES_NOT_MATCH_INTENT' } });
    });

    test('an authorization is captured in parts up to what was authorised, once per request id; the capture that takes the rest is the last', async () => {
      const { authorizationId } = await authorised(10_000);
      const first = captureOf(4_000);
      const taken = await subject.orders.captureAuthorization(authorizationId, first, 'yours-clothing');
      expect(taken).toMatchObject({ ok: true, value: { status: 'COMPLETED' } });
      expect(await subject.orders.captureAuthorization(authorizationId, first, 'yours-clothing')).toEqual(taken);
      expect(await subject.orders.captureAuthorization(authorizationId, captureOf(6_001), 'yours-clothing'))
        .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'MAX_CAPTURE_AMOUNT_EXCEEDED' } });
      const rest = await subject.orders.captureAuthorization(authorizationId, captureOf(6_000), 'yours-clothing');
      expect(rest).toMatchObject({ ok: true, value: { status: 'COMPLETED' } });
      expect(rest.ok && taken.ok && rest.value.id !== taken.value.id).toBe(true);
      expect(await subject.orders.captureAuthorization(authorizationId, captureOf(1), 'yours-clothing'))
        .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'AUTHORIZATION_ALREADY_CAPTURED' } });
      expect(await subject.orders.voidAuthorization(authorizationId, randomUUID(), 'yours-clothing'))
        .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'PREVIOUSLY_CAPTURED' } });
    });

    test('a final capture ends the authorization; a declined test amount (ending in 13) takes nothing; an unknown authorization is not found', async () => {
      const { authorizationId } = await authorised(10_000);
      expect(await subject.orders.captureAuthorization(authorizationId, captureOf(2_513), 'yours-clothing'))
        .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'CAPTURE_DECLINED' } });
      expect(await subject.orders.captureAuthorization(authorizationId, captureOf(2_500, true), 'yours-clothing')).toMatchObject({ ok: true });
      expect(await subject.orders.captureAuthorization(authorizationId, captureOf(2_500), 'yours-clothing'))
        .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'AUTHORIZATION_ALREADY_CAPTURED' } });
      expect(await subject.orders.captureAuthorization('0NOSUCHAUTH000000', captureOf(100), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_AUTHORIZATION_NOT_FOUND' } });
      expect(await subject.orders.voidAuthorization('0NOSUCHAUTH000000', randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYPAL_AUTHORIZATION_NOT_FOUND' } });
    });

    test('an authorization is voided before its final capture, once per request id; nothing is captured after', async () => {
      const { authorizationId } = await authorised(10_000);
      expect(await subject.orders.captureAuthorization(authorizationId, captureOf(3_000), 'yours-clothing')).toMatchObject({ ok: true });
      const requestId = randomUUID();
      expect(await subject.orders.voidAuthorization(authorizationId, requestId, 'yours-clothing')).toEqual({ ok: true, value: { id: authorizationId } });
      expect(await subject.orders.voidAuthorization(authorizationId, requestId, 'yours-clothing')).toEqual({ ok: true, value: { id: authorizationId } });
      expect(await subject.orders.voidAuthorization(authorizationId, randomUUID(), 'yours-clothing'))
        .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'AUTHORIZATION_VOIDED' } });
      expect(await subject.orders.captureAuthorization(authorizationId, captureOf(1_000), 'yours-clothing'))
        .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'AUTHORIZATION_VOIDED' } });
    });

    test('PayPal sends PAYMENT.AUTHORIZATION.CREATED when an order is authorised, PAYMENT.CAPTURE.COMPLETED for each capture of its authorization and PAYMENT.AUTHORIZATION.VOIDED when the rest is voided, each verifiable', async () => {
      const from = subject.notified.length;
      const { order, authorizationId } = await authorised(10_000);
      const taken = await subject.orders.captureAuthorization(authorizationId, captureOf(4_000), 'yours-clothing');
      if (!taken.ok) throw new Error('not captured');
      expect(await subject.orders.voidAuthorization(authorizationId, randomUUID(), 'yours-clothing')).toMatchObject({ ok: true });
      const sent = subject.notified.slice(from);
      expect(sent.map((d) => (d.event as { event_type: string }).event_type))
        .toEqual(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.AUTHORIZATION.CREATED', 'PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.AUTHORIZATION.VOIDED']);
      const read = await Promise.all(sent.map((d) => subject.orders.verifyWebhook(d, 'yours-clothing')));
      expect(read[1]).toMatchObject({ ok: true, value: { kind: 'authorization-created', payPalOrderId: order.id, reference: order.reference, captureId: null } });
      expect(read[2]).toMatchObject({ ok: true, value: { kind: 'capture-completed', payPalOrderId: order.id, reference: order.reference, captureId: taken.value.id } });
      // The shop reads no voided authorization: its own voids are settled from PayPal's answer.
      expect(read[3]).toMatchObject({ ok: true, value: { kind: 'other' } });
    });

    test('each capture of an authorization is refunded up to what it took, on its own', async () => {
      const { authorizationId } = await authorised(10_000);
      const first = await subject.orders.captureAuthorization(authorizationId, captureOf(4_000), 'yours-clothing');
      const second = await subject.orders.captureAuthorization(authorizationId, captureOf(6_000), 'yours-clothing');
      if (!first.ok || !second.ok) throw new Error('captures failed');
      const refund = (captureId: string, amountMinor: number) =>
        subject.orders.refund(captureId, { amount: { amountMinor, currency: 'GBP' }, requestId: randomUUID() }, 'yours-clothing');
      expect(await refund(first.value.id, 4_001)).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_AMOUNT_EXCEEDED' } });
      expect(await refund(first.value.id, 4_000)).toMatchObject({ ok: true, value: { status: 'COMPLETED' } });
      expect(await refund(first.value.id, 1)).toEqual({ ok: false, error: { code: 'PAYPAL_CAPTURE_REFUNDED' } });
      expect(await refund(second.value.id, 5_000)).toMatchObject({ ok: true, value: { status: 'COMPLETED' } });
      expect(await refund(second.value.id, 1_000)).toMatchObject({ ok: true, value: { status: 'COMPLETED' } });
    });
  });
}

