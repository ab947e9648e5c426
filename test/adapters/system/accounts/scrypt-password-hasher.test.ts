import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_COST, ScryptPasswordHasher } from '../../../../src/adapters/system/scrypt-password-hasher.js';

// A low cost keeps the test quick; the format and checks are the same at any cost.
const hasher = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

describe('scrypt password hasher', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const first = await hasher.hash('correct horse battery');
    const second = await hasher.hash('correct horse battery');
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct');
    expect(await hasher.verify('correct horse battery', first)).toBe(true);
    expect(await hasher.verify('correct horse batterY', first)).toBe(false);
  });

  it('verifies hashes made at another cost, since the cost travels with the hash', async () => {
    const older = await new ScryptPasswordHasher({ N: 2 ** 11, r: 8, p: 1 }).hash('long enough password');
    expect(await hasher.verify('long enough password', older)).toBe(true);
  });

  it('answers false for no hash or an unreadable one', async () => {
    expect(await hasher.verify('anything at all', null)).toBe(false);
    expect(await hasher.verify('anything at all', 'scrypt$1000$8$1$c2FsdA==$a2V5')).toBe(false);
    expect(await hasher.verify('anything at all', 'md5$abc')).toBe(false);
  });

  it('defaults to the OWASP minimum cost', () => {
    expect(DEFAULT_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
  });
});
