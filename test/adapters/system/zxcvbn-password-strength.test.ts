import { describe, expect, it } from 'vitest';
import { ZxcvbnPasswordStrength } from '../../../src/adapters/system/zxcvbn-password-strength.js';

const strength = new ZxcvbnPasswordStrength();

describe('ZxcvbnPasswordStrength', () => {
  it.each(['1234567890', 'password12', 'qwertyuiop', 'Password123'])('finds %s easy to guess', async (password) => {
    expect(await strength.isEasyToGuess(password, [])).toBe(true);
  });
  it('finds the shopper own email or name easy to guess', async () => {
    expect(await strength.isEasyToGuess('ana.ng@example.com', ['Ana Ng', 'ana.ng@example.com'])).toBe(true);
  });
  it.each(['correct horse battery', 'a long enough password', 'analytical-engine'])('accepts the passphrase %s', async (password) => {
    expect(await strength.isEasyToGuess(password, ['Ada Lovelace', 'ada@example.com'])).toBe(false);
  });
});
