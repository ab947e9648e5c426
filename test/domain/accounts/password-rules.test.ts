import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { MAX_PASSWORD_CHARACTERS, MIN_PASSWORD_CHARACTERS, passwordCharacters, passwordProblem } from '../../../src/domain/accounts/password-rules.js';

describe('passwordProblem', () => {
  it('names each problem', () => {
    expect(passwordProblem('short', 'a@b.co')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('x'.repeat(MAX_PASSWORD_CHARACTERS + 1), 'a@b.co')).toBe('PASSWORD_TOO_LONG');
    expect(passwordProblem(' '.repeat(12), 'a@b.co')).toBe('PASSWORD_BLANK');
    expect(passwordProblem('abc\u0000defghijk', 'a@b.co')).toBe('PASSWORD_CONTROL_CHARACTER');
    expect(passwordProblem(' Ana.Ng@Example.com ', 'ana.ng@example.com')).toBe('PASSWORD_IS_EMAIL');
    expect(passwordProblem('ana.ng.1234', 'ana.ng.1234@example.com')).toBe('PASSWORD_IS_EMAIL');
    expect(passwordProblem('kq7-zv2-m4', 'a@b.co')).toBeNull();
  });
  it('counts characters as people do', () => {
    expect(passwordCharacters('😀😀')).toBe(2);
    expect(passwordCharacters('e\u0301')).toBe(1);
  });
});

test.prop([fc.string({ unit: 'grapheme-ascii', minLength: MIN_PASSWORD_CHARACTERS, maxLength: MAX_PASSWORD_CHARACTERS }).filter((s) => s.trim() !== '' && !s.includes('@'))])(
  'a printable password of allowed length that is not an email is accepted for an unrelated email',
  (password) => {
    expect(passwordProblem(password, 'someone.else@example.com')).toBeNull();
  },
);

test.prop([fc.string({ maxLength: MIN_PASSWORD_CHARACTERS - 1 })])('anything shorter than the minimum is too short', (password) => {
  expect(passwordProblem(password, 'a@b.co')).toBe('PASSWORD_TOO_SHORT');
});
