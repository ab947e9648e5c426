import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { klarnaLineLabelsFor } from '../../../src/adapters/i18n/klarna-line-labels.js';
import { KlarnaPaymentModifications } from '../../../src/adapters/providers/klarna/klarna-payment-modifications.js';
import { SandboxKlarnaPayments } from '../../../src/adapters/providers/klarna/sandbox/sandbox-klarna-payments.js';
import { KLARNA_METHOD, klarnaPurchaseOf } from '../../../src/application/checkout/klarna/klarna-sessions.js';
import { CaptureOnDispatch } from '../../../src/application/orders/capture-on-dispatch.js';
import { ListPaymentsNeedingAttention } from '../../../src/application/orders/list-payments-needing-attention.use-case.js';
import { RetryPaymentModification } from '../../../src/application/orders/retry-payment-modification.use-case.js';
import { SqlOrderDashboard } from '../../../src/adapters/persistence/sql-order-dashboard.js';
import { MODIFICATION_ANSWER_OVERDUE_MS } from '../../../src/domain/orders/payment-attention.js';
import type { Order } from '../../../src/domain/orders/order.js';
import { err } from '../../../src/domain/shared/result.js';
import type { KlarnaOrderModification, KlarnaPaymentsError } from '../../../src/ports/klarna-payments.port.js';
import { DATABASE_START_TIMEOUT_MS } from '../../support/test-databases.js';
import { FRAN, moneyKit } from './money-test-kit.js';

