import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;

export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt minimum (N=2^17, r=8, p=1): about 128 MiB of memory work per hash. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** The least N production may hash new passwords with, as its power of two: OWASP's minimum. */
export const MIN_PRODUCTION_SCRYPT_LOG2_N = Math.log2(DEFAULT_SCRYPT_COST.N);

const derive = (password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/**
 * Password hashes as `scrypt$N$r$p$<salt base64>$<key base64>`, with a random salt per hash. The
 * cost travels with each hash, so raising it later still verifies older hashes.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly cost: ScryptCost = DEFAULT_SCRYPT_COST) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.cost);
    const { N, r, p } = this.cost;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, hash: string | null): Promise<boolean> {
    const parsed = hash === null ? null : parseHash(hash);
    if (parsed === null) {
      // No account (or an unreadable hash): spend the same time, then refuse.
      await derive(password, randomBytes(SALT_BYTES), this.cost);
      return false;
    }
    const key = await derive(password, parsed.salt, parsed.cost);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }
}

function parseHash(hash: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || (N & (N - 1)) !== 0) return null;
  return { cost: { N, r, p }, salt: Buffer.from(parts[4]!, 'base64'), key: Buffer.from(parts[5]!, 'base64') };
}
