import type { Order } from '../../domain/orders/order.js';
import type { EmailSender } from '../../ports/email-sender.port.js';
import type { OrderEmails } from '../../ports/order-emails.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';

/**
 * What follows a paid close, once: the order confirmation email to the shopper. A failure to send
 * is reported to the problem log and never fails the order, which is paid whatever the mail does.
 * (The shop has no rule for earning loyalty points on orders, so a paid order adds none.)
 */
export class CompletePaidOrder {
  constructor(private readonly emails: OrderEmails, private readonly sender: EmailSender, private readonly problems: ProblemLog) {}

  async execute(order: Order): Promise<{ emailSent: boolean }> {
    try {
      await this.sender.send(this.emails.confirmation(order));
      return { emailSent: true };
    } catch (error) {
      this.problems.report('ORDER_CONFIRMATION_EMAIL_FAILED', { orderReference: order.reference, error: error instanceof Error ? error.message : String(error) });
      return { emailSent: false };
    }
  }
}
