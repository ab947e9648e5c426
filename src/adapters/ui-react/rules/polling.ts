import {
  PAYMENT_STATUS_POLL_MS,
  PAYMENT_STATUS_SLOW_AFTER_MS,
  PAYMENT_STATUS_SLOW_POLL_MS,
  POLL_FIRST_DELAY_MS,
  POLL_GROWTH,
} from './timings.js';

/**
 * The polling fetch's delays (spec section 7: retries start at 1000 ms and grow by 1.5). No route
 * of the shop answers 202: the one answer that means "not ready, ask again" is a payment in
 * progress (409 PAYMENT_IN_PROGRESS in the payment calls' error shape, a money contract), which the
 * basket page's payment runner asks again at these delays.
 *
 * Delay before retry number `attempt` (0 for the first retry), rounded to whole ms.
 */
export function nextPollDelay(attempt: number): number {
  return Math.round(POLL_FIRST_DELAY_MS * POLL_GROWTH ** Math.max(0, attempt));
}

/** Payment status polling: every 2000 ms, then every 10000 ms once 60000 ms have passed. */
export function paymentStatusPollInterval(elapsedMs: number): number {
  return elapsedMs >= PAYMENT_STATUS_SLOW_AFTER_MS ? PAYMENT_STATUS_SLOW_POLL_MS : PAYMENT_STATUS_POLL_MS;
}
