/**
 * How long a provider call may go without a recorded answer before it counts as unanswered (the
 * node or the database went away mid-call): past the providers' default timeout (15 s), and well
 * under the minute a shopper may be told that a payment is in progress.
 */
export const ATTEMPT_UNANSWERED_AFTER_MS = 30_000;

/** How long after an order was paid a late twin of the submit that paid it gets that answer, not "basket empty". */
export const LATE_REPEAT_WINDOW_MS = 60_000;

/** Whether a call recorded at `createdAt`, still without an answer at `now`, counts as unanswered (as the reconciliation sweep finds it). */
export const isUnanswered = (createdAt: Date, now: Date): boolean => now.getTime() - createdAt.getTime() > ATTEMPT_UNANSWERED_AFTER_MS;
