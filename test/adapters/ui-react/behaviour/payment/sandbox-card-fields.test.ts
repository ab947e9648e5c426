import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  brandOf,
  cardErrors,
  cardFieldError,
  EMPTY_CARD,
  groupCardNumber,
  sandboxCardPayload,
  securityCodeLength,
  storedCardPayload,
  supportedBrandsOf,
  typedExpiry,
  typedSecurityCode,
} from '../../../../../src/adapters/ui-react/behaviour/payment/sandbox-card-fields.js';

const today = { year: 2026, month: 11 };
const visa = { cardNumber: '4111 1111 1111 1111', expiryDate: '03/30', securityCode: '737', holderName: 'Jo Shopper' };

describe('the sandbox card form (spec sections 5 and 8)', () => {
  it('groups the number as typed: by four, amex 4-6-5; digits only, no longer than the brand allows', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('370000000000002')).toBe('3700 000000 00002');
    expect(groupCardNumber('5555-5555 5555 4444')).toBe('5555 5555 5555 4444');
    expect(groupCardNumber('37000000000000299')).toBe('3700 000000 00002');
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

  it('asks for the security code by brand: 4 digits for amex, none for bcmc, 3 otherwise', () => {
    expect(securityCodeLength('amex')).toBe(4);
    expect(securityCodeLength('visa')).toBe(3);
    expect(securityCodeLength(null)).toBe(3);
    expect(securityCodeLength('bcmc')).toBeNull();
    expect(typedSecurityCode('73a73', 'amex')).toBe('7373');
    expect(typedSecurityCode('7373', 'visa')).toBe('737');
  });

  it('shows the spec texts: required, invalid, unsupported, expired, too far ahead, security code, holder name', () => {
    expect(cardErrors(EMPTY_CARD, { today })).toEqual({
      cardNumber: 'cardNumberRequired', expiryDate: 'expiryRequired', securityCode: 'securityCodeRequired', holderName: 'holderNameRequired',
    });
    const ctx = { today, complete: true };
    expect(cardFieldError('cardNumber', { ...visa, cardNumber: '4111 1111 1111 1112' }, ctx)).toBe('cardNumberInvalid');
    expect(cardFieldError('cardNumber', { ...visa, cardNumber: '3700 000000 00002' }, { ...ctx, supportedBrands: ['visa', 'mc'] })).toBe('cardUnsupported');
    expect(cardFieldError('expiryDate', { ...visa, expiryDate: '10/26' }, ctx)).toBe('cardExpired');
    expect(cardFieldError('expiryDate', { ...visa, expiryDate: '11/26' }, ctx)).toBeNull();
    expect(cardFieldError('expiryDate', { ...visa, expiryDate: '12/99' }, { ...ctx, today: { year: 2026, month: 11 } })).toBe('expiryTooFar');
    expect(cardFieldError('expiryDate', { ...visa, expiryDate: '13/30' }, ctx)).toBe('expiryRequired');
    expect(cardFieldError('securityCode', { ...visa, cardNumber: '3700 000000 00002', securityCode: '737' }, ctx)).toBe('securityCodeRequired');
    expect(cardFieldError('holderName', { ...visa, holderName: '   ' }, ctx)).toBe('holderNameRequired');
    expect(cardErrors(visa, { today })).toEqual({});
  });

  it('says nothing while a number may still grow, and judges it once the shopper leaves the field', () => {
    const partial = { ...visa, cardNumber: '4111 1111' };
    expect(cardFieldError('cardNumber', partial, { today, complete: false })).toBeNull();
    expect(cardFieldError('cardNumber', partial, { today, complete: true })).toBe('cardNumberInvalid');
    expect(cardFieldError('holderName', { ...visa, holderName: '' }, { today, complete: false })).toBeNull();
  });

  it('detects the brand for its icon among the accepted brands, or any known brand', () => {
    expect(brandOf('4111')).toBe('visa');
    expect(brandOf('5555 5555')).toBe('mc');
    expect(brandOf('3700', ['visa'])).toBe('amex');
    expect(brandOf('')).toBeNull();
    expect(supportedBrandsOf(['visa', 'mc', 'unknownbrand'])).toEqual(['visa', 'mc']);
    expect(supportedBrandsOf([])).toBeUndefined();
  });

  it("sends Adyen's unencrypted test format, and nothing while a field is in error", () => {
    expect(sandboxCardPayload(visa, { today })).toEqual({
      type: 'scheme', encryptedCardNumber: 'test_4111111111111111', encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030', encryptedSecurityCode: 'test_737', holderName: 'Jo Shopper',
    });
    expect(sandboxCardPayload({ ...visa, securityCode: '' }, { today })).toBeNull();
    expect(storedCardPayload('s1', 'visa', '737')).toEqual({ type: 'scheme', storedPaymentMethodId: 's1', encryptedSecurityCode: 'test_737' });
    expect(storedCardPayload('s1', 'amex', '737')).toBeNull();
    expect(storedCardPayload('s1', 'amex', '7373')).toEqual({ type: 'scheme', storedPaymentMethodId: 's1', encryptedSecurityCode: 'test_7373' });
  });

  test.prop([fc.record({ cardNumber: fc.string(), expiryDate: fc.string(), securityCode: fc.string(), holderName: fc.string() })])(
    'never throws; a payload exists exactly when no field is in error, and carries only digits in the number',
    (values) => {
      const payload = sandboxCardPayload(values, { today });
      expect(payload === null).toBe(Object.keys(cardErrors(values, { today })).length > 0);
      if (payload) expect(payload.encryptedCardNumber).toMatch(/^test_\d+$/);
    },
  );
});
