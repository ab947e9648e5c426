import { remainingOf, type LineFulfilment } from '../../domain/orders/fulfilment.js';
import type { Order } from '../../domain/orders/order.js';
import type { AuditActor } from '../../ports/operator-audit.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { CancelOrderPayment } from './cancel-order-payment.use-case.js';
import { followUpOf, type PaymentFollowUp } from './capture-on-dispatch.js';
import type { ReleaseRemainingAuthorisation } from './release-remaining-authorisation.use-case.js';

/**
 * On an order whose payment is captured by hand, cancelling the last units of an order of which
 * nothing was dispatched gives the whole authorisation back (the provider's cancel), through the
 * cancel use case as the operator who cancelled. The order's ledger decides, not the site's mode
 * now: a payment captured at authorisation is refused the cancel, and its units are refunded
 * instead (RefundOnCancel). Once a parcel captured part of the payment the
 * provider cancels no more: when the cancellation leaves nothing to dispatch, what is left of the
 * authorisation is released where the provider offers it (Klarna), once per order; elsewhere it
 * lapses with the authorisation. Null when there is nothing to release.
 */
export class ReleaseOnCancel {
  constructor(
    private readonly cancelPayment: CancelOrderPayment,
    private readonly problems: ProblemLog,
    private readonly releaseRemaining: Pick<ReleaseRemainingAuthorisation, 'execute'>,
  ) {}

  async afterLinesCancelled(order: Order, lines: readonly LineFulfilment[], actor: AuditActor): Promise<PaymentFollowUp | null> {
    if (lines.some((l) => remainingOf(l) > 0)) return null;
    if (lines.some((l) => l.dispatched > 0)) return this.releaseRest(order, actor);
    // One per order: the order is cancelled whole once, and the same key again is the same cancel.
    const idempotencyKey = `lines-cancelled:${order.id}`;
    const result = await this.cancelPayment.execute({ orderReference: order.reference, idempotencyKey, actor });
    // Captured already (at authorisation): nothing to release.
    if (!result.ok && result.error.code === 'PAYMENT_ALREADY_CAPTURED') return null;
    const release = followUpOf(idempotencyKey, result);
    if (release.status !== 'asked') {
      this.problems.report('CANCELLATION_RELEASE_NOT_TAKEN', { orderReference: order.reference, status: release.status, code: release.code });
    }
    return release;
  }

  /** The rest of a part-captured authorisation given back, under one key per order; null where the provider has no release or nothing is left. */
  private async releaseRest(order: Order, actor: AuditActor): Promise<PaymentFollowUp | null> {
    const idempotencyKey = `rest-released:${order.id}`;
    const released = await this.releaseRemaining.execute({ orderReference: order.reference, idempotencyKey, actor });
    if (released.ok) return { status: 'asked', idempotencyKey, modificationId: null, amount: released.value.amount, code: null };
    const { code } = released.error;
    if (code === 'RELEASE_NOT_OFFERED' || code === 'NOTHING_TO_RELEASE' || code === 'ORDER_NOT_FOUND') return null;
    // Nothing is recorded to ask it again: reported, and what is not captured lapses with the authorisation.
    this.problems.report('CANCELLATION_RELEASE_NOT_TAKEN', { orderReference: order.reference, status: 'failed', code });
    return { status: 'failed', idempotencyKey, modificationId: null, amount: null, code };
  }
}
