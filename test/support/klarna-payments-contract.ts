import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SandboxKlarnaPayments } from '../../src/adapters/providers/klarna/sandbox/sandbox-klarna-payments.js';
import type { KlarnaOrderModification, KlarnaPayments, KlarnaPlacement, KlarnaPurchase } from '../../src/ports/klarna-payments.port.js';

export interface KlarnaPaymentsSubject {
  klarna: KlarnaPayments;
  /** The simulation behind it: its `authorize` stands for the shopper approving in Klarna's browser library. */
  sandbox: SandboxKlarnaPayments;
  close(): Promise<void>;
}

export function klarnaPurchase(overrides: Partial<KlarnaPurchase> = {}): KlarnaPurchase {
  return {
    purchaseCountry: 'GB', purchaseCurrency: 'GBP', locale: 'en-GB', orderAmount: 5497, merchantReference: `EV-${randomUUID().slice(0, 8)}`,
    orderLines: [
      { type: 'physical', reference: 'STK-1', name: 'Floral Dress', quantity: 2, unitPrice: 2499, totalAmount: 4998 },
      { type: 'shipping_fee', reference: 'delivery', name: 'Standard delivery', quantity: 1, unitPrice: 499, totalAmount: 499 },
    ],
    ...overrides,
  };
}

/** A placement under a fresh key, authorised only unless `autoCapture`. */
const placement = (autoCapture = false): KlarnaPlacement => ({ idempotencyKey: randomUUID(), autoCapture });

/** A capture or refund of `amount` under a fresh key (or `idempotencyKey`), by amount only unless lines are given. */
const klarnaModification = (amount: number, orderLines: KlarnaOrderModification['orderLines'] = [], idempotencyKey: string = randomUUID()): KlarnaOrderModification =>
  ({ amount, orderLines, idempotencyKey });

/**
 * What every KlarnaPayments adapter does, as Klarna's playground: a session per purchase with a
 * client token; an order placed once from an approved authorisation (same idempotency key: same
 * order, placed once; a token places one order); a declined authorise gives no token; a purchase
 * that does not add up, or differs from the one authorised, is refused; cancelled tokens are gone;
 * a session read back names the token it was last authorised with; a placed order is cancelled once.
 * Order Management: an order placed with auto capture is captured whole; captures up to the
 * authorisation, refunds up to what is captured, a cancel only while nothing is captured, the
 * remaining authorisation released after a part capture; Klarna's error codes for each refusal
 * (CAPTURE_NOT_ALLOWED, REFUND_NOT_ALLOWED, CANCEL_NOT_ALLOWED, NOT_ALLOWED, NO_SUCH_ORDER);
 * test amounts ending in 13 minor units refused; every repeat of a key answered as the first time.
 */
