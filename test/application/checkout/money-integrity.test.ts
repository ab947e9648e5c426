import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ATTEMPT_UNANSWERED_AFTER_MS } from '../../../src/domain/orders/payment-reconciliation.js';
import type { Order } from '../../../src/domain/orders/order.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { err, ok } from '../../../src/domain/shared/result.js';
import type { PaymentNotification } from '../../../src/ports/payment-gateway.port.js';
import { detailsMismatch, outcome } from '../../support/scripted-payment-gateway.js';
import { ordersKit } from './orders-test-kit.js';

const guest = (id = 'g1'): BasketOwner => ({ kind: 'guest', sessionId: id, site: 'evans' });
const notification = (order: Order, success: boolean, pspReference: string, over: Partial<PaymentNotification> = {}): PaymentNotification => ({
  eventCode: 'AUTHORISATION', success, pspReference, merchantReference: order.reference, amount: order.total, reason: success ? null : 'Refused', paymentMethod: 'visa', ...over,
});
const later = (k: ReturnType<typeof ordersKit>, ms: number) => {
  k.clock.at = new Date(k.clock.at.getTime() + ms);
};

/** A card payment answered Received (holder name PENDING): the order waits for its AUTHORISATION notification. */
async function received(k: ReturnType<typeof ordersKit>, owner: BasketOwner, pspReference = 'PSP-RECEIVED'): Promise<Order> {
  await k.fill(owner);
  k.gateway.payScript = () => ok(outcome('Received', { pspReference }));
  const step = await k.pay(owner);
  if (!step.ok) throw new Error(step.error.code);
  return step.value.order;
}

