import {
  PAYMENT_STATUS_POLL_MS,
  PAYMENT_STATUS_SLOW_AFTER_MS,
  PAYMENT_STATUS_SLOW_POLL_MS,
  POLL_FIRST_DELAY_MS,
  POLL_GROWTH,
} from './timings.js';

/**
 * Polling fetch (spec section 7): HTTP 202 means try again, starting at 1000 ms and growing by
 * 1.5 each time; 200 is the answer; any other status is an error.
 */
export type PollOutcome = 'done' | 'retry' | 'error';

export function pollOutcome(status: number): PollOutcome {
  if (status === 200) return 'done';
  if (status === 202) return 'retry';
  return 'error';
}

/** Delay before retry number `attempt` (0 for the first retry), rounded to whole ms. */
export function nextPollDelay(attempt: number): number {
  return Math.round(POLL_FIRST_DELAY_MS * POLL_GROWTH ** Math.max(0, attempt));
}

/** Payment status polling: every 2000 ms, then every 10000 ms once 60000 ms have passed. */
export function paymentStatusPollInterval(elapsedMs: number): number {
  return elapsedMs >= PAYMENT_STATUS_SLOW_AFTER_MS ? PAYMENT_STATUS_SLOW_POLL_MS : PAYMENT_STATUS_POLL_MS;
}
