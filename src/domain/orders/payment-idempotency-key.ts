import { canonicalJson } from '../shared/canonical-json.js';

/** The most payment attempts one order takes (a new attempt starts when the shopper picks another method). */
export const MAX_PAYMENT_ATTEMPTS = 10;

/**
 * The most provider calls one order records: each payment attempt and the details of its steps
 * (a fingerprint, then a challenge), three per attempt. Bounds what a client posting made-up
 * details can make the shop store and send to the provider for one order.
 */
export const MAX_PROVIDER_CALLS_PER_ORDER = 3 * MAX_PAYMENT_ATTEMPTS;

/**
 * The idempotency key of an order's payment attempt (`<order id>.p<attempt>`): the same order
 * and attempt always give the same key, so a repeated submit is recognised and charges once.
 * At most 64 characters (the provider's limit) for a UUID order id.
 */
export function paymentIdempotencyKey(orderId: string, attempt: number): string {
  if (!Number.isSafeInteger(attempt) || attempt < 1 || attempt > MAX_PAYMENT_ATTEMPTS) throw new RangeError(`Payment attempts run from 1 to ${MAX_PAYMENT_ATTEMPTS}, got ${attempt}`);
  return `${orderId}.p${attempt}`;
}

/**
 * The key of the details submitted for an attempt (3-D Secure result, redirect result): derived
 * from the attempt's key and the details themselves, so the same details sent twice (the redirect
 * and a reload) are one call, and new details (a second 3-D Secure step) are another.
 */
export function detailsIdempotencyKey(attemptKey: string, details: Record<string, unknown>): string {
  return `${attemptKey}.d${fnv1a(canonicalJson(details))}`;
}

/** A short digest of a request's canonical JSON (to recognise the same request sent twice; not a secret). */
export const requestDigest = (canonical: string): string => fnv1a(canonical);

/** 64-bit FNV-1a of the text's UTF-16 code units, as 16 hex digits (a key, not a secret). */
function fnv1a(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
