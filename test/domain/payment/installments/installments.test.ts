import { describe, expect, it } from 'vitest';
import { installmentsPayload, installmentsView } from '../../../../src/domain/payment/installments/installments.js';
import { FACILYPAY_DEFAULT_COUNTRIES, FACILYPAY_METHODS, isFacilypayMethod, offersFacilypay } from '../../../../src/domain/payment/installments/facilypay.js';

describe('installments', () => {
  it('is hidden when the amount is 0 or nothing is offered', () => {
    expect(installmentsView({ values: [1, 2, 3] }, 0)).toEqual({ kind: 'hidden' });
    expect(installmentsView(null, 1000)).toEqual({ kind: 'hidden' });
    expect(installmentsView({ values: [] }, 1000)).toEqual({ kind: 'hidden' });
  });

  it('shows a single value read-only and several as a choice', () => {
    expect(installmentsView({ values: [3] }, 1000)).toEqual({ kind: 'readOnly', value: 3 });
    expect(installmentsView({ values: [1, 2, 3] }, 1000)).toEqual({ kind: 'select', values: [1, 2, 3] });
  });

  it('offers one-time, instalments and revolving for a revolving plan', () => {
    expect(installmentsView({ values: [1, 2], plans: ['revolving'] }, 1000)).toEqual({
      kind: 'plans',
      options: ['onetime', 'installments', 'revolving'],
      values: [1, 2],
    });
  });

  it('sends value 1 for one-time and revolving', () => {
    expect(installmentsPayload('onetime', 6)).toEqual({ value: 1 });
    expect(installmentsPayload('installments', 6)).toEqual({ value: 6 });
    expect(installmentsPayload('revolving', 6)).toEqual({ value: 1, plan: 'revolving' });
  });
});

describe('Facilypay', () => {
  it('offers 3x, 4x, 6x, 10x and 12x in ES and FR by default', () => {
    expect(FACILYPAY_METHODS).toEqual(['facilypay_3x', 'facilypay_4x', 'facilypay_6x', 'facilypay_10x', 'facilypay_12x']);
    expect(FACILYPAY_DEFAULT_COUNTRIES).toEqual(['ES', 'FR']);
    expect(['es', 'FR', 'DE'].map((c) => offersFacilypay(c))).toEqual([true, true, false]);
    expect(offersFacilypay('DE', ['DE'])).toBe(true);
    expect(isFacilypayMethod('facilypay_10x')).toBe(true);
    expect(isFacilypayMethod('facilypay_5x')).toBe(false);
  });
});
