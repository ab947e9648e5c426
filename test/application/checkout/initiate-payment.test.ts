import { describe, expect, it } from 'vitest';
import { paymentIdempotencyKey } from '../../../src/domain/orders/payment-idempotency-key.js';
import { money } from '../../../src/domain/pricing/money.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { err, ok } from '../../../src/domain/shared/result.js';
import { outcome, redirectAction, unavailable } from '../../support/scripted-payment-gateway.js';
import { NOW } from '../basket/basket-test-kit.js';
import { card, evans, ideal, ordersKit } from './orders-test-kit.js';

const guest = (id = 'g1'): BasketOwner => ({ kind: 'guest', sessionId: id, site: 'evans' });

describe('InitiatePayment', () => {
  it('Authorised: the order is paid once, the basket emptied, the stock kept taken, the confirmation sent', async () => {
    const k = ordersKit();
    await k.fill(guest());
    const paid = await k.pay(guest());
    if (!paid.ok) throw new Error(paid.error.code);
    expect(paid.value.outcome.resultCode).toBe('Authorised');
    expect(paid.value.order).toMatchObject({ status: 'paid', paymentMethod: 'visa', pspReference: 'PSP-Authorised' });
    expect(k.gateway.payCalls).toHaveLength(1);
    expect(k.gateway.payCalls[0]).toMatchObject({
      reference: paid.value.order.reference, amount: paid.value.order.total, idempotencyKey: paymentIdempotencyKey(paid.value.order.id, 1),
      shopperEmail: 'ada@example.com', returnUrl: `https://shop.test/Return?o=${paid.value.order.id}`, storePaymentMethod: false,
    });
    expect(await k.baskets.linesOf(guest())).toEqual([]);
    expect(k.shop.stock.get('FX-000101-12')).toBe(4);
    expect(k.sent.map((e) => e.subject)).toEqual([paid.value.order.reference]);
  });

  it('Refused and Error close the order refused, Cancelled cancels it: the stock goes back and the basket stays', async () => {
    for (const [code, status] of [['Refused', 'refused'], ['Error', 'refused'], ['Cancelled', 'cancelled']] as const) {
      const k = ordersKit();
      await k.fill(guest());
      k.gateway.payScript = () => ok(outcome(code));
      const answer = await k.pay(guest());
      expect(answer.ok && answer.value.order.status).toBe(status);
      expect(k.shop.stock.get('FX-000101-12')).toBe(5);
      expect(await k.baskets.linesOf(guest())).toHaveLength(1);
      expect(k.sent).toEqual([]);
      // The next try places a new order from the basket that is still there.
      k.gateway.payScript = () => ok(outcome('Authorised'));
      const retry = await k.pay(guest(), { orderId: answer.ok ? answer.value.order.id : null });
      expect(retry.ok && retry.value.order.status).toBe('paid');
      expect(retry.ok && answer.ok && retry.value.order.id !== answer.value.order.id).toBe(true);
    }
  });

  it('Received, Pending and actions leave the order pending, stock reserved', async () => {
    for (const answer of [outcome('Received'), outcome('Pending'), outcome('RedirectShopper', { action: redirectAction, pspReference: null })]) {
      const k = ordersKit();
      await k.fill(guest());
      k.gateway.payScript = () => ok(answer);
      const step = await k.pay(guest(), { paymentMethod: ideal });
      expect(step.ok && step.value.order.status).toBe('pending');
      expect(step.ok && step.value.outcome).toEqual(answer);
      expect(k.shop.stock.get('FX-000101-12')).toBe(4);
    }
  });

  it('a repeated submit gets the first answer back and never reaches the gateway again; another method is a new attempt', async () => {
    const k = ordersKit();
    await k.fill(guest());
    k.gateway.payScript = () => ok(outcome('RedirectShopper', { action: redirectAction, pspReference: null, paymentMethodType: 'ideal' }));
    const first = await k.pay(guest(), { paymentMethod: ideal });
    if (!first.ok) throw new Error(first.error.code);
    const again = await k.pay(guest(), { paymentMethod: ideal });
    const withId = await k.pay(guest(), { paymentMethod: ideal, orderId: first.value.order.id });
    expect(again).toEqual(first);
    expect(withId).toEqual(first);
    expect(k.gateway.payCalls).toHaveLength(1);
    k.gateway.payScript = () => ok(outcome('Authorised'));
    const byCard = await k.pay(guest(), { paymentMethod: card, orderId: first.value.order.id });
    expect(byCard.ok && byCard.value.order.status).toBe('paid');
    expect(k.gateway.payCalls.map((c) => c.idempotencyKey)).toEqual([paymentIdempotencyKey(first.value.order.id, 1), paymentIdempotencyKey(first.value.order.id, 2)]);
    // Paid: asking again answers the payment that paid it, without a call.
    const afterPaid = await k.pay(guest(), { paymentMethod: card, orderId: first.value.order.id });
    expect(afterPaid.ok && afterPaid.value.outcome.resultCode).toBe('Authorised');
    expect(k.gateway.payCalls).toHaveLength(2);
  });

  it("passes the card's billing address, social security number and instalments on; other ones are another request", async () => {
    const k = ordersKit();
    await k.fill(guest());
    k.gateway.payScript = () => ok(outcome('ChallengeShopper', { action: redirectAction, pspReference: null }));
    const billingAddress = { street: 'Rua Augusta', houseNumberOrName: '1500', postalCode: '01304-001', city: 'São Paulo', stateOrProvince: 'SP', country: 'BR' };
    const cardDetails = { billingAddress, socialSecurityNumber: '123.456.789-09', installments: { value: 3 } };
    const first = await k.pay(guest(), { paymentMethod: card, cardDetails });
    if (!first.ok) throw new Error(first.error.code);
    expect(k.gateway.payCalls[0]?.cardDetails).toEqual(cardDetails);
    const orderId = first.value.order.id;
    expect(await k.pay(guest(), { paymentMethod: card, cardDetails, orderId })).toEqual(first);
    await k.pay(guest(), { paymentMethod: card, cardDetails: { ...cardDetails, installments: { value: 6 } }, orderId });
    expect(k.gateway.payCalls.map((c) => [c.idempotencyKey, c.cardDetails?.installments?.value]))
      .toEqual([[paymentIdempotencyKey(orderId, 1), 3], [paymentIdempotencyKey(orderId, 2), 6]]);
  });

  it('a submit for an open order whose basket changed meanwhile (another tab) pays a new order with the basket as it is', async () => {
    const k = ordersKit();
    await k.fill(guest());
    const first = await k.placeOrder.execute({ owner: guest(), site: evans });
    if (!first.ok) throw new Error(first.error.code);
    await k.fill(guest(), 'FX-000103-18');
    k.gateway.payScript = () => ok(outcome('Authorised'));
    const paid = await k.pay(guest(), { orderId: first.value.order.id });
    if (!paid.ok) throw new Error(paid.error.code);
    expect(paid.value.order.id).not.toBe(first.value.order.id);
    expect(paid.value.order.lines.map((l) => l.stockId).sort()).toEqual(['FX-000101-12', 'FX-000103-18']);
    expect((await k.orders.byId(first.value.order.id))!.status).toBe('cancelled');
  });

  it('PROVIDER_UNAVAILABLE: the order stays pending, and the retry uses the same idempotency key', async () => {
    const k = ordersKit();
    await k.fill(guest());
    k.gateway.payScript = unavailable;
    const failed = await k.pay(guest());
    expect(failed).toEqual(err({ code: 'PROVIDER_UNAVAILABLE' }));
    k.gateway.payScript = () => ok(outcome('Authorised'));
    const retry = await k.pay(guest());
    expect(retry.ok && retry.value.order.status).toBe('paid');
    expect(new Set(k.gateway.payCalls.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(k.gateway.charges).toBe(1);
  });

  it("refuses another owner's order as ORDER_NOT_FOUND and passes on the basket's refusals", async () => {
    const k = ordersKit();
    expect(await k.pay(guest())).toEqual(err({ code: 'BASKET_EMPTY' }));
    await k.fill(guest());
    k.gateway.payScript = () => ok(outcome('Received'));
    const mine = await k.pay(guest());
    expect(await k.pay(guest('other'), { orderId: mine.ok ? mine.value.order.id : '' })).toEqual(err({ code: 'ORDER_NOT_FOUND' }));
    expect(await k.pay(guest(), { orderId: 'no-such-order' })).toEqual(err({ code: 'ORDER_NOT_FOUND' }));
  });

  it('an order the gift vouchers pay whole is paid without a gateway call', async () => {
    const k = ordersKit();
    await k.fill(guest());
    await k.discounts.issue({ code: 'BIGGIFT1', balance: money(10_000, 'GBP'), issuedAt: NOW });
    k.shop.vouchers.set('BIGGIFT1', money(10_000, 'GBP'));
    await k.discounts.applyVoucher(guest(), 'BIGGIFT1', NOW);
    const paid = await k.pay(guest());
    expect(paid.ok && paid.value.order).toMatchObject({ status: 'paid', paymentMethod: 'giftvoucher', total: money(0, 'GBP') });
    expect(k.gateway.payCalls).toEqual([]);
    expect(k.shop.vouchers.get('BIGGIFT1')!.amountMinor).toBeLessThan(10_000);
  });

  it('50 double submits (the same request twice at once) give 50 gateway charges, not 100', async () => {
    const k = ordersKit();
    let release: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => { release = resolve; });
    k.gateway.gate = () => opened;
    const owners = Array.from({ length: 50 }, (_, i) => guest(`double-${i}`));
    for (const o of owners) await k.fill(o, 'FX-000110-12');
    const pending = owners.flatMap((o) => [k.pay(o), k.pay(o)]);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const answers = await Promise.all(pending);
    const paid = answers.filter((a) => a.ok && a.value.order.status === 'paid').length;
    const inProgress = answers.filter((a) => !a.ok && a.error.code === 'PAYMENT_IN_PROGRESS').length;
    console.log(`50 double submits: ${k.gateway.payCalls.length} gateway calls, ${k.gateway.charges} charges, ${paid} answers paid, ${inProgress} answered PAYMENT_IN_PROGRESS`);
    expect(k.gateway.payCalls).toHaveLength(50);
    expect(k.gateway.charges).toBe(50);
    expect(paid + inProgress).toBe(100);
    expect(k.sent).toHaveLength(50);
  });
});
