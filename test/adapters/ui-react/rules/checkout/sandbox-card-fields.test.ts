import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  groupCardNumber, securityCodeLength, storedCardPayload, supportedBrandsOf, typedExpiry, typedSecurityCode,
} from '../../../../../src/adapters/ui-react/rules/checkout/sandbox-card-fields.js';

describe('the sandbox card fields as typed', () => {
  it('groups the number as typed: by four, amex 4-6-5; digits only, no longer than the brand allows', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('370000000000002')).toBe('3700 000000 00002');
    expect(groupCardNumber('5555-5555 5555 4444')).toBe('5555 5555 5555 4444');
    expect(groupCardNumber('37000000000000299')).toBe('3700 000000 00002');
    expect(groupCardNumber('41111111111111111111').replace(/ /g, '')).toHaveLength(19);
    expect(groupCardNumber('4111a')).toBe('4111');
  });

  test.prop([fc.stringMatching(/^\d{0,19}$/)])('grouping keeps the digits (up to the brand length) and only adds spaces', (digits) => {
    const grouped = groupCardNumber(digits);
    expect(digits.startsWith(grouped.replace(/ /g, ''))).toBe(true);
    expect(groupCardNumber(grouped)).toBe(grouped);
  });

  it('types the expiry as MM/YY; an autofilled 03/2030 becomes 03/30', () => {
    expect(typedExpiry('0')).toBe('0');
    expect(typedExpiry('03')).toBe('03');
    expect(typedExpiry('033')).toBe('03/3');
    expect(typedExpiry('03/30')).toBe('03/30');
    expect(typedExpiry('03/2030')).toBe('03/30');
  });

  it('takes the security code of the brand length: 4 digits for amex, 3 otherwise', () => {
    expect(securityCodeLength('amex')).toBe(4);
    expect(securityCodeLength('visa')).toBe(3);
    expect(securityCodeLength(null)).toBe(3);
    expect(typedSecurityCode('73a73', 'amex')).toBe('7373');
    expect(typedSecurityCode('7373', 'visa')).toBe('737');
  });

  it('keeps the brands a card method lists that the domain knows', () => {
    expect(supportedBrandsOf(['visa', 'mc', 'unknownbrand'])).toEqual(['visa', 'mc']);
    expect(supportedBrandsOf([])).toBeUndefined();
  });

  it("pays a stored card with its security code by its brand's policy", () => {
    expect(storedCardPayload('s1', 'visa', '737')).toEqual({ type: 'scheme', storedPaymentMethodId: 's1', encryptedSecurityCode: 'test_737' });
    expect(storedCardPayload('s1', 'visa', '')).toBeNull();
    expect(storedCardPayload('s1', 'amex', '737')).toBeNull();
    expect(storedCardPayload('s1', 'amex', '7373')).toEqual({ type: 'scheme', storedPaymentMethodId: 's1', encryptedSecurityCode: 'test_7373' });
    expect(storedCardPayload('s1', 'bcmc', '')).toEqual({ type: 'scheme', storedPaymentMethodId: 's1' });
    expect(storedCardPayload('s1', 'maestro', '')).toEqual({ type: 'scheme', storedPaymentMethodId: 's1' });
    expect(storedCardPayload('s1', 'maestro', '73')).toBeNull();
  });
});
