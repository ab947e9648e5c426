import { remainingOf, type LineFulfilment } from '../../domain/orders/fulfilment.js';
import type { Order } from '../../domain/orders/order.js';
import type { AuditActor } from '../../ports/operator-audit.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { CancelOrderPayment } from './cancel-order-payment.use-case.js';
import type { MoneyActionCommand } from './order-payment-modifier.js';
import { followUpOf, type PaymentFollowUp, type PlannedFollowUp } from './payment-follow-up.js';
import type { ReleaseRemainingAuthorisation } from './release-remaining-authorisation.use-case.js';

/** The key of the cancel of a whole order's payment its cancellation asks: one per order, cancelled whole once. */
const wholeCancelKey = (orderId: string): string => `lines-cancelled:${orderId}`;
/** The key of the release of the rest of a part-captured authorisation: one per order. */
const restReleaseKey = (orderId: string): string => `rest-released:${orderId}`;

/**
 * On an order whose payment is captured by hand, cancelling the last units of an order of which
 * nothing was dispatched gives the whole authorisation back (the provider's cancel), through the
 * cancel use case as the operator who cancelled. The order's ledger decides, not the site's mode
 * now: a payment captured at authorisation is refused the cancel, and its units are refunded
 * instead (RefundOnCancel). Once a parcel captured part of the payment the provider cancels no
 * more: when the cancellation leaves nothing to dispatch, what is left of the authorisation is
 * released where the provider offers it (Klarna), once per order; elsewhere it lapses with the
 * authorisation. Null when there is nothing to release.
 *
 * As the refunds: planned before the cancellation is written and recorded in its transaction
 * (`plan`), asked of the provider once it is committed (`ask`), and sent by the shop's sweep of
 * unsent actions when a crash came in between.
 */
export class ReleaseOnCancel {
  constructor(
    private readonly cancelPayment: Pick<CancelOrderPayment, 'execute'>,
    private readonly problems: ProblemLog,
    private readonly releaseRemaining: Pick<ReleaseRemainingAuthorisation, 'execute'>,
  ) {}

  /** The release the cancellation owes, given the order's lines once it is written; null when it owes none. */
  async plan(order: Order, after: readonly LineFulfilment[], actor: AuditActor): Promise<PlannedFollowUp | null> {
    if (after.some((l) => remainingOf(l) > 0)) return null;
    const rest = after.some((l) => l.dispatched > 0);
    const idempotencyKey = rest ? restReleaseKey(order.id) : wholeCancelKey(order.id);
    const planned = await this.run(order, idempotencyKey, actor, true);
    if (!planned.ok) {
      const { code } = planned.error;
      // Captured already (at authorisation: its units are refunded), or no release where the provider has none or nothing is left.
      if (code === 'PAYMENT_ALREADY_CAPTURED' || code === 'RELEASE_NOT_OFFERED' || code === 'NOTHING_TO_RELEASE') return null;
    }
    return { idempotencyKey, planned };
  }

  /** Asks the provider for the release recorded with the cancellation (a key alone: recorded by an earlier request of it); one not asked is reported. */
  async ask(order: Order, followUp: PlannedFollowUp | string, actor: AuditActor): Promise<PaymentFollowUp> {
    const { idempotencyKey, planned } = typeof followUp === 'string' ? { idempotencyKey: followUp, planned: null } : followUp;
    const result = planned === null || planned.ok ? await this.run(order, idempotencyKey, actor, false) : planned;
    const release = followUpOf(idempotencyKey, result);
    if (release.status !== 'asked') {
      this.problems.report('CANCELLATION_RELEASE_NOT_TAKEN', { orderReference: order.reference, status: release.status, code: release.code });
    }
    return release;
  }

  private run(order: Order, idempotencyKey: string, actor: AuditActor, planOnly: boolean) {
    const cmd: MoneyActionCommand = { orderReference: order.reference, idempotencyKey, actor, planOnly };
    return idempotencyKey === restReleaseKey(order.id) ? this.releaseRemaining.execute(cmd) : this.cancelPayment.execute(cmd);
  }
}
