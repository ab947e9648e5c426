import { createHash } from 'node:crypto';

/**
 * How session tokens and API keys are kept: their SHA-256, hex. Both are 256 random bits, so a
 * fast hash is enough (nothing to guess from it), and the lookup by it stays one index probe.
 */
export const operatorSecretDigest = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A last-seen or last-used time is written again only once it is this old, so reads do not each cost a write. */
export const TOUCH_AFTER_MS = 60_000;
