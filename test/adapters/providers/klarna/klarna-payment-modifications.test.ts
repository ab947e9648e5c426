import { randomUUID } from 'node:crypto';
import { fc, test as propTest } from '@fast-check/vitest';
import { afterEach, describe, expect, test } from 'vitest';
import { klarnaLineLabelsFor } from '../../../../src/adapters/i18n/klarna-line-labels.js';
import { KlarnaPaymentModifications } from '../../../../src/adapters/providers/klarna/klarna-payment-modifications.js';
import { KlarnaPaymentsClient } from '../../../../src/adapters/providers/klarna/klarna-payments-client.js';
import { klarnaLinesOf, klarnaPurchaseOf } from '../../../../src/application/checkout/klarna/klarna-sessions.js';
import type { Order, OrderReduction } from '../../../../src/domain/orders/order.js';
import type { ModificationCall } from '../../../../src/ports/payment-modifications.port.js';
import { gbp, orderLine, orderSnapshot } from '../../../support/order-fixtures.js';
import { startKlarnaStandIn, type KlarnaStandIn } from '../../../support/stand-ins/klarna-stand-in.js';

const EN = klarnaLineLabelsFor('en-GB');

/** A paid order: 2 × £25.00 'Wrap dress (12)', a £20.00 gift voucher, £3.95 delivery, less the reductions given. */
function paidOrder(reductions: OrderReduction[] = [], siteCode = 'evans'): Order {
  const snapshot = orderSnapshot({ kind: 'guest', sessionId: 's1', site: siteCode }, [orderLine('S1', 2, 2500), orderLine('GV', 1, 2000, true)], reductions);
  return {
    ...snapshot, siteCode, id: randomUUID(), reference: `EV-${randomUUID().slice(0, 8)}`, status: 'paid', paymentMethod: 'klarna', pspReference: null,
    createdAt: new Date(), closedAt: new Date(), issuedVoucherCodes: [],
  };
}

describe('Klarna payment modifications: the lines sent add up to the amount', () => {
  test('units of lines and the delivery: each line at its unit price, the delivery as its shipping fee, in the site\'s language', () => {
    const order = paidOrder();
    expect(klarnaLinesOf(order, { lines: [{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }], delivery: true }, 4895, EN)).toEqual([
      { type: 'physical', reference: 'S1', name: 'Wrap dress (12)', quantity: 1, unitPrice: 2500, totalAmount: 2500 },
      { type: 'gift_card', reference: 'GV', name: 'E-gift card', quantity: 1, unitPrice: 2000, totalAmount: 2000 },
      { type: 'shipping_fee', reference: 'delivery', name: 'Delivery', quantity: 1, unitPrice: 395, totalAmount: 395 },
    ]);
    expect(klarnaLinesOf(order, { lines: [], delivery: true }, 395, klarnaLineLabelsFor('de-DE'))).toEqual([
      { type: 'shipping_fee', reference: 'delivery', name: 'Lieferung', quantity: 1, unitPrice: 395, totalAmount: 395 },
    ]);
  });

  test('the whole order\'s amount with no lines named: the lines the checkout placed, a coupon and a voucher spent included', () => {
    const order = paidOrder([{ kind: 'coupon', couponId: 'TEN', label: '£10 off', amount: gbp(1000) }, { kind: 'voucher', code: 'GIFT1', amount: gbp(500) }]);
    const lines = klarnaLinesOf(order, { lines: [], delivery: false }, order.total.amountMinor, EN);
    expect(lines).toEqual(klarnaPurchaseOf(order, 'en-GB', EN)!.orderLines);
    expect(lines.map((l) => l.type)).toEqual(['physical', 'gift_card', 'shipping_fee', 'discount', 'store_credit']);
    expect(lines.reduce((sum, l) => sum + l.totalAmount, 0)).toBe(order.total.amountMinor);
  });

  test('an amount the lines do not make (a refund by amount; what is left after a voucher paid part): no lines, the amount alone', () => {
    const order = paidOrder();
    expect(klarnaLinesOf(order, { lines: [], delivery: false }, 1234, EN)).toEqual([]);
    expect(klarnaLinesOf(order, { lines: [{ position: 0, quantity: 2 }], delivery: false }, 4000, EN)).toEqual([]);
  });

  propTest.prop([
    fc.array(fc.record({ position: fc.nat({ max: 1 }), quantity: fc.integer({ min: 1, max: 2 }) }), { maxLength: 2 }), fc.boolean(),
    fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }), fc.nat({ max: 2000 }),
  ])('whatever is covered and asked, the lines are none or add up to the amount', (lines, delivery, amount, coupon) => {
    const order = paidOrder(coupon === 0 ? [] : [{ kind: 'coupon', couponId: 'C', label: 'Off', amount: gbp(coupon) }]);
    const named = lines.reduce((sum, l) => sum + order.lines[l.position]!.unitPrice.amountMinor * l.quantity, 0) + (delivery ? 395 : 0);
    const amountMinor = amount ?? named;
    const sent = klarnaLinesOf(order, { lines, delivery }, amountMinor, EN);
    if (sent.length > 0) expect(sent.reduce((sum, l) => sum + l.totalAmount, 0)).toBe(amountMinor);
    for (const l of sent) expect(l.quantity * l.unitPrice).toBe(l.totalAmount);
  });
});

