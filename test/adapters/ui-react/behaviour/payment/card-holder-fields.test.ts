import { describe, expect, it } from 'vitest';
import { showsKoreanAuthentication, validateHolderName, validateKoreanTaxNumber } from '../../../../../src/adapters/ui-react/behaviour/payment/card-holder-fields.js';

describe('holder name and Korean fields', () => {
  it('rejects a blank holder name', () => {
    expect(validateHolderName('  ')).toEqual({ ok: false, error: 'creditCard.holderName.invalid' });
    expect(validateHolderName(' J. Smith ')).toEqual({ ok: true, value: 'J. Smith' });
  });

  it('checks the Korean tax number on blur only, for 6 or 10 characters', () => {
    expect(validateKoreanTaxNumber('12', 'typing')).toEqual({ ok: 'incomplete' });
    expect(validateKoreanTaxNumber('123456', 'blur')).toEqual({ ok: true, value: '123456' });
    expect(validateKoreanTaxNumber('1234567890', 'blur').ok).toBe(true);
    expect(validateKoreanTaxNumber('1234567', 'blur')).toEqual({ ok: false, error: 'creditCard.taxNumber.invalid' });
  });

  it('shows Korean fields only for KR when required', () => {
    expect(showsKoreanAuthentication({ koreanAuthenticationRequired: true, issuingCountryCode: 'kr' })).toBe(true);
    expect(showsKoreanAuthentication({ koreanAuthenticationRequired: true, countryCode: 'KR' })).toBe(true);
    expect(showsKoreanAuthentication({ koreanAuthenticationRequired: true, issuingCountryCode: 'GB', countryCode: 'KR' })).toBe(false);
    expect(showsKoreanAuthentication({ koreanAuthenticationRequired: false, issuingCountryCode: 'KR' })).toBe(false);
    expect(showsKoreanAuthentication({ koreanAuthenticationRequired: true })).toBe(false);
  });
});
