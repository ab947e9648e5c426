import { RESEND_AFTER_MS, RESEND_BACKOFF, RESEND_BATCH } from '../../domain/orders/payment-resend.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { UnsentPaymentModifications } from '../../ports/unsent-payment-modifications.port.js';
import type { OrderPaymentModifier } from './order-payment-modifier.js';

/**
 * The shop's sweep of money actions it recorded and never got to its provider: a refund a
 * cancellation recorded in its transaction when the process stopped before the call after the
 * commit, or any capture, cancel, refund or release whose provider was out of reach. Each due
 * one is claimed (never by two nodes at once) and asked again under its own id, which the
 * provider answers once however often it is asked; one still not taken is reported and claimed
 * again after its backoff, and it stays on the payments page for an operator meanwhile. Answers
 * how many it claimed, so a full batch is followed by another sweep at once.
 */
export class ResendUnsentPaymentModifications {
  constructor(
    private readonly unsent: UnsentPaymentModifications,
    private readonly modifier: Pick<OrderPaymentModifier, 'resend'>,
    private readonly problems: ProblemLog,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    const due = await this.unsent.claimDue(now, new Date(now.getTime() - RESEND_AFTER_MS), RESEND_BATCH, RESEND_BACKOFF);
    for (const modification of due) {
      const result = await this.modifier.resend(modification);
      if (!result.ok) {
        this.problems.report('PAYMENT_MODIFICATION_NOT_RESENT', { modificationId: modification.id, kind: modification.kind, code: result.error.code });
      }
    }
    return due.length;
  }
}
