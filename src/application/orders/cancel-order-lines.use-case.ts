import type { LineQuantity } from '../../domain/orders/fulfilment.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EmailSender } from '../../ports/email-sender.port.js';
import type { FulfilmentEmails } from '../../ports/order-emails.port.js';
import type { OrderFulfilment } from '../../ports/order-fulfilment.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { PaymentFollowUp } from './capture-on-dispatch.js';
import type { FulfilmentError } from './fulfilment-errors.js';
import { moveLines, sendOrderEmail } from './fulfil-order.js';
import type { RefundOnCancel } from './refund-on-cancel.js';
import type { ReleaseOnCancel } from './release-on-cancel.js';

/**
 * An operator cancels units of a paid order that were not dispatched: their stock goes back and
 * the `order.cancelled` event is written with them, the action goes to the audit log, and the
 * shopper gets the cancellation email. After the cancellation's own transaction, what was paid
 * for the units is refunded (`refund`, and `deliveryRefund` when nothing is left to send: see
 * RefundOnCancel; null when nothing of them was captured), and on a manual-capture site, cancelling a whole order not dispatched gives its
 * authorisation back (`release`, null otherwise), each as the operator who cancelled.
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
    private readonly release: Pick<ReleaseOnCancel, 'afterLinesCancelled'>,
    private readonly refund: Pick<RefundOnCancel, 'afterLinesCancelled'>,
  ) {}

  async execute(input: { reference: string; lines: readonly LineQuantity[] | 'all'; actor: AuditActor }): Promise<Result<{
    cancelled: LineQuantity[]; emailSent: boolean; release: PaymentFollowUp | null; refund: PaymentFollowUp | null; deliveryRefund: PaymentFollowUp | null;
  }, FulfilmentError>> {
    const order = await this.orders.byReference(input.reference);
    if (order === null) return err({ code: 'ORDER_NOT_FOUND', reference: input.reference });
    const at = this.clock.now();
    const before = await this.fulfilment.of(order.id);
    let cancellationId = '';
    const moved = await moveLines(this.fulfilment, 'cancel', order, input.lines, async (lines) => {
      cancellationId = (await this.fulfilment.cancel(order.id, lines, at, input.actor.name)) ?? '';
      return cancellationId !== '';
    });
    if (!moved.ok) return moved;
    await this.audit.record({ actor: input.actor, action: 'order.lines.cancel', target: `order:${order.reference}`, before: before.lines, after: { cancelled: moved.value }, at });
    const lines = (await this.fulfilment.of(order.id)).lines;
    const release = await this.release.afterLinesCancelled(order, lines, input.actor);
    const { refund, deliveryRefund } = await this.refund.afterLinesCancelled(order, { id: cancellationId, lines: moved.value }, lines, input.actor);
    const emailSent = await sendOrderEmail(this.sender, this.problems, 'CANCELLATION_EMAIL_FAILED', order, () => this.emails.linesCancelled(order, moved.value));
    return ok({ cancelled: moved.value, emailSent, release, refund, deliveryRefund });
  }
}
