import { afterEach, describe, expect, test } from 'vitest';
import { dispatchCaptureKey } from '../../../src/domain/orders/dispatch-capture.js';
import { err, ok } from '../../../src/domain/shared/result.js';
import type { PaymentGateway } from '../../../src/ports/payment-gateway.port.js';
import { ScriptedPaymentGateway } from '../../support/scripted-payment-gateway.js';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { DATABASE_START_TIMEOUT_MS, openTestPostgres, TEST_DATABASE_URL } from '../../support/test-databases.js';
import { dispatchKit } from './dispatch-test-kit.js';
import { SAM } from './fulfilment-test-kit.js';

type Kit = Awaited<ReturnType<typeof dispatchKit>>;

describe('a dispatch on a manual-capture site captures what it sends', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  let kit: Kit | null = null;
  afterEach(async () => {
    await kit?.close();
    kit = null;
  });
  const open = async (gateway?: PaymentGateway) => (kit = await dispatchKit(gateway));
  const send = (reference: string, lines: { position: number; quantity: number }[] | 'all', idempotencyKey?: string) => ({
    reference, carrier: 'royal-mail', trackingNumber: 'AB123456785GB', lines, actor: SAM, ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  });

  test('the same key sent twice at once gives one parcel and one capture: the request that lost answers as a repeat', async () => {
    const k = await open();
    const order = await k.order([['S1', 2, 2500]]);
    const both = await Promise.all([1, 2].map(() => k.dispatch.execute(send(order.reference, [{ position: 0, quantity: 1 }], 'parcel-1'))));
    expect(both.map((r) => r.ok && r.value.repeated).sort()).toEqual([false, true]);
    expect(new Set(both.map((r) => (r.ok ? r.value.shipment.id : '')))).toHaveProperty('size', 1);
    expect((await k.fulfilment.of(order.id)).shipments).toHaveLength(1);
    expect((await k.fulfilment.of(order.id)).lines[0]).toMatchObject({ dispatched: 1 });
    expect((await k.payments.modificationsOf(order.id)).filter((m) => m.kind === 'capture')).toHaveLength(1);
  });

  test('each parcel captures its units\' value (the first one the delivery too), once per parcel however often the dispatch is sent again', async () => {
    const k = await open();
    // 2 x £25.00 + 1 x £10.00 + £3.95 delivery = £63.95, only authorised.
    const order = await k.order([['S1', 2, 2500], ['S2', 1, 1000]]);
    const first = await k.dispatch.execute(send(order.reference, [{ position: 0, quantity: 1 }], 'parcel-1'));
    expect(first).toMatchObject({ ok: true, value: { repeated: false, capture: { status: 'asked', amount: { amountMinor: 2895, currency: 'GBP' } } } });
    const shipmentId = first.ok ? first.value.shipment.id : '';
    expect(first).toMatchObject({ value: { capture: { idempotencyKey: dispatchCaptureKey(shipmentId) } } });
    const again = await k.dispatch.execute(send(order.reference, [{ position: 0, quantity: 1 }], 'parcel-1'));
    expect(again).toMatchObject({ ok: true, value: { repeated: true, emailSent: false, shipment: { id: shipmentId }, capture: { status: 'asked', amount: { amountMinor: 2895 } } } });
    expect((await k.fulfilment.of(order.id)).shipments).toHaveLength(1);
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 0, captureReservedMinor: 2895 });
    await k.deliverWebhooks();
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 2895, captureReservedMinor: 0 });

    // The rest, without a key: £25.00 + £10.00, no delivery again.
    const rest = await k.dispatch.execute(send(order.reference, 'all'));
    expect(rest).toMatchObject({ ok: true, value: { repeated: false, capture: { status: 'asked', amount: { amountMinor: 3500 } } } });
    await k.deliverWebhooks();
    expect(await k.ledgerOf(order)).toMatchObject({ authorisedMinor: 6395, capturedMinor: 6395 });
    expect((await k.payments.modificationsOf(order.id)).map((m) => [m.kind, m.amount.amountMinor, m.state])).toEqual([['capture', 2895, 'succeeded'], ['capture', 3500, 'succeeded']]);
    // Each capture names the parcel's units, the first one the delivery.
    expect((await k.payments.modificationsOf(order.id)).map((m) => [m.lines, m.delivery])).toEqual([
      [[{ position: 0, quantity: 1 }], true], [[{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }], false],
    ]);
    // Each capture is audited as the operator who dispatched, after the dispatch itself.
    expect(k.audit.entries.map((e) => [e.action, e.actor])).toEqual([
      ['order.dispatch', SAM], ['order.payment.capture', SAM], ['order.dispatch', SAM], ['order.payment.capture', SAM],
    ]);
  });

  test('the provider out of reach: the parcel is dispatched, its capture recorded and pending, and the dispatch sent again asks it once more under the same key', async () => {
    const gateway = new ScriptedPaymentGateway();
    const k = await open(gateway);
    const order = await k.order([['S1', 1, 5000]]);
    gateway.modificationScript = () => err({ code: 'PROVIDER_UNAVAILABLE' });
    const down = await k.dispatch.execute(send(order.reference, 'all', 'parcel-1'));
    expect(down).toMatchObject({ ok: true, value: { repeated: false, capture: { status: 'pending', code: 'PROVIDER_UNAVAILABLE', amount: { amountMinor: 5395 } } } });
    expect((await k.fulfilment.of(order.id)).lines).toMatchObject([{ dispatched: 1 }]);
    expect(await k.payments.modificationsOf(order.id)).toMatchObject([{ kind: 'capture', state: 'requested', providerReference: null }]);
    expect(k.problems).toMatchObject([{ event: 'DISPATCH_CAPTURE_NOT_TAKEN', details: { orderReference: order.reference, status: 'pending' } }]);

    gateway.modificationScript = (call) => ok({ pspReference: `REF-${call.request.idempotencyKey}` });
    const retried = await k.dispatch.execute(send(order.reference, 'all', 'parcel-1'));
    expect(retried).toMatchObject({ ok: true, value: { repeated: true, capture: { status: 'asked', amount: { amountMinor: 5395 } } } });
    expect(gateway.modificationCalls).toHaveLength(2);
    expect(new Set(gateway.modificationCalls.map((c) => c.request.idempotencyKey)).size).toBe(1);
    expect(await k.payments.modificationsOf(order.id)).toHaveLength(1);
    expect(await k.ledgerOf(order)).toMatchObject({ captureReservedMinor: 5395 });
  });

  test('an automatic-capture site captured at authorisation: its dispatch captures nothing', async () => {
    const k = await open();
    const order = await k.order([['S1', 1, 5000]], { site: 'yours-clothing' });
    const sent = await k.dispatch.execute(send(order.reference, 'all', 'parcel-1'));
    expect(sent).toMatchObject({ ok: true, value: { capture: null } });
    expect(await k.payments.modificationsOf(order.id)).toEqual([]);
    expect(k.webhooks).toEqual([]);
  });

  test('the ledger decides, not the site\'s mode now: an order paid while its site captured by hand is captured by its dispatch after the site changed, and the other way round nothing is', async () => {
    const k = await open();
    // Paid while the site captured by hand (its ledger opened so), dispatched after the site moved to automatic capture.
    const before = await k.order([['S1', 1, 2500]], { site: 'yours-clothing' });
    await k.payments.ledgerOf(before.id, 'manual');
    expect(await k.dispatch.execute(send(before.reference, 'all'))).toMatchObject({ ok: true, value: { capture: { status: 'asked', amount: { amountMinor: 2895 } } } });
    // Paid while the site captured at authorisation, dispatched after it moved to manual capture.
    const after = await k.order([['S2', 1, 2500]]);
    await k.payments.ledgerOf(after.id, 'automatic');
    expect(await k.dispatch.execute(send(after.reference, 'all'))).toMatchObject({ ok: true, value: { capture: null } });
    expect(await k.payments.modificationsOf(after.id)).toEqual([]);
    expect(k.problems).toEqual([]);
  });

  test('cancelling a whole order: its ledger decides between giving the authorisation back and refunding, not the site\'s mode now', async () => {
    const k = await open();
    // Paid while the site captured by hand, cancelled after it moved to automatic capture: the authorisation goes back.
    const before = await k.order([['S1', 1, 2500]], { site: 'yours-clothing' });
    await k.payments.ledgerOf(before.id, 'manual');
    expect(await k.cancel(before.reference, 'all'))
      .toMatchObject({ ok: true, value: { release: { status: 'asked', amount: { amountMinor: 2895 } }, refund: null, deliveryRefund: null } });
    // Paid at authorisation, cancelled after the site moved to manual capture: refunded, no cancel asked.
    const after = await k.order([['S2', 1, 2500]]);
    await k.payments.ledgerOf(after.id, 'automatic');
    expect(await k.cancel(after.reference, 'all'))
      .toMatchObject({ ok: true, value: { release: null, refund: { status: 'asked', amount: { amountMinor: 2500 } }, deliveryRefund: { status: 'asked', amount: { amountMinor: 395 } } } });
    expect((await k.payments.modificationsOf(after.id)).map((m) => m.kind)).toEqual(['refund', 'refund']);
    expect(k.problems).toEqual([]);
  });

  test('cancelling the last units of an order nothing of which was dispatched gives the authorisation back; after a parcel nothing is asked; on an automatic site they are refunded', async () => {
    const k = await open();
    const order = await k.order([['S1', 1, 2500], ['S2', 1, 1000]]);
    expect(await k.cancel(order.reference, [{ position: 0, quantity: 1 }])).toMatchObject({ ok: true, value: { release: null } });
    const last = await k.cancel(order.reference, 'all');
    expect(last).toMatchObject({ ok: true, value: { release: { status: 'asked', amount: { amountMinor: 3895 } }, refund: null } });
    await k.deliverWebhooks();
    expect(await k.ledgerOf(order)).toMatchObject({ cancellation: 'cancelled', capturedMinor: 0 });
    expect(k.audit.entries.at(-1)).toMatchObject({ action: 'order.payment.cancel', actor: SAM });

    const partly = await k.order([['S3', 1, 2500], ['S4', 1, 1000]]);
    await k.dispatch.execute(send(partly.reference, [{ position: 0, quantity: 1 }]));
    expect(await k.cancel(partly.reference, 'all')).toMatchObject({ ok: true, value: { release: null } });

    const automatic = await k.order([['S5', 1, 2500]], { site: 'yours-clothing' });
    expect(await k.cancel(automatic.reference, 'all'))
      .toMatchObject({ ok: true, value: { release: null, refund: { status: 'asked', amount: { amountMinor: 2500 } }, deliveryRefund: { status: 'asked', amount: { amountMinor: 395 } } } });
    expect((await k.payments.modificationsOf(partly.id)).map((m) => m.kind)).toEqual(['capture']);
    expect(await k.payments.modificationsOf(automatic.id)).toMatchObject([
      { kind: 'refund', lines: [{ position: 0, quantity: 1 }], delivery: false }, { kind: 'refund', lines: [], delivery: true, idempotencyKey: `lines-cancelled:${automatic.id}:refund:delivery` },
    ]);
  });

  test('on an automatic site cancelled units are refunded by lines, once per cancellation, as the operator who cancelled; the delivery with the last when nothing was sent', async () => {
    const k = await open();
    // 2 x £25.00 + 1 x £10.00 + £3.95 delivery = £63.95, captured at authorisation.
    const order = await k.order([['S1', 2, 2500], ['S2', 1, 1000]], { site: 'yours-clothing' });
    const first = await k.cancel(order.reference, [{ position: 0, quantity: 1 }]);
    expect(first).toMatchObject({ ok: true, value: { release: null, refund: { status: 'asked', amount: { amountMinor: 2500, currency: 'GBP' } }, deliveryRefund: null } });
    const key = first.ok ? first.value.refund!.idempotencyKey : '';
    expect(key).toMatch(new RegExp(`^lines-cancelled:${order.id}:refund:`));
    expect(await k.payments.modificationsOf(order.id)).toMatchObject([{ kind: 'refund', idempotencyKey: key, lines: [{ position: 0, quantity: 1 }], delivery: false, requestedBy: `operator:${SAM.id}` }]);
    expect(k.audit.entries.map((e) => [e.action, e.actor])).toEqual([['order.lines.cancel', SAM], ['order.payment.refund', SAM]]);
    await k.deliverWebhooks();
    expect(await k.ledgerOf(order)).toMatchObject({ refundedMinor: 2500 });
    // The same cancellation sent again finds nothing left of it to cancel: refused, and nothing refunded again.
    const again = await k.cancel(order.reference, [{ position: 0, quantity: 2 }]);
    expect(again).toMatchObject({ ok: false });
    // The rest at once, in two cancellations: each refunds its own units, and the delivery is refunded once.
    const [one, other] = await Promise.all([
      k.cancel(order.reference, [{ position: 0, quantity: 1 }]),
      k.cancel(order.reference, [{ position: 1, quantity: 1 }]),
    ]);
    expect([one, other].map((r) => (r.ok ? r.value.refund : r.error))).toEqual([expect.objectContaining({ status: 'asked' }), expect.objectContaining({ status: 'asked' })]);
    // Written one after the other (the second planned again on the lines the first left): the one that left nothing to send refunds the delivery.
    expect([one, other].flatMap((r) => (r.ok && r.value.deliveryRefund !== null ? [r.value.deliveryRefund.idempotencyKey] : []))).toEqual([`lines-cancelled:${order.id}:refund:delivery`]);
    await k.deliverWebhooks(3);
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 6395, refundedMinor: 6395, refundReservedMinor: 0 });
    const refunds = await k.payments.modificationsOf(order.id);
    expect(refunds).toHaveLength(4);
    expect(refunds.flatMap((m) => m.lines).sort((a, b) => a.position - b.position)).toEqual([{ position: 0, quantity: 1 }, { position: 0, quantity: 1 }, { position: 1, quantity: 1 }]);
    expect(refunds.filter((m) => m.delivery)).toHaveLength(1);
    expect(k.sandbox.modificationCount('refund')).toBe(4);
  });

  test('the provider out of reach: the lines are cancelled, the refund recorded and pending in the answer, and asked again once under its key', async () => {
    const gateway = new ScriptedPaymentGateway();
    const k = await open(gateway);
    const order = await k.order([['S1', 2, 2500]], { site: 'yours-clothing' });
    gateway.modificationScript = () => err({ code: 'PROVIDER_UNAVAILABLE' });
    const down = await k.cancel(order.reference, [{ position: 0, quantity: 1 }]);
    expect(down).toMatchObject({ ok: true, value: { cancelled: [{ position: 0, quantity: 1 }], refund: { status: 'pending', code: 'PROVIDER_UNAVAILABLE', amount: { amountMinor: 2500 } } } });
    expect((await k.fulfilment.of(order.id)).lines).toMatchObject([{ cancelled: 1 }]);
    expect(await k.payments.modificationsOf(order.id)).toMatchObject([{ kind: 'refund', state: 'requested', providerReference: null }]);
    expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 2500 });
    expect(k.problems).toMatchObject([{ event: 'CANCELLATION_REFUND_NOT_TAKEN', details: { orderReference: order.reference, status: 'pending' } }]);

    gateway.modificationScript = (call) => ok({ pspReference: `REF-${call.request.idempotencyKey}` });
    const key = down.ok ? down.value.refund!.idempotencyKey : '';
    const retried = await k.refund.execute({ orderReference: order.reference, idempotencyKey: key, actor: SAM, selection: { kind: 'whole' } });
    expect(retried).toMatchObject({ ok: true, value: { state: 'requested', amount: { amountMinor: 2500 }, providerReference: expect.stringMatching(/^REF-/) } });
    expect(new Set(gateway.modificationCalls.map((c) => c.request.idempotencyKey)).size).toBe(1);
    expect(await k.payments.modificationsOf(order.id)).toHaveLength(1);
  });

  test('on a manual-capture site cancelled units give back only what was captured of them: nothing after a parcel captured its own value, the rest of a capture beyond it', async () => {
    const k = await open();
    // 2 x £25.00 + 1 x £10.00 + £3.95 delivery = £63.95, only authorised.
    const order = await k.order([['S1', 2, 2500], ['S2', 1, 1000]]);
    expect(await k.cancel(order.reference, [{ position: 1, quantity: 1 }])).toMatchObject({ ok: true, value: { refund: null } });
    await k.dispatch.execute(send(order.reference, [{ position: 0, quantity: 1 }]));
    await k.deliverWebhooks();
    // An operator captures £10.00 more than the parcel (£25.00 and the delivery).
    await k.capture.execute({ orderReference: order.reference, idempotencyKey: 'extra', actor: SAM, amountMinor: 1000 });
    await k.deliverWebhooks();
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 3895 });
    const rest = await k.cancel(order.reference, 'all');
    expect(rest).toMatchObject({ ok: true, value: { cancelled: [{ position: 0, quantity: 1 }], release: null, refund: { status: 'asked', amount: { amountMinor: 1000 } } } });
    expect((await k.payments.modificationsOf(order.id)).at(-1)).toMatchObject({ kind: 'refund', lines: [{ position: 0, quantity: 1 }], delivery: false, amount: { amountMinor: 1000 } });
  });
});

