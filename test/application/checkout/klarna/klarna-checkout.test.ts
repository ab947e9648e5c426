import { describe, expect, it } from 'vitest';
import { evans } from '../orders-test-kit.js';
import { codeOf, guest, klarnaKit } from './klarna-test-kit.js';

describe('Klarna checkout', () => {
  it('start places the order (stock reserved) and a session whose lines add up to its total in minor units', async () => {
    const k = klarnaKit();
    await k.fill(guest(), 'FX-000101-12', 2);
    const { started } = await k.authorise(guest());
    expect(started.order.status).toBe('pending');
    expect(k.shop.stock.get('FX-000101-12')).toBe(3);
    expect(started.purchase.orderAmount).toBe(started.order.total.amountMinor);
    expect(started.purchase.orderLines.reduce((s, l) => s + l.totalAmount, 0)).toBe(started.order.total.amountMinor);
    expect(started.purchase.orderLines[0]).toMatchObject({ type: 'physical', quantity: 2, reference: 'FX-000101-12' });
    expect(started.purchase).toMatchObject({ purchaseCurrency: started.order.total.currency, merchantReference: started.order.reference, locale: evans.locale });
    expect(started.clientToken).not.toBe('');
  });

  it('approved: CompleteOrder pays the order once (basket emptied, confirmation sent); a repeat answers the same and places nothing more', async () => {
    const k = klarnaKit();
    await k.fill(guest());
    const { started, token } = await k.authorise(guest());
    const first = await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId });
    expect(first.ok && first.value).toMatchObject({ status: 'paid', paymentMethod: 'klarna' });
    expect(first.ok && first.value.pspReference).toMatch(/\S+/);
    const again = await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId });
    expect(again).toEqual(first);
    expect(k.sandbox.ordersPlaced()).toBe(1);
    expect(k.sent).toHaveLength(1);
    expect(await k.baskets.linesOf(guest())).toEqual([]);
    expect(k.shop.stock.get('FX-000101-12')).toBe(4);
  });

  it('concurrent CompleteOrder calls place the Klarna order and complete ours once', async () => {
    const k = klarnaKit();
    await k.fill(guest());
    const { started, token } = await k.authorise(guest());
    const answers = await Promise.all([1, 2, 3].map(() => k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId })));
    // Each call answers the order: paid, or pending while the first call places it (the confirmation page follows it).
    expect(answers.map((a) => a.ok && a.value.id)).toEqual([started.order.id, started.order.id, started.order.id]);
    expect(answers.map((a) => a.ok && a.value.status)).toContain('paid');
    expect(k.sandbox.ordersPlaced()).toBe(1);
    expect(k.sent).toHaveLength(1);
    expect((await k.orders.byId(started.order.id))?.status).toBe('paid');
  });

  it('declined: the order is closed refused, stock and basket as before; CompleteOrder then says declined', async () => {
    const k = klarnaKit();
    await k.fill(guest());
    const { started, token } = await k.authorise(guest(), false);
    expect(token).toBeNull();
    expect(await k.decline.execute({ owner: guest(), sessionId: started.sessionId })).toEqual({ ok: true, value: { released: true } });
    expect(k.shop.stock.get('FX-000101-12')).toBe(5);
    expect(await k.baskets.linesOf(guest())).toHaveLength(1);
    expect(codeOf(await k.complete.execute({ owner: guest(), authToken: 'whatever', sessionId: started.sessionId }))).toBe('KLARNA_DECLINED');
    expect(await k.decline.execute({ owner: guest(), sessionId: started.sessionId })).toEqual({ ok: true, value: { released: false } });
  });

  it('a token Klarna refuses (its authorisation expired) closes the order refused and releases the stock', async () => {
    const k = klarnaKit();
    await k.fill(guest());
    const { started, token } = await k.authorise(guest());
    k.clock.at = new Date(k.clock.at.getTime() + 61 * 60_000);
    expect(codeOf(await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId }))).toBe('KLARNA_DECLINED');
    expect((await k.orders.byId(started.order.id))?.status).toBe('refused');
    expect(k.shop.stock.get('FX-000101-12')).toBe(5);
    expect(k.sent).toEqual([]);
  });

  it.each(['before', 'after'] as const)('Klarna unreachable (%s placing): the order stays pending, the basket stays; a retry completes once', async (when) => {
    const k = klarnaKit();
    await k.fill(guest());
    const { started, token } = await k.authorise(guest());
    k.klarna.failNext = when;
    expect(codeOf(await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId }))).toBe('PROVIDER_UNAVAILABLE');
    expect((await k.orders.byId(started.order.id))?.status).toBe('pending');
    expect(await k.baskets.linesOf(guest())).toHaveLength(1);
    expect(k.sent).toEqual([]);
    const retry = await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId });
    expect(retry.ok && retry.value.status).toBe('paid');
    expect(k.sandbox.ordersPlaced()).toBe(1);
    expect(k.sent).toHaveLength(1);
  });

  it('another shopper\'s session, or an unknown one, is not found and changes nothing', async () => {
    const k = klarnaKit();
    await k.fill(guest());
    const { started, token } = await k.authorise(guest());
    expect(codeOf(await k.complete.execute({ owner: guest('intruder'), authToken: token!, sessionId: started.sessionId }))).toBe('KLARNA_SESSION_NOT_FOUND');
    expect(codeOf(await k.complete.execute({ owner: guest(), authToken: token!, sessionId: 'no-such-session' }))).toBe('KLARNA_SESSION_NOT_FOUND');
    expect(codeOf(await k.decline.execute({ owner: guest('intruder'), sessionId: started.sessionId }))).toBe('KLARNA_SESSION_NOT_FOUND');
    expect((await k.orders.byId(started.order.id))?.status).toBe('pending');
  });

  it('no session from Klarna: the order is cancelled again, its stock back', async () => {
    const k = klarnaKit();
    await k.fill(guest());
    k.klarna.failNext = 'before';
    expect(codeOf(await k.start.execute({ owner: guest(), site: evans }))).toBe('PROVIDER_UNAVAILABLE');
    expect(k.shop.stock.get('FX-000101-12')).toBe(5);
    expect(await k.orders.openOrderOf(guest())).toBeNull();
  });

  it('an empty basket or missing details are refused before Klarna is asked', async () => {
    const k = klarnaKit();
    expect(codeOf(await k.start.execute({ owner: guest(), site: evans }))).toBe('BASKET_EMPTY');
  });

  it('a second start for the same basket reuses the order; the older session completes it', async () => {
    const k = klarnaKit();
    await k.fill(guest());
    const one = await k.authorise(guest());
    const two = await k.authorise(guest());
    expect(two.started.order.id).toBe(one.started.order.id);
    const done = await k.complete.execute({ owner: guest(), authToken: one.token!, sessionId: one.started.sessionId });
    expect(done.ok && done.value.status).toBe('paid');
    const late = await k.complete.execute({ owner: guest(), authToken: two.token!, sessionId: two.started.sessionId });
    expect(late.ok && late.value.id).toBe(one.started.order.id);
    expect(k.sandbox.ordersPlaced()).toBe(1);
  });
});
