import { planLineMove, type LineFulfilment, type LineQuantity } from '../../domain/orders/fulfilment.js';
import type { Order } from '../../domain/orders/order.js';
import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EmailSender } from '../../ports/email-sender.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { FulfilmentEmails } from '../../ports/order-emails.port.js';
import type { CancellationFollowUps, OrderFulfilment } from '../../ports/order-fulfilment.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { FulfilmentError } from './fulfilment-errors.js';
import { sendOrderEmail } from './fulfil-order.js';
import type { PaymentFollowUp, PlannedFollowUp } from './payment-follow-up.js';
import type { RefundOnCancel } from './refund-on-cancel.js';
import type { ReleaseOnCancel } from './release-on-cancel.js';

export interface CancelOrderLinesInput {
  reference: string;
  /** The units to cancel, or every unit still to send. */
  lines: readonly LineQuantity[] | 'all';
  actor: AuditActor;
  /** The operator's key for this cancellation: the same key again on the order is the same cancellation, done once. */
  idempotencyKey: string;
}

export interface CancellationOutcome {
  cancelled: LineQuantity[];
  emailSent: boolean;
  release: PaymentFollowUp | null;
  refund: PaymentFollowUp | null;
  deliveryRefund: PaymentFollowUp | null;
  /** The cancellation was written before under the same key: nothing was cancelled again, its money actions were asked again if never taken. */
  repeated: boolean;
}

const keyOf = (followUp: PlannedFollowUp | null): string | null => (followUp?.planned.ok === true ? followUp.idempotencyKey : null);

/**
 * An operator cancels units of a paid order that were not dispatched, under their action's key:
 * their stock goes back and the `order.cancelled` event is written with them, and so are the
 * money actions that follow (the refund of what was paid for the units, and of the delivery when
 * nothing is left to send: RefundOnCancel; on a manual-capture order, the release of the
 * authorisation: ReleaseOnCancel), recorded with their money reserved in the same transaction,
 * so no crash can cancel units and lose their refund. They are planned on the lines as read, and
 * the cancellation is written only while the lines are still so (another operator's dispatch or
 * cancellation meanwhile: planned again). Then the action goes to the audit log, the money
 * actions are asked of the provider, and the shopper gets the cancellation email. The same key
 * again answers the same cancellation, its money actions asked again if the provider never took them.
 */
export class CancelOrderLines {
  constructor(
    private readonly orders: Orders,
    private readonly fulfilment: OrderFulfilment,
    private readonly audit: OperatorAuditLog,
    private readonly emails: FulfilmentEmails,
    private readonly sender: EmailSender,
    private readonly problems: ProblemLog,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly release: Pick<ReleaseOnCancel, 'plan' | 'ask'>,
    private readonly refund: Pick<RefundOnCancel, 'plan' | 'ask'>,
  ) {}

  async execute(input: CancelOrderLinesInput): Promise<Result<CancellationOutcome, FulfilmentError>> {
    // Each round reads the order and its lines afresh: a round whose write lost a race plans again on what changed.
    for (;;) {
      const order = await this.orders.byReference(input.reference);
      if (order === null) return err({ code: 'ORDER_NOT_FOUND', reference: input.reference });
      const before = (await this.fulfilment.of(order.id)).lines;
      // Looked up after the lines are read: a request of the same key that committed before they were read is found, so
      // they are never planned on without its units.
      const earlier = await this.fulfilment.cancellation(order.id, input.idempotencyKey);
      if (earlier !== null) return ok(await this.repeat(order, earlier.id, earlier.lines, earlier.followUps, input.actor));
      const move = planLineMove('cancel', order.status, before, input.lines);
      if (!move.ok) return move;
      const id = this.ids.next();
      const after = before.map((l) => ({ ...l, cancelled: l.cancelled + move.value.filter((c) => c.position === l.position).reduce((sum, c) => sum + c.quantity, 0) }));
      const cancellation = { id, lines: move.value };
      const release = await this.release.plan(order, after, input.actor);
      const refunds = await this.refund.plan({ order, cancellation, after, actor: input.actor });
      const planned = [release, refunds.refund, refunds.deliveryRefund].flatMap((p) => (p?.planned.ok === true ? [p.planned.value] : []));
      const at = this.clock.now();
      const written = await this.fulfilment.cancel({
        id, orderId: order.id, idempotencyKey: input.idempotencyKey, lines: move.value, linesBefore: before, payments: planned,
        followUps: { refund: keyOf(refunds.refund), deliveryRefund: keyOf(refunds.deliveryRefund), release: keyOf(release) }, at, by: input.actor.name,
      });
      if (written.kind === 'repeated') return ok(await this.repeat(order, written.cancellation.id, written.cancellation.lines, written.cancellation.followUps, input.actor));
      if (written.kind !== 'cancelled') continue;
      await this.audited(order, before, move.value, planned.filter((m) => written.recorded.includes(m.id)), input.actor, at);
      const cmd = { order, cancellation, after, actor: input.actor };
      const outcome = {
        cancelled: move.value,
        release: release === null ? null : await this.release.ask(order, release, input.actor),
        ...(await this.refund.ask(cmd, refunds)),
      };
      const emailSent = await sendOrderEmail(this.sender, this.problems, 'CANCELLATION_EMAIL_FAILED', order, () => this.emails.linesCancelled(order, move.value));
      return ok({ ...outcome, emailSent, repeated: false });
    }
  }

  /** The cancellation written before under the key, its money actions asked again where the provider never took them. */
  private async repeat(order: Order, id: string, lines: LineQuantity[], keys: CancellationFollowUps, actor: AuditActor): Promise<CancellationOutcome> {
    const after = (await this.fulfilment.of(order.id)).lines;
    const refunds = await this.refund.ask({ order, cancellation: { id, lines }, after, actor }, { refund: keys.refund, deliveryRefund: keys.deliveryRefund });
    const release = keys.release === null ? null : await this.release.ask(order, keys.release, actor);
    return { cancelled: lines, emailSent: false, release, ...refunds, repeated: true };
  }

  /** The cancellation, then each money action it recorded, written to the audit log as the operator who cancelled. */
  private async audited(
    order: Order, before: readonly LineFulfilment[], cancelled: LineQuantity[], recorded: readonly PaymentModificationRecord[], actor: AuditActor, at: Date,
  ): Promise<void> {
    const target = `order:${order.reference}`;
    await this.audit.record({ actor, action: 'order.lines.cancel', target, before, after: { cancelled }, at });
    for (const m of recorded) {
      await this.audit.record({
        actor, action: `order.payment.${m.kind}`, target, before: null, after: { modification: m.id, amount: m.amount, lines: m.lines, delivery: m.delivery }, at,
      });
    }
  }
}