export function describeKlarnaPaymentsContract(label: string, open: () => Promise<KlarnaPaymentsSubject>): void {
  describe(`${label}: Klarna Payments contract`, () => {
    let subject: KlarnaPaymentsSubject;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => {
      await subject.close();
    });

    async function authorised(purchase = klarnaPurchase()): Promise<{ token: string; sessionId: string }> {
      const session = await subject.klarna.createSession(purchase, 'yours-clothing');
      if (!session.ok) throw new Error(JSON.stringify(session.error));
      const answer = subject.sandbox.authorize(session.value.clientToken, true);
      if (answer === null || !answer.approved) throw new Error('not approved');
      return { token: answer.authorization_token, sessionId: session.value.sessionId };
    }

    test('a session has an id, a client token and the categories offered', async () => {
      const session = await subject.klarna.createSession(klarnaPurchase(), 'yours-clothing');
      expect(session.ok).toBe(true);
      if (!session.ok) return;
      expect(session.value.sessionId).toMatch(/\S{8,}/);
      expect(session.value.clientToken.length).toBeGreaterThan(16);
      expect(session.value.paymentMethodCategories).toContain('pay_later');
    });

    test('lines that do not add up to the amount are refused', async () => {
      const session = await subject.klarna.createSession(klarnaPurchase({ orderAmount: 100 }), 'yours-clothing');
      expect(session).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringContaining('BAD_VALUE') } });
    });

    test('an approved authorisation places one order; the same key again answers the same order', async () => {
      const purchase = klarnaPurchase();
      const { token } = await authorised(purchase);
      const before = subject.sandbox.ordersPlaced();
      const key = randomUUID();
      const first = await subject.klarna.placeOrder(token, purchase, { idempotencyKey: key, autoCapture: false }, 'yours-clothing');
      const again = await subject.klarna.placeOrder(token, purchase, { idempotencyKey: key, autoCapture: false }, 'yours-clothing');
      expect(first.ok && first.value.fraudStatus).toBe('ACCEPTED');
      expect(again).toEqual(first);
      expect(subject.sandbox.ordersPlaced()).toBe(before + 1);
    });

    test('a token places one order: another key for a used token is refused', async () => {
      const purchase = klarnaPurchase();
      const { token } = await authorised(purchase);
      expect((await subject.klarna.placeOrder(token, purchase, placement(), 'yours-clothing')).ok).toBe(true);
      const second = await subject.klarna.placeOrder(token, purchase, placement(), 'yours-clothing');
      expect(second).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringContaining('NOT_FOUND') } });
    });

    test('an unknown token is refused', async () => {
      const placed = await subject.klarna.placeOrder('no-such-token', klarnaPurchase(), placement(), 'yours-clothing');
      expect(placed.ok).toBe(false);
      if (!placed.ok) expect(placed.error.code).toBe('PAYMENT_REQUEST_REFUSED');
    });

    test('an order that differs from the purchase authorised is refused and places nothing', async () => {
      const { token } = await authorised();
      const before = subject.sandbox.ordersPlaced();
      const other = klarnaPurchase({ orderAmount: 2499, orderLines: [{ type: 'physical', reference: 'STK-1', name: 'Floral Dress', quantity: 1, unitPrice: 2499, totalAmount: 2499 }] });
      const placed = await subject.klarna.placeOrder(token, other, placement(), 'yours-clothing');
      expect(placed.ok).toBe(false);
      expect(subject.sandbox.ordersPlaced()).toBe(before);
    });

    test('a declined authorise gives no token', async () => {
      const session = await subject.klarna.createSession(klarnaPurchase(), 'yours-clothing');
      if (!session.ok) throw new Error('no session');
      expect(subject.sandbox.authorize(session.value.clientToken, false)).toEqual({ approved: false, show_form: false });
      expect(subject.sandbox.authorize('not-a-client-token', true)).toBeNull();
    });

    test('a session read back names the token it was last authorised with; none before; an unknown session is refused', async () => {
      const session = await subject.klarna.createSession(klarnaPurchase(), 'yours-clothing');
      if (!session.ok) throw new Error('no session');
      expect(await subject.klarna.readSession(session.value.sessionId, 'yours-clothing')).toEqual({ ok: true, value: { authorizationToken: null } });
      const first = subject.sandbox.authorize(session.value.clientToken, true);
      const second = subject.sandbox.authorize(session.value.clientToken, true);
      if (!first?.approved || !second?.approved) throw new Error('not approved');
      expect(await subject.klarna.readSession(session.value.sessionId, 'yours-clothing')).toEqual({ ok: true, value: { authorizationToken: second.authorization_token } });
      const other = await authorised();
      expect(other.token).not.toBe(second.authorization_token);
      expect(await subject.klarna.readSession(randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringContaining('NOT_FOUND') } });
    });

    test('a placed order is cancelled once (the same key again answers the same); an unknown order is refused', async () => {
      const purchase = klarnaPurchase();
      const { token } = await authorised(purchase);
      const placed = await subject.klarna.placeOrder(token, purchase, placement(), 'yours-clothing');
      if (!placed.ok) throw new Error('not placed');
      const before = subject.sandbox.ordersCancelled();
      const key = randomUUID();
      expect(await subject.klarna.cancelOrder(placed.value.orderId, key, 'yours-clothing')).toEqual({ ok: true, value: undefined });
      expect(await subject.klarna.cancelOrder(placed.value.orderId, key, 'yours-clothing')).toEqual({ ok: true, value: undefined });
      expect(await subject.klarna.cancelOrder(placed.value.orderId, randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringContaining('CANCEL_NOT_ALLOWED') } });
      expect(await subject.klarna.cancelOrder(randomUUID(), randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringContaining('NO_SUCH_ORDER') } });
      expect(subject.sandbox.ordersCancelled()).toBe(before + 1);
    });

    test('a cancelled authorisation cannot be placed', async () => {
      const purchase = klarnaPurchase();
      const { token } = await authorised(purchase);
      expect(await subject.klarna.cancelAuthorization(token, 'yours-clothing')).toEqual({ ok: true, value: undefined });
      expect((await subject.klarna.placeOrder(token, purchase, placement(), 'yours-clothing')).ok).toBe(false);
      expect((await subject.klarna.cancelAuthorization(token, 'yours-clothing')).ok).toBe(false);
    });
    /** A placed order of the default purchase (£54.97: 2 × £24.99 and £4.99 delivery), captured whole at placement with `autoCapture`. */
    async function placed(autoCapture = false): Promise<string> {
      const purchase = klarnaPurchase();
      const { token } = await authorised(purchase);
      const order = await subject.klarna.placeOrder(token, purchase, placement(autoCapture), 'yours-clothing');
      if (!order.ok) throw new Error(JSON.stringify(order.error));
      return order.value.orderId;
    }
    const refusal = (code: string) => ({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringMatching(new RegExp(`^${code}\\b`)) } });

    test('an order placed with auto capture is captured whole: nothing left to capture or cancel, all of it to refund', async () => {
      const orderId = await placed(true);
      expect(subject.sandbox.orderState(orderId)).toMatchObject({ status: 'CAPTURED', capturedAmount: 5497, remainingAuthorizedAmount: 0 });
      expect(await subject.klarna.captureOrder(orderId, klarnaModification(100), 'yours-clothing')).toEqual(refusal('CAPTURE_NOT_ALLOWED'));
      expect(await subject.klarna.cancelOrder(orderId, randomUUID(), 'yours-clothing')).toEqual(refusal('CANCEL_NOT_ALLOWED'));
      const refund = await subject.klarna.refundOrder(orderId, klarnaModification(5497), 'yours-clothing');
      expect(refund).toEqual({ ok: true, value: { refundId: expect.stringMatching(/\S{8,}/) } });
      expect(subject.sandbox.orderState(orderId)).toMatchObject({ refundedAmount: 5497 });
    });

    test('captures take what is left of the authorisation, with or without lines; more is CAPTURE_NOT_ALLOWED', async () => {
      const orderId = await placed();
      expect(subject.sandbox.orderState(orderId)).toMatchObject({ status: 'AUTHORIZED', capturedAmount: 0, remainingAuthorizedAmount: 5497 });
      const dress = { type: 'physical' as const, reference: 'STK-1', name: 'Floral Dress', quantity: 1, unitPrice: 2499, totalAmount: 2499 };
      const first = await subject.klarna.captureOrder(orderId, klarnaModification(2499, [dress]), 'yours-clothing');
      expect(first).toEqual({ ok: true, value: { captureId: expect.stringMatching(/\S{8,}/) } });
      expect(subject.sandbox.orderState(orderId)).toMatchObject({ status: 'PART_CAPTURED', capturedAmount: 2499, remainingAuthorizedAmount: 2998 });
      expect(await subject.klarna.captureOrder(orderId, klarnaModification(2999), 'yours-clothing')).toEqual(refusal('CAPTURE_NOT_ALLOWED'));
      const rest = await subject.klarna.captureOrder(orderId, klarnaModification(2998), 'yours-clothing');
      expect(rest.ok && rest.value.captureId).not.toBe(first.ok && first.value.captureId);
      expect(subject.sandbox.orderState(orderId)).toMatchObject({ status: 'CAPTURED', capturedAmount: 5497 });
      expect(await subject.klarna.captureOrder(orderId, klarnaModification(1), 'yours-clothing')).toEqual(refusal('CAPTURE_NOT_ALLOWED'));
    });

    test('lines that do not add up to the amount captured are refused, and capture nothing', async () => {
      const orderId = await placed();
      const dress = { type: 'physical' as const, reference: 'STK-1', name: 'Floral Dress', quantity: 1, unitPrice: 2499, totalAmount: 2499 };
      expect(await subject.klarna.captureOrder(orderId, klarnaModification(2500, [dress]), 'yours-clothing')).toEqual(refusal('BAD_VALUE'));
      expect(subject.sandbox.orderState(orderId)).toMatchObject({ capturedAmount: 0 });
    });

    test('refunds give back what is captured and not refunded; more is REFUND_NOT_ALLOWED; nothing captured, nothing to refund', async () => {
      const orderId = await placed();
      expect(await subject.klarna.refundOrder(orderId, klarnaModification(100), 'yours-clothing')).toEqual(refusal('REFUND_NOT_ALLOWED'));
      await subject.klarna.captureOrder(orderId, klarnaModification(3000), 'yours-clothing');
      expect((await subject.klarna.refundOrder(orderId, klarnaModification(2000), 'yours-clothing')).ok).toBe(true);
      expect(await subject.klarna.refundOrder(orderId, klarnaModification(1001), 'yours-clothing')).toEqual(refusal('REFUND_NOT_ALLOWED'));
      expect((await subject.klarna.refundOrder(orderId, klarnaModification(1000), 'yours-clothing')).ok).toBe(true);
      expect(subject.sandbox.orderState(orderId)).toMatchObject({ capturedAmount: 3000, refundedAmount: 3000 });
    });

    test('the same key again is answered as the first time and done once, whatever the body', async () => {
      const orderId = await placed();
      const key = randomUUID();
      const first = await subject.klarna.captureOrder(orderId, klarnaModification(1000, [], key), 'yours-clothing');
      expect(await subject.klarna.captureOrder(orderId, klarnaModification(1000, [], key), 'yours-clothing')).toEqual(first);
      expect(await subject.klarna.captureOrder(orderId, klarnaModification(2000, [], key), 'yours-clothing')).toEqual(first);
      expect(subject.sandbox.orderState(orderId)).toMatchObject({ capturedAmount: 1000 });
      const refundKey = randomUUID();
      const refund = await subject.klarna.refundOrder(orderId, klarnaModification(400, [], refundKey), 'yours-clothing');
      expect(await subject.klarna.refundOrder(orderId, klarnaModification(400, [], refundKey), 'yours-clothing')).toEqual(refund);
      expect(subject.sandbox.orderState(orderId)).toMatchObject({ refundedAmount: 400 });
      const refusedKey = randomUUID();
      expect(await subject.klarna.captureOrder(orderId, klarnaModification(9000, [], refusedKey), 'yours-clothing')).toEqual(refusal('CAPTURE_NOT_ALLOWED'));
      expect(await subject.klarna.captureOrder(orderId, klarnaModification(100, [], refusedKey), 'yours-clothing')).toEqual(refusal('CAPTURE_NOT_ALLOWED'));
    });

    test('test amounts ending in 13 minor units are refused as Klarna refuses them, and move nothing', async () => {
      const orderId = await placed();
      expect(await subject.klarna.captureOrder(orderId, klarnaModification(1013), 'yours-clothing')).toEqual(refusal('CAPTURE_NOT_ALLOWED'));
      expect((await subject.klarna.captureOrder(orderId, klarnaModification(3000), 'yours-clothing')).ok).toBe(true);
      expect(await subject.klarna.refundOrder(orderId, klarnaModification(113), 'yours-clothing')).toEqual(refusal('REFUND_NOT_ALLOWED'));
      expect(subject.sandbox.orderState(orderId)).toMatchObject({ capturedAmount: 3000, refundedAmount: 0 });
    });

    test('a cancel only while nothing is captured; after it nothing is captured', async () => {
      const captured = await placed();
      await subject.klarna.captureOrder(captured, klarnaModification(100), 'yours-clothing');
      expect(await subject.klarna.cancelOrder(captured, randomUUID(), 'yours-clothing')).toEqual(refusal('CANCEL_NOT_ALLOWED'));
      const cancelled = await placed();
      expect(await subject.klarna.cancelOrder(cancelled, randomUUID(), 'yours-clothing')).toEqual({ ok: true, value: undefined });
      expect(subject.sandbox.orderState(cancelled)).toMatchObject({ status: 'CANCELLED', remainingAuthorizedAmount: 0 });
      expect(await subject.klarna.captureOrder(cancelled, klarnaModification(100), 'yours-clothing')).toEqual(refusal('CAPTURE_NOT_ALLOWED'));
    });

    test('the remaining authorisation is released after a part capture (then nothing more is captured, the captured part still refunded); not before any capture, nor after a full one', async () => {
      const orderId = await placed();
      expect(await subject.klarna.releaseRemainingAuthorization(orderId, randomUUID(), 'yours-clothing')).toEqual(refusal('NOT_ALLOWED'));
      await subject.klarna.captureOrder(orderId, klarnaModification(2499), 'yours-clothing');
      const key = randomUUID();
      expect(await subject.klarna.releaseRemainingAuthorization(orderId, key, 'yours-clothing')).toEqual({ ok: true, value: undefined });
      expect(await subject.klarna.releaseRemainingAuthorization(orderId, key, 'yours-clothing')).toEqual({ ok: true, value: undefined });
      expect(subject.sandbox.orderState(orderId)).toMatchObject({ status: 'CAPTURED', capturedAmount: 2499, remainingAuthorizedAmount: 0 });
      expect(await subject.klarna.captureOrder(orderId, klarnaModification(100), 'yours-clothing')).toEqual(refusal('CAPTURE_NOT_ALLOWED'));
      expect(await subject.klarna.releaseRemainingAuthorization(orderId, randomUUID(), 'yours-clothing')).toEqual(refusal('NOT_ALLOWED'));
      expect((await subject.klarna.refundOrder(orderId, klarnaModification(2499), 'yours-clothing')).ok).toBe(true);
      const whole = await placed(true);
      expect(await subject.klarna.releaseRemainingAuthorization(whole, randomUUID(), 'yours-clothing')).toEqual(refusal('NOT_ALLOWED'));
    });

    test('an unknown order is NO_SUCH_ORDER for every Order Management call', async () => {
      const unknown = randomUUID();
      expect(await subject.klarna.captureOrder(unknown, klarnaModification(100), 'yours-clothing')).toEqual(refusal('NO_SUCH_ORDER'));
      expect(await subject.klarna.refundOrder(unknown, klarnaModification(100), 'yours-clothing')).toEqual(refusal('NO_SUCH_ORDER'));
      expect(await subject.klarna.releaseRemainingAuthorization(unknown, randomUUID(), 'yours-clothing')).toEqual(refusal('NO_SUCH_ORDER'));
    });
  });
}
