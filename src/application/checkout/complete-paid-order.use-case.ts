import type { Order } from '../../domain/orders/order.js';
import type { EmailSender } from '../../ports/email-sender.port.js';
import type { OrderEmails } from '../../ports/order-emails.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { AwardLoyaltyPoints } from '../loyalty/award-loyalty-points.use-case.js';

/**
 * What follows a paid close, once: the shopper's loyalty points, then the order confirmation
 * email. A failure of either is reported to the problem log and never fails the order, which is
 * paid whatever the mail or the points do.
 */
export class CompletePaidOrder {
  constructor(
    private readonly emails: OrderEmails,
    private readonly sender: EmailSender,
    private readonly problems: ProblemLog,
    private readonly loyalty: AwardLoyaltyPoints,
  ) {}

  async execute(order: Order): Promise<{ emailSent: boolean }> {
    await this.loyalty.execute(order).catch((error: unknown) => {
      this.problems.report('LOYALTY_POINTS_NOT_AWARDED', { orderReference: order.reference, error: error instanceof Error ? error.message : String(error) });
    });
    try {
      await this.sender.send(this.emails.confirmation(order));
      return { emailSent: true };
    } catch (error) {
      this.problems.report('ORDER_CONFIRMATION_EMAIL_FAILED', { orderReference: order.reference, error: error instanceof Error ? error.message : String(error) });
      return { emailSent: false };
    }
  }
}
