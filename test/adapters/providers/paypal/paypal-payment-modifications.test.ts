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
    const modifications: PaymentModifications = new PayPalPaymentModifications(client, payPalRefundNoteFor);
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

  test('PayPal took the money at approval: capture and cancel are refused with the reason, nothing sent', async () => {
    const { standIn: s, modifications } = await open();
    const order = await paidAt(s);
    const before = s.requests.length;
    expect(modifications.capturesAtPayment(order.siteCode)).toBe(true);
    expect(await modifications.capture(callOf(order, 100))).toEqual({
      ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'PayPal took this payment in full when the shopper approved it, so there is nothing left to capture.' },
    });
    expect(await modifications.cancel(callOf(order, 5395))).toEqual({
      ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'PayPal took this payment in full when the shopper approved it, so it cannot be cancelled: refund it instead.' },
    });
    expect(s.requests.length).toBe(before);
  });
});
