import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { payPalRefundNoteFor } from '../../../../src/adapters/i18n/paypal-refund-note.js';
import { PayPalOrdersClient } from '../../../../src/adapters/providers/paypal/paypal-orders-client.js';
import { PayPalPaymentModifications } from '../../../../src/adapters/providers/paypal/paypal-payment-modifications.js';
import type { Order } from '../../../../src/domain/orders/order.js';
import type { ModificationCall, PaymentModifications } from '../../../../src/ports/payment-modifications.port.js';
import { gbp, orderLine, orderSnapshot } from '../../../support/order-fixtures.js';
import { startPayPalStandIn, type PayPalStandIn } from '../../../support/stand-ins/paypal-stand-in.js';

/** A £53.95 order paid with PayPal, and its capture's id at the stand-in (the order's PSP reference). */
async function paidAt(standIn: PayPalStandIn): Promise<Order> {
  const snapshot = orderSnapshot({ kind: 'guest', sessionId: 's1', site: 'evans' }, [orderLine('S1', 2, 2500)]);
  const reference = `EV-${randomUUID().slice(0, 8)}`;
  const created = await standIn.sandbox.create({ reference, amount: snapshot.total, returnUrl: '/r', cancelUrl: '/c', requestId: randomUUID() });
  if (!created.ok) throw new Error('not created');
  await standIn.sandbox.approve(created.value.id, 'balance');
  const captured = await standIn.sandbox.capture(created.value.id, randomUUID());
  if (!captured.ok) throw new Error('not captured');
  return {
    ...snapshot, id: randomUUID(), reference, status: 'paid', paymentMethod: 'paypal', pspReference: captured.value.captureId,
    createdAt: new Date(), closedAt: new Date(), issuedVoucherCodes: [],
  };
}

/** The same £53.95 order paid with PayPal on a manual-capture site: authorised (intent AUTHORIZE), its authorization's id the order's PSP reference. */
async function authorisedAt(standIn: PayPalStandIn): Promise<Order> {
  const snapshot = orderSnapshot({ kind: 'guest', sessionId: 's1', site: 'evans' }, [orderLine('S1', 2, 2500)]);
  const reference = `EV-${randomUUID().slice(0, 8)}`;
  const created = await standIn.sandbox.create({ reference, amount: snapshot.total, returnUrl: '/r', cancelUrl: '/c', requestId: randomUUID(), intent: 'AUTHORIZE' });
  if (!created.ok) throw new Error('not created');
  await standIn.sandbox.approve(created.value.id, 'balance');
  const authorised = await standIn.sandbox.authorize(created.value.id, randomUUID());
  if (!authorised.ok) throw new Error('not authorised');
  return {
    ...snapshot, id: randomUUID(), reference, status: 'paid', paymentMethod: 'paypal', pspReference: authorised.value.authorizationId,
    createdAt: new Date(), closedAt: new Date(), issuedVoucherCodes: [],
  };
}

const callOf = (order: Order, amountMinor: number, reference = randomUUID()): ModificationCall => ({
  order, paymentReference: order.pspReference!, reference, amount: gbp(amountMinor), lines: [], delivery: false,
});

