import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { formatCpfCnpj, showsSocialSecurityNumber, validateSocialSecurityNumber } from '../../../../src/domain/payment/card/social-security-number.js';

describe('Brazilian social security number', () => {
  it.each([
    ['123', '123'],
    ['1234', '123.4'],
    ['12345678901', '123.456.789-01'],
    ['123456789012', '12.345.678/9012'],
    ['12345678000195', '12.345.678/0001-95'],
    ['12.345.678/0001-95999', '12.345.678/0001-95'],
    ['abc', ''],
  ])('formats %s as %s', (raw, formatted) => {
    expect(formatCpfCnpj(raw)).toBe(formatted);
  });

  test.prop([fc.string()])('never exceeds 18 characters and is idempotent', (raw) => {
    const once = formatCpfCnpj(raw);
    expect(once.length).toBeLessThanOrEqual(18);
    expect(formatCpfCnpj(once)).toBe(once);
  });

  test.prop([fc.stringMatching(/^\d{0,14}$/)])('keeps every digit typed, in order', (digits) => {
    expect(formatCpfCnpj(digits).replace(/\D/g, '')).toBe(digits);
  });

  it('is shown by mode and bin lookup, and must not be empty', () => {
    expect(showsSocialSecurityNumber('show', false)).toBe(true);
    expect(showsSocialSecurityNumber('auto', true)).toBe(true);
    expect(showsSocialSecurityNumber('auto', false)).toBe(false);
    expect(showsSocialSecurityNumber('hide', true)).toBe(false);
    expect(validateSocialSecurityNumber(' ').ok).toBe(false);
    expect(validateSocialSecurityNumber('123.456.789-01')).toEqual({ ok: true, value: '123.456.789-01' });
  });
});
