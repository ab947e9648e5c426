import type { LineFulfilment } from '../../domain/orders/fulfilment.js';
import type { Order } from '../../domain/orders/order.js';
import type { CaptureModeOf } from '../../domain/orders/payment-ledger.js';
import type { AuditActor } from '../../ports/operator-audit.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { CancelOrderPayment } from './cancel-order-payment.use-case.js';
import { followUpOf, type PaymentFollowUp } from './capture-on-dispatch.js';

/**
 * On a site whose payments are captured by hand, cancelling the last units of an order of which
 * nothing was dispatched gives the whole authorisation back (the provider's cancel), through the
 * cancel use case as the operator who cancelled. Only then: once a parcel captured part of the
 * payment, the provider cancels no more, and what is not captured lapses with the authorisation.
 * Null when there is nothing to release.
 */
export class ReleaseOnCancel {
  constructor(
    private readonly captureModeOf: CaptureModeOf,
    private readonly cancelPayment: CancelOrderPayment,
    private readonly problems: ProblemLog,
  ) {}

  async afterLinesCancelled(order: Order, lines: readonly LineFulfilment[], actor: AuditActor): Promise<PaymentFollowUp | null> {
    if (this.captureModeOf(order.siteCode) !== 'manual' || !lines.every((l) => l.dispatched === 0 && l.cancelled === l.ordered)) return null;
    // One per order: the order is cancelled whole once, and the same key again is the same cancel.
    const idempotencyKey = `lines-cancelled:${order.id}`;
    const release = followUpOf(idempotencyKey, await this.cancelPayment.execute({ orderReference: order.reference, idempotencyKey, actor }));
    if (release.status !== 'asked') {
      this.problems.report('CANCELLATION_RELEASE_NOT_TAKEN', { orderReference: order.reference, status: release.status, code: release.code });
    }
    return release;
  }
}
