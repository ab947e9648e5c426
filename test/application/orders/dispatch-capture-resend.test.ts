import { describe, expect, test } from 'vitest';
import { AdyenPaymentModifications } from '../../../src/adapters/providers/adyen/adyen-payment-modifications.js';
import { dispatchCaptureKey } from '../../../src/domain/orders/dispatch-capture.js';
import { RESEND_AFTER_MS } from '../../../src/domain/orders/payment-resend.js';
import type { ParcelTracking, PaymentModifications } from '../../../src/ports/payment-modifications.port.js';
import { ScriptedPaymentGateway } from '../../support/scripted-payment-gateway.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DATABASE_URL, TEST_DRIVERS } from '../../support/test-databases.js';
import { answerModifications, crashOnModification, databaseOn, dispatchKit, sweepAt } from './dispatch-test-kit.js';
import { SAM } from './fulfilment-test-kit.js';

const MINUTE = 60_000;

/** The parcels the card provider was given with each capture, by the capture's id. */
type Parcels = Map<string, ParcelTracking | undefined>;

/**
 * The kit on one driver: PGlite, or PostgreSQL with a pool of its own, so statements fired together run on separate connections.
 * Card payments go to Adyen through the scripted gateway, each capture's parcel kept in `parcels`.
 */
const kitOn = (driver: (typeof TEST_DRIVERS)[number], gateway: ScriptedPaymentGateway, parcels: Parcels = new Map()) => {
  const adyen = new AdyenPaymentModifications(gateway);
  const visa: PaymentModifications = {
    capturesAtPayment: () => adyen.capturesAtPayment(),
    capture: (call) => (parcels.set(call.reference, call.parcel), adyen.capture(call)),
    cancel: (call) => adyen.cancel(call),
    refund: (call) => adyen.refund(call),
  };
  return dispatchKit(gateway, databaseOn(driver), { visa });
};


const send = (reference: string, lines: { position: number; quantity: number }[] | 'all', idempotencyKey?: string) => ({
  reference, carrier: 'royal-mail', trackingNumber: 'AB123456785GB', lines, actor: SAM, ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
});

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`a crash between a dispatch's commit and its capture's call, on ${driver.name}`, { timeout: DATABASE_START_TIMEOUT_MS }, () => {
    test('the capture stays recorded with its money reserved, and the sweep sends it once, only once it is left over', async () => {
      const gateway = new ScriptedPaymentGateway();
      const parcels: Parcels = new Map();
      const k = await kitOn(driver, gateway, parcels);
      try {
        // 2 x £25.00 + £3.95 delivery, only authorised (the kit's manual-capture site).
        const order = await k.order([['S1', 2, 2500]]);
        crashOnModification(gateway);
        await expect(k.dispatch.execute(send(order.reference, [{ position: 0, quantity: 1 }], 'parcel-1'))).rejects.toThrow('the process stopped');
        // Committed together: the parcel and its units, and its capture recorded with its money reserved, never taken.
        const { shipments, lines } = await k.fulfilment.of(order.id);
        expect(lines).toMatchObject([{ dispatched: 1 }]);
        expect(shipments).toHaveLength(1);
        const [capture] = await k.payments.modificationsOf(order.id);
        expect(capture).toMatchObject({
          kind: 'capture', state: 'requested', providerReference: null, idempotencyKey: dispatchCaptureKey(shipments[0]!.id),
          amount: { amountMinor: 2895 }, lines: [{ position: 0, quantity: 1 }], delivery: true,
        });
        expect(await k.ledgerOf(order)).toMatchObject({ captureReservedMinor: 2895, capturedMinor: 0 });
        expect(k.audit.entries.filter((e) => e.action === 'order.dispatch' || e.action === 'order.payment.capture').map((e) => [e.action, e.actor]))
          .toEqual([['order.dispatch', SAM], ['order.payment.capture', SAM]]);
        const crashed = gateway.modificationCalls.length;

        answerModifications(gateway);
        const recordedAt = capture!.requestedAt.getTime();
        // Still young: the call after the commit may be under way, so the sweep leaves it.
        expect(await sweepAt(k, () => new Date(recordedAt + RESEND_AFTER_MS - 1000)).execute()).toBe(0);
        expect(gateway.modificationCalls).toHaveLength(crashed);
        // Left over: sent once, under its own id.
        expect(await sweepAt(k, () => new Date(recordedAt + RESEND_AFTER_MS + 1000)).execute()).toBe(1);
        expect(gateway.modificationCalls.slice(crashed).map((c) => [c.kind, c.request.idempotencyKey, c.request.amount?.amountMinor])).toEqual([['capture', capture!.id, 2895]]);
        // With its parcel's tracking, found by the capture's key, as the call after the commit would have sent it.
        expect(parcels.get(capture!.id)).toEqual({ carrier: 'Royal Mail', trackingNumber: 'AB123456785GB', trackingUrl: expect.stringContaining('AB123456785GB') });
        expect((await k.payments.modificationsOf(order.id))[0]).toMatchObject({ state: 'requested', providerReference: `REF-${capture!.id}` });
        // Taken now: no later sweep sends it again.
        expect(await sweepAt(k, () => new Date(recordedAt + 24 * 60 * MINUTE)).execute()).toBe(0);
        expect(gateway.modificationCalls).toHaveLength(crashed + 1);
        // The same dispatch again answers the first parcel: nothing sent, recorded or asked again.
        const again = await k.dispatch.execute(send(order.reference, [{ position: 0, quantity: 1 }], 'parcel-1'));
        expect(again).toMatchObject({ ok: true, value: { repeated: true, shipment: { id: shipments[0]!.id }, capture: { status: 'asked', modificationId: capture!.id } } });
        expect(gateway.modificationCalls).toHaveLength(crashed + 1);
        expect(await k.payments.modificationsOf(order.id)).toHaveLength(1);
        expect((await k.fulfilment.of(order.id)).lines).toMatchObject([{ dispatched: 1 }]);
        // The provider's CAPTURE settles it, as its webhook does.
        await k.settle.settle({ id: capture!.id, providerReference: `REF-${capture!.id}`, kind: 'capture' }, { succeeded: true, reason: null });
        expect(await k.ledgerOf(order)).toMatchObject({ captureReservedMinor: 0, capturedMinor: 2895 });
      } finally {
        await k.close();
      }
    });

    test('the same dispatch again after the crash asks the capture it recorded, once, instead of the sweep', async () => {
      const gateway = new ScriptedPaymentGateway();
      const k = await kitOn(driver, gateway);
      try {
        const order = await k.order([['S2', 1, 1000]]);
        crashOnModification(gateway);
        await expect(k.dispatch.execute(send(order.reference, 'all', 'parcel-2'))).rejects.toThrow('the process stopped');
        const [capture] = await k.payments.modificationsOf(order.id);
        const crashed = gateway.modificationCalls.length;
        answerModifications(gateway);
        const again = await k.dispatch.execute(send(order.reference, 'all', 'parcel-2'));
        expect(again).toMatchObject({ ok: true, value: { repeated: true, emailSent: false, capture: { status: 'asked', modificationId: capture!.id, amount: { amountMinor: 1395 } } } });
        expect(gateway.modificationCalls.slice(crashed).map((c) => c.request.idempotencyKey)).toEqual([capture!.id]);
        expect(await sweepAt(k, () => new Date(capture!.requestedAt.getTime() + RESEND_AFTER_MS + 1000)).execute()).toBe(0);
        expect(await k.payments.modificationsOf(order.id)).toHaveLength(1);
        expect(k.audit.entries.filter((e) => e.action === 'order.payment.capture')).toHaveLength(1);
      } finally {
        await k.close();
      }
    });
  });
}

