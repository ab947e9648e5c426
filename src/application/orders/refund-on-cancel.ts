import { cancellationRefundKey } from '../../domain/orders/cancellation-refund.js';
import type { LineFulfilment, LineQuantity } from '../../domain/orders/fulfilment.js';
import type { Order } from '../../domain/orders/order.js';
import type { AuditActor } from '../../ports/operator-audit.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import { followUpOf, type PaymentFollowUp, type PlannedFollowUp } from './payment-follow-up.js';
import type { RefundOrder } from './refund-order.use-case.js';

/** What a cancellation refunded: its units, and the delivery when it left nothing to send. */
export interface CancellationRefunds {
  refund: PaymentFollowUp | null;
  deliveryRefund: PaymentFollowUp | null;
}


/** The refunds a cancellation owes, each null when there is nothing to give back. */
export interface PlannedRefunds {
  refund: PlannedFollowUp | null;
  deliveryRefund: PlannedFollowUp | null;
}

/** The lines of an order after a cancellation, the refunds' plan, and who cancelled. */
interface CancellationRefundCommand {
  order: Order;
  cancellation: { id: string; lines: LineQuantity[] };
  /** The order's lines as they are once the cancellation is written. */
  after: readonly LineFulfilment[];
  actor: AuditActor;
}

/**
 * Cancelled units were paid for where the payment was captured: cancelling them refunds them (the
 * order page and the cancellation email promise it), through the refund by lines, as the operator
 * who cancelled, under a key of the cancellation's own. When nothing is left to send and nothing
 * was sent, the delivery is refunded too, under one key for the order. The ledger decides how
 * much: the value of the units where the payment was captured whole, only what was captured
 * beyond the dispatched parcels where it is captured by dispatch, nothing (null) where nothing of
 * them was captured (a manual-capture order's authorisation is released or lapses instead).
 *
 * The refunds are planned before the cancellation is written and recorded in its transaction
 * (`plan`), then asked of the provider under their keys once it is committed (`ask`): a crash in
 * between leaves them recorded and unsent, and the shop's sweep of unsent actions sends them.
 */
export class RefundOnCancel {
  constructor(private readonly refund: Pick<RefundOrder, 'executeForCancelledLines'>, private readonly problems: ProblemLog) {}

  async plan(cmd: CancellationRefundCommand): Promise<PlannedRefunds> {
    const refund = await this.planOne(cmd, cmd.cancellation.id, cmd.cancellation.lines, false);
    const nothingSent = cmd.after.every((l) => l.dispatched === 0 && l.cancelled === l.ordered);
    return { refund, deliveryRefund: nothingSent ? await this.planOne(cmd, 'delivery', [], true) : null };
  }

  /**
   * Asks the provider for the refunds recorded with the cancellation, each once under its key (a
   * key alone: recorded by an earlier request of the same cancellation); a refund not asked is
   * reported.
   */
  async ask(cmd: CancellationRefundCommand, planned: { refund: PlannedFollowUp | string | null; deliveryRefund: PlannedFollowUp | string | null }): Promise<CancellationRefunds> {
    return {
      refund: planned.refund === null ? null : await this.askOne(cmd, planned.refund, cmd.cancellation.lines, false),
      deliveryRefund: planned.deliveryRefund === null ? null : await this.askOne(cmd, planned.deliveryRefund, [], true),
    };
  }

  private command(cmd: CancellationRefundCommand, idempotencyKey: string, units: LineQuantity[], delivery: boolean) {
    return { orderReference: cmd.order.reference, idempotencyKey, actor: cmd.actor, lines: units, delivery, fulfilment: cmd.after };
  }

  private async planOne(cmd: CancellationRefundCommand, key: string, units: LineQuantity[], delivery: boolean): Promise<PlannedFollowUp | null> {
    const idempotencyKey = cancellationRefundKey(cmd.order.id, key);
    const planned = await this.refund.executeForCancelledLines({ ...this.command(cmd, idempotencyKey, units, delivery), planOnly: true });
    // Nothing of it was captured, or the delivery was refunded already: nothing to give back.
    if (!planned.ok && (planned.error.code === 'REFUND_OVER_REMAINING' || planned.error.code === 'DELIVERY_ALREADY_REFUNDED')) return null;
    return { idempotencyKey, planned };
  }

  private async askOne(cmd: CancellationRefundCommand, followUp: PlannedFollowUp | string, units: LineQuantity[], delivery: boolean): Promise<PaymentFollowUp> {
    const { idempotencyKey, planned } = typeof followUp === 'string' ? { idempotencyKey: followUp, planned: null } : followUp;
    // Recorded with the cancellation: the same command finds it under its key and asks the provider for it.
    const result = planned === null || planned.ok ? await this.refund.executeForCancelledLines(this.command(cmd, idempotencyKey, units, delivery)) : planned;
    const refund = followUpOf(idempotencyKey, result);
    if (refund.status !== 'asked') {
      this.problems.report('CANCELLATION_REFUND_NOT_TAKEN', { orderReference: cmd.order.reference, status: refund.status, code: refund.code, idempotencyKey });
    }
    return refund;
  }
}
