/**
 * When an order event's delivery is tried again after a failure: exponential backoff (30 s, then
 * twice as long each time, at most an hour) with jitter, so endpoints that come back are not met
 * by every node's retries at one instant; given up three days into the retry window.
 */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/**
 * The wait before the next attempt, after `attempts` attempts (1 or more), from `random` in [0, 1):
 * between half and all of the backoff ("equal jitter"), so it always grows and never bunches up.
 */
export function webhookRetryDelayMs(attempts: number, random: number): number {
  const backoff = Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 30), LONGEST_RETRY_MS);
  return Math.round(backoff / 2 + (backoff / 2) * random);
}

/** The next attempt's time, or null when it would fall past the retry window (the delivery has failed). */
export function nextWebhookAttemptAt(now: Date, retryingSince: Date, attempts: number, random: number): Date | null {
  const next = now.getTime() + webhookRetryDelayMs(attempts, random);
  return next - retryingSince.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : new Date(next);
}