describe('dispatches of one order at once on PostgreSQL, each on its own connection', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  test.skipIf(TEST_DATABASE_URL === '')('each parcel of different lines captures exactly its value, the delivery with the first parcel only', async () => {
    const gateway = new ScriptedPaymentGateway();
    const k = await kitOn(TEST_DRIVERS[1], gateway);
    try {
      answerModifications(gateway);
      for (let round = 0; round < 5; round++) {
        // £25.00, £10.00, 2 x £12.00 and £7.50 + £3.95 delivery, only authorised.
        const order = await k.order([[`A${round}`, 1, 2500], [`B${round}`, 1, 1000], [`C${round}`, 2, 1200], [`D${round}`, 1, 750]]);
        const parcels = [[{ position: 0, quantity: 1 }], [{ position: 1, quantity: 1 }], [{ position: 2, quantity: 2 }], [{ position: 3, quantity: 1 }]];
        const answers = await Promise.all(parcels.map((lines, i) => k.dispatch.execute(send(order.reference, lines, `round-${round}-parcel-${i}`))));
        expect(answers.map((a) => a.ok && !a.value.repeated)).toEqual([true, true, true, true]);
        const { shipments } = await k.fulfilment.of(order.id);
        expect(shipments).toHaveLength(4);
        const captures = await k.payments.modificationsOf(order.id);
        expect(captures).toHaveLength(4);
        // Each parcel's capture, under its key, is its units' value, and the first parcel's (by its sequence) the delivery too.
        const unitValue = [2500, 1000, 2400, 750];
        for (const [i, shipment] of shipments.entries()) {
          const capture = captures.find((c) => c.idempotencyKey === dispatchCaptureKey(shipment.id));
          const value = unitValue[shipment.lines[0]!.position]! + (i === 0 ? 395 : 0);
          expect(capture).toMatchObject({ kind: 'capture', amount: { amountMinor: value }, lines: shipment.lines, delivery: i === 0 });
          expect(answers.find((a) => a.ok && a.value.shipment.id === shipment.id)).toMatchObject({ value: { capture: { status: 'asked', amount: { amountMinor: value } } } });
        }
        expect(await k.ledgerOf(order)).toMatchObject({ authorisedMinor: 7045, captureReservedMinor: 7045, capturedMinor: 0 });
        expect(new Set(gateway.modificationCalls.filter((c) => captures.some((m) => m.id === c.request.idempotencyKey)).map((c) => c.request.idempotencyKey)).size).toBe(4);
      }
    } finally {
      await k.close();
    }
  });
});
