import { describe, expect, it } from 'vitest';
import { paymentIdempotencyKey } from '../../../../src/domain/orders/payment-idempotency-key.js';
import { payPalDigest, savePayPalAttempt } from '../../../../src/application/checkout/paypal/paypal-attempts.js';
import { guest, payPalKit } from './paypal-test-kit.js';

type Kit = ReturnType<typeof payPalKit>;

/** The buyer approved; our order expires while PayPal captures (the answer comes back to a closed order). */
async function capturedAfterExpiry(k: Kit) {
  await k.fill(guest());
  const started = await k.start();
  await k.sandbox.approve(started.ref.payPalOrderId, 'balance');
  k.payPal.whileCapturing = async () => void (await k.closeOrder.execute(started.order.id, 'expired', null, null));
  const answer = await k.capture.execute(started.ref);
  const read = await k.sandbox.get(started.ref.payPalOrderId);
  return { ...started, answer, captureId: read.ok ? read.value.captureId! : '' };
}

describe('PayPal: no captured payment without a paid order', () => {
  it('a capture for an order that expired meanwhile is refunded through PayPal once, recorded in its history and reported', async () => {
    const k = payPalKit();
    const { order, ref, answer, captureId } = await capturedAfterExpiry(k);
    expect(answer).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_CLOSED' } });
    expect((await k.orders.byId(order.id))?.status).toBe('expired');
    expect(k.sandbox.refundedCount()).toBe(1);
    expect(await k.orders.historyOf(order.id)).toEqual([{
      kind: 'payment-reversal-requested', at: k.clock.now(),
      detail: {
        provider: 'paypal', payPalOrderId: ref.payPalOrderId, captureId, amount: order.total, reason: 'ORDER_CLOSED',
        refundId: expect.stringMatching(/^[A-Z0-9]{17}$/), refundStatus: 'COMPLETED',
      },
    }]);
    expect(k.problems).toEqual([{ event: 'PAYMENT_FOR_CLOSED_ORDER', details: { orderReference: order.reference, pspReference: captureId } }]);
    expect(k.shop.stock.get('FX-000101-12')).toBe(5);
    expect(await k.baskets.linesOf(guest())).toHaveLength(1);
    expect(k.sent).toEqual([]);
    // PayPal's PAYMENT.CAPTURE.COMPLETED, then its replays: the refund was asked for already.
    expect(await k.deliver('PAYMENT.CAPTURE.COMPLETED', ref.payPalOrderId)).toEqual({ ok: true, value: 'refunded' });
    expect(await k.deliver('PAYMENT.CAPTURE.COMPLETED', ref.payPalOrderId)).toEqual({ ok: true, value: 'refunded' });
    expect(k.sandbox.refundedCount()).toBe(1);
    expect(await k.orders.historyOf(order.id)).toHaveLength(1);
    expect((await k.orders.byId(order.id))?.status).toBe('expired');
  });

  it('PayPal out of reach for the refund: recorded as failed and reported; the webhook answers 503 until PayPal takes the refund', async () => {
    const k = payPalKit();
    k.payPal.down.add('refund');
    const { order, ref, answer, captureId } = await capturedAfterExpiry(k);
    expect(answer).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_CLOSED' } });
    expect(await k.orders.historyOf(order.id)).toEqual([{
      kind: 'payment-reversal-failed', at: k.clock.now(),
      detail: { provider: 'paypal', payPalOrderId: ref.payPalOrderId, captureId, amount: order.total, reason: 'ORDER_CLOSED', error: { code: 'PROVIDER_UNAVAILABLE' } },
    }]);
    expect(k.problems.map((p) => p.event)).toEqual(['PAYMENT_FOR_CLOSED_ORDER', 'PAYMENT_REVERSAL_FAILED']);
    expect(await k.deliver('PAYMENT.CAPTURE.COMPLETED', ref.payPalOrderId)).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    k.payPal.down.clear();
    expect(await k.deliver('PAYMENT.CAPTURE.COMPLETED', ref.payPalOrderId)).toEqual({ ok: true, value: 'refunded' });
    expect(k.sandbox.refundedCount()).toBe(1);
    expect((await k.orders.historyOf(order.id)).map((e) => e.kind)).toEqual(['payment-reversal-failed', 'payment-reversal-failed', 'payment-reversal-requested']);
  });

  it('a capture of another amount than our order\'s is refunded in full; our order stays pending and pays nothing', async () => {
    const k = payPalKit();
    await k.fill(guest());
    const { order, ref } = await k.start();
    const other = { amountMinor: order.total.amountMinor + 100, currency: order.total.currency };
    await k.sandbox.amend(ref.payPalOrderId, { shipping: { countryCode: 'GB', postalCode: 'SW1A 1AA' }, amount: other });
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    expect(await k.capture.execute(ref)).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'AMOUNT_MISMATCH' } });
    expect(k.sandbox.refundedCount()).toBe(1);
    expect(await k.orders.historyOf(order.id)).toEqual([expect.objectContaining({
      kind: 'payment-reversal-requested', detail: expect.objectContaining({ provider: 'paypal', amount: other, reason: 'AMOUNT_MISMATCH', refundStatus: 'COMPLETED' }),
    })]);
    expect(k.problems.map((p) => p.event)).toEqual(['PAYMENT_AMOUNT_MISMATCH']);
    expect((await k.orders.byId(order.id))?.status).toBe('pending');
    expect(k.sent).toEqual([]);
  });

  it('a second PayPal capture for an order another capture paid is refunded; the paid order stays as it is', async () => {
    const k = payPalKit();
    await k.fill(guest());
    const first = await k.start();
    const { order } = first;
    // A second PayPal order of the same order, as an earlier attempt left it (approved in another tab).
    const key = paymentIdempotencyKey(order.id, 2);
    await k.orders.recordAttempt(order.id, key, k.clock.now());
    const second = await k.sandbox.create({ reference: order.reference, amount: order.total, returnUrl: '/r', cancelUrl: '/c', requestId: key });
    if (!second.ok) throw new Error('create failed');
    await savePayPalAttempt(k.orders, { idempotencyKey: key, payPalOrderId: second.value.id, intent: 'CAPTURE', captureTries: 0, requestDigest: payPalDigest(order.total, 'CAPTURE') });
    await k.sandbox.approve(first.ref.payPalOrderId, 'balance');
    await k.sandbox.approve(second.value.id, 'balance');
    // The second one is captured at PayPal while the first completes our order.
    await k.sandbox.capture(second.value.id, 'answer-lost');
    const paid = await k.capture.execute(first.ref);
    if (!paid.ok) throw new Error(paid.error.code);
    expect(await k.deliver('PAYMENT.CAPTURE.COMPLETED', second.value.id)).toEqual({ ok: true, value: 'refunded' });
    const secondCapture = await k.sandbox.get(second.value.id);
    expect(await k.orders.historyOf(order.id)).toEqual([expect.objectContaining({
      kind: 'payment-reversal-requested',
      detail: expect.objectContaining({ payPalOrderId: second.value.id, captureId: secondCapture.ok && secondCapture.value.captureId, reason: 'ORDER_PAID_OTHERWISE' }),
    })]);
    expect(k.problems.map((p) => p.event)).toEqual(['PAYMENT_FOR_PAID_ORDER']);
    expect(await k.orders.byId(order.id)).toMatchObject({ status: 'paid', pspReference: paid.value.pspReference });
    // The paying capture's own webhook changes nothing and gives nothing back; nor does the browser returning with the second one.
    expect(await k.deliver('PAYMENT.CAPTURE.COMPLETED', first.ref.payPalOrderId)).toEqual({ ok: true, value: 'ignored' });
    expect(await k.capture.execute({ ...first.ref, payPalOrderId: second.value.id })).toMatchObject({ ok: true, value: { status: 'paid' } });
    expect(k.sandbox.refundedCount()).toBe(1);
    expect(k.sandbox.capturedCount()).toBe(2);
    expect(k.sent).toHaveLength(1);
  });
});
