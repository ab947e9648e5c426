import { ATTEMPT_UNANSWERED_AFTER_MS } from '../../domain/orders/payment-reconciliation.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Orders } from '../../ports/orders.port.js';
import { closeUnanswered } from './payment-attempts.js';

/** Attempts looked at per batch. */
const BATCH = 100;

/**
 * The reconciliation of provider calls left without an answer (the node was killed, or the
 * database restarted, between the call and the write of its answer): each one older than
 * ATTEMPT_UNANSWERED_AFTER_MS is closed as unanswered (`closeUnanswered`), so the order is never
 * blocked behind it. A retry of the same request then replays it under its own idempotency key,
 * which asks the provider for the first call's answer and charges at most once; the provider's
 * notification settles it too. Run with the expiry sweep; answers how many it closed.
 */
export class ReconcileUnansweredAttempts {
  constructor(private readonly orders: Orders, private readonly clock: Clock) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    const before = new Date(now.getTime() - ATTEMPT_UNANSWERED_AFTER_MS);
    let closed = 0;
    for (;;) {
      const batch = await this.orders.unansweredAttemptsBefore(before, BATCH);
      for (const attempt of batch) {
        await closeUnanswered(this.orders, attempt, now);
        closed += 1;
      }
      if (batch.length < BATCH) return closed;
    }
  }
}
