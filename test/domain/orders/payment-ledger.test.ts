import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  capturableMinor, decideCancel, decideCapture, decideRefund, decideRelease, openingLedger, refundableMinor, releasableMinor, type PaymentLedger,
} from '../../../src/domain/orders/payment-ledger.js';
import { modificationResultOf } from '../../../src/domain/orders/payment-modification.js';
import { refundScopeOf, type RefundedLine } from '../../../src/domain/orders/refund-selection.js';
import { orderLine } from '../../support/order-fixtures.js';

/** A step of an operator and the provider: ask a capture or refund (of an amount or all that is left), or settle the oldest one asked. */
const step = fc.oneof(
  fc.record({ kind: fc.constantFrom('capture' as const, 'refund' as const), amountMinor: fc.option(fc.integer({ min: -10, max: 6000 }), { nil: null }) }),
  fc.record({ kind: fc.constant('settle' as const), succeeded: fc.boolean() }),
);

describe('the payment ledger', () => {
  test.prop([fc.integer({ min: 0, max: 5000 }), fc.constantFrom('automatic' as const, 'manual' as const), fc.array(step, { maxLength: 60 })])(
    'whatever is asked and however the provider answers, refunds never exceed what is captured and captures never exceed what is authorised',
    (total, mode, steps) => {
      let ledger: PaymentLedger = openingLedger({ amountMinor: total, currency: 'GBP' }, mode);
      const asked: { kind: 'capture' | 'refund'; amount: number }[] = [];
      for (const s of steps) {
        if (s.kind === 'settle') {
          const oldest = asked.shift();
          if (oldest === undefined) continue;
          ledger = oldest.kind === 'capture'
            ? { ...ledger, captureReservedMinor: ledger.captureReservedMinor - oldest.amount, capturedMinor: ledger.capturedMinor + (s.succeeded ? oldest.amount : 0) }
            : { ...ledger, refundReservedMinor: ledger.refundReservedMinor - oldest.amount, refundedMinor: ledger.refundedMinor + (s.succeeded ? oldest.amount : 0) };
        } else if (s.kind === 'capture') {
          const decided = decideCapture(ledger, 'paid', s.amountMinor);
          if (decided.ok) {
            expect(decided.value).toBeGreaterThan(0);
            ledger = { ...ledger, captureReservedMinor: ledger.captureReservedMinor + decided.value };
            asked.push({ kind: 'capture', amount: decided.value });
          }
        } else {
          const decided = decideRefund(ledger, s.amountMinor);
          if (decided.ok) {
            expect(decided.value).toBeGreaterThan(0);
            ledger = { ...ledger, refundReservedMinor: ledger.refundReservedMinor + decided.value };
            asked.push({ kind: 'refund', amount: decided.value });
          } else {
            expect(decided.error).toEqual({ code: 'REFUND_OVER_REMAINING', remainingMinor: refundableMinor(ledger), currency: 'GBP' });
          }
        }
        expect(ledger.refundedMinor + ledger.refundReservedMinor).toBeLessThanOrEqual(ledger.capturedMinor);
        expect(ledger.capturedMinor + ledger.captureReservedMinor).toBeLessThanOrEqual(ledger.authorisedMinor);
        expect(capturableMinor(ledger)).toBeGreaterThanOrEqual(0);
      }
    },
  );

  test('a cancel only while nothing is captured or being captured, and nothing captures once it is asked', () => {
    const manual = openingLedger({ amountMinor: 5000, currency: 'EUR' }, 'manual');
    expect(decideCancel(manual, 'paid')).toEqual({ ok: true, value: undefined });
    expect(decideCancel(manual, 'pending')).toEqual({ ok: false, error: { code: 'PAYMENT_NOT_AUTHORISED' } });
    expect(decideCancel({ ...manual, captureReservedMinor: 1 }, 'paid')).toEqual({ ok: false, error: { code: 'PAYMENT_ALREADY_CAPTURED' } });
    expect(decideCancel(openingLedger({ amountMinor: 5000, currency: 'EUR' }, 'automatic'), 'paid')).toEqual({ ok: false, error: { code: 'PAYMENT_ALREADY_CAPTURED' } });
    expect(decideCapture({ ...manual, cancellation: 'requested' }, 'paid', null)).toEqual({ ok: false, error: { code: 'PAYMENT_CANCELLED' } });
    expect(decideCapture({ ...manual, cancellation: 'cancelled' }, 'cancelled', 100)).toEqual({ ok: false, error: { code: 'PAYMENT_CANCELLED' } });
    expect(decideCancel({ ...manual, cancellation: 'cancelled' }, 'paid')).toEqual({ ok: false, error: { code: 'PAYMENT_CANCELLED' } });
  });

  test('a release gives back all that is left once part is captured and no capture is under way; nothing captures what is released or being released', () => {
    const partCaptured = { ...openingLedger({ amountMinor: 5000, currency: 'GBP' }, 'manual'), capturedMinor: 3000 };
    expect(decideRelease(partCaptured, 'paid')).toEqual({ ok: true, value: 2000 });
    expect(decideRelease(partCaptured, 'cancelled')).toEqual({ ok: false, error: { code: 'NOTHING_TO_RELEASE' } });
    expect(decideRelease(openingLedger({ amountMinor: 5000, currency: 'GBP' }, 'manual'), 'paid')).toEqual({ ok: false, error: { code: 'NOTHING_TO_RELEASE' } });
    expect(decideRelease({ ...partCaptured, captureReservedMinor: 500 }, 'paid')).toEqual({ ok: false, error: { code: 'NOTHING_TO_RELEASE' } });
    expect(decideRelease({ ...partCaptured, capturedMinor: 5000 }, 'paid')).toEqual({ ok: false, error: { code: 'NOTHING_TO_RELEASE' } });
    for (const released of [{ releaseReservedMinor: 2000 }, { releasedMinor: 2000 }]) {
      const ledger = { ...partCaptured, ...released };
      expect([capturableMinor(ledger), releasableMinor(ledger)]).toEqual([0, 0]);
      expect(decideRelease(ledger, 'paid')).toEqual({ ok: false, error: { code: 'NOTHING_TO_RELEASE' } });
      expect(decideCapture(ledger, 'paid', null)).toEqual({ ok: false, error: { code: 'AUTHORISATION_RELEASED' } });
      expect(decideRefund(ledger, null)).toEqual({ ok: true, value: 3000 });
    }
  });

  test('webhook event codes: CAPTURE and REFUND by their flag, *_FAILED always a failure, CANCELLATION by its flag, others none', () => {
    expect(modificationResultOf('CAPTURE', true)).toEqual({ kind: 'capture', succeeded: true });
    expect(modificationResultOf('CAPTURE', false)).toEqual({ kind: 'capture', succeeded: false });
    expect(modificationResultOf('CAPTURE_FAILED', true)).toEqual({ kind: 'capture', succeeded: false });
    expect(modificationResultOf('REFUND_FAILED', true)).toEqual({ kind: 'refund', succeeded: false });
    expect(modificationResultOf('CANCELLATION', true)).toEqual({ kind: 'cancel', succeeded: true });
    expect(modificationResultOf('AUTHORISATION', true)).toBeNull();
    expect(modificationResultOf('CANCEL_OR_REFUND', true)).toBeNull();
  });
});

