import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { takesTheRest } from '../../../src/domain/orders/final-capture.js';
import { openingLedger, type PaymentLedger } from '../../../src/domain/orders/payment-ledger.js';

describe('the capture that takes the last of the authorisation', () => {
  test.prop([fc.array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 8 })])(
    'captured in parts one after another, only the capture that takes the rest takes the last of the authorisation',
    (parts) => {
      const total = parts.reduce((sum, p) => sum + p, 0);
      let ledger: PaymentLedger = openingLedger({ amountMinor: total, currency: 'GBP' }, 'manual');
      const finals = parts.map((part) => {
        ledger = { ...ledger, captureReservedMinor: part };
        const final = takesTheRest(ledger, part);
        ledger = { ...ledger, captureReservedMinor: 0, capturedMinor: ledger.capturedMinor + part };
        return final;
      });
      expect(finals).toEqual(parts.map((_, i) => i === parts.length - 1));
    },
  );

  test('two captures under way together: neither is the last (the one the provider takes second would find the authorisation ended)', () => {
    const both = { ...openingLedger({ amountMinor: 5000, currency: 'GBP' }, 'manual'), captureReservedMinor: 5000 };
    expect(takesTheRest(both, 2000)).toBe(false);
    expect(takesTheRest(both, 3000)).toBe(false);
    expect(takesTheRest({ ...both, captureReservedMinor: 3000, capturedMinor: 2000 }, 3000)).toBe(true);
    expect(takesTheRest({ ...both, captureReservedMinor: 3000, capturedMinor: 2000, cancellation: 'requested' }, 3000)).toBe(false);
  });

});
