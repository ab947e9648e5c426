import { describe, expect, test } from 'vitest';
import { RESEND_AFTER_MS } from '../../../src/domain/orders/payment-resend.js';
import { ScriptedPaymentGateway } from '../../support/scripted-payment-gateway.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DATABASE_URL, TEST_DRIVERS } from '../../support/test-databases.js';
import { answerModifications, crashOnModification, databaseOn, dispatchKit, sweepAt } from './dispatch-test-kit.js';

const AUTOMATIC_SITE = 'yours-clothing';
const MINUTE = 60_000;

/** The kit on one driver (`databaseOn`). */
const kitOn = (driver: (typeof TEST_DRIVERS)[number], gateway: ScriptedPaymentGateway) => dispatchKit(gateway, databaseOn(driver));


for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`a crash between a cancellation's commit and its refund's call, on ${driver.name}`, { timeout: DATABASE_START_TIMEOUT_MS }, () => {
    test('the refund stays recorded with its money reserved, and the sweep sends it once, only once it is left over', async () => {
      const gateway = new ScriptedPaymentGateway();
      const k = await kitOn(driver, gateway);
      try {
        // 2 x £25.00 + £3.95 delivery, captured at authorisation.
        const order = await k.order([['S1', 2, 2500]], { site: AUTOMATIC_SITE });
        crashOnModification(gateway);
        await expect(k.cancel(order.reference, [{ position: 0, quantity: 1 }], 'press-1')).rejects.toThrow('the process stopped');
        // Committed together: the units cancelled and back in stock, the refund recorded and its money reserved, never taken.
        expect((await k.fulfilment.of(order.id)).lines).toMatchObject([{ cancelled: 1 }]);
        expect(await k.stockOf('S1')).toBe(11);
        const [refund] = await k.payments.modificationsOf(order.id);
        expect(refund).toMatchObject({ kind: 'refund', state: 'requested', providerReference: null, amount: { amountMinor: 2500 }, lines: [{ position: 0, quantity: 1 }] });
        expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 2500, refundedMinor: 0 });
        const crashed = gateway.modificationCalls.length;

        answerModifications(gateway);
        const recordedAt = refund!.requestedAt.getTime();
        // Still young: the call after the commit may be under way, so the sweep leaves it.
        expect(await sweepAt(k, () => new Date(recordedAt + RESEND_AFTER_MS - 1000)).execute()).toBe(0);
        expect(gateway.modificationCalls).toHaveLength(crashed);
        // Left over: sent once, under its own id.
        expect(await sweepAt(k, () => new Date(recordedAt + RESEND_AFTER_MS + 1000)).execute()).toBe(1);
        expect(gateway.modificationCalls.slice(crashed).map((c) => [c.kind, c.request.idempotencyKey])).toEqual([['refund', refund!.id]]);
        expect((await k.payments.modificationsOf(order.id))[0]).toMatchObject({ state: 'requested', providerReference: `REF-${refund!.id}` });
        // Taken now: no later sweep sends it again.
        expect(await sweepAt(k, () => new Date(recordedAt + 24 * 60 * MINUTE)).execute()).toBe(0);
        expect(gateway.modificationCalls).toHaveLength(crashed + 1);
        // The same press again answers the first cancellation: nothing cancelled or refunded again.
        const again = await k.cancel(order.reference, [{ position: 0, quantity: 1 }], 'press-1');
        expect(again).toMatchObject({ ok: true, value: { repeated: true, cancelled: [{ position: 0, quantity: 1 }], refund: { status: 'asked', modificationId: refund!.id } } });
        expect(gateway.modificationCalls).toHaveLength(crashed + 1);
        expect(await k.stockOf('S1')).toBe(11);
        // The provider's REFUND settles it, as its webhook does.
        await k.settle.settle({ id: refund!.id, providerReference: `REF-${refund!.id}`, kind: 'refund' }, { succeeded: true, reason: null });
        expect(await k.ledgerOf(order)).toMatchObject({ refundReservedMinor: 0, refundedMinor: 2500 });
      } finally {
        await k.close();
      }
    });

    test('a provider still down when swept: asked again after its backoff, a minute then doubling, and listed as not resent meanwhile', async () => {
      const gateway = new ScriptedPaymentGateway();
      const k = await kitOn(driver, gateway);
      try {
        const order = await k.order([['S2', 1, 1000]], { site: AUTOMATIC_SITE });
        crashOnModification(gateway);
        await expect(k.cancel(order.reference, 'all')).rejects.toThrow('the process stopped');
        const recorded = await k.payments.modificationsOf(order.id);
        // The units' refund and the delivery's: nothing is left to send.
        expect(recorded.map((m) => [m.amount.amountMinor, m.delivery])).toEqual([[1000, false], [395, true]]);
        gateway.modificationScript = () => ({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
        const start = Math.max(...recorded.map((m) => m.requestedAt.getTime())) + RESEND_AFTER_MS + 1000;
        expect(await sweepAt(k, () => new Date(start)).execute()).toBe(2);
        expect(k.problems.filter((p) => p.event === 'PAYMENT_MODIFICATION_NOT_RESENT')).toHaveLength(2);
        expect(await sweepAt(k, () => new Date(start + MINUTE - 1000)).execute()).toBe(0);
        expect(await sweepAt(k, () => new Date(start + MINUTE + 1000)).execute()).toBe(2);
        // The second try is due two minutes after it.
        expect(await sweepAt(k, () => new Date(start + 3 * MINUTE)).execute()).toBe(0);
        answerModifications(gateway);
        expect(await sweepAt(k, () => new Date(start + 3 * MINUTE + 2000)).execute()).toBe(2);
        expect((await k.payments.modificationsOf(order.id)).map((m) => m.providerReference)).toEqual(recorded.map((m) => `REF-${m.id}`));
      } finally {
        await k.close();
      }
    });
  });
}

