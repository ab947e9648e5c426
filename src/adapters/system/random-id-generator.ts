import { randomFillSync } from 'node:crypto';
import type { IdGenerator } from '../../ports/id-generator.port.js';

const ID_BYTES = 32;
/** Ids drawn from one fill of the pool; one call into OpenSSL per 128 ids instead of one per id. */
const POOL_BYTES = ID_BYTES * 128;

/**
 * 256 random bits, URL-safe: fit for session ids. The bytes come from the operating system's
 * CSPRNG like `randomBytes(32)`, read ahead in a pool (as Node's own `randomUUID` does), because a
 * basket change needs an id and a call into OpenSSL per id was 3% of its CPU time. Each byte of
 * the pool is handed out once.
 */
export function createRandomIdGenerator(): IdGenerator {
  const pool = Buffer.alloc(POOL_BYTES);
  let offset = POOL_BYTES;
  return {
    next: () => {
      if (offset === POOL_BYTES) {
        randomFillSync(pool);
        offset = 0;
      }
      const id = pool.toString('base64url', offset, offset + ID_BYTES);
      offset += ID_BYTES;
      return id;
    },
  };
}

export const randomIdGenerator: IdGenerator = createRandomIdGenerator();
