import { describe, expect, it } from 'vitest';
import { evans } from '../orders-test-kit.js';
import { guest, payPalKit } from './paypal-test-kit.js';

describe('PayPal use cases', () => {
  it('create places our order (stock reserved) and a PayPal order for its total; a repeated create reuses both', async () => {
    const k = payPalKit();
    await k.fill(guest());
    const first = await k.start();
    expect(first.order.status).toBe('pending');
    expect(first.payPal).toMatchObject({ status: 'CREATED', reference: first.order.reference, amount: first.order.total });
    expect(k.shop.stock.get('FX-000101-12')).toBe(4);
    const again = await k.start();
    expect(again.order.id).toBe(first.order.id);
    expect(again.payPal.id).toBe(first.payPal.id);
  });

  it('approve then capture completes the order once: paid, basket empty, stock kept taken, one email; approve and capture again change nothing', async () => {
    const k = payPalKit();
    await k.fill(guest());
    const { ref } = await k.start();
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    const [a, b, c] = await Promise.all([k.capture.execute(ref), k.capture.execute(ref), k.capture.execute(ref)]);
    for (const answer of [a, b, c]) expect(answer.ok && answer.value.status).toBe('paid');
    expect(a!.ok && a!.value).toMatchObject({ paymentMethod: 'paypal' });
    expect(await k.baskets.linesOf(guest())).toEqual([]);
    expect(k.shop.stock.get('FX-000101-12')).toBe(4);
    expect(k.sent).toHaveLength(1);
    expect(k.sandbox.capturedCount()).toBe(1);
    expect(await k.capture.execute(ref)).toMatchObject({ ok: true, value: { status: 'paid' } });
    expect(k.sent).toHaveLength(1);
  });

  it('a capture that fails (not approved, card declined) restarts: the order stays pending until the buyer approves again', async () => {
    const k = payPalKit();
    await k.fill(guest());
    const { ref } = await k.start();
    expect(await k.capture.execute(ref)).toEqual({ ok: false, error: { code: 'PAYPAL_CAPTURE_FAILED' } });
    await k.sandbox.approve(ref.payPalOrderId, 'declined-card');
    expect(await k.capture.execute(ref)).toEqual({ ok: false, error: { code: 'PAYPAL_CAPTURE_FAILED' } });
    expect((await k.orders.byReference(ref.reference))?.status).toBe('pending');
    expect(k.sent).toEqual([]);
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    expect(await k.capture.execute(ref)).toMatchObject({ ok: true, value: { status: 'paid' } });
    expect(k.sandbox.capturedCount()).toBe(1);
    expect(k.sent).toHaveLength(1);
  });

  it('cancel gives the stock back and keeps the basket; a capture afterwards is refused', async () => {
    const k = payPalKit();
    await k.fill(guest());
    const { ref } = await k.start();
    expect(await k.cancel.execute(ref)).toMatchObject({ ok: true, value: { status: 'cancelled' } });
    expect(k.shop.stock.get('FX-000101-12')).toBe(5);
    expect(await k.baskets.linesOf(guest())).toHaveLength(1);
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    expect(await k.capture.execute(ref)).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_CLOSED' } });
    expect(k.sandbox.capturedCount()).toBe(0);
    // The next PayPal payment places a new order from the basket that is still there.
    const next = await k.start();
    expect(next.order.reference).not.toBe(ref.reference);
  });

  it('shipping changes: a country not delivered to is COUNTRY_ERROR, another country than the delivery choice or a bad postcode METHOD_UNAVAILABLE, no postcode ADDRESS_ERROR', async () => {
    const k = payPalKit();
    await k.fill(guest());
    const { ref, order } = await k.start();
    const amend = (countryCode: string, postcode: string) => k.amend.execute({ ...ref, site: evans, countryCode, postcode });
    expect(await amend('US', '10001')).toEqual({ ok: true, value: { accepted: false, refusal: 'COUNTRY_ERROR' } });
    const other = evans.deliveryCountries.find((c) => c !== order.delivery.country)!;
    expect(await amend(other, 'D02 X285')).toEqual({ ok: true, value: { accepted: false, refusal: 'METHOD_UNAVAILABLE' } });
    expect(await amend('GB', 'NOT A POSTCODE')).toEqual({ ok: true, value: { accepted: false, refusal: 'METHOD_UNAVAILABLE' } });
    expect(await amend('GB', ' ')).toEqual({ ok: true, value: { accepted: false, refusal: 'ADDRESS_ERROR' } });
    expect((await k.sandbox.get(ref.payPalOrderId))).toMatchObject({ ok: true, value: { shipping: null } });
    expect(await amend('gb', 'sw1a1aa')).toEqual({ ok: true, value: { accepted: true } });
    expect(await k.sandbox.get(ref.payPalOrderId)).toMatchObject({ ok: true, value: { shipping: { countryCode: 'GB', postalCode: 'SW1A 1AA' }, amount: order.total } });
  });

  it('another shopper cannot capture, cancel or amend the order; an unknown PayPal order is not found', async () => {
    const k = payPalKit();
    await k.fill(guest());
    const { ref } = await k.start();
    const stranger = { ...ref, owner: guest('g2') };
    expect(await k.capture.execute(stranger)).toEqual({ ok: false, error: { code: 'ORDER_NOT_FOUND' } });
    expect(await k.cancel.execute(stranger)).toEqual({ ok: false, error: { code: 'ORDER_NOT_FOUND' } });
    expect(await k.amend.execute({ ...stranger, site: evans, countryCode: 'GB', postcode: 'SW1A 1AA' })).toEqual({ ok: false, error: { code: 'ORDER_NOT_FOUND' } });
    expect(await k.capture.execute({ ...ref, payPalOrderId: 'AAAAAAAAAAAAAAAAA' })).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_NOT_FOUND' } });
    expect((await k.orders.byReference(ref.reference))?.status).toBe('pending');
  });

  it('a PayPal order of order A named with order B\'s reference is PAYPAL_ORDER_NOT_FOUND for capture, cancel, amend and the webhook: nothing captured, both orders unchanged', async () => {
    const k = payPalKit();
    await k.fill(guest('a'));
    await k.fill(guest('b'));
    const a = await k.start(guest('a'));
    const b = await k.start(guest('b'));
    await k.sandbox.approve(a.ref.payPalOrderId, 'balance');
    const crossed = { owner: guest('b'), reference: b.ref.reference, payPalOrderId: a.ref.payPalOrderId };
    const notFound = { ok: false, error: { code: 'PAYPAL_ORDER_NOT_FOUND' } };
    expect(await k.capture.execute(crossed)).toEqual(notFound);
    expect(await k.cancel.execute(crossed)).toEqual(notFound);
    expect(await k.amend.execute({ ...crossed, site: evans, countryCode: 'GB', postcode: 'SW1A 1AA' })).toEqual(notFound);
    const approvedA = await k.sandbox.get(a.ref.payPalOrderId);
    if (!approvedA.ok) throw new Error('no PayPal order');
    const forB = await k.sandbox.verifyWebhook(k.sandbox.signedWebhook('CHECKOUT.ORDER.APPROVED', { ...approvedA.value, reference: b.ref.reference }));
    expect(forB.ok && (await k.webhook.execute(forB.value))).toEqual({ ok: true, value: 'ignored' });
    expect(k.sandbox.capturedCount()).toBe(0);
    expect(await k.sandbox.get(a.ref.payPalOrderId)).toMatchObject({ ok: true, value: { status: 'APPROVED', captureId: null, shipping: { countryCode: 'GB', postalCode: null } } });
    expect((await k.orders.byReference(a.ref.reference))?.status).toBe('pending');
    expect((await k.orders.byReference(b.ref.reference))?.status).toBe('pending');
    expect(k.shop.stock.get('FX-000101-12')).toBe(3);
    // A's own reference still captures A, and only A.
    expect(await k.capture.execute(a.ref)).toMatchObject({ ok: true, value: { status: 'paid' } });
    expect((await k.orders.byReference(b.ref.reference))?.status).toBe('pending');
  });

  it('PayPal unreachable on create: our order is cancelled (stock back, basket kept); the retry creates one order', async () => {
    const k = payPalKit();
    await k.fill(guest());
    k.payPal.down.add('create');
    const failed = await k.create.execute({ owner: guest(), site: evans, orderId: null, returnUrlFor: () => '/r', cancelUrlFor: () => '/c' });
    expect(failed).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    expect(k.shop.stock.get('FX-000101-12')).toBe(5);
    expect(await k.baskets.linesOf(guest())).toHaveLength(1);
    expect(await k.orders.openOrderOf(guest())).toBeNull();
    k.payPal.down.clear();
    const { ref } = await k.start();
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    expect(await k.capture.execute(ref)).toMatchObject({ ok: true, value: { status: 'paid' } });
    expect(k.shop.stock.get('FX-000101-12')).toBe(4);
  });

  it('PayPal unreachable on capture, or its answer lost: the order stays pending, nothing half done; the retry completes it once', async () => {
    const k = payPalKit();
    await k.fill(guest());
    const { ref } = await k.start();
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    k.payPal.down.add('capture');
    expect(await k.capture.execute(ref)).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    k.payPal.down.clear();
    k.payPal.loseCaptureAnswer = true;
    expect(await k.capture.execute(ref)).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    const pending = await k.orders.byReference(ref.reference);
    expect(pending?.status).toBe('pending');
    expect(await k.baskets.linesOf(guest())).toHaveLength(1);
    expect(k.sent).toEqual([]);
    // Money moved at PayPal: a create now never starts a second PayPal order.
    expect(await k.create.execute({ owner: guest(), site: evans, orderId: null, returnUrlFor: () => '/r', cancelUrlFor: () => '/c' })).toEqual({ ok: false, error: { code: 'PAYMENT_IN_PROGRESS' } });
    k.payPal.loseCaptureAnswer = false;
    expect(await k.capture.execute(ref)).toMatchObject({ ok: true, value: { status: 'paid', paymentMethod: 'paypal' } });
    expect(k.sandbox.capturedCount()).toBe(1);
    expect(k.sent).toHaveLength(1);
    expect(await k.baskets.linesOf(guest())).toEqual([]);
  });

  it('create for an order of the page that is not the shopper\'s is ORDER_NOT_FOUND; a paid one is closed', async () => {
    const k = payPalKit();
    await k.fill(guest());
    const { ref, order } = await k.start();
    const asStranger = await k.create.execute({ owner: guest('g2'), site: evans, orderId: order.id, returnUrlFor: () => '/r', cancelUrlFor: () => '/c' });
    expect(asStranger).toEqual({ ok: false, error: { code: 'ORDER_NOT_FOUND' } });
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    await k.capture.execute(ref);
    expect(await k.create.execute({ owner: guest(), site: evans, orderId: order.id, returnUrlFor: () => '/r', cancelUrlFor: () => '/c' })).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_CLOSED' } });
  });
});
