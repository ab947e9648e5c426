import { err, ok, type Result } from '../shared/result.js';
import { COULD_NOT_CHECK_PAYMENT_STATUS } from './messages.js';

/** How a provider component shows a payment status it was told about. */
export type ProviderStatusKind = 'error' | 'unknownError' | 'pending' | 'success';

/** The statuses the provider reports for a paid order. */
export const SUCCESS_STATUSES = ['authorised', 'authorized', 'success', 'completed', 'settled', 'captured'] as const;

/**
 * Spec 4: refused, error and cancelled become error; pending and received stay pending; the
 * provider's success statuses are a success. "unknown", and any status we do not recognise, is an
 * unknown error: an unrecognised answer must never let an unpaid order through (ADR 7).
 */
export function mapProviderStatus(status: string): ProviderStatusKind {
  const normalised = status.trim().toLowerCase();
  if (normalised === 'refused' || normalised === 'error' || normalised === 'cancelled') return 'error';
  if (normalised === 'pending' || normalised === 'received') return 'pending';
  if ((SUCCESS_STATUSES as readonly string[]).includes(normalised)) return 'success';
  return 'unknownError';
}

/** Payment status polling (spec 9): every 2 s, every 10 s once 60 s have passed. */
export const STATUS_POLL_INTERVAL_MS = 2_000;
export const STATUS_POLL_SLOW_INTERVAL_MS = 10_000;
export const STATUS_POLL_SLOWDOWN_AFTER_MS = 60_000;
/** Countdown shown on await and QR screens. */
export const PAYMENT_COUNTDOWN_MS = 15 * 60_000;
/** Swish keeps a payment pending for up to 10 minutes. */
export const SWISH_PENDING_MS = 10 * 60_000;

export type PollDecision = { kind: 'stop'; reason: 'complete' | 'expired' } | { kind: 'wait'; delayMs: number };

/** Polling stops when the payment is complete or the countdown has expired. */
export function nextStatusPoll(input: {
  elapsedMs: number;
  status: ProviderStatusKind;
  expiresAfterMs?: number;
}): PollDecision {
  if (input.status !== 'pending') return { kind: 'stop', reason: 'complete' };
  if (input.elapsedMs >= (input.expiresAfterMs ?? PAYMENT_COUNTDOWN_MS)) return { kind: 'stop', reason: 'expired' };
  const delayMs = input.elapsedMs >= STATUS_POLL_SLOWDOWN_AFTER_MS ? STATUS_POLL_SLOW_INTERVAL_MS : STATUS_POLL_INTERVAL_MS;
  return { kind: 'wait', delayMs };
}

export interface StatusCheckRequest {
  paymentData: string;
  clientKey: string;
}

/** A status check needs both paymentData and a client key. */
export function statusCheckRequest(input: {
  paymentData?: string | null;
  clientKey?: string | null;
}): Result<StatusCheckRequest, typeof COULD_NOT_CHECK_PAYMENT_STATUS> {
  if (!input.paymentData || !input.clientKey) return err(COULD_NOT_CHECK_PAYMENT_STATUS);
  return ok({ paymentData: input.paymentData, clientKey: input.clientKey });
}