describe('Klarna payment modifications over the real client and the stand-in', () => {
  let standIn: KlarnaStandIn | null = null;
  afterEach(async () => {
    await standIn?.close();
    standIn = null;
  });

  /** The adapter over the client on a stand-in, and a Klarna order placed there for `order` (captured at placement unless `manual`). */
  const onStandIn = async (order: Order, manual = false) => {
    standIn = await startKlarnaStandIn();
    const client = new KlarnaPaymentsClient({ username: standIn.username, password: standIn.password, baseUrl: standIn.baseUrl, timeoutMs: 2_000 });
    const purchase = klarnaPurchaseOf(order, 'en-GB', EN)!;
    const session = await client.createSession(purchase, order.siteCode);
    if (!session.ok) throw new Error('no session');
    const approved = standIn.sandbox.authorize(session.value.clientToken, true);
    if (!approved?.approved) throw new Error('not approved');
    const placed = await client.placeOrder(approved.authorization_token, purchase, { idempotencyKey: randomUUID(), autoCapture: !manual }, order.siteCode);
    if (!placed.ok) throw new Error('not placed');
    return { stand: standIn, modifications: new KlarnaPaymentModifications(client, klarnaLineLabelsFor), klarnaOrderId: placed.value.orderId };
  };
  const call = (order: Order, paymentReference: string, over: Partial<ModificationCall>): ModificationCall => ({
    order, paymentReference, reference: randomUUID(), amount: gbp(0), lines: [], delivery: false, ...over,
  });

  test('a refund by lines is sent with its lines, our reference and key, and is done in Klarna\'s answer', async () => {
    const order = paidOrder();
    const { stand, modifications, klarnaOrderId } = await onStandIn(order);
    const asked = call(order, klarnaOrderId, { amount: gbp(2895), lines: [{ position: 0, quantity: 1 }], delivery: true });
    const taken = await modifications.refund(asked);
    expect(taken).toEqual({ ok: true, value: { providerReference: expect.any(String), outcome: { succeeded: true, reason: null } } });
    const sent = stand.requests.at(-1)!;
    expect(sent).toMatchObject({
      path: `/ordermanagement/v1/orders/${klarnaOrderId}/refunds`,
      body: { refunded_amount: 2895, reference: asked.reference, order_lines: [{ reference: 'S1', quantity: 1, total_amount: 2500 }, { type: 'shipping_fee', total_amount: 395 }] },
    });
    expect(sent.headers['klarna-idempotency-key']).toBe(asked.reference);
    expect(stand.sandbox.orderState(klarnaOrderId)).toMatchObject({ refundedAmount: 2895 });
  });

  test('a capture of a manual-capture order, then its refusal over what is left; a cancel of a captured order refused', async () => {
    const order = paidOrder();
    const { stand, modifications, klarnaOrderId } = await onStandIn(order, true);
    const first = await modifications.capture(call(order, klarnaOrderId, { amount: gbp(5000) }));
    expect(first).toMatchObject({ ok: true, value: { outcome: { succeeded: true } } });
    expect(stand.requests.at(-1)?.body).toEqual({ captured_amount: 5000, reference: expect.any(String) });
    expect(await modifications.capture(call(order, klarnaOrderId, { amount: gbp(5000) })))
      .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringMatching(/^CAPTURE_NOT_ALLOWED: /) } });
    expect(await modifications.cancel(call(order, klarnaOrderId, { amount: order.total })))
      .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringMatching(/^CANCEL_NOT_ALLOWED: /) } });
  });

  test('a cancel of an order nothing was captured of is done at once, named by the Klarna order; Klarna out of reach is PROVIDER_UNAVAILABLE', async () => {
    const order = paidOrder();
    const { stand, modifications, klarnaOrderId } = await onStandIn(order, true);
    stand.setFault('status-500');
    expect(await modifications.cancel(call(order, klarnaOrderId, { amount: order.total }))).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    stand.setFault(null);
    expect(await modifications.cancel(call(order, klarnaOrderId, { amount: order.total })))
      .toEqual({ ok: true, value: { providerReference: klarnaOrderId, outcome: { succeeded: true, reason: null } } });
    expect(stand.sandbox.orderState(klarnaOrderId)).toMatchObject({ status: 'CANCELLED' });
  });
});
