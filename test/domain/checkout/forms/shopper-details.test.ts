import { describe, expect, it } from 'vitest';
import { validateEmail, validatePhoneCharacters } from '../../../../src/domain/checkout/forms/shopper-details.js';

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
});
