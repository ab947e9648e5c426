import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { ageOn, MINIMUM_AGE, validateDateOfBirth, validateEmail, validatePhoneCharacters } from '../../../../src/domain/payment/forms/shopper-details.js';

describe('shopper details', () => {
  it.each(['shopper@example.com', 'a.b+c@mail.example.co.uk'])('accepts email %s', (e) => {
    expect(validateEmail(e).ok).toBe(true);
  });
  it.each(['shopper@', 'shopper@example', 'shop per@example.com', '@example.com', 'a@b.c', 'a@@b.com'])('rejects email %s as INCOMPLETE', (e) => {
    expect(validateEmail(e)).toEqual({ ok: false, error: 'INCOMPLETE' });
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
    expect(validateDateOfBirth('2008-05-21', '2026-05-20')).toEqual({ ok: false, error: 'UNDER_MINIMUM_AGE' });
    expect(validateDateOfBirth('2008-02-29', '2026-02-28').ok).toBe(false);
    expect(validateDateOfBirth('2008-02-29', '2026-03-01').ok).toBe(true);
    expect(validateDateOfBirth('2008-02-30', '2026-03-01')).toEqual({ ok: false, error: 'INCOMPLETE' });
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
