import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { klarnaLineLabelsFor } from '../../../src/adapters/i18n/klarna-line-labels.js';
import { KlarnaPaymentModifications } from '../../../src/adapters/providers/klarna/klarna-payment-modifications.js';
import { SandboxKlarnaPayments } from '../../../src/adapters/providers/klarna/sandbox/sandbox-klarna-payments.js';
import { KLARNA_METHOD, klarnaPurchaseOf } from '../../../src/application/checkout/klarna/klarna-sessions.js';
import { CaptureOnDispatch } from '../../../src/application/orders/capture-on-dispatch.js';
import { ReleaseOnCancel } from '../../../src/application/orders/release-on-cancel.js';
import type { Order } from '../../../src/domain/orders/order.js';
import { err } from '../../../src/domain/shared/result.js';
import type { KlarnaOrderModification, KlarnaPaymentsError } from '../../../src/ports/klarna-payments.port.js';
import { DATABASE_START_TIMEOUT_MS } from '../../support/test-databases.js';
import { FRAN, moneyKit } from './money-test-kit.js';

/** The Klarna sandbox, its captures and refunds out of reach while `down`. */
class ReachableKlarna extends SandboxKlarnaPayments {
  down = false;
  override async captureOrder(orderId: string, capture: KlarnaOrderModification) {
    return this.down ? err<KlarnaPaymentsError>({ code: 'PROVIDER_UNAVAILABLE' }) : super.captureOrder(orderId, capture);
  }
  override async refundOrder(orderId: string, refund: KlarnaOrderModification) {
    return this.down ? err<KlarnaPaymentsError>({ code: 'PROVIDER_UNAVAILABLE' }) : super.refundOrder(orderId, refund);
  }
}

type Kit = Awaited<ReturnType<typeof moneyKit>> & { klarna: ReachableKlarna };

