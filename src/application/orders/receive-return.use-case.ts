import type { LineQuantity } from '../../domain/orders/fulfilment.js';
import { planReceipt } from '../../domain/orders/returns.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EmailSender } from '../../ports/email-sender.port.js';
import type { ReturnEmails } from '../../ports/order-emails.port.js';
import type { OrderReturn, OrderReturns } from '../../ports/order-returns.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import { sendOrderEmail } from './fulfil-order.js';
import type { ReturnError } from './return-errors.js';

/**
 * An operator marks a return's parcel received, with the units found in it (all, or per line):
 * they are written with the `order.returned` event, units asked back and not found may be asked
 * back again, the action goes to the audit log, and the shopper gets the "return received" email.
 * A return received already (two operators at once) is refused, naming its state.
 */
export class ReceiveReturn {
  constructor(
    private readonly orders: Orders,
    private readonly returns: OrderReturns,
    private readonly audit: OperatorAuditLog,
    private readonly emails: ReturnEmails,
    private readonly sender: EmailSender,
    private readonly problems: ProblemLog,
    private readonly clock: Clock,
  ) {}

  async execute(input: { returnId: string; lines: readonly LineQuantity[] | 'all'; actor: AuditActor }): Promise<Result<{ ret: OrderReturn; emailSent: boolean }, ReturnError>> {
    const before = await this.returns.byId(input.returnId);
    if (before === null) return err({ code: 'RETURN_NOT_FOUND', id: input.returnId });
    const found = planReceipt(before, input.lines);
    if (!found.ok) return found;
    const at = this.clock.now();
    if (!(await this.returns.receive(before.id, found.value, at, input.actor.name))) {
      // Another operator received or closed it meanwhile.
      const now = (await this.returns.byId(before.id))!;
      return err({ code: 'RETURN_NOT_AWAITED', reference: now.reference, state: now.state });
    }
    const ret = (await this.returns.byId(before.id))!;
    await this.audit.record({ actor: input.actor, action: 'order.return.receive', target: `return:${ret.reference}`, before: { state: before.state }, after: { state: ret.state, lines: ret.lines }, at });
    const order = (await this.orders.byId(ret.orderId))!;
    const emailSent = await sendOrderEmail(this.sender, this.problems, 'RETURN_EMAIL_FAILED', order, () => this.emails.returnReceived(order, ret));
    return ok({ ret, emailSent });
  }
}