describe('cancellations of one order at once on PostgreSQL, each ledger statement on its own connection', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  test.skipIf(TEST_DATABASE_URL === '')('each refunds its own units once, the delivery once, never more than was captured', async () => {
    const k = await dispatchKit(undefined, async () => {
      const opened = await openTestPostgres(TEST_DATABASE_URL, 8);
      await migrate(opened.db);
      return opened;
    });
    try {
      // 4 x £10.00 + £3.95 delivery = £43.95, captured at authorisation; the four lines cancelled at once.
      const order = await k.order([['S1', 1, 1000], ['S2', 1, 1000], ['S3', 1, 1000], ['S4', 1, 1000]], { site: 'yours-clothing' });
      const answers = await Promise.all([0, 1, 2, 3].map((position) => k.cancel(order.reference, [{ position, quantity: 1 }])));
      expect(answers.map((a) => (a.ok ? a.value.refund?.status : a.error.code))).toEqual(['asked', 'asked', 'asked', 'asked']);
      const refunds = await k.payments.modificationsOf(order.id);
      expect(refunds).toHaveLength(5);
      expect(refunds.reduce((sum, m) => sum + m.amount.amountMinor, 0)).toBe(4395);
      expect(refunds.filter((m) => m.delivery)).toMatchObject([{ amount: { amountMinor: 395 }, lines: [] }]);
      expect(new Set(refunds.map((m) => m.idempotencyKey)).size).toBe(5);
      await k.deliverWebhooks(5);
      expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 4395, refundedMinor: 4395, refundReservedMinor: 0 });
    } finally {
      await k.close();
    }
  });
});