describe('capture, cancel and refund a Klarna order (the money use cases over the SQL ledger and the Klarna sandbox)', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  let kit: Kit | null = null;
  afterEach(async () => {
    await kit?.close();
    kit = null;
  });

  /** The money kit with Klarna's order management for Klarna orders, each placed at the Klarna sandbox as the checkout places it (captured at placement on an automatic site). */
  const open = async (manualCaptureSites: string[] = []): Promise<Kit> => {
    const klarna = new ReachableKlarna({ now: () => new Date() });
    const payWithKlarna = async ({ order, manualCapture }: { order: Order; manualCapture: boolean }) => {
      const purchase = klarnaPurchaseOf(order, 'en-GB', klarnaLineLabelsFor('en-GB'))!;
      const session = await klarna.createSession(purchase);
      if (!session.ok) throw new Error(JSON.stringify(session.error));
      const approved = klarna.authorize(session.value.clientToken, true);
      if (!approved?.approved) throw new Error('not approved');
      const placed = await klarna.placeOrder(approved.authorization_token, purchase, { idempotencyKey: randomUUID(), autoCapture: !manualCapture });
      if (!placed.ok) throw new Error(JSON.stringify(placed.error));
      return placed.value.orderId;
    };
    const money = await moneyKit({
      manualCaptureSites, providers: { [KLARNA_METHOD]: new KlarnaPaymentModifications(klarna, klarnaLineLabelsFor) }, payWith: { [KLARNA_METHOD]: payWithKlarna },
    });
    return (kit = { ...money, klarna });
  };
  const action = (orderReference: string, idempotencyKey: string) => ({ orderReference, idempotencyKey, actor: FRAN });
  /** 2 × £25.00 + 1 × £10.00 + £3.95 delivery = £63.95, paid with Klarna. */
  const klarnaOrder = (k: Kit) => k.order([['S1', 2, 2500], ['S2', 1, 1000]], { paymentMethod: KLARNA_METHOD });

  test('automatic capture: the Klarna order was captured at placement, so a refund by lines is done at Klarna at once and the ledger follows its answer', async () => {
    const k = await open();
    const order = await klarnaOrder(k);
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ status: 'CAPTURED', capturedAmount: 6395 });
    const refunded = await k.refund.execute({ ...action(order.reference, 'op-1'), selection: { kind: 'lines', lines: [{ position: 0, quantity: 1 }], delivery: true } });
    expect(refunded).toMatchObject({ ok: true, value: { kind: 'refund', state: 'succeeded', amount: { amountMinor: 2895 }, providerReference: expect.any(String) } });
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ refundedAmount: 2895 });
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 6395, refundedMinor: 2895, refundReservedMinor: 0 });
    // The same operator action again is the same refund, asked of Klarna once.
    expect(await k.refund.execute({ ...action(order.reference, 'op-1'), selection: { kind: 'lines', lines: [{ position: 0, quantity: 1 }], delivery: true } })).toEqual(refunded);
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ refundedAmount: 2895 });
    // What is left, then nothing: refused before Klarna.
    expect(await k.refund.execute({ ...action(order.reference, 'op-2'), selection: { kind: 'whole' } })).toMatchObject({ ok: true, value: { state: 'succeeded', amount: { amountMinor: 3500 } } });
    expect(await k.refund.execute({ ...action(order.reference, 'op-3'), selection: { kind: 'amount', amountMinor: 1 } }))
      .toEqual(err({ code: 'REFUND_OVER_REMAINING', remainingMinor: 0, currency: 'GBP' }));
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ refundedAmount: 6395 });
    expect(await k.capture.execute({ ...action(order.reference, 'op-4'), amountMinor: null })).toMatchObject({ ok: false, error: { code: 'CAPTURE_OVER_AUTHORISED' } });
  });

  test('manual capture: captures are done at Klarna at once up to the authorisation; a refund never beyond what is captured; a cancel only before a capture', async () => {
    const k = await open(['evans']);
    const order = await klarnaOrder(k);
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ status: 'AUTHORIZED', capturedAmount: 0 });
    const captured = await k.capture.execute({ ...action(order.reference, 'cap-1'), amountMinor: 2500 });
    expect(captured).toMatchObject({ ok: true, value: { kind: 'capture', state: 'succeeded', amount: { amountMinor: 2500 } } });
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ status: 'PART_CAPTURED', capturedAmount: 2500 });
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 2500, captureReservedMinor: 0 });
    expect(await k.refund.execute({ ...action(order.reference, 'ref-1'), selection: { kind: 'amount', amountMinor: 2501 } }))
      .toEqual(err({ code: 'REFUND_OVER_REMAINING', remainingMinor: 2500, currency: 'GBP' }));
    expect(await k.cancel.execute(action(order.reference, 'can-1'))).toEqual(err({ code: 'PAYMENT_ALREADY_CAPTURED' }));
    expect(await k.refund.execute({ ...action(order.reference, 'ref-2'), selection: { kind: 'amount', amountMinor: 2500 } })).toMatchObject({ ok: true, value: { state: 'succeeded' } });
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ capturedAmount: 2500, refundedAmount: 2500 });

    const untouched = await klarnaOrder(k);
    expect(await k.cancel.execute(action(untouched.reference, 'can-2'))).toMatchObject({ ok: true, value: { kind: 'cancel', state: 'succeeded', providerReference: untouched.pspReference } });
    expect(k.klarna.orderState(untouched.pspReference!)).toMatchObject({ status: 'CANCELLED' });
    expect(await k.ledgerOf(untouched)).toMatchObject({ cancellation: 'cancelled' });
    expect(await k.capture.execute({ ...action(untouched.reference, 'cap-2'), amountMinor: null })).toEqual(err({ code: 'PAYMENT_CANCELLED' }));
  });

  test('refunds asked at once never refund more than was captured, at Klarna or in the ledger', async () => {
    const k = await open();
    const order = await klarnaOrder(k);
    const asked = await Promise.all(Array.from({ length: 12 }, (_, i) => k.refund.execute({ ...action(order.reference, `at-once-${i}`), selection: { kind: 'amount', amountMinor: 1000 } })));
    const taken = asked.filter((r) => r.ok && r.value.state === 'succeeded');
    expect(taken).toHaveLength(6);
    for (const r of asked.filter((a) => !a.ok)) expect(r).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^(REFUND_OVER_REMAINING|PAYMENT_CHANGED)$/) } });
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ refundedAmount: 6000 });
    expect(await k.ledgerOf(order)).toMatchObject({ refundedMinor: 6000, refundReservedMinor: 0 });
  });

  test('Klarna refusing a capture (a test amount ending in 13) fails the action and gives its money back to the ledger', async () => {
    const k = await open(['evans']);
    const order = await klarnaOrder(k);
    const refused = await k.capture.execute({ ...action(order.reference, 'cap-13'), amountMinor: 1013 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'PROVIDER_REFUSED', reason: expect.stringMatching(/^CAPTURE_NOT_ALLOWED/), modification: { state: 'failed' } } });
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 0, captureReservedMinor: 0 });
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ capturedAmount: 0 });
    expect(await k.capture.execute({ ...action(order.reference, 'cap-all'), amountMinor: null })).toMatchObject({ ok: true, value: { state: 'succeeded', amount: { amountMinor: 6395 } } });
  });

  test('Klarna out of reach: the refund stays asked with its money held, and the same operator key asks again and is done once', async () => {
    const k = await open();
    const order = await klarnaOrder(k);
    k.klarna.down = true;
    const pending = await k.refund.execute({ ...action(order.reference, 'op-down'), selection: { kind: 'amount', amountMinor: 1500 } });
    expect(pending).toMatchObject({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE', modification: { state: 'requested' } } });
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 1500, refundedMinor: 0 });
    k.klarna.down = false;
    expect(await k.refund.execute({ ...action(order.reference, 'op-down'), selection: { kind: 'amount', amountMinor: 1500 } })).toMatchObject({ ok: true, value: { state: 'succeeded' } });
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 0, refundedMinor: 1500 });
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ refundedAmount: 1500 });
  });

  test('a dispatch of a manual-capture Klarna order captures its parcel at Klarna at once, with the parcel\'s lines (the delivery with the first) and tracking', async () => {
    const k = await open(['evans']);
    const order = await klarnaOrder(k);
    const captures: KlarnaOrderModification[] = [];
    const captureOrder = k.klarna.captureOrder.bind(k.klarna);
    k.klarna.captureOrder = async (orderId, capture) => (captures.push(capture), captureOrder(orderId, capture));
    const onDispatch = new CaptureOnDispatch(k.capture, { report: () => undefined });
    const shipment = (id: string, lines: { position: number; quantity: number }[]) => ({
      id, orderId: order.id, carrierCode: 'royal-mail', trackingNumber: 'AB123456785GB', dispatchedAt: new Date(), deliveredAt: null, createdBy: 'Sam', lines,
    });
    expect(await onDispatch.afterDispatch(order, shipment('s1', [{ position: 0, quantity: 1 }]), true, FRAN)).toMatchObject({ status: 'asked', amount: { amountMinor: 2895 } });
    expect(await onDispatch.afterDispatch(order, shipment('s2', [{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }]), false, FRAN)).toMatchObject({ status: 'asked', amount: { amountMinor: 3500 } });
    expect(captures.map((c) => [c.amount, c.orderLines.map((l) => [l.type, l.reference, l.quantity, l.totalAmount])])).toEqual([
      [2895, [['physical', 'S1', 1, 2500], ['shipping_fee', 'delivery', 1, 395]]],
      [3500, [['physical', 'S1', 1, 2500], ['physical', 'S2', 1, 1000]]],
    ]);
    // Each with its parcel's tracking, as Klarna's shipping_info.
    expect(captures.map((c) => c.shipping)).toEqual([0, 1].map(() => ({ company: 'Royal Mail', trackingNumber: 'AB123456785GB', trackingUri: expect.stringContaining('AB123456785GB') })));
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ status: 'CAPTURED', capturedAmount: 6395 });
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 6395, captureReservedMinor: 0 });
  });

  test('cancelling the undispatched rest of a part-captured Klarna order releases what is left of its authorisation, once, as the operator who cancelled', async () => {
    const k = await open(['evans']);
    const order = await klarnaOrder(k);
    const problems: string[] = [];
    const release = new ReleaseOnCancel(k.cancel, { report: (event) => void problems.push(event) }, k.release);
    // Nothing captured yet: nothing to release (a cancel would give it all back).
    expect(await k.release.execute(action(order.reference, 'rel-0'))).toEqual(err({ code: 'NOTHING_TO_RELEASE' }));
    // A parcel of line 0 (with the delivery) captured, line 1 then cancelled: nothing left to dispatch.
    expect(await k.capture.execute({ ...action(order.reference, 'shipment:1'), amountMinor: 5395 })).toMatchObject({ ok: true, value: { state: 'succeeded' } });
    const lines = [{ position: 0, ordered: 2, dispatched: 2, cancelled: 0, delivered: 0 }, { position: 1, ordered: 1, dispatched: 0, cancelled: 1, delivered: 0 }];
    expect(await release.afterLinesCancelled(order, [{ ...lines[0]!, dispatched: 1 }, lines[1]!], FRAN)).toBeNull();
    const released = await release.afterLinesCancelled(order, lines, FRAN);
    expect(released).toEqual({ status: 'asked', idempotencyKey: `rest-released:${order.id}`, modificationId: null, amount: { amountMinor: 1000, currency: 'GBP' }, code: null });
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ status: 'CAPTURED', capturedAmount: 5395, remainingAuthorizedAmount: 0 });
    expect(k.audit.entries.at(-1)).toMatchObject({ action: 'order.payment.release', actor: FRAN, target: `order:${order.reference}`, after: { released: { amountMinor: 1000 } } });
    // Asked again (the same cancellation repeated): Klarna answers the same key as the first time.
    expect(await release.afterLinesCancelled(order, lines, FRAN)).toEqual(released);
    expect(problems).toEqual([]);
    // What Klarna no longer holds cannot be captured: refused there, the ledger's reservation released.
    expect(await k.capture.execute({ ...action(order.reference, 'cap-late'), amountMinor: null })).toMatchObject({ ok: false, error: { code: 'PROVIDER_REFUSED', reason: expect.stringMatching(/^CAPTURE_NOT_ALLOWED/) } });
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 5395, captureReservedMinor: 0 });
  });

  test('a card order has no release: what is not captured lapses with its authorisation, and nothing is asked', async () => {
    const k = await open(['evans']);
    const card = await k.order([['S1', 1, 2500]]);
    expect(await k.release.execute(action(card.reference, 'rel-card'))).toEqual(err({ code: 'RELEASE_NOT_OFFERED' }));
    expect(k.audit.entries).toEqual([]);
  });
});
