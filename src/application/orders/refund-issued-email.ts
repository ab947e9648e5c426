import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import type { EmailSender } from '../../ports/email-sender.port.js';
import type { RefundEmails } from '../../ports/order-emails.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import { sendOrderEmail } from './fulfil-order.js';

/**
 * Tells the shopper a refund went through, once its provider confirmed it (every refund: a
 * return's, or one an operator made), in the language of the order's site. A settlement of
 * anything else, or a refund that failed, sends nothing; an email that cannot be sent is
 * reported and changes nothing of the refund.
 */
export class RefundIssuedEmail {
  constructor(
    private readonly orders: Pick<Orders, 'byId'>,
    private readonly emails: RefundEmails,
    private readonly sender: EmailSender,
    private readonly problems: ProblemLog,
  ) {}

  async afterSettled(modification: PaymentModificationRecord): Promise<boolean> {
    if (modification.kind !== 'refund' || modification.state !== 'succeeded') return false;
    const order = await this.orders.byId(modification.orderId);
    if (order === null) return false;
    return sendOrderEmail(this.sender, this.problems, 'REFUND_EMAIL_FAILED', order, () => this.emails.refundIssued(order, modification));
  }
}
