import { createHash } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimits } from '../../../ports/rate-limits.port.js';
import { limitAttempts } from '../plugins/attempt-limits.js';
import { readCookie } from '../plugins/cookie-names.js';
import { SESSION_COOKIE, sessionIdOf } from '../plugins/session.plugin.js';

/** Coupon and voucher attempts allowed per browser session and per client address within `windowMs`. */
export interface DiscountAttemptLimits {
  perSession: number;
  perAddress: number;
  windowMs: number;
}

/**
 * Voucher codes are worth guessing, so attempts are few: 10 per session and 30 per address in
 * 10 minutes (a shared address, an office or a phone network, holds several shoppers). Coupons
 * are the shopper's own and ticked on and off, so they allow more.
 */
export const DEFAULT_VOUCHER_LIMITS: DiscountAttemptLimits = { perSession: 10, perAddress: 30, windowMs: 10 * 60_000 };
export const DEFAULT_COUPON_LIMITS: DiscountAttemptLimits = { perSession: 30, perAddress: 90, windowMs: 10 * 60_000 };

/**
 * The browser session a request counts against: a digest of its signed session id (else of
 * the cookie's text; the database never holds either); a request without one counts against its address.
 */
function sessionKeyOf(request: FastifyRequest): string {
  // The session id, not the cookie's text: the cookie is renewed as it ages (ADR 23).
  const counted = sessionIdOf(request) ?? readCookie(request, SESSION_COOKIE);
  return counted ? `s:${createHash('sha256').update(counted).digest('base64url').slice(0, 32)}` : `a:${request.ip}`;
}

/** Counts an attempt per session and per address on the shared counters; over either, 429 TOO_MANY_ATTEMPTS. */
export function limitDiscountAttempts(rateLimits: RateLimits, kind: 'coupon' | 'voucher', limits: DiscountAttemptLimits): preHandlerAsyncHookHandler {
  return limitAttempts(rateLimits, [
    { name: `${kind}-session`, max: limits.perSession, windowMs: limits.windowMs, keyOf: sessionKeyOf },
    { name: `${kind}-address`, max: limits.perAddress, windowMs: limits.windowMs, keyOf: (request) => request.ip },
  ], 'TOO_MANY_ATTEMPTS', 'TOO_MANY_DISCOUNT_ATTEMPTS');
}