describe('sweeps of several nodes at once on PostgreSQL, each on its own connection', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  test.skipIf(TEST_DATABASE_URL === '')('send each unsent refund once', async () => {
    const gateway = new ScriptedPaymentGateway();
    const k = await kitOn(TEST_DRIVERS[1], gateway);
    try {
      crashOnModification(gateway);
      const orders = [];
      for (const stockId of ['S3', 'S4', 'S5', 'S6', 'S7']) {
        const order = await k.order([[stockId, 2, 1500]], { site: AUTOMATIC_SITE });
        await expect(k.cancel(order.reference, [{ position: 0, quantity: 1 }])).rejects.toThrow('the process stopped');
        orders.push(order);
      }
      const crashed = gateway.modificationCalls.length;
      answerModifications(gateway);
      const later = () => new Date(Date.now() + RESEND_AFTER_MS + 1000);
      const claimed = await Promise.all(Array.from({ length: 4 }, () => sweepAt(k, later).execute()));
      expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(5);
      const sent = gateway.modificationCalls.slice(crashed).map((c) => c.request.idempotencyKey);
      expect(sent).toHaveLength(5);
      expect(new Set(sent).size).toBe(5);
      for (const order of orders) expect(await k.payments.modificationsOf(order.id)).toMatchObject([{ state: 'requested', providerReference: expect.stringMatching(/^REF-/) }]);
      expect(await Promise.all(Array.from({ length: 4 }, () => sweepAt(k, later).execute()))).toEqual([0, 0, 0, 0]);
    } finally {
      await k.close();
    }
  });

  test.skipIf(TEST_DATABASE_URL === '')('the same cancellation pressed ten times together cancels once, returns its stock once and refunds once', async () => {
    const gateway = new ScriptedPaymentGateway();
    const k = await kitOn(TEST_DRIVERS[1], gateway);
    try {
      const order = await k.order([['S8', 3, 2000]], { site: AUTOMATIC_SITE });
      expect(await k.stockOf('S8')).toBe(10);
      const answers = await Promise.all(Array.from({ length: 10 }, () => k.cancel(order.reference, [{ position: 0, quantity: 2 }], 'same-press')));
      expect(answers.every((a) => a.ok)).toBe(true);
      expect(answers.filter((a) => a.ok && !a.value.repeated)).toHaveLength(1);
      expect(answers.map((a) => (a.ok ? a.value.cancelled : null))).toEqual(Array.from({ length: 10 }, () => [{ position: 0, quantity: 2 }]));
      expect((await k.fulfilment.of(order.id)).lines).toMatchObject([{ cancelled: 2 }]);
      expect(await k.stockOf('S8')).toBe(12);
      expect(await k.payments.modificationsOf(order.id)).toMatchObject([{ kind: 'refund', amount: { amountMinor: 4000 } }]);
      expect(new Set(gateway.modificationCalls.map((c) => c.request.idempotencyKey)).size).toBe(1);
      expect(k.audit.entries.filter((e) => e.action === 'order.lines.cancel')).toHaveLength(1);
      // Another key on what is left: one unit, not two.
      expect(await k.cancel(order.reference, [{ position: 0, quantity: 2 }], 'other-press')).toEqual({ ok: false, error: { code: 'MORE_THAN_REMAINS', position: 0, remaining: 1 } });
    } finally {
      await k.close();
    }
  });
});
