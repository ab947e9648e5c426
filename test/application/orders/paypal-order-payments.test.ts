import { afterEach, describe, expect, test, vi } from 'vitest';
import { payPalRefundNoteFor } from '../../../src/adapters/i18n/paypal-refund-note.js';
import { PayPalPaymentModifications } from '../../../src/adapters/providers/paypal/paypal-payment-modifications.js';
import { PAYPAL_METHOD } from '../../../src/application/checkout/paypal/paypal-attempts.js';
import { SettlePayPalRefund, isPayPalRefundEvent } from '../../../src/application/orders/settle-paypal-refund.use-case.js';
import { err } from '../../../src/domain/shared/result.js';
import type { PayPalOrders, PayPalWebhookDelivery } from '../../../src/ports/paypal-orders.port.js';
import { DATABASE_START_TIMEOUT_MS } from '../../support/test-databases.js';
import { FRAN, moneyKit } from './money-test-kit.js';

type Kit = Awaited<ReturnType<typeof moneyKit>>;

describe('refund a PayPal order (the money use cases over the SQL ledger and the PayPal sandbox)', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  let kit: Kit | null = null;
  afterEach(async () => {
    await kit?.close();
    kit = null;
  });
  const problems: { event: string; details: Record<string, unknown> }[] = [];
  const open = async (options: Parameters<typeof moneyKit>[0] = {}) => {
    problems.length = 0;
    kit = await moneyKit(options);
    const k = kit;
    const refunds = new SettlePayPalRefund(k.settle, { report: (event, details) => void problems.push({ event, details }) });
    /** The PayPal webhooks sent from `from` on, verified and handled as the webhook route does; what each refund event did. */
    const deliverPayPal = async (from = 0) => {
      const outcomes = [];
      for (const delivery of k.payPalWebhooks.slice(from)) {
        const verified = await k.payPal.verifyWebhook(delivery);
        if (verified.ok && isPayPalRefundEvent(verified.value)) outcomes.push(await refunds.execute(verified.value));
      }
      return outcomes;
    };
    return { ...k, deliverPayPal };
  };
  const action = (orderReference: string, idempotencyKey: string) => ({ orderReference, idempotencyKey, actor: FRAN });
  /** 2 x £25.00 + 1 x £10.00 + £3.95 delivery = £63.95, paid with PayPal (captured when the shopper approved). */
  const payPalOrder = (k: Kit) => k.order([['S1', 2, 2500], ['S2', 1, 1000]], { paymentMethod: PAYPAL_METHOD });
  const eventTypes = (deliveries: PayPalWebhookDelivery[]) => deliveries.map((d) => (d.event as { event_type: string }).event_type);

  test('a refund by lines is done at PayPal at once: the ledger follows its answer, the same key asks once, and the webhook that follows changes nothing', async () => {
    const k = await open();
    const order = await payPalOrder(k);
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 6395, refundedMinor: 0 });
    const from = k.payPalWebhooks.length;
    const refunded = await k.refund.execute({ ...action(order.reference, 'op-1'), selection: { kind: 'lines', lines: [{ position: 0, quantity: 1 }], delivery: true } });
    expect(refunded).toMatchObject({ ok: true, value: { kind: 'refund', state: 'succeeded', amount: { amountMinor: 2895 }, providerReference: expect.stringMatching(/^[A-Z0-9]{17}$/) } });
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 0, refundedMinor: 2895 });
    expect(await k.refund.execute({ ...action(order.reference, 'op-1'), selection: { kind: 'lines', lines: [{ position: 0, quantity: 1 }], delivery: true } })).toEqual(refunded);
    expect(k.payPal.refundedCount()).toBe(1);
    expect(eventTypes(k.payPalWebhooks.slice(from))).toEqual(['PAYMENT.CAPTURE.REFUNDED']);
    expect(await k.deliverPayPal(from)).toEqual(['ignored']);
    // The rest, whole: PayPal has nothing left of the capture afterwards.
    expect(await k.refund.execute({ ...action(order.reference, 'op-2'), selection: { kind: 'whole' } })).toMatchObject({ ok: true, value: { state: 'succeeded', amount: { amountMinor: 3500 } } });
    expect(await k.payPal.refund(order.pspReference!, { amount: null, requestId: 'after' })).toEqual(err({ code: 'PAYPAL_CAPTURE_REFUNDED' }));
    expect(await k.ledgerOf(order)).toMatchObject({ refundedMinor: 6395 });
  });

  test('over what is left, or a capture or cancel of a payment PayPal took at approval: refused with nothing sent to PayPal', async () => {
    const k = await open();
    // An automatic-capture site: PayPal's orders are captured when the shopper approves.
    const order = await payPalOrder(k);
    expect(await k.refund.execute({ ...action(order.reference, 'over'), selection: { kind: 'amount', amountMinor: 6396 } }))
      .toEqual(err({ code: 'REFUND_OVER_REMAINING', remainingMinor: 6395, currency: 'GBP' }));
    expect(await k.payments.ledgerOf(order.id, 'manual')).toMatchObject({ capturedMinor: 6395 });
    expect(await k.capture.execute({ ...action(order.reference, 'cap'), amountMinor: null })).toEqual(err({ code: 'CAPTURE_OVER_AUTHORISED', remainingMinor: 0, currency: 'GBP' }));
    expect(await k.cancel.execute(action(order.reference, 'cancel'))).toEqual(err({ code: 'PAYMENT_ALREADY_CAPTURED' }));
    expect(k.payPal.refundedCount()).toBe(0);
    expect(await k.payments.modificationsOf(order.id)).toEqual([]);
  });

  test('refunds asked at once never refund more than PayPal took, at PayPal or in the ledger', async () => {
    const k = await open();
    const order = await payPalOrder(k);
    const asked = await Promise.all(Array.from({ length: 12 }, (_, i) => k.refund.execute({ ...action(order.reference, `at-once-${i}`), selection: { kind: 'amount', amountMinor: 1000 } })));
    expect(asked.filter((r) => r.ok && r.value.state === 'succeeded')).toHaveLength(6);
    for (const r of asked.filter((a) => !a.ok)) expect(r).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^(REFUND_OVER_REMAINING|PAYMENT_CHANGED)$/) } });
    expect(k.payPal.refundedCount()).toBe(6);
    expect(await k.ledgerOf(order)).toMatchObject({ refundedMinor: 6000, refundReservedMinor: 0 });
    // PayPal holds the same: £3.95 of the capture is left.
    expect(await k.payPal.refund(order.pspReference!, { amount: { amountMinor: 396, currency: 'GBP' }, requestId: 'more' }))
      .toEqual(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'REFUND_AMOUNT_EXCEEDED' }));
  });

  test('a failing test amount: PayPal refuses, the refund fails and its money is released to refund again', async () => {
    const k = await open();
    const order = await payPalOrder(k);
    const failed = await k.refund.execute({ ...action(order.reference, 'op-13'), selection: { kind: 'amount', amountMinor: 1013 } });
    expect(failed).toMatchObject({ ok: false, error: { code: 'PROVIDER_REFUSED', reason: 'REFUND_FAILED', modification: { state: 'failed', failureReason: 'REFUND_FAILED' } } });
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 0, refundedMinor: 0 });
    expect(await k.refund.execute({ ...action(order.reference, 'op-whole'), selection: { kind: 'whole' } })).toMatchObject({ ok: true, value: { state: 'succeeded', amount: { amountMinor: 6395 } } });
  });

  test('a pending refund waits for PayPal\'s webhook: PAYMENT.CAPTURE.REFUNDED settles it once; PAYMENT.REFUND.FAILED releases a failing one', async () => {
    const k = await open();
    k.payPal.pendRefunds(1);
    const order = await payPalOrder(k);
    const from = k.payPalWebhooks.length;
    const pending = await k.refund.execute({ ...action(order.reference, 'op-pending'), selection: { kind: 'amount', amountMinor: 2000 } });
    expect(pending).toMatchObject({ ok: true, value: { state: 'requested', providerReference: expect.any(String) } });
    const failing = await k.refund.execute({ ...action(order.reference, 'op-failing'), selection: { kind: 'amount', amountMinor: 1513 } });
    expect(failing).toMatchObject({ ok: true, value: { state: 'requested' } });
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 3513, refundedMinor: 0 });
    await vi.waitFor(() => expect(k.payPalWebhooks.length - from).toBe(4), { timeout: 5_000, interval: 20 });
    expect((await k.deliverPayPal(from)).sort()).toEqual(['pending', 'pending', 'refund-settled', 'refund-settled']);
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 0, refundedMinor: 2000 });
    const states = (await k.payments.modificationsOf(order.id)).map((m) => [m.idempotencyKey, m.state, m.failureReason]);
    expect(states).toEqual([['op-pending', 'succeeded', null], ['op-failing', 'failed', 'REFUND_FAILED']]);
    // PayPal delivers again: nothing changes.
    expect(await k.deliverPayPal(from)).toEqual(['pending', 'pending', 'ignored', 'ignored']);
    expect(await k.ledgerOf(order)).toMatchObject({ refundedMinor: 2000 });
  });

  test('a PayPal order authorised on a manual-capture site (intent AUTHORIZE): captured in parts, a refund refunds a capture with enough left, the rest voided', async () => {
    const finals: boolean[] = [];
    const k = await open({
      manualCaptureSites: ['evans'],
      providers: { [PAYPAL_METHOD]: new PayPalPaymentModifications({
        refund: (id, r) => kit!.payPal.refund(id, r),
        captureAuthorization: (id, r) => {
          finals.push(r.finalCapture);
          return kit!.payPal.captureAuthorization(id, r);
        },
        voidAuthorization: (id, r) => kit!.payPal.voidAuthorization(id, r),
      }, payPalRefundNoteFor, () => 'manual') },
    });
    const order = await payPalOrder(k);
    expect(await k.ledgerOf(order)).toMatchObject({ authorisedMinor: 6395, capturedMinor: 0 });
    const first = await k.capture.execute({ orderReference: order.reference, idempotencyKey: 'cap-1', actor: FRAN, amountMinor: 2500 });
    const second = await k.capture.execute({ orderReference: order.reference, idempotencyKey: 'cap-2', actor: FRAN, amountMinor: 1000 });
    expect(first).toMatchObject({ ok: true, value: { state: 'succeeded', providerReference: expect.stringMatching(/^[A-Z0-9]{17}$/) } });
    expect(second).toMatchObject({ ok: true, value: { state: 'succeeded' } });
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 3500 });
    expect(await k.refund.execute({ ...action(order.reference, 'ref-1'), selection: { kind: 'amount', amountMinor: 2000 } })).toMatchObject({ ok: true, value: { state: 'succeeded' } });
    // 5.00 is left of the first capture and 10.00 of the second: 8.00 comes from the second.
    expect(await k.refund.execute({ ...action(order.reference, 'ref-2'), selection: { kind: 'amount', amountMinor: 800 } })).toMatchObject({ ok: true, value: { state: 'succeeded' } });
    // 5.00 and 2.00 left: 6.00 would span both captures, and is refused with the reason.
    expect(await k.refund.execute({ ...action(order.reference, 'ref-3'), selection: { kind: 'amount', amountMinor: 600 } }))
      .toMatchObject({ ok: false, error: { code: 'PROVIDER_REFUSED', reason: expect.stringContaining('one capture at a time') } });
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 3500, refundedMinor: 2800, refundReservedMinor: 0 });
    expect(k.payPal.refundedCount()).toBe(2);
    // final_capture only on the capture that takes the last of the authorisation.
    expect(await k.capture.execute({ orderReference: order.reference, idempotencyKey: 'cap-3', actor: FRAN, amountMinor: null }))
      .toMatchObject({ ok: true, value: { state: 'succeeded', amount: { amountMinor: 2895 } } });
    expect(finals).toEqual([false, false, true]);
    // A payment captured in part is not cancelled (the ledger says so); one not captured at all is voided at PayPal.

    expect(await k.cancel.execute(action(order.reference, 'void-1'))).toEqual(err({ code: 'PAYMENT_ALREADY_CAPTURED' }));
    const other = await payPalOrder(k);
    expect(await k.cancel.execute(action(other.reference, 'void-2'))).toMatchObject({ ok: true, value: { kind: 'cancel', state: 'succeeded', amount: { amountMinor: 6395 } } });
    expect(await k.payPal.captureAuthorization(other.pspReference!, { amount: { amountMinor: 100, currency: 'GBP' }, finalCapture: false, requestId: 'late' }))
      .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'AUTHORIZATION_VOIDED' } });
  });

  test('PayPal out of reach: the refund stays asked, and the same key asks PayPal again once it answers', async () => {
    let down = true;
    const reachable: Pick<PayPalOrders, 'refund' | 'captureAuthorization' | 'voidAuthorization'> = {
      refund: (captureId, request) => (down ? Promise.resolve(err({ code: 'PROVIDER_UNAVAILABLE' as const })) : kit!.payPal.refund(captureId, request)),
      captureAuthorization: (id, request) => kit!.payPal.captureAuthorization(id, request),
      voidAuthorization: (id, requestId) => kit!.payPal.voidAuthorization(id, requestId),
    };
    const k = await open({ providers: { [PAYPAL_METHOD]: new PayPalPaymentModifications(reachable, payPalRefundNoteFor, () => 'automatic') } });

    const order = await payPalOrder(k);
    const asked = await k.refund.execute({ ...action(order.reference, 'op-down'), selection: { kind: 'amount', amountMinor: 1500 } });
    expect(asked).toMatchObject({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE', modification: { state: 'requested', providerReference: null } } });
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 1500 });
    down = false;
    expect(await k.refund.execute({ ...action(order.reference, 'op-down'), selection: { kind: 'amount', amountMinor: 1500 } })).toMatchObject({ ok: true, value: { state: 'succeeded' } });
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 0, refundedMinor: 1500 });
    expect(k.payPal.refundedCount()).toBe(1);
  });

  test('a capture PayPal reversed on its own (PAYMENT.CAPTURE.REVERSED) is reported for an operator; the ledger is not moved', async () => {
    const k = await open();
    const order = await payPalOrder(k);
    const reversal = k.payPal.signEvent({
      id: 'WH-REVERSED-1', event_type: 'PAYMENT.CAPTURE.REVERSED', resource_type: 'refund',
      resource: { id: '9RV90911RC856315B', status: 'COMPLETED', amount: { currency_code: 'GBP', value: '63.95' }, invoice_id: order.reference },
    });
    const verified = await k.payPal.verifyWebhook(reversal);
    expect(verified).toMatchObject({ ok: true, value: { kind: 'capture-reversed', reference: order.reference, refund: { id: '9RV90911RC856315B', customId: null } } });
    const from = k.payPalWebhooks.length;
    k.payPalWebhooks.push(reversal);
    expect(await k.deliverPayPal(from)).toEqual(['capture-reversed']);
    expect(problems).toEqual([{ event: 'PAYPAL_CAPTURE_REVERSED', details: { orderReference: order.reference, refundId: '9RV90911RC856315B', eventId: 'WH-REVERSED-1' } }]);
    expect(await k.ledgerOf(order)).toMatchObject({ refundedMinor: 0 });
  });
});