describe('PayPal payment modifications over the fetch client and the Payments v2 stand-in', () => {
  let standIn: PayPalStandIn | null = null;
  afterEach(async () => {
    await standIn?.close();
    standIn = null;
  });
  const open = async () => {
    standIn = await startPayPalStandIn();
    const client = new PayPalOrdersClient({ clientId: standIn.clientId, clientSecret: standIn.clientSecret, baseUrl: standIn.baseUrl, timeoutMs: 2_000, webhookId: standIn.webhookId });
    // Yours Clothing captures by hand: the checkout authorises its PayPal orders.
    const modifications: PaymentModifications = new PayPalPaymentModifications(client, payPalRefundNoteFor, (site) => (site === 'yours-clothing' ? 'manual' : 'automatic'));
    return { standIn, modifications };
  };

  test('a refund refunds the capture under the modification\'s id, with our order\'s reference and the modification\'s id; COMPLETED settles it in the answer', async () => {
    const { standIn: s, modifications } = await open();
    const order = await paidAt(s);
    const call = callOf(order, 1500);
    const taken = await modifications.refund(call);
    expect(taken).toEqual({ ok: true, value: { providerReference: expect.stringMatching(/^[A-Z0-9]{17}$/), outcome: { succeeded: true, reason: null } } });
    const sent = s.requests.find((r) => r.path === `/v2/payments/captures/${order.pspReference}/refund`);
    expect(sent?.headers['paypal-request-id']).toBe(call.reference);
    expect(sent?.body).toEqual({
      amount: { currency_code: 'GBP', value: '15.00' }, invoice_id: order.reference, custom_id: call.reference, note_to_payer: `Refund for your order ${order.reference}`,
    });
    // The same modification again (a retry): PayPal's same refund, nothing refunded twice.
    expect(await modifications.refund(call)).toEqual(taken);
    expect(s.sandbox.refundedCount()).toBe(1);
  });

  test('PENDING leaves the result to the webhook; FAILED, more than is left and an unknown capture are refusals an operator reads; PayPal down is unavailable', async () => {
    const { standIn: s, modifications } = await open();
    const order = await paidAt(s);
    s.sandbox.pendRefunds(1);
    expect(await modifications.refund(callOf(order, 1000))).toMatchObject({ ok: true, value: { outcome: null } });
    s.sandbox.pendRefunds(0);
    expect(await modifications.refund(callOf(order, 1013))).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_FAILED' } });
    expect(await modifications.refund(callOf(order, 4396))).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_AMOUNT_EXCEEDED' } });
    expect(await modifications.refund(callOf({ ...order, pspReference: '0NOSUCHCAPTURE000' }, 100)))
      .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'PayPal does not know this payment\'s capture (RESOURCE_NOT_FOUND).' } });
    expect(await modifications.refund(callOf(order, 4395))).toMatchObject({ ok: true });
    expect(await modifications.refund(callOf(order, 1)))
      .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'PayPal has given this payment back in full already (CAPTURE_FULLY_REFUNDED).' } });
    s.setFault('status-500');
    expect(await modifications.refund(callOf(order, 100))).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
  });

  test('the note to the buyer is in the language of the order\'s site', () => {
    expect(payPalRefundNoteFor('yours-clothing-de', 'YC-1000123')).toBe('Erstattung für Ihre Bestellung YC-1000123');
    expect(payPalRefundNoteFor('yours-clothing-fr', 'YC-1000123')).toBe('Remboursement de votre commande YC-1000123');
    expect(payPalRefundNoteFor('evans', 'EV-1000123')).toBe('Refund for your order EV-1000123');
  });

  test('PayPal took the money at approval: capture and cancel are refused with the reason (PayPal knows no authorization by the capture\'s id)', async () => {
    const { standIn: s, modifications } = await open();
    const order = await paidAt(s);
    const before = s.requests.length;
    expect(modifications.capturesAtPayment(order.siteCode)).toBe(true);
    expect(modifications.capturesAtPayment('yours-clothing')).toBe(false);
    expect(await modifications.capture(callOf(order, 100))).toEqual({
      ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'PayPal took this payment in full when the shopper approved it, so there is nothing left to capture.' },
    });
    expect(await modifications.cancel(callOf(order, 5395))).toEqual({
      ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'PayPal took this payment in full when the shopper approved it, so it cannot be cancelled: refund it instead.' },
    });
    expect(s.requests.slice(before).map((r) => r.path).filter((p) => p.startsWith('/v2/'))).toEqual([
      `/v2/payments/authorizations/${order.pspReference}/capture`, `/v2/payments/authorizations/${order.pspReference}/void`,
    ]);
    expect(s.sandbox.capturedCount()).toBe(1);
  });

  test('an authorised order (intent AUTHORIZE) is captured in parts under each modification\'s id, final_capture as the call says (the last of the authorisation); each capture\'s id is its provider reference', async () => {
    const { standIn: s, modifications } = await open();
    const order = await authorisedAt(s);
    const first = callOf(order, 2000);
    const taken = await modifications.capture(first);
    expect(taken).toEqual({ ok: true, value: { providerReference: expect.stringMatching(/^[A-Z0-9]{17}$/), outcome: { succeeded: true, reason: null } } });
    const sent = s.requests.find((r) => r.path === `/v2/payments/authorizations/${order.pspReference}/capture`);
    expect(sent?.headers['paypal-request-id']).toBe(first.reference);
    expect(sent?.body).toEqual({ amount: { currency_code: 'GBP', value: '20.00' }, final_capture: false, invoice_id: order.reference });
    expect(await modifications.capture(first)).toEqual(taken);
    expect(await modifications.capture(callOf(order, 3396))).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'MAX_CAPTURE_AMOUNT_EXCEEDED' } });
    expect(await modifications.capture(callOf(order, 1013))).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'CAPTURE_DECLINED' } });
    expect(await modifications.capture({ ...callOf(order, 3395), finalCapture: true })).toMatchObject({ ok: true });
    expect(s.requests.at(-1)?.body).toMatchObject({ final_capture: true });
    expect(await modifications.cancel(callOf(order, 0))).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'PREVIOUSLY_CAPTURED' } });
  });

  test('what is left of an authorization captured in part is released by voiding it; a capture after is refused', async () => {
    const { standIn: s, modifications } = await open();
    const order = await authorisedAt(s);
    expect(await modifications.capture(callOf(order, 2000))).toMatchObject({ ok: true });
    const release = callOf(order, 3395);
    expect(await modifications.releaseRemaining!(release)).toEqual({ ok: true, value: { providerReference: order.pspReference, outcome: { succeeded: true, reason: null } } });
    expect(s.requests.at(-1)).toMatchObject({ path: `/v2/payments/authorizations/${order.pspReference}/void`, headers: { 'paypal-request-id': release.reference } });
    expect(await modifications.capture(callOf(order, 100))).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'AUTHORIZATION_VOIDED' } });
  });

  test('a capture PayPal leaves PENDING took nothing yet: taken under its id, its outcome left to PAYMENT.CAPTURE.COMPLETED or DENIED', async () => {
    const order = { ...orderSnapshot({ kind: 'guest', sessionId: 's1', site: 'evans' }, [orderLine('S1', 2, 2500)]), id: 'o1', reference: 'EV-1000123', status: 'paid' as const,
      paymentMethod: 'paypal', pspReference: '0VF52814937998046', createdAt: new Date(), closedAt: new Date(), issuedVoucherCodes: [] };
    const held = new PayPalPaymentModifications({
      captureAuthorization: async () => ({ ok: true, value: { id: '3C679366HH908993F', status: 'PENDING' } }),
      voidAuthorization: async () => ({ ok: true, value: { id: '0VF52814937998046' } }),
      refund: async () => ({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } }),
    }, payPalRefundNoteFor, () => 'manual');
    expect(await held.capture(callOf(order, 2000))).toEqual({ ok: true, value: { providerReference: '3C679366HH908993F', outcome: null } });
  });

  test('an authorised order is cancelled by voiding its authorization, once; nothing is captured after', async () => {
    const { standIn: s, modifications } = await open();
    const order = await authorisedAt(s);
    const call = callOf(order, 5395);
    expect(await modifications.cancel(call)).toEqual({ ok: true, value: { providerReference: order.pspReference, outcome: { succeeded: true, reason: null } } });
    expect(s.requests.at(-1)).toMatchObject({ path: `/v2/payments/authorizations/${order.pspReference}/void`, headers: { 'paypal-request-id': call.reference } });
    expect(await modifications.cancel(call)).toMatchObject({ ok: true });
    expect(await modifications.capture(callOf(order, 100))).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'AUTHORIZATION_VOIDED' } });
  });

  test('a refund of an authorised order refunds the first capture with enough left; one larger than every capture\'s rest is refused, nothing refunded', async () => {
    const { standIn: s, modifications } = await open();
    const order = await authorisedAt(s);
    const captured: string[] = [];
    for (const amount of [2000, 3395]) {
      const taken = await modifications.capture(callOf(order, amount));
      if (!taken.ok) throw new Error('not captured');
      captured.push(taken.value.providerReference);
    }
    const refund = (amountMinor: number) => modifications.refund({ ...callOf(order, amountMinor), captureReferences: captured });
    expect(await refund(3000)).toMatchObject({ ok: true, value: { outcome: { succeeded: true } } });
    expect(s.requests.filter((r) => r.path.endsWith('/refund')).map((r) => r.path)).toEqual([
      `/v2/payments/captures/${captured[0]}/refund`, `/v2/payments/captures/${captured[1]}/refund`,
    ]);
    expect(await refund(2000)).toMatchObject({ ok: true });
    expect(await refund(500)).toEqual({
      ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'PayPal gives back each capture of this order on its own, and none of them has this much left to refund: refund it in parts, one capture at a time.' },
    });
    expect(await refund(395)).toMatchObject({ ok: true });
    expect(s.sandbox.refundedCount()).toBe(3);
  });
});
