import { describe, expect, it } from 'vitest';
import { evans } from '../orders-test-kit.js';
import { guest, payPalKit } from './paypal-test-kit.js';

const createAgain = (k: ReturnType<typeof payPalKit>) =>
  k.create.execute({ owner: guest(), site: evans, orderId: null, returnUrlFor: () => '/r', cancelUrlFor: () => '/c' });

describe('PayPal on a manual-capture site (intent AUTHORIZE)', () => {
  it('the PayPal order is authorised at approval, not captured: paid once with the authorization\'s id, one email; approvals again change nothing', async () => {
    const k = payPalKit('manual');
    await k.fill(guest());
    const { ref } = await k.start();
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    // An order created to be authorised refuses a capture: the checkout asked PayPal for intent AUTHORIZE.
    expect(await k.sandbox.capture(ref.payPalOrderId, 'probe')).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'ACTION_DOES_NOT_MATCH_INTENT' } });
    const answers = await Promise.all([k.capture.execute(ref), k.capture.execute(ref), k.deliver('CHECKOUT.ORDER.APPROVED', ref.payPalOrderId)]);
    const authorised = await k.sandbox.get(ref.payPalOrderId);
    const authorizationId = authorised.ok ? authorised.value.authorizationId : null;
    expect(authorizationId).toMatch(/^[A-Z0-9]{17}$/);
    expect(answers[0]).toMatchObject({ ok: true, value: { status: 'paid', paymentMethod: 'paypal', pspReference: authorizationId } });
    expect(answers[1]).toMatchObject({ ok: true, value: { status: 'paid', pspReference: authorizationId } });
    expect(answers[2]).toMatchObject({ ok: true });
    expect(k.sandbox.capturedCount()).toBe(0);
    expect(k.sent).toHaveLength(1);
    expect(await k.baskets.linesOf(guest())).toEqual([]);
    expect(await k.capture.execute(ref)).toMatchObject({ ok: true, value: { status: 'paid', pspReference: authorizationId } });
    expect(await k.deliver('PAYMENT.AUTHORIZATION.CREATED', ref.payPalOrderId)).toEqual({ ok: true, value: 'ignored' });
    expect(k.sent).toHaveLength(1);
    expect(k.problems).toEqual([]);
  });

  it('the webhook approval alone authorises and completes the order (the browser never came back)', async () => {
    const k = payPalKit('manual');
    await k.fill(guest());
    const { ref } = await k.start();
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    expect(await k.deliver('CHECKOUT.ORDER.APPROVED', ref.payPalOrderId)).toEqual({ ok: true, value: 'paid' });
    const authorised = await k.sandbox.get(ref.payPalOrderId);
    expect((await k.orders.byReference(ref.reference))?.pspReference).toBe(authorised.ok && authorised.value.authorizationId);
  });

  it('an authorization whose answer was lost is completed by PAYMENT.AUTHORIZATION.CREATED; meanwhile a create starts no second PayPal order', async () => {
    const k = payPalKit('manual');
    await k.fill(guest());
    const { ref } = await k.start();
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    k.payPal.down.add('authorize');
    expect(await k.capture.execute(ref)).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    // PayPal authorised all the same (the answer was lost on the way back).
    await k.sandbox.authorize(ref.payPalOrderId, 'answer-lost');
    expect((await k.orders.byReference(ref.reference))?.status).toBe('pending');
    expect(await createAgain(k)).toEqual({ ok: false, error: { code: 'PAYMENT_IN_PROGRESS' } });
    expect(await k.deliver('PAYMENT.AUTHORIZATION.CREATED', ref.payPalOrderId)).toEqual({ ok: true, value: 'paid' });
    // The browser's retry under its own request id finds the order authorised already.
    k.payPal.down.clear();
    expect(await k.capture.execute(ref)).toMatchObject({ ok: true, value: { status: 'paid' } });
    expect(k.sent).toHaveLength(1);
  });

  it('a declined card at authorisation restarts the flow; the buyer approves again and the order is authorised once', async () => {
    const k = payPalKit('manual');
    await k.fill(guest());
    const { ref } = await k.start();
    await k.sandbox.approve(ref.payPalOrderId, 'declined-card');
    expect(await k.capture.execute(ref)).toEqual({ ok: false, error: { code: 'PAYPAL_CAPTURE_FAILED' } });
    expect((await k.orders.byReference(ref.reference))?.status).toBe('pending');
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    expect(await k.capture.execute(ref)).toMatchObject({ ok: true, value: { status: 'paid' } });
    expect(k.sent).toHaveLength(1);
  });

  it('a late approval of an order closed while PayPal authorised it: the authorization is voided once, recorded in the order\'s history, the order stays closed', async () => {
    const k = payPalKit('manual');
    await k.fill(guest());
    const { ref, order } = await k.start();
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    k.payPal.whileCapturing = async () => void (await k.closeOrder.execute(order.id, 'expired', null, null));
    expect(await k.capture.execute(ref)).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_CLOSED' } });
    const authorised = await k.sandbox.get(ref.payPalOrderId);
    const authorizationId = authorised.ok ? authorised.value.authorizationId : null;
    expect(await k.orders.historyOf(order.id)).toEqual([{
      kind: 'payment-reversal-requested', at: k.clock.now(),
      detail: { provider: 'paypal', payPalOrderId: ref.payPalOrderId, authorizationId, amount: order.total, reason: 'ORDER_CLOSED', voided: true },
    }]);
    expect(k.problems.map((p) => p.event)).toEqual(['PAYMENT_FOR_CLOSED_ORDER']);
    // PayPal's webhook of the same authorization finds it given back: nothing asked again.
    expect(await k.deliver('PAYMENT.AUTHORIZATION.CREATED', ref.payPalOrderId)).toEqual({ ok: true, value: 'refunded' });
    expect(await k.orders.historyOf(order.id)).toHaveLength(1);
    expect(await k.sandbox.captureAuthorization(authorizationId!, { amount: order.total, finalCapture: true, requestId: 'late' }))
      .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'AUTHORIZATION_VOIDED' } });
    expect((await k.orders.byId(order.id))?.status).toBe('expired');
    expect(k.sent).toEqual([]);
  });

  it('PayPal out of reach for the void: recorded as failed and reported, and the next delivery of the webhook voids it', async () => {
    const k = payPalKit('manual');
    await k.fill(guest());
    const { ref, order } = await k.start();
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    await k.sandbox.authorize(ref.payPalOrderId, 'answer-lost');
    await k.closeOrder.execute(order.id, 'cancelled', null, null);
    k.payPal.down.add('void');
    expect(await k.deliver('PAYMENT.AUTHORIZATION.CREATED', ref.payPalOrderId)).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    expect((await k.orders.historyOf(order.id)).map((h) => h.kind)).toEqual(['payment-reversal-failed']);
    expect(k.problems.map((p) => p.event)).toEqual(['PAYMENT_FOR_CLOSED_ORDER', 'PAYMENT_REVERSAL_FAILED']);
    k.payPal.down.clear();
    expect(await k.deliver('PAYMENT.AUTHORIZATION.CREATED', ref.payPalOrderId)).toEqual({ ok: true, value: 'refunded' });
    expect((await k.orders.historyOf(order.id)).map((h) => h.kind)).toEqual(['payment-reversal-failed', 'payment-reversal-requested']);
  });

  it('a site that changed its capture mode after the PayPal order was created: its approval restarts the flow, and the create makes a PayPal order of the site\'s intent now', async () => {
    const k = payPalKit('automatic');
    await k.fill(guest());
    const { ref } = await k.start();
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    k.site.mode = 'manual';
    expect(await k.capture.execute(ref)).toEqual({ ok: false, error: { code: 'PAYPAL_CAPTURE_FAILED' } });
    expect(await k.deliver('CHECKOUT.ORDER.APPROVED', ref.payPalOrderId)).toEqual({ ok: true, value: 'pending' });
    expect(k.sandbox.capturedCount()).toBe(0);
    const again = await k.start();
    // The same order of ours (the basket holds the same), a new PayPal order.
    expect(again.order.reference).toBe(ref.reference);
    expect(again.payPal.id).not.toBe(ref.payPalOrderId);
    await k.sandbox.approve(again.ref.payPalOrderId, 'balance');
    const paid = await k.capture.execute(again.ref);
    const authorised = await k.sandbox.get(again.ref.payPalOrderId);
    expect(paid).toMatchObject({ ok: true, value: { status: 'paid', pspReference: authorised.ok && authorised.value.authorizationId } });
    expect(k.sandbox.capturedCount()).toBe(0);
  });

  it('a capture event about a capture of an authorization settles that capture; one the shop did not ask goes on to the checkout\'s rule', async () => {
    const k = payPalKit('manual');
    await k.fill(guest());
    const { ref, order } = await k.start();
    await k.sandbox.approve(ref.payPalOrderId, 'balance');
    await k.capture.execute(ref);
    const authorised = await k.sandbox.get(ref.payPalOrderId);
    if (!authorised.ok || authorised.value.authorizationId === null) throw new Error('not authorised');
    const taken = await k.sandbox.captureAuthorization(authorised.value.authorizationId, { amount: order.total, finalCapture: true, requestId: 'dispatch-1' });
    if (!taken.ok) throw new Error('not captured');
    const completed = k.sandbox.signEvent({
      id: 'WH-CAPTURE-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource_type: 'capture',
      resource: { id: taken.value.id, status: 'COMPLETED', invoice_id: order.reference, supplementary_data: { related_ids: { order_id: ref.payPalOrderId } } },
    });
    const verified = await k.sandbox.verifyWebhook(completed);
    if (!verified.ok) throw new Error('not verified');
    // No capture modification of that id here (the kit's ledger knows none): the order is paid with the authorization, nothing changes.
    expect(await k.webhook.execute(verified.value)).toEqual({ ok: true, value: 'ignored' });
    expect(k.settledCaptures).toEqual([{ reference: { id: '', providerReference: taken.value.id, kind: 'capture' }, outcome: { succeeded: true, reason: null } }]);
    expect((await k.orders.byId(order.id))?.pspReference).toBe(authorised.value.authorizationId);
    expect(k.sandbox.refundedCount()).toBe(0);
  });
});
