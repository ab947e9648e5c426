import { cancellationRefundKey } from '../../domain/orders/cancellation-refund.js';
import type { LineFulfilment, LineQuantity } from '../../domain/orders/fulfilment.js';
import type { Order } from '../../domain/orders/order.js';
import type { AuditActor } from '../../ports/operator-audit.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import { followUpOf, type PaymentFollowUp } from './capture-on-dispatch.js';
import type { RefundOrder } from './refund-order.use-case.js';

/** What a cancellation refunded: its units, and the delivery when it left nothing to send. */
export interface CancellationRefunds {
  refund: PaymentFollowUp | null;
  deliveryRefund: PaymentFollowUp | null;
}

/**
 * Cancelled units were paid for where the payment was captured: cancelling them refunds them (the
 * order page and the cancellation email promise it), through the refund by lines, as the operator
 * who cancelled, under a key of the cancellation's own, so the refund is asked once per
 * cancellation and asked again under that key when the provider was out of reach. When nothing
 * is left to send and nothing was sent, the delivery is refunded too, under one key for the order
 * (cancellations of its last units at once all see it so, and ask it once). The ledger decides
 * how much: the value of the units where the payment was captured whole, only what was captured
 * beyond the dispatched parcels where it is captured by dispatch, nothing (null) where nothing of
 * them was captured (a manual-capture order's authorisation is released or lapses instead).
 */
export class RefundOnCancel {
  constructor(private readonly refund: Pick<RefundOrder, 'executeForCancelledLines'>, private readonly problems: ProblemLog) {}

  async afterLinesCancelled(
    order: Order, cancellation: { id: string; lines: LineQuantity[] }, lines: readonly LineFulfilment[], actor: AuditActor,
  ): Promise<CancellationRefunds> {
    const refund = await this.ask(order, cancellation.id, cancellation.lines, false, lines, actor);
    const nothingSent = lines.every((l) => l.dispatched === 0 && l.cancelled === l.ordered);
    return { refund, deliveryRefund: nothingSent ? await this.ask(order, 'delivery', [], true, lines, actor) : null };
  }

  private async ask(
    order: Order, key: string, units: LineQuantity[], delivery: boolean, lines: readonly LineFulfilment[], actor: AuditActor,
  ): Promise<PaymentFollowUp | null> {
    const idempotencyKey = cancellationRefundKey(order.id, key);
    const ask = () => this.refund.executeForCancelledLines({ orderReference: order.reference, idempotencyKey, actor, lines: units, delivery, fulfilment: lines });
    let result = await ask();
    // Another refund took money between this one's plan and its reservation: planned again, it sees it.
    if (!result.ok && result.error.code === 'PAYMENT_CHANGED') result = await ask();
    // Nothing of it was captured, or the delivery was refunded already: nothing to give back.
    if (!result.ok && (result.error.code === 'REFUND_OVER_REMAINING' || result.error.code === 'DELIVERY_ALREADY_REFUNDED')) return null;
    const refund = followUpOf(idempotencyKey, result);
    if (refund.status !== 'asked') {
      this.problems.report('CANCELLATION_REFUND_NOT_TAKEN', { orderReference: order.reference, status: refund.status, code: refund.code, idempotencyKey });
    }
    return refund;
  }
}
