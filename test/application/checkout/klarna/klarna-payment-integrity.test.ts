import { describe, expect, it } from 'vitest';
import { codeOf, guest, klarnaKit } from './klarna-test-kit.js';

describe('Klarna: no authorised payment without a paid order', () => {
  it('a token of another order\'s session is KLARNA_AUTHORIZATION_MISMATCH: nothing placed, both orders unchanged; each token still completes its own order', async () => {
    const k = klarnaKit();
    await k.fill(guest('a'));
    await k.fill(guest('b'));
    const a = await k.authorise(guest('a'));
    const b = await k.authorise(guest('b'));
    expect(b.started.purchase.orderAmount).toBe(a.started.purchase.orderAmount);
    const crossed = await k.complete.execute({ owner: guest('a'), authToken: b.token!, sessionId: a.started.sessionId });
    expect(crossed).toEqual({ ok: false, error: { code: 'KLARNA_AUTHORIZATION_MISMATCH' } });
    expect(k.sandbox.ordersPlaced()).toBe(0);
    expect((await k.orders.byId(a.started.order.id))?.status).toBe('pending');
    expect((await k.orders.byId(b.started.order.id))?.status).toBe('pending');
    expect(await k.orders.attempt(`${a.started.order.id}.1`)).toBeNull();
    expect(codeOf(await k.complete.execute({ owner: guest('b'), authToken: b.token!, sessionId: b.started.sessionId }))).toBe('ok');
    expect(codeOf(await k.complete.execute({ owner: guest('a'), authToken: a.token!, sessionId: a.started.sessionId }))).toBe('ok');
    expect(k.sandbox.ordersPlaced()).toBe(2);
  });

  it('a forged token is KLARNA_AUTHORIZATION_MISMATCH and leaves the order pending for the real one', async () => {
    const k = klarnaKit();
    await k.fill(guest());
    const { started, token } = await k.authorise(guest());
    expect(codeOf(await k.complete.execute({ owner: guest(), authToken: 'forged-token', sessionId: started.sessionId }))).toBe('KLARNA_AUTHORIZATION_MISMATCH');
    expect((await k.orders.byId(started.order.id))?.status).toBe('pending');
    expect(k.shop.stock.get('FX-000101-12')).toBe(4);
    expect(codeOf(await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId }))).toBe('ok');
  });

  it('Klarna unreachable when the session is read: PROVIDER_UNAVAILABLE, nothing recorded; the retry completes once', async () => {
    const k = klarnaKit();
    await k.fill(guest());
    const { started, token } = await k.authorise(guest());
    k.klarna.down.add('readSession');
    expect(codeOf(await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId }))).toBe('PROVIDER_UNAVAILABLE');
    expect(k.sandbox.ordersPlaced()).toBe(0);
    k.klarna.down.clear();
    expect(codeOf(await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId }))).toBe('ok');
    expect(k.sandbox.ordersPlaced()).toBe(1);
  });

  it('on a site that captures at payment, the Klarna order is placed captured whole; on a manual-capture site it stays authorised', async () => {
    for (const [manualCaptureSites, status, captured] of [[[], 'CAPTURED', true], [['evans'], 'AUTHORIZED', false]] as const) {
      const k = klarnaKit({ manualCaptureSites: [...manualCaptureSites] });
      await k.fill(guest());
      const { started, token } = await k.authorise(guest());
      expect(codeOf(await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId }))).toBe('ok');
      const paid = (await k.orders.byId(started.order.id))!;
      expect(k.sandbox.orderState(paid.pspReference!)).toMatchObject({ status, capturedAmount: captured ? paid.total.amountMinor : 0 });
    }
  });

  it('a Klarna order captured as it was placed, for an order that expired meanwhile, is refunded whole (a captured order cannot be cancelled)', async () => {
    const k = klarnaKit();
    await k.fill(guest());
    const { started, token } = await k.authorise(guest());
    k.klarna.whilePlacing = async () => void (await k.closeOrder.execute(started.order.id, 'expired', null, null));
    expect(codeOf(await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId }))).toBe('KLARNA_DECLINED');
    const history = await k.orders.historyOf(started.order.id);
    expect(history).toEqual([{
      kind: 'payment-reversal-requested', at: k.clock.now(),
      detail: { provider: 'klarna', klarnaOrderId: expect.any(String), amount: started.order.total, reason: 'ORDER_CLOSED', by: 'refund' },
    }]);
    const klarnaOrderId = (history[0]!.detail as { klarnaOrderId: string }).klarnaOrderId;
    expect(k.sandbox.orderState(klarnaOrderId)).toMatchObject({ status: 'CAPTURED', refundedAmount: started.order.total.amountMinor });
    expect(k.sandbox.ordersCancelled()).toBe(0);
  });

  it('a Klarna order placed authorised for an order that expired meanwhile is cancelled through Klarna, recorded in its history and reported', async () => {
    const k = klarnaKit({ manualCaptureSites: ['evans'] });
    await k.fill(guest());
    const { started, token } = await k.authorise(guest());
    k.klarna.whilePlacing = async () => void (await k.closeOrder.execute(started.order.id, 'expired', null, null));
    expect(codeOf(await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId }))).toBe('KLARNA_DECLINED');
    expect((await k.orders.byId(started.order.id))?.status).toBe('expired');
    expect(k.sandbox.ordersCancelled()).toBe(1);
    const history = await k.orders.historyOf(started.order.id);
    expect(history).toEqual([{
      kind: 'payment-reversal-requested', at: k.clock.now(),
      detail: { provider: 'klarna', klarnaOrderId: expect.any(String), amount: started.order.total, reason: 'ORDER_CLOSED', by: 'cancel' },
    }]);
    expect(k.problems.map((p) => p.event)).toEqual(['PAYMENT_FOR_CLOSED_ORDER']);
    expect(k.sent).toEqual([]);
    // A repeat answers the closed order and cancels nothing more.
    expect(codeOf(await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId }))).toBe('KLARNA_DECLINED');
    expect(k.sandbox.ordersCancelled()).toBe(1);
    expect(await k.orders.historyOf(started.order.id)).toHaveLength(1);
  });

  it('a cancel Klarna cannot take is recorded as failed in the history and reported for an operator', async () => {
    const k = klarnaKit({ manualCaptureSites: ['evans'] });
    await k.fill(guest());
    const { started, token } = await k.authorise(guest());
    k.klarna.down.add('cancelOrder');
    k.klarna.whilePlacing = async () => void (await k.closeOrder.execute(started.order.id, 'cancelled', null, null));
    expect(codeOf(await k.complete.execute({ owner: guest(), authToken: token!, sessionId: started.sessionId }))).toBe('KLARNA_DECLINED');
    expect(k.sandbox.ordersCancelled()).toBe(0);
    expect(await k.orders.historyOf(started.order.id)).toEqual([{
      kind: 'payment-reversal-failed', at: k.clock.now(),
      detail: { provider: 'klarna', klarnaOrderId: expect.any(String), amount: started.order.total, reason: 'ORDER_CLOSED', by: 'cancel', error: { code: 'PROVIDER_UNAVAILABLE' } },
    }]);
    expect(k.problems.map((p) => p.event)).toEqual(['PAYMENT_FOR_CLOSED_ORDER', 'PAYMENT_REVERSAL_FAILED']);
  });
});
