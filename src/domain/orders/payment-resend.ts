/**
 * When the shop asks a provider again, by itself, for a money action it never took (no provider
 * reference: the provider was out of reach, or the process stopped between recording the action
 * and calling the provider, as a cancellation records its refund and calls after its commit).
 *
 * `RESEND_AFTER_MS`: an action is called right after it is recorded, so one still unsent this
 * long after is left over; the sweep leaves younger ones to the call under way.
 */
export const RESEND_AFTER_MS = 2 * 60 * 1000;

/** Actions one sweep claims at most; a full batch is followed by another sweep at once. */
export const RESEND_BATCH = 20;

/** The wait before an action asked again n times is asked once more: `firstMs` doubled n times, at most `maxMs`. */
export const RESEND_BACKOFF = { firstMs: 60 * 1000, maxMs: 60 * 60 * 1000 } as const;
