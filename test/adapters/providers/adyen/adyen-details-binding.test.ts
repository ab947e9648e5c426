import { describe, expect, test } from 'vitest';
import { belongsToExpectedPayment } from '../../../../src/adapters/providers/adyen/adyen-details-binding.js';
import { detailsPaymentOf, UnreadableAnswer } from '../../../../src/adapters/providers/adyen/adyen-wire.js';

const expected = { reference: 'ORD-1001', amount: { amountMinor: 4599, currency: 'EUR' }, pspReference: 'PSP-A' };

describe('details bound to the payment they were sent for', () => {
  test('Adyen\'s answer for the same order, total and attempt belongs to it', () => {
    const answer = { resultCode: 'Authorised', merchantReference: 'ORD-1001', pspReference: 'PSP-A', amount: { value: 4599, currency: 'EUR' } };
    expect(belongsToExpectedPayment(detailsPaymentOf(answer), expected)).toBe(true);
  });

  test('another order\'s reference, or no reference at all, does not', () => {
    expect(belongsToExpectedPayment({ reference: 'ORD-2002', amount: null, pspReference: null }, expected)).toBe(false);
    expect(belongsToExpectedPayment(detailsPaymentOf({ resultCode: 'Authorised', pspReference: 'PSP-A' }), expected)).toBe(false);
  });

  test('the amount is compared in minor units and currency when the answer has one', () => {
    const found = { reference: 'ORD-1001', pspReference: 'PSP-A' };
    expect(belongsToExpectedPayment({ ...found, amount: null }, expected)).toBe(true);
    expect(belongsToExpectedPayment({ ...found, amount: { amountMinor: 4598, currency: 'EUR' } }, expected)).toBe(false);
    expect(belongsToExpectedPayment({ ...found, amount: { amountMinor: 4599, currency: 'GBP' } }, expected)).toBe(false);
  });

  test('the PSP reference is compared only when both sides know it', () => {
    const found = { reference: 'ORD-1001', amount: expected.amount };
    expect(belongsToExpectedPayment({ ...found, pspReference: 'PSP-B' }, expected)).toBe(false);
    expect(belongsToExpectedPayment({ ...found, pspReference: null }, expected)).toBe(true);
    expect(belongsToExpectedPayment({ ...found, pspReference: 'PSP-B' }, { ...expected, pspReference: null })).toBe(true);
  });

  test('an amount Adyen could not have sent makes the answer unreadable', () => {
    expect(() => detailsPaymentOf({ merchantReference: 'ORD-1001', amount: { value: '4599', currency: 'EUR' } })).toThrow(UnreadableAnswer);
  });
});
