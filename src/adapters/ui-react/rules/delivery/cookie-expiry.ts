import { err, ok, type Result } from '../../../../domain/shared/result.js';
import { messages } from '../messages.js';
import { DAY_MS } from '../timings.js';

/**
 * Cookie helper (spec section 5): the lifetime in days must be a number, else
 * 'Days is not a number'. Gives the expiry instant in epoch milliseconds.
 */
export function cookieExpiresAt(days: unknown, nowMs: number): Result<number, string> {
  if (typeof days !== 'number' || !Number.isFinite(days)) return err(messages.daysNotANumber);
  return ok(nowMs + days * DAY_MS);
}