/** The Klarna sandbox, its captures, refunds and releases out of reach while `down`. */
class ReachableKlarna extends SandboxKlarnaPayments {
  down = false;
  override async captureOrder(orderId: string, capture: KlarnaOrderModification) {
    return this.down ? err<KlarnaPaymentsError>({ code: 'PROVIDER_UNAVAILABLE' }) : super.captureOrder(orderId, capture);
  }
  override async refundOrder(orderId: string, refund: KlarnaOrderModification) {
    return this.down ? err<KlarnaPaymentsError>({ code: 'PROVIDER_UNAVAILABLE' }) : super.refundOrder(orderId, refund);
  }
  override async releaseRemainingAuthorization(orderId: string, idempotencyKey: string) {
    return this.down ? err<KlarnaPaymentsError>({ code: 'PROVIDER_UNAVAILABLE' }) : super.releaseRemainingAuthorization(orderId, idempotencyKey);
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

  test('the rest of a part-captured Klarna order released: the ledger counts it released, never capturable again (refused by the shop, nothing sent to Klarna), once under its key', async () => {
    const k = await open(['evans']);
    const order = await klarnaOrder(k);
    // Nothing captured yet: nothing to release (a cancel would give it all back).
    expect(await k.release.execute(action(order.reference, 'rel-0'))).toEqual(err({ code: 'NOTHING_TO_RELEASE' }));
    // A parcel of line 0 (with the delivery) captured, line 1 cancelled: £10.00 of the authorisation is left.
    expect(await k.capture.execute({ ...action(order.reference, 'shipment:1'), amountMinor: 5395 })).toMatchObject({ ok: true, value: { state: 'succeeded' } });
    const released = await k.release.execute(action(order.reference, `rest-released:${order.id}`));
    expect(released).toMatchObject({ ok: true, value: { kind: 'release', state: 'succeeded', amount: { amountMinor: 1000, currency: 'GBP' } } });
    const releaseId = released.ok ? released.value.id : '';
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ status: 'CAPTURED', capturedAmount: 5395, remainingAuthorizedAmount: 0 });
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 5395, releasedMinor: 1000, releaseReservedMinor: 0 });
    expect(k.audit.entries.at(-1)).toMatchObject({ action: 'order.payment.release', actor: FRAN, target: `order:${order.reference}`, after: { modification: releaseId } });
    // The same key again is the same release, answered from the record.
    expect(await k.release.execute(action(order.reference, `rest-released:${order.id}`))).toEqual(released);
    expect(await k.release.execute(action(order.reference, 'rel-again'))).toEqual(err({ code: 'NOTHING_TO_RELEASE' }));
    // What Klarna no longer holds is not asked of it: refused by the shop, with no capture recorded.
    const captureOrder = k.klarna.captureOrder.bind(k.klarna);
    let capturesAsked = 0;
    k.klarna.captureOrder = async (orderId, capture) => (capturesAsked += 1, captureOrder(orderId, capture));
    expect(await k.capture.execute({ ...action(order.reference, 'cap-late'), amountMinor: null })).toEqual(err({ code: 'AUTHORISATION_RELEASED' }));
    expect(capturesAsked).toBe(0);
    expect((await k.payments.modificationsOf(order.id)).map((m) => [m.kind, m.state])).toEqual([['capture', 'succeeded'], ['release', 'succeeded']]);
    // The refund of what was captured is not touched by the release.
    expect(await k.refund.execute({ ...action(order.reference, 'ref-all'), selection: { kind: 'whole' } })).toMatchObject({ ok: true, value: { state: 'succeeded', amount: { amountMinor: 5395 } } });
  });

  test('a release Klarna cannot be reached for holds the rest, is listed among the payments needing attention once overdue, and "Ask again" releases it once', async () => {
    const k = await open(['evans']);
    const order = await klarnaOrder(k);
    await k.capture.execute({ ...action(order.reference, 'shipment:1'), amountMinor: 5395 });
    k.klarna.down = true;
    const pending = await k.release.execute(action(order.reference, 'rel-down'));
    expect(pending).toMatchObject({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE', modification: { kind: 'release', state: 'requested', providerReference: null } } });
    expect(await k.ledgerOf(order)).toMatchObject({ releaseReservedMinor: 1000, releasedMinor: 0 });
    // While it is being released nothing captures it, whatever Klarna would say.
    expect(await k.capture.execute({ ...action(order.reference, 'cap-meanwhile'), amountMinor: 500 })).toEqual(err({ code: 'AUTHORISATION_RELEASED' }));
    const later = { now: () => new Date(Date.now() + MODIFICATION_ANSWER_OVERDUE_MS + 60_000) };
    const attention = await new ListPaymentsNeedingAttention(new SqlOrderDashboard(k.db), later).execute({ site: null });
    expect(attention.modifications).toMatchObject([{ orderReference: order.reference, kind: 'release', state: 'requested', providerReference: null, amount: { amountMinor: 1000 } }]);
    k.klarna.down = false;
    const retry = new RetryPaymentModification(k.orders, k.payments, k.modifier, k.audit, later);
    const modificationId = attention.modifications[0]!.modificationId;
    expect(await retry.execute({ orderReference: order.reference, modificationId, actor: FRAN })).toMatchObject({ ok: true, value: { kind: 'release', state: 'succeeded' } });
    expect(await retry.execute({ orderReference: order.reference, modificationId, actor: FRAN })).toMatchObject({ ok: true, value: { state: 'succeeded' } });
    expect(await k.ledgerOf(order)).toMatchObject({ releaseReservedMinor: 0, releasedMinor: 1000 });
    expect(k.klarna.orderState(order.pspReference!)).toMatchObject({ remainingAuthorizedAmount: 0 });
    expect((await new ListPaymentsNeedingAttention(new SqlOrderDashboard(k.db), later).execute({ site: null })).modifications).toEqual([]);
  });

  test('a release Klarna refuses fails, gives the rest back to the ledger, and stays listed among the payments needing attention', async () => {
    const k = await open(['evans']);
    const order = await klarnaOrder(k);
    await k.capture.execute({ ...action(order.reference, 'shipment:1'), amountMinor: 5395 });
    // Released already in Klarna's own portal: Klarna refuses ours.
    expect(await k.klarna.releaseRemainingAuthorization(order.pspReference!, 'in-the-portal')).toEqual({ ok: true, value: undefined });
    const refused = await k.release.execute(action(order.reference, 'rel-refused'));
    expect(refused).toMatchObject({ ok: false, error: { code: 'PROVIDER_REFUSED', reason: expect.stringMatching(/^NOT_ALLOWED/), modification: { kind: 'release', state: 'failed' } } });
    expect(await k.ledgerOf(order)).toMatchObject({ releaseReservedMinor: 0, releasedMinor: 0 });
    const attention = await new ListPaymentsNeedingAttention(new SqlOrderDashboard(k.db), { now: () => new Date() }).execute({ site: null });
    expect(attention.modifications).toMatchObject([{ orderReference: order.reference, kind: 'release', state: 'failed', failureReason: expect.stringMatching(/^NOT_ALLOWED/) }]);
  });

  test('a card order has no release: what is not captured lapses with its authorisation, and nothing is asked', async () => {
    const k = await open(['evans']);
    const card = await k.order([['S1', 1, 2500]]);
    expect(await k.release.execute(action(card.reference, 'rel-card'))).toEqual(err({ code: 'RELEASE_NOT_OFFERED' }));
    expect(k.audit.entries).toEqual([]);
  });
});
