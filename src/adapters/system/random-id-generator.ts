import { randomBytes } from 'node:crypto';
import type { IdGenerator } from '../../ports/id-generator.port.js';

/** 256 random bits, URL-safe: fit for session ids. */
export const randomIdGenerator: IdGenerator = { next: () => randomBytes(32).toString('base64url') };
