import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ListShopperOrders } from '../../../src/application/orders/list-shopper-orders.use-case.js';
import { ViewOrder } from '../../../src/application/orders/view-order.use-case.js';
import type { Order } from '../../../src/domain/orders/order.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { err, ok } from '../../../src/domain/shared/result.js';
import type { PaymentNotification } from '../../../src/ports/payment-gateway.port.js';
import { outcome, redirectAction } from '../../support/scripted-payment-gateway.js';
import { ideal, ordersKit } from './orders-test-kit.js';

const guest = (id = 'g1'): BasketOwner => ({ kind: 'guest', sessionId: id, site: 'evans' });
const notification = (order: Order, eventCode: string, success: boolean, over: Partial<PaymentNotification> = {}): PaymentNotification => ({
  eventCode, success, pspReference: 'PSP-WEBHOOK', merchantReference: order.reference, amount: order.total, reason: null, paymentMethod: 'ideal', ...over,
});

/** A basket paid by iDEAL: the gateway answers a redirect, so the order waits for the return or the webhook. */
async function redirected(k: ReturnType<typeof ordersKit>, owner = guest()): Promise<Order> {
  await k.fill(owner);
  k.gateway.payScript = () => ok(outcome('RedirectShopper', { action: redirectAction, pspReference: null, paymentMethodType: 'ideal' }));
  const step = await k.pay(owner, { paymentMethod: ideal });
  if (!step.ok) throw new Error(step.error.code);
  return step.value.order;
}

