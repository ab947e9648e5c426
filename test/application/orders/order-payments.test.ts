import { afterEach, describe, expect, test } from 'vitest';
import { takeBackBenefits } from '../../../src/adapters/persistence/sql-order-payments.js';
import { err, ok } from '../../../src/domain/shared/result.js';
import type { ModificationCall, PaymentModifications } from '../../../src/ports/payment-modifications.port.js';
import { ScriptedPaymentGateway } from '../../support/scripted-payment-gateway.js';
import { DATABASE_START_TIMEOUT_MS } from '../../support/test-databases.js';
import { FRAN, moneyKit } from './money-test-kit.js';

type Kit = Awaited<ReturnType<typeof moneyKit>>;

describe('capture, cancel and refund an order (use cases over the SQL ledger and the payment sandbox)', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  let kit: Kit | null = null;
  afterEach(async () => {
    await kit?.close();
    kit = null;
  });
  const open = async (options: Parameters<typeof moneyKit>[0] = {}) => (kit = await moneyKit(options));
  const action = (orderReference: string, idempotencyKey: string) => ({ orderReference, idempotencyKey, actor: FRAN });

  test('refunds by lines and delivery: recorded and audited first, asked once per key, and the ledger follows the REFUND webhook', async () => {
    const k = await open();
    // 2 x £25.00 + 1 x £10.00 + £3.95 delivery = £63.95, captured at authorisation.
    const order = await k.order([['S1', 2, 2500], ['S2', 1, 1000]]);
    const asked = await k.refund.execute({ ...action(order.reference, 'op-refund-1'), selection: { kind: 'lines', lines: [{ position: 0, quantity: 1 }], delivery: true } });
    expect(asked).toMatchObject({ ok: true, value: { kind: 'refund', state: 'requested', amount: { amountMinor: 2895, currency: 'GBP' }, lines: [{ position: 0, quantity: 1 }], delivery: true, providerReference: expect.any(String) } });
    expect(k.audit.entries).toMatchObject([{ actor: FRAN, action: 'order.payment.refund', target: `order:${order.reference}`, before: { capturedMinor: 6395, refundedMinor: 0 } }]);
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 2895, refundedMinor: 0 });
    // The same operator action again (a double click, a retried request): the same refund, nothing asked again.
    expect(await k.refund.execute({ ...action(order.reference, 'op-refund-1'), selection: { kind: 'lines', lines: [{ position: 0, quantity: 1 }], delivery: true } })).toEqual(asked);
    expect(k.sandbox.modificationCount('refund')).toBe(1);
    expect(await k.deliverWebhooks()).toEqual(['settled']);
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 0, refundedMinor: 2895 });
    // The delivery and the unit refunded are refunded once; the rest of the order is still there to refund.
    expect(await k.refund.execute({ ...action(order.reference, 'op-refund-2'), selection: { kind: 'lines', lines: [{ position: 0, quantity: 2 }], delivery: false } }))
      .toEqual(err({ code: 'REFUND_LINE_UNAVAILABLE', position: 0 }));
    expect(await k.refund.execute({ ...action(order.reference, 'op-refund-3'), selection: { kind: 'lines', lines: [{ position: 1, quantity: 1 }], delivery: true } }))
      .toEqual(err({ code: 'DELIVERY_ALREADY_REFUNDED' }));
    const rest = await k.refund.execute({ ...action(order.reference, 'op-refund-4'), selection: { kind: 'whole' } });
    expect(rest).toMatchObject({ ok: true, value: { amount: { amountMinor: 3500 }, lines: [{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }], delivery: false } });
    await k.deliverWebhooks();
    expect(await k.ledgerOf(order)).toMatchObject({ refundedMinor: 6395 });
    expect(await k.refund.execute({ ...action(order.reference, 'op-refund-5'), selection: { kind: 'amount', amountMinor: 1 } }))
      .toEqual(err({ code: 'REFUND_OVER_REMAINING', remainingMinor: 0, currency: 'GBP' }));
    expect(k.sandbox.modificationCount('refund')).toBe(2);
  });

  test('a refund that went through cancels the unused codes of the gift vouchers it refunds and takes back the points its goods earned; a REFUND_FAILED after it restores them', async () => {
    const k = await open();
    // 2 x £25.00 dresses + 2 x £20.00 gift vouchers + £3.95 delivery, by shopper 42 (who has 100 points, 50 of them earned on the dresses).
    const order = await k.order([['S1', 2, 2500], ['GV', 2, 2000, true]], { shopperId: 42 });
    await k.loyalty.addPoints(42, 100);
    const [spent, unused] = order.issuedVoucherCodes;
    await k.db.query('UPDATE gift_vouchers SET balance_minor = 1000 WHERE code = $1', [spent]);
    await k.refund.execute({ ...action(order.reference, 'r-gv'), selection: { kind: 'lines', lines: [{ position: 0, quantity: 1 }, { position: 1, quantity: 2 }], delivery: false } });
    // Nothing is taken back before the refund went through.
    expect((await k.vouchers.find(unused!))?.balance.amountMinor).toBe(2000);
    expect(await k.deliverWebhooks()).toEqual(['settled']);
    expect((await k.vouchers.find(unused!))?.balance.amountMinor).toBe(0);
    expect((await k.vouchers.find(spent!))?.balance.amountMinor).toBe(1000);
    expect(await k.loyalty.pointsOf(42)).toBe(75);
    // A replay of the webhook takes nothing more.
    k.webhooks.push(k.delivered.at(-1)!);
    expect(await k.deliverWebhooks()).toEqual(['unchanged']);
    expect(await k.loyalty.pointsOf(42)).toBe(75);
    // Adyen's REFUND_FAILED for the same refund, twice: the code and the points come back once, with the money to refund.
    const [refund] = await k.payments.modificationsOf(order.id);
    const failed = {
      eventCode: 'REFUND_FAILED', success: true, pspReference: refund!.providerReference!, merchantReference: refund!.id, amount: refund!.amount,
      reason: 'Refund failed', originalReference: order.pspReference!,
    };
    expect(await k.settle.execute(failed)).toBe('settled');
    expect(await k.settle.execute(failed)).toBe('unchanged');
    expect((await k.vouchers.find(unused!))?.balance.amountMinor).toBe(2000);
    expect((await k.vouchers.find(spent!))?.balance.amountMinor).toBe(1000);
    expect(await k.loyalty.pointsOf(42)).toBe(100);
    expect(await k.ledgerOf(order)).toMatchObject({ refundedMinor: 0, refundReservedMinor: 0 });
  });

  test('a take-back that fails rolls the REFUND back with it: the webhook delivered again settles the refund and takes back once', async () => {
    let failures = 1;
    const k = await open({
      writeTakeBack: async (tx, takeBack) => {
        const taken = await takeBackBenefits(tx, takeBack);
        if (failures-- > 0) throw new Error('connection lost after the take-back');
        return taken;
      },
    });
    const order = await k.order([['S1', 2, 2500], ['GV', 1, 2000, true]], { shopperId: 44 });
    await k.loyalty.addPoints(44, 100);
    await k.refund.execute({ ...action(order.reference, 'r-crash'), selection: { kind: 'lines', lines: [{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }], delivery: false } });
    await expect(k.deliverWebhooks()).rejects.toThrow('connection lost');
    // Nothing of it stayed: the refund is still asked, its money reserved, the code and the points where they were.
    expect(await k.payments.modificationsOf(order.id)).toMatchObject([{ kind: 'refund', state: 'requested' }]);
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 4500, refundedMinor: 0 });
    expect((await k.vouchers.find(order.issuedVoucherCodes[0]!))?.balance.amountMinor).toBe(2000);
    expect(await k.loyalty.pointsOf(44)).toBe(100);
    // The provider delivers the webhook again (it was not accepted): all of it, once.
    k.webhooks.push(k.delivered.at(-1)!);
    expect(await k.deliverWebhooks()).toEqual(['settled']);
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 0, refundedMinor: 4500 });
    expect((await k.vouchers.find(order.issuedVoucherCodes[0]!))?.balance.amountMinor).toBe(0);
    expect(await k.loyalty.pointsOf(44)).toBe(75);
    k.webhooks.push(k.delivered.at(-1)!);
    expect(await k.deliverWebhooks()).toEqual(['unchanged']);
    expect(await k.loyalty.pointsOf(44)).toBe(75);
    expect((await k.db.query<{ type: string }>('SELECT type FROM order_events WHERE order_id = $1', [order.id])).rows).toEqual([{ type: 'order.refunded' }]);
  });

  test('refunds asked at once under different keys: those the money covers are taken, the others refused with what is left', async () => {
    const k = await open();
    const order = await k.order([['S1', 2, 2500]]);
    // £53.95 captured; ten refunds of £20.00 at once: two have the money.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      k.refund.execute({ ...action(order.reference, `burst-${i}`), selection: { kind: 'amount', amountMinor: 2000 } })));
    expect(answers.filter((a) => a.ok)).toHaveLength(2);
    for (const refused of answers.filter((a) => !a.ok)) expect(refused).toEqual(err({ code: 'REFUND_OVER_REMAINING', remainingMinor: 1395, currency: 'GBP' }));
    expect(k.sandbox.modificationCount('refund')).toBe(2);
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 4000 });
  });

  test('a refund of a test amount ending in 13 fails by REFUND_FAILED and releases its amount', async () => {
    const k = await open();
    const order = await k.order([['S1', 1, 5000]]);
    await k.refund.execute({ ...action(order.reference, 'op-r13'), selection: { kind: 'amount', amountMinor: 1013 } });
    expect(await k.deliverWebhooks()).toEqual(['settled']);
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 0, refundedMinor: 0 });
    expect((await k.payments.modificationsOf(order.id))[0]).toMatchObject({ state: 'failed', failureReason: expect.stringContaining('13') });
  });

  test('manual capture: captures in parts up to the authorisation, a cancel is refused once something is captured; a cancelled payment captures nothing', async () => {
    const k = await open({ manualCaptureSites: ['evans'] });
    const order = await k.order([['S1', 2, 2500]]);
    expect(await k.ledgerOf(order)).toMatchObject({ authorisedMinor: 5395, capturedMinor: 0 });
    expect(await k.refund.execute({ ...action(order.reference, 'r-early'), selection: { kind: 'whole' } })).toEqual(err({ code: 'REFUND_OVER_REMAINING', remainingMinor: 0, currency: 'GBP' }));
    expect(await k.capture.execute({ ...action(order.reference, 'c1'), amountMinor: 2500 })).toMatchObject({ ok: true, value: { kind: 'capture', amount: { amountMinor: 2500 } } });
    expect(await k.capture.execute({ ...action(order.reference, 'c2'), amountMinor: 2896 })).toEqual(err({ code: 'CAPTURE_OVER_AUTHORISED', remainingMinor: 2895, currency: 'GBP' }));
    expect(await k.cancel.execute(action(order.reference, 'x1'))).toEqual(err({ code: 'PAYMENT_ALREADY_CAPTURED' }));
    await k.deliverWebhooks();
    expect(await k.capture.execute({ ...action(order.reference, 'c3'), amountMinor: null })).toMatchObject({ ok: true, value: { amount: { amountMinor: 2895 } } });
    await k.deliverWebhooks();
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 5395, captureReservedMinor: 0 });

    const other = await k.order([['S2', 1, 2000]]);
    expect(await k.cancel.execute(action(other.reference, 'x2'))).toMatchObject({ ok: true, value: { kind: 'cancel', amount: { amountMinor: 2395 } } });
    expect(await k.capture.execute({ ...action(other.reference, 'c4'), amountMinor: null })).toEqual(err({ code: 'PAYMENT_CANCELLED' }));
    await k.deliverWebhooks();
    expect(await k.ledgerOf(other)).toMatchObject({ cancellation: 'cancelled' });
    expect(await k.capture.execute({ ...action(other.reference, 'c5'), amountMinor: 100 })).toEqual(err({ code: 'PAYMENT_CANCELLED' }));
  });

  test('a payment cancelled whole cancels the order, its unused gift voucher codes and the points it earned, and gives back the gift voucher it was partly paid with, with its CANCELLATION', async () => {
    const k = await open({ manualCaptureSites: ['evans'] });
    const order = await k.order([['S1', 2, 2500], ['GV', 2, 2000, true]], { shopperId: 45 });
    await k.loyalty.addPoints(45, 80);
    const [spent, unused] = order.issuedVoucherCodes;
    await k.db.query('UPDATE gift_vouchers SET balance_minor = 500 WHERE code = $1', [spent]);
    // £10.00 of it was paid with a gift voucher the shopper had, spent to nothing by the paid close.
    await k.db.query("INSERT INTO gift_vouchers (code, balance_minor, currency, issued_at) VALUES ('PAIDWITH10', 0, 'GBP', now())");
    await k.db.query("INSERT INTO order_reductions (order_id, position, kind, ref, amount_minor) VALUES ($1, 0, 'voucher', 'PAIDWITH10', 1000)", [order.id]);
    expect(await k.cancel.execute(action(order.reference, 'x-whole'))).toMatchObject({ ok: true, value: { kind: 'cancel', state: 'requested' } });
    expect((await k.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order.id])).rows).toEqual([{ status: 'paid' }]);
    expect(await k.deliverWebhooks()).toEqual(['settled']);
    expect((await k.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order.id])).rows).toEqual([{ status: 'cancelled' }]);
    expect((await k.vouchers.find(unused!))?.balance.amountMinor).toBe(0);
    expect((await k.vouchers.find(spent!))?.balance.amountMinor).toBe(500);
    // The £50.00 of dresses earned 50 points.
    expect(await k.loyalty.pointsOf(45)).toBe(30);
    expect((await k.vouchers.find('PAIDWITH10'))?.balance.amountMinor).toBe(1000);
    // Kept with the cancel, for the order's timeline.
    expect((await k.payments.modificationsOf(order.id)).map((m) => m.benefits)).toEqual([{
      cancelledCodes: [{ code: unused, value: { amountMinor: 2000, currency: 'GBP' } }], pointsTaken: 50, shopperId: 45,
      vouchersGivenBack: [{ code: 'PAIDWITH10', amount: { amountMinor: 1000, currency: 'GBP' } }], couponsGivenBack: [],
    }]);
    k.webhooks.push(k.delivered.at(-1)!);
    expect(await k.deliverWebhooks()).toEqual(['unchanged']);
    expect(await k.loyalty.pointsOf(45)).toBe(30);
    expect((await k.vouchers.find('PAIDWITH10'))?.balance.amountMinor).toBe(1000);
  });

  test('a provider out of reach keeps the action, asked again under the same key; a provider refusing it fails it and releases the money', async () => {
    const gateway = new ScriptedPaymentGateway();
    const k = await open({ gateway });
    const order = await k.order([['S1', 1, 5000]]);
    gateway.modificationScript = () => err({ code: 'PROVIDER_UNAVAILABLE' });
    const down = await k.refund.execute({ ...action(order.reference, 'k-down'), selection: { kind: 'amount', amountMinor: 1000 } });
    expect(down).toMatchObject({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE', modification: { state: 'requested', providerReference: null } } });
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 1000 });
    gateway.modificationScript = (call) => ({ ok: true, value: { pspReference: `REF-${call.request.idempotencyKey}` } });
    const retried = await k.refund.execute({ ...action(order.reference, 'k-down'), selection: { kind: 'amount', amountMinor: 1000 } });
    expect(retried).toMatchObject({ ok: true, value: { state: 'requested', providerReference: expect.stringMatching(/^REF-/) } });
    // Both calls carried the modification's id as the provider's idempotency key and reference.
    expect(new Set(gateway.modificationCalls.map((c) => c.request.idempotencyKey)).size).toBe(1);
    expect(k.audit.entries).toHaveLength(1);

    gateway.modificationScript = () => err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'Invalid amount' });
    const refused = await k.refund.execute({ ...action(order.reference, 'k-refused'), selection: { kind: 'amount', amountMinor: 500 } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'PROVIDER_REFUSED', reason: 'Invalid amount', modification: { state: 'failed' } } });
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 1000 });
  });

  test('a provider that answers at once settles the action in its answer, with the gift voucher and points taken back as after a webhook', async () => {
    const calls: ModificationCall[] = [];
    const answering: PaymentModifications = {
      capturesAtPayment: () => true,
      capture: () => Promise.resolve(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'captured at payment' })),
      cancel: () => Promise.resolve(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'captured at payment' })),
      refund: (call) => {
        calls.push(call);
        return Promise.resolve(ok({ providerReference: `RF-${calls.length}`, outcome: call.amount.amountMinor === 1313 ? { succeeded: false, reason: 'DECLINED' } : { succeeded: true, reason: null } }));
      },
    };
    // A site that captures by hand: the provider's payments are captured at payment all the same.
    const k = await open({ providers: { instant: answering }, manualCaptureSites: ['evans'] });
    const order = await k.order([['S1', 2, 2500], ['GV', 1, 2000, true]], { paymentMethod: 'instant', shopperId: 43 });
    await k.loyalty.addPoints(43, 100);
    const refunded = await k.refund.execute({ ...action(order.reference, 'instant-1'), selection: { kind: 'lines', lines: [{ position: 1, quantity: 1 }], delivery: false } });
    expect(refunded).toMatchObject({ ok: true, value: { state: 'succeeded', providerReference: 'RF-1', amount: { amountMinor: 2000 } } });
    expect(calls).toMatchObject([{ paymentReference: order.pspReference, reference: refunded.ok ? refunded.value.id : '', lines: [{ position: 1, quantity: 1 }], delivery: false }]);
    expect(await k.payments.ledgerOf(order.id, 'automatic')).toMatchObject({ capturedMinor: 7395, refundedMinor: 2000, refundReservedMinor: 0 });
    expect((await k.vouchers.find(order.issuedVoucherCodes[0]!))?.balance.amountMinor).toBe(0);
    // A refusal in the answer fails the action and releases its money.
    const declined = await k.refund.execute({ ...action(order.reference, 'instant-2'), selection: { kind: 'amount', amountMinor: 1313 } });
    expect(declined).toMatchObject({ ok: true, value: { state: 'failed', failureReason: 'DECLINED' } });
    expect(await k.payments.ledgerOf(order.id, 'automatic')).toMatchObject({ refundedMinor: 2000, refundReservedMinor: 0 });
    expect(k.sandbox.modificationCount()).toBe(0);
  });

  test('a provider that answers at once, whose settle fails after its answer: the same key asks it again, and the refund and its take-back are recorded once', async () => {
    const calls: ModificationCall[] = [];
    const answering: PaymentModifications = {
      capturesAtPayment: () => true,
      capture: () => Promise.resolve(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'captured at payment' })),
      cancel: () => Promise.resolve(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'captured at payment' })),
      refund: (call) => {
        calls.push(call);
        // The same call again is the same refund at the provider: the same reference, done.
        return Promise.resolve(ok({ providerReference: `RF-${call.reference}`, outcome: { succeeded: true, reason: null } }));
      },
    };
    let failures = 1;
    const k = await open({
      providers: { instant: answering },
      writeTakeBack: async (tx, takeBack) => {
        if (failures-- > 0) throw new Error('connection lost');
        return takeBackBenefits(tx, takeBack);
      },
    });
    const order = await k.order([['GV', 1, 2000, true]], { paymentMethod: 'instant' });
    const asked = { ...action(order.reference, 'instant-crash'), selection: { kind: 'lines' as const, lines: [{ position: 0, quantity: 1 }], delivery: false } };
    await expect(k.refund.execute(asked)).rejects.toThrow('connection lost');
    expect(await k.payments.modificationsOf(order.id)).toMatchObject([{ state: 'requested', providerReference: null }]);
    expect((await k.vouchers.find(order.issuedVoucherCodes[0]!))?.balance.amountMinor).toBe(2000);
    const again = await k.refund.execute(asked);
    expect(again).toMatchObject({ ok: true, value: { state: 'succeeded', providerReference: `RF-${calls[0]!.reference}` } });
    expect(calls.map((c) => c.reference)).toEqual([calls[0]!.reference, calls[0]!.reference]);
    expect((await k.vouchers.find(order.issuedVoucherCodes[0]!))?.balance.amountMinor).toBe(0);
    expect(await k.payments.ledgerOf(order.id, 'automatic')).toMatchObject({ refundedMinor: 2000, refundReservedMinor: 0 });
    // Once settled, the same key answers from the record.
    expect(await k.refund.execute(asked)).toMatchObject({ ok: true, value: { state: 'succeeded' } });
    expect(calls).toHaveLength(2);
  });

  test('refuses, with nothing sent: an unknown order, an order of a provider the shop cannot modify, a key used for another action', async () => {
    const k = await open();
    expect(await k.cancel.execute(action('EV-nope', 'a'))).toEqual(err({ code: 'ORDER_NOT_FOUND' }));
    const klarna = await k.order([['S1', 1, 5000]], { paymentMethod: 'klarna' });
    expect(await k.capture.execute({ ...action(klarna.reference, 'b'), amountMinor: null })).toEqual(err({ code: 'PAYMENT_NOT_MODIFIABLE', method: 'klarna' }));
    const order = await k.order([['S2', 1, 5000]]);
    await k.refund.execute({ ...action(order.reference, 'shared-key'), selection: { kind: 'amount', amountMinor: 100 } });
    expect(await k.cancel.execute(action(order.reference, 'shared-key'))).toEqual(err({ code: 'IDEMPOTENCY_KEY_REUSED' }));
    const another = await k.order([['S3', 1, 5000]]);
    expect(await k.refund.execute({ ...action(another.reference, 'shared-key'), selection: { kind: 'amount', amountMinor: 100 } })).toEqual(err({ code: 'IDEMPOTENCY_KEY_REUSED' }));
    expect(k.sandbox.modificationCount()).toBe(1);
  });

  test('a webhook of a modification the shop did not ask is not its; a replay of one it asked changes nothing', async () => {
    const k = await open();
    const order = await k.order([['S1', 1, 5000]]);
    await k.refund.execute({ ...action(order.reference, 'r'), selection: { kind: 'amount', amountMinor: 700 } });
    expect(await k.deliverWebhooks()).toEqual(['settled']);
    k.webhooks.push(k.delivered[0]!);
    expect(await k.deliverWebhooks()).toEqual(['unchanged']);
    const stranger = { eventCode: 'CANCELLATION', success: true, pspReference: 'P1', merchantReference: order.reference, amount: order.total, reason: null, originalReference: 'P0' };
    expect(await k.settle.execute(stranger)).toBe('not-ours');
    expect(await k.settle.execute({ ...stranger, eventCode: 'AUTHORISATION' })).toBe('not-ours');
    expect(await k.ledgerOf(order)).toMatchObject({ refundedMinor: 700 });
  });
});