describe('what a refund covers', () => {
  const order = { lines: [orderLine('S1', 3, 1000), orderLine('S2', 1, 2500)], deliveryPrice: { amountMinor: 395 } };

  test.prop([fc.array(fc.record({ position: fc.integer({ min: 0, max: 2 }), quantity: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 4 })], { numRuns: 200 })(
    'refunds by lines never cover a unit twice, nor more than the lines and the delivery cost',
    (requests) => {
      let soFar = { lines: [] as RefundedLine[], delivery: false };
      let total = 0;
      for (const lines of requests.map((r) => [r])) {
        const scope = refundScopeOf(order, { kind: 'lines', lines, delivery: true }, soFar);
        if (!scope.ok) continue;
        total += scope.value.amountMinor!;
        soFar = { lines: [...soFar.lines, ...scope.value.lines], delivery: soFar.delivery || scope.value.delivery };
      }
      for (const [position, line] of order.lines.entries()) {
        expect(soFar.lines.filter((l) => l.position === position).reduce((n, l) => n + l.quantity, 0)).toBeLessThanOrEqual(line.quantity);
      }
      expect(total).toBeLessThanOrEqual(3 * 1000 + 2500 + 395);
    },
  );

  test('whole covers every unit left and the delivery once; a line twice in one request or unknown is refused', () => {
    const soFar = { lines: [{ position: 0, quantity: 2 }], delivery: true };
    expect(refundScopeOf(order, { kind: 'whole' }, soFar)).toEqual({ ok: true, value: { amountMinor: null, lines: [{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }], delivery: false } });
    expect(refundScopeOf(order, { kind: 'lines', lines: [{ position: 1, quantity: 1 }, { position: 1, quantity: 1 }], delivery: false }, soFar))
      .toEqual({ ok: false, error: { code: 'REFUND_LINE_UNAVAILABLE', position: 1 } });
    expect(refundScopeOf(order, { kind: 'lines', lines: [{ position: 7, quantity: 1 }], delivery: false }, soFar))
      .toEqual({ ok: false, error: { code: 'REFUND_LINE_UNAVAILABLE', position: 7 } });
    expect(refundScopeOf(order, { kind: 'lines', lines: [], delivery: true }, soFar)).toEqual({ ok: false, error: { code: 'DELIVERY_ALREADY_REFUNDED' } });
    expect(refundScopeOf(order, { kind: 'amount', amountMinor: 123 }, soFar)).toEqual({ ok: true, value: { amountMinor: 123, lines: [], delivery: false } });
  });
});