describe('completing an order: the return from the bank, the webhook, the sweep', () => {
  it('a signed-in shopper earns loyalty points once, whoever completes the order; a guest earns none', async () => {
    const k = ordersKit();
    const shopper: BasketOwner = { kind: 'shopper', shopperId: 7, site: 'evans' };
    const order = await redirected(k, shopper);
    k.gateway.detailsScript = () => ok(outcome('Authorised', { paymentMethodType: 'ideal' }));
    await k.submitDetails.execute({ orderId: order.id, details: { redirectResult: 'ok' }, paymentData: null });
    await k.notifications.execute([notification(order, 'AUTHORISATION', true)]);
    const paid = (await k.orders.byId(order.id))!;
    const goodsPounds = Math.floor(paid.lines.reduce((sum, l) => sum + l.lineTotal.amountMinor, 0) / 100);
    expect(k.pointsAdded).toEqual([{ shopperId: 7, points: goodsPounds }]);
    const guestOrder = await redirected(k, guest('g-points'));
    await k.notifications.execute([notification(guestOrder, 'AUTHORISATION', true)]);
    expect(k.pointsAdded).toHaveLength(1);
  });

  it('the return from the bank submits the details once: a reload gets the stored answer', async () => {
    const k = ordersKit();
    const order = await redirected(k);
    k.gateway.detailsScript = () => ok(outcome('Authorised', { paymentMethodType: 'ideal' }));
    const details = { redirectResult: 'X6XtfGC3!Y...' };
    const first = await k.submitDetails.execute({ orderId: order.id, details, paymentData: null });
    const reload = await k.submitDetails.execute({ orderId: order.id, details, paymentData: null });
    expect(first.ok && first.value.order.status).toBe('paid');
    expect(reload.ok && reload.value.outcome.resultCode).toBe('Authorised');
    expect(k.gateway.detailsCalls).toHaveLength(1);
    expect(k.gateway.detailsCalls[0]!.idempotencyKey.startsWith(`${order.id}.p1.d`)).toBe(true);
    expect(k.sent).toHaveLength(1);
    expect(await k.submitDetails.execute({ orderId: 'nope', details, paymentData: null })).toEqual(err({ code: 'ORDER_NOT_FOUND' }));
  });

  it('a cancelled bank payment cancels the order: stock back, basket kept', async () => {
    const k = ordersKit();
    const order = await redirected(k);
    k.gateway.detailsScript = () => ok(outcome('Cancelled', { paymentMethodType: 'ideal' }));
    const answer = await k.submitDetails.execute({ orderId: order.id, details: { redirectResult: 'cancel' }, paymentData: null });
    expect(answer.ok && answer.value.order.status).toBe('cancelled');
    expect(k.shop.stock.get('FX-000101-12')).toBe(5);
    expect(await k.baskets.linesOf(guest())).toHaveLength(1);
  });

  it('webhooks: AUTHORISATION true pays, replays change nothing, unknown references and other events are ignored', async () => {
    const k = ordersKit();
    const order = await redirected(k);
    const handled = await k.notifications.execute([
      notification(order, 'AUTHORISATION', true),
      notification(order, 'AUTHORISATION', true),
      notification(order, 'REPORT_AVAILABLE', true),
      notification(order, 'AUTHORISATION', true, { merchantReference: 'EV-9999999' }),
    ]);
    expect(handled).toEqual({ closed: 1, unchanged: 3, retryLater: false });
    expect(await k.orders.byId(order.id)).toMatchObject({ status: 'paid', paymentMethod: 'ideal', pspReference: 'PSP-WEBHOOK' });
    expect(await k.notifications.execute([notification(order, 'CANCELLATION', true)])).toEqual({ closed: 0, unchanged: 1, retryLater: false });
    expect(k.sent).toHaveLength(1);
    // The browser comes back after the webhook: told from the order, no gateway call.
    const back = await k.submitDetails.execute({ orderId: order.id, details: { redirectResult: 'late' }, paymentData: null });
    expect(back.ok && back.value.outcome.resultCode).toBe('Authorised');
    expect(k.gateway.detailsCalls).toEqual([]);
  });

  it('webhooks: AUTHORISATION false refuses, CANCELLATION cancels, another amount pays nothing and is reported', async () => {
    const k = ordersKit();
    const a = await redirected(k, guest('a'));
    const b = await redirected(k, guest('b'));
    const c = await redirected(k, guest('c'));
    await k.notifications.execute([
      notification(a, 'AUTHORISATION', false),
      notification(b, 'CANCELLATION', true),
      notification(c, 'AUTHORISATION', true, { amount: { amountMinor: 1, currency: 'GBP' } }),
    ]);
    expect([(await k.orders.byId(a.id))!.status, (await k.orders.byId(b.id))!.status, (await k.orders.byId(c.id))!.status]).toEqual(['refused', 'cancelled', 'pending']);
    expect(k.problems.map((p) => p.event)).toEqual(['PAYMENT_AMOUNT_MISMATCH']);
    expect(k.shop.stock.get('FX-000101-12')).toBe(4);
    // The payment for another amount is given back, and the order's history says so.
    expect(k.gateway.reverseCalls.map((r) => r.pspReference)).toEqual(['PSP-WEBHOOK']);
    expect((await k.orders.historyOf(c.id)).map((h) => h.kind)).toEqual(['payment-reversal-requested']);
  });

  it('the sweep expires orders pending too long (stock back), and a later authorisation completes the order when its stock is still there', async () => {
    const k = ordersKit();
    const old = await redirected(k, guest('old'));
    k.clock.at = new Date(k.clock.at.getTime() + 30 * 60_000);
    const recent = await redirected(k, guest('recent'));
    k.clock.at = new Date(k.clock.at.getTime() + 31 * 60_000);
    expect(await k.expire.execute()).toBe(1);
    expect((await k.orders.byId(old.id))!.status).toBe('expired');
    expect((await k.orders.byId(recent.id))!.status).toBe('pending');
    expect(k.shop.stock.get('FX-000101-12')).toBe(4);
    expect(await k.expire.execute()).toBe(0);
    await k.notifications.execute([notification(old, 'AUTHORISATION', true)]);
    expect((await k.orders.byId(old.id))!).toMatchObject({ status: 'paid', pspReference: 'PSP-WEBHOOK' });
    expect(k.shop.stock.get('FX-000101-12')).toBe(3);
    expect((await k.orders.historyOf(old.id)).map((h) => h.kind)).toEqual(['late-payment-completed']);
    expect(k.sent.map((e) => e.subject)).toEqual([old.reference]);
    expect(k.gateway.reverseCalls).toEqual([]);
  });

  it('a late authorisation for an expired order whose stock is gone is given back through the gateway', async () => {
    const k = ordersKit();
    const old = await redirected(k, guest('old'));
    k.clock.at = new Date(k.clock.at.getTime() + 61 * 60_000);
    expect(await k.expire.execute()).toBe(1);
    k.shop.stock.set('FX-000101-12', 0);
    await k.notifications.execute([notification(old, 'AUTHORISATION', true)]);
    expect((await k.orders.byId(old.id))!.status).toBe('expired');
    expect(k.problems.map((p) => p.event)).toEqual(['PAYMENT_FOR_CLOSED_ORDER']);
    expect(k.gateway.reverseCalls).toMatchObject([{ pspReference: 'PSP-WEBHOOK', reference: old.reference, amount: old.total }]);
    expect((await k.orders.historyOf(old.id)).map((h) => h.kind)).toEqual(['payment-reversal-requested']);
    // The notification again (Adyen retries): the same reversal key, asked once at the gateway.
    await k.notifications.execute([notification(old, 'AUTHORISATION', true)]);
    expect(new Set(k.gateway.reverseCalls.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('a payment to give back that finds the gateway out of reach asks the provider to deliver the notification again', async () => {
    const k = ordersKit();
    const old = await redirected(k, guest('old'));
    k.clock.at = new Date(k.clock.at.getTime() + 61 * 60_000);
    await k.expire.execute();
    k.shop.stock.set('FX-000101-12', 0);
    k.gateway.reverseScript = () => err({ code: 'PROVIDER_UNAVAILABLE' });
    expect(await k.notifications.execute([notification(old, 'AUTHORISATION', true)])).toEqual({ closed: 0, unchanged: 1, retryLater: true });
    expect((await k.orders.historyOf(old.id)).map((h) => h.kind)).toEqual(['payment-reversal-failed']);
    k.gateway.reverseScript = (request) => ok({ pspReference: `REVERSAL-${request.pspReference}` });
    expect(await k.notifications.execute([notification(old, 'AUTHORISATION', true)])).toEqual({ closed: 0, unchanged: 1, retryLater: false });
    expect(k.gateway.reversals).toBe(1);
  });

  it('a confirmation email that cannot be sent is reported and the order stays paid', async () => {
    const k = ordersKit();
    k.mailer.fail = true;
    await k.fill(guest());
    const paid = await k.pay(guest());
    expect(paid.ok && paid.value.order.status).toBe('paid');
    expect(k.problems).toEqual([{ event: 'ORDER_CONFIRMATION_EMAIL_FAILED', details: { orderReference: paid.ok ? paid.value.order.reference : '', error: 'SMTP down' } }]);
  });

  it('the return and the webhook in any order, or together: the order is paid exactly once, one email', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 }), async (s, webhooks, returns) => {
        runs += 1;
        const k = ordersKit();
        const order = await redirected(k);
        k.gateway.detailsScript = () => ok(outcome('Authorised', { paymentMethodType: 'ideal', pspReference: 'PSP-RETURN' }));
        k.gateway.gate = s.scheduleFunction(async () => undefined);
        const calls = [
          ...Array.from({ length: webhooks }, () => s.schedule(Promise.resolve()).then(() => k.notifications.execute([notification(order, 'AUTHORISATION', true)]))),
          ...Array.from({ length: returns + 1 }, () => s.schedule(Promise.resolve()).then(() => k.submitDetails.execute({ orderId: order.id, details: { redirectResult: 'ok' }, paymentData: null }))),
        ];
        const answers = await s.waitFor(Promise.all(calls));
        const stored = (await k.orders.byId(order.id))!;
        expect(stored.status).toBe('paid');
        expect(k.sent).toHaveLength(1);
        expect(k.gateway.detailsCalls.length).toBeLessThanOrEqual(1);
        expect(k.shop.stock.get('FX-000101-12')).toBe(4);
        for (const a of answers) if ('ok' in a && a.ok) expect(a.value.outcome.resultCode).not.toBe('Refused');
      }),
      { numRuns: 60 },
    );
    console.log(`${runs} random interleavings of the bank return (1 to 3 times) and the webhook (1 to 3 times): each order paid exactly once, one email`);
  });

  it('ViewOrder finds an order by id; ListShopperOrders lists a shopper’s orders newest first', async () => {
    const k = ordersKit();
    const shopper: BasketOwner = { kind: 'shopper', shopperId: 42, site: 'evans' };
    await k.fill(shopper);
    const first = await k.pay(shopper);
    k.clock.at = new Date(k.clock.at.getTime() + 60_000);
    await k.fill(shopper, 'FX-000103-18');
    const second = await k.pay(shopper);
    if (!first.ok || !second.ok) throw new Error('not paid');
    expect(await new ViewOrder(k.orders).execute(first.value.order.id)).toEqual(ok(first.value.order));
    expect(await new ViewOrder(k.orders).execute('nope')).toEqual(err({ code: 'ORDER_NOT_FOUND' }));
    expect((await new ListShopperOrders(k.orders).execute(42)).map((o) => o.id)).toEqual([second.value.order.id, first.value.order.id]);
    expect(await new ListShopperOrders(k.orders).execute(7)).toEqual([]);
  });
});