describe('money integrity: a payment belongs to its order, notifications settle to the truth, no call stays unanswered', () => {
  it('details of another payment are refused with PAYMENT_DETAILS_MISMATCH and leave the order as it was', async () => {
    const k = ordersKit();
    k.gateway.payScript = () => ok(outcome('ChallengeShopper', { pspReference: 'PSP-B', action: { type: 'threeDS2', paymentMethodType: 'scheme' } }));
    await k.fill(guest('b'));
    const b = await k.pay(guest('b'));
    if (!b.ok) throw new Error(b.error.code);
    k.gateway.detailsScript = detailsMismatch;
    const answer = await k.submitDetails.execute({ orderId: b.value.order.id, details: { threeDSResult: 'of-order-a' }, paymentData: null });
    expect(answer).toEqual(err({ code: 'PAYMENT_DETAILS_MISMATCH' }));
    expect(k.gateway.detailsCalls[0]!.expected).toEqual({ reference: b.value.order.reference, amount: b.value.order.total, pspReference: 'PSP-B' });
    const after = (await k.orders.byId(b.value.order.id))!;
    expect(after.status).toBe('pending');
    // Nothing recorded blocks the order: its own result pays it.
    expect(await k.orders.unansweredAttemptsBefore(new Date(k.clock.now().getTime() + 1), 10)).toEqual([]);
    expect((await k.orders.historyOf(after.id)).map((h) => h.kind)).toEqual(['payment-details-mismatch']);
    k.gateway.detailsScript = () => ok(outcome('Authorised', { pspReference: 'PSP-B' }));
    const own = await k.submitDetails.execute({ orderId: after.id, details: { threeDSResult: 'of-order-b' }, paymentData: null });
    expect(own.ok && own.value.order.status).toBe('paid');
  });

  it("a failure notification counts only for the attempt it names: a late failure of the shopper's earlier attempt changes nothing", async () => {
    const k = ordersKit();
    const order = await received(k, guest(), 'PSP-FIRST');
    // The shopper pays again with another card (a new attempt, answered Received too).
    k.gateway.payScript = () => ok(outcome('Received', { pspReference: 'PSP-SECOND' }));
    const again = await k.pay(guest(), { orderId: order.id, paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_5555444433331111', holderName: 'PENDING' } });
    expect(again.ok).toBe(true);
    expect(await k.notifications.execute([notification(order, false, 'PSP-FIRST')])).toEqual({ closed: 0, unchanged: 1, retryLater: false });
    expect((await k.orders.byId(order.id))!.status).toBe('pending');
    expect(await k.notifications.execute([notification(order, false, 'PSP-SECOND')])).toEqual({ closed: 1, unchanged: 0, retryLater: false });
    expect((await k.orders.byId(order.id))!.status).toBe('refused');
  });

  it('a success after an early failure completes the order (stock taken again, one email); a second success of a paid order is given back', async () => {
    const k = ordersKit();
    const order = await received(k, guest());
    await k.notifications.execute([notification(order, false, 'PSP-RECEIVED')]);
    expect([(await k.orders.byId(order.id))!.status, k.shop.stock.get('FX-000101-12')]).toEqual(['refused', 5]);
    await k.notifications.execute([notification(order, true, 'PSP-RECEIVED')]);
    expect([(await k.orders.byId(order.id))!.status, k.shop.stock.get('FX-000101-12')]).toEqual(['paid', 4]);
    expect(await k.baskets.linesOf(guest())).toEqual([]);
    expect(k.sent).toHaveLength(1);
    await k.notifications.execute([notification(order, true, 'PSP-OTHER')]);
    expect(k.gateway.reverseCalls.map((r) => r.pspReference)).toEqual(['PSP-OTHER']);
    expect((await k.orders.historyOf(order.id)).map((h) => h.kind)).toEqual(['late-payment-completed', 'payment-reversal-requested']);
    expect(k.problems.map((p) => p.event)).toEqual(['PAYMENT_FOR_PAID_ORDER']);
  });

  it('notifications and the expiry sweep in any interleaving: a paid order, or the payment given back, every time', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.boolean(), fc.boolean(), async (s, withFailure, soldOut) => {
        runs += 1;
        const k = ordersKit();
        const order = await received(k, guest());
        const steps: Promise<unknown>[] = [
          s.schedule(Promise.resolve('success'), 'AUTHORISATION true').then(() => k.notifications.execute([notification(order, true, 'PSP-RECEIVED')])),
          s.schedule(Promise.resolve('sweep'), 'expiry sweep').then(async () => {
            later(k, 2 * 60 * 60_000);
            if (soldOut) k.shop.stock.set('FX-000101-12', 0);
            return k.expire.execute();
          }),
        ];
        if (withFailure) steps.push(s.schedule(Promise.resolve('failure'), 'AUTHORISATION false').then(() => k.notifications.execute([notification(order, false, 'PSP-RECEIVED')])));
        await s.waitAll();
        await Promise.all(steps);
        const final = (await k.orders.byId(order.id))!;
        const reversed = k.gateway.reverseCalls.filter((r) => r.pspReference === 'PSP-RECEIVED').length;
        // The authorised payment is either the order's, or asked back from the gateway: never both, never neither.
        expect(final.status === 'paid' ? 0 : 1).toBe(Math.min(reversed, 1));
        if (final.status === 'paid') expect(k.sent).toHaveLength(1);
      }),
      { numRuns: 60 },
    );
    expect(runs).toBe(60);
  });

  it('a call left without an answer blocks the order for at most ATTEMPT_UNANSWERED_AFTER_MS: the same request then replays it under its key', async () => {
    const k = ordersKit();
    await k.fill(guest());
    // The call reaches the gateway, then the database goes away before its answer is written.
    k.gateway.payScript = () => ok(outcome('Authorised', { pspReference: 'PSP-LOST' }));
    const save = k.orders.saveAttemptOutcome.bind(k.orders);
    const close = k.orders.close.bind(k.orders);
    k.orders.saveAttemptOutcome = async () => {
      throw new Error('Connection terminated unexpectedly');
    };
    k.orders.close = async () => {
      throw new Error('Connection terminated unexpectedly');
    };
    await expect(k.pay(guest())).rejects.toThrow('Connection terminated');
    k.orders.saveAttemptOutcome = save;
    k.orders.close = close;
    later(k, 15_000);
    expect(await k.pay(guest())).toEqual(err({ code: 'PAYMENT_IN_PROGRESS' }));
    later(k, ATTEMPT_UNANSWERED_AFTER_MS - 15_000 + 1);
    const replayed = await k.pay(guest());
    expect(replayed.ok && replayed.value.order.status).toBe('paid');
    const keys = k.gateway.payCalls.map((c) => c.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(k.gateway.charges).toBe(1);
  });

  it('the reconciliation sweep closes calls left without an answer, so another method may pay', async () => {
    const k = ordersKit();
    await k.fill(guest());
    // The call reaches the gateway and never comes back.
    let reached = (): void => undefined;
    const atGateway = new Promise<void>((resolve) => (reached = resolve));
    k.gateway.gate = () => {
      reached();
      return new Promise(() => undefined);
    };
    void k.pay(guest());
    await atGateway;
    k.gateway.gate = null;
    const [attempt] = await k.orders.unansweredAttemptsBefore(new Date(k.clock.now().getTime() + 1), 10);
    expect(attempt).toBeDefined();
    expect(await k.reconcile.execute()).toBe(0);
    later(k, ATTEMPT_UNANSWERED_AFTER_MS + 1);
    expect(await k.reconcile.execute()).toBe(1);
    expect(await k.orders.unansweredAttemptsBefore(k.clock.now(), 10)).toEqual([]);
    expect((await k.orders.historyOf(attempt!.orderId)).map((h) => h.kind)).toEqual(['attempt-unanswered']);
    const other = await k.pay(guest(), { paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_5555444433331111', holderName: 'Ada' } });
    expect(other.ok && other.value.order.status).toBe('paid');
  });

  it('a payment request the provider refuses as a request leaves nothing: the order placed for it is removed and its stock goes back', async () => {
    const k = ordersKit();
    await k.fill(guest());
    k.gateway.payScript = () => err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'Required field missing' });
    expect(await k.pay(guest(), { paymentMethod: { type: 'scheme' } })).toEqual(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'Required field missing' }));
    expect([await k.orders.openOrderOf(guest()), k.shop.stock.get('FX-000101-12')]).toEqual([null, 5]);
    k.gateway.payScript = () => ok(outcome('Authorised'));
    const paid = await k.pay(guest());
    expect(paid.ok && paid.value.order.status).toBe('paid');
  });

  it('new courier instructions or marketing choice amend the open order (its attempts stand) instead of replacing it', async () => {
    const k = ordersKit();
    await k.fill(guest());
    k.gateway.payScript = () => ok(outcome('RedirectShopper', { action: { type: 'redirect', paymentMethodType: 'ideal', url: 'https://bank.example' } }));
    const first = await k.pay(guest(), { paymentMethod: { type: 'ideal' } });
    if (!first.ok) throw new Error(first.error.code);
    const again = await k.pay(guest(), { paymentMethod: { type: 'ideal' }, preferences: { marketingOptIn: true, deliveryInstructions: 'Behind the gate' } });
    expect(again.ok && again.value.order.id).toBe(first.value.order.id);
    expect(await k.orders.byId(first.value.order.id)).toMatchObject({ status: 'pending', marketingOptIn: true });
    expect(k.gateway.payCalls).toHaveLength(1);
  });

  it("a twin submit that finds the basket emptied by its twin's payment gets that payment's answer", async () => {
    const k = ordersKit();
    await k.fill(guest());
    const first = await k.pay(guest());
    expect(first.ok && first.value.order.status).toBe('paid');
    const twin = await k.pay(guest());
    expect(twin.ok && [twin.value.order.id, twin.value.outcome.resultCode]).toEqual([first.ok && first.value.order.id, 'Authorised']);
    expect(k.gateway.payCalls).toHaveLength(1);
    // Another request, or the same one much later: the basket is empty.
    expect(await k.pay(guest(), { paymentMethod: { type: 'ideal' } })).toEqual(err({ code: 'BASKET_EMPTY' }));
    later(k, 5 * 60_000);
    expect(await k.pay(guest())).toEqual(err({ code: 'BASKET_EMPTY' }));
  });
});
