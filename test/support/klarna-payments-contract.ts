import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SandboxKlarnaPayments } from '../../src/adapters/providers/klarna/sandbox/sandbox-klarna-payments.js';
import type { KlarnaPayments, KlarnaPurchase } from '../../src/ports/klarna-payments.port.js';

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

/**
 * What every KlarnaPayments adapter does, as Klarna's playground: a session per purchase with a
 * client token; an order placed once from an approved authorisation (same idempotency key: same
 * order, placed once; a token places one order); a declined authorise gives no token; a purchase
 * that does not add up, or differs from the one authorised, is refused; cancelled tokens are gone;
 * a session read back names the token it was last authorised with; a placed order is cancelled once.
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
      const first = await subject.klarna.placeOrder(token, purchase, key, 'yours-clothing');
      const again = await subject.klarna.placeOrder(token, purchase, key, 'yours-clothing');
      expect(first.ok && first.value.fraudStatus).toBe('ACCEPTED');
      expect(again).toEqual(first);
      expect(subject.sandbox.ordersPlaced()).toBe(before + 1);
    });

    test('a token places one order: another key for a used token is refused', async () => {
      const purchase = klarnaPurchase();
      const { token } = await authorised(purchase);
      expect((await subject.klarna.placeOrder(token, purchase, randomUUID(), 'yours-clothing')).ok).toBe(true);
      const second = await subject.klarna.placeOrder(token, purchase, randomUUID(), 'yours-clothing');
      expect(second).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringContaining('NOT_FOUND') } });
    });

    test('an unknown token is refused', async () => {
      const placed = await subject.klarna.placeOrder('no-such-token', klarnaPurchase(), randomUUID(), 'yours-clothing');
      expect(placed.ok).toBe(false);
      if (!placed.ok) expect(placed.error.code).toBe('PAYMENT_REQUEST_REFUSED');
    });

    test('an order that differs from the purchase authorised is refused and places nothing', async () => {
      const { token } = await authorised();
      const before = subject.sandbox.ordersPlaced();
      const other = klarnaPurchase({ orderAmount: 2499, orderLines: [{ type: 'physical', reference: 'STK-1', name: 'Floral Dress', quantity: 1, unitPrice: 2499, totalAmount: 2499 }] });
      const placed = await subject.klarna.placeOrder(token, other, randomUUID(), 'yours-clothing');
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

    test('a placed order is cancelled once; an unknown order is refused', async () => {
      const purchase = klarnaPurchase();
      const { token } = await authorised(purchase);
      const placed = await subject.klarna.placeOrder(token, purchase, randomUUID(), 'yours-clothing');
      if (!placed.ok) throw new Error('not placed');
      const before = subject.sandbox.ordersCancelled();
      expect(await subject.klarna.cancelOrder(placed.value.orderId, 'yours-clothing')).toEqual({ ok: true, value: undefined });
      expect(await subject.klarna.cancelOrder(placed.value.orderId, 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringContaining('CANCEL_NOT_ALLOWED') } });
      expect(await subject.klarna.cancelOrder(randomUUID(), 'yours-clothing')).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringContaining('NO_SUCH_ORDER') } });
      expect(subject.sandbox.ordersCancelled()).toBe(before + 1);
    });

    test('a cancelled authorisation cannot be placed', async () => {
      const purchase = klarnaPurchase();
      const { token } = await authorised(purchase);
      expect(await subject.klarna.cancelAuthorization(token, 'yours-clothing')).toEqual({ ok: true, value: undefined });
      expect((await subject.klarna.placeOrder(token, purchase, randomUUID(), 'yours-clothing')).ok).toBe(false);
      expect((await subject.klarna.cancelAuthorization(token, 'yours-clothing')).ok).toBe(false);
    });
  });
}
