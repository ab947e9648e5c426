import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { validateBlikCode, validateMbWayNumber, validatePhoneWalletNumber } from '../../../../src/domain/payment/forms/mobile-payments.js';
import { ageOn, MINIMUM_AGE, validateDateOfBirth, validateEmail, validatePhoneCharacters } from '../../../../src/domain/payment/forms/shopper-details.js';
import { isVoucherPhoneComplete, typeVoucherPhone, validateVoucherDetails } from '../../../../src/domain/payment/forms/voucher-details.js';

describe('MB Way', () => {
  it.each(['+351 912 345 678', '912345678', '1234567', '+1234567'])('accepts %s', (n) => {
    expect(validateMbWayNumber(n).ok).toBe(true);
  });
  it.each(['123456', '+ 1234567', '91-234-5678', 'abcdefg', '', '+12345'])('rejects %s with mobileNumber.invalid', (n) => {
    expect(validateMbWayNumber(n)).toEqual({ ok: false, error: 'mobileNumber.invalid' });
  });
});

describe('BLIK', () => {
  it('needs exactly 6 digits', () => {
    expect(validateBlikCode('777 123')).toEqual({ ok: true, value: '777123' });
    expect(validateBlikCode('77712')).toEqual({ ok: false, error: 'blik.invalid' });
    expect(validateBlikCode('7771234')).toEqual({ ok: false, error: 'blik.invalid' });
    expect(validateBlikCode('77712a')).toEqual({ ok: false, error: 'blik.invalid' });
  });
  test.prop([fc.stringMatching(/^\d*$/)])('accepts a digit string exactly when it has 6 digits', (digits) => {
    expect(validateBlikCode(digits).ok).toBe(digits.length === 6);
  });
});

describe('phone wallet', () => {
  it('needs more than 6 characters on blur', () => {
    expect(validatePhoneWalletNumber('123', 'typing')).toEqual({ ok: 'incomplete' });
    expect(validatePhoneWalletNumber('123456', 'blur')).toEqual({ ok: false, error: 'error.va.gen.01' });
    expect(validatePhoneWalletNumber('1234567', 'blur')).toEqual({ ok: true, value: '1234567' });
  });
});

describe('shopper details', () => {
  it.each(['shopper@example.com', 'a.b+c@mail.example.co.uk'])('accepts email %s', (e) => {
    expect(validateEmail(e).ok).toBe(true);
  });
  it.each(['shopper@', 'shopper@example', 'shop per@example.com', '@example.com', 'a@b.c', 'a@@b.com'])('rejects email %s as Incomplete field', (e) => {
    expect(validateEmail(e)).toEqual({ ok: false, error: 'Incomplete field' });
  });

  it.each(['+44 (0)20 7946-0000', '07946000000', '(020) 7946 0000'])('accepts phone %s', (p) => {
    expect(validatePhoneCharacters(p).ok).toBe(true);
  });
  it.each(['', '+', '()', '0794x', '44+7946'])('rejects phone %s', (p) => {
    expect(validatePhoneCharacters(p).ok).toBe(false);
  });

  it('needs the shopper to be at least 18 on the given day', () => {
    expect(MINIMUM_AGE).toBe(18);
    expect(validateDateOfBirth('2008-05-20', '2026-05-20')).toEqual({ ok: true, value: '2008-05-20' });
    expect(validateDateOfBirth('2008-05-21', '2026-05-20')).toEqual({ ok: false, error: 'You must be at least 18 years old' });
    expect(validateDateOfBirth('2008-02-29', '2026-02-28').ok).toBe(false);
    expect(validateDateOfBirth('2008-02-29', '2026-03-01').ok).toBe(true);
    expect(validateDateOfBirth('2008-02-30', '2026-03-01')).toEqual({ ok: false, error: 'Incomplete field' });
    expect(validateDateOfBirth('2000-13-01', '2026-03-01').ok).toBe(false);
    expect(validateDateOfBirth('2000-04-31', '2026-03-01').ok).toBe(false);
    expect(validateDateOfBirth('1900-02-29', '2026-03-01').ok).toBe(false);
    expect(validateDateOfBirth('2000-02-29', '2026-03-01').ok).toBe(true);
    expect(validateDateOfBirth('01/01/2000', '2026-03-01').ok).toBe(false);
  });

  test.prop([fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), fc.integer({ min: 0, max: 100 })])(
    'age grows by exactly one on each birthday',
    (birth, years) => {
      const iso = birth.toISOString().slice(0, 10);
      fc.pre(!iso.endsWith('02-29'));
      const later = `${String(birth.getUTCFullYear() + years).padStart(4, '0')}${iso.slice(4)}`;
      expect(ageOn(iso, later)).toBe(years);
    },
  );
});

describe('voucher details', () => {
  it('keeps at most 11 digits while typing and needs 10 or 11 on blur', () => {
    expect(typeVoucherPhone('090-1234-56789')).toBe('09012345678');
    expect(isVoucherPhoneComplete('0901234567')).toBe(true);
    expect(isVoucherPhoneComplete('090123456')).toBe(false);
  });

  it('requires first name, last name, telephone and email', () => {
    expect(validateVoucherDetails({ firstName: '', lastName: ' ', telephoneNumber: '', shopperEmail: '' })).toEqual({
      ok: false,
      error: { firstName: 'field.error.required', lastName: 'field.error.required', telephoneNumber: 'field.error.required', shopperEmail: 'field.error.required' },
    });
    expect(validateVoucherDetails({ firstName: 'Hana', lastName: 'Sato', telephoneNumber: '090123', shopperEmail: 'hana@' })).toEqual({
      ok: false,
      error: { telephoneNumber: 'voucher.econtext.telephoneNumber.invalid', shopperEmail: 'Incomplete field' },
    });
    const valid = { firstName: 'Hana', lastName: 'Sato', telephoneNumber: '09012345678', shopperEmail: 'hana@example.jp' };
    expect(validateVoucherDetails(valid)).toEqual({ ok: true, value: valid });
  });

  test.prop([fc.string()])('typing never keeps more than 11 characters, all digits', (raw) => {
    expect(typeVoucherPhone(raw)).toMatch(/^\d{0,11}$/);
  });
});
