import type { OrderHistoryEntry } from '../../../domain/orders/order-history.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { EmailSender, OutgoingEmail } from '../../../ports/email-sender.port.js';

/**
 * An EmailSender that, once the inner sender delivered an email about an order (handed to the
 * mail server, or written to the mail folder), writes it to the order's history, so the
 * operator's timeline says which emails the shopper was sent and when. Sits under the background
 * sender: an email given up on is never recorded as sent. A failure to record is reported, never
 * failed as the email's (that would send it again).
 */
export class OrderEmailRecord implements EmailSender {
  constructor(
    private readonly inner: EmailSender & { close?(): void },
    private readonly history: { recordHistory(orderId: string, entry: OrderHistoryEntry): Promise<void> },
    private readonly clock: Clock,
    private readonly onRecordFailed: (email: OutgoingEmail, error: unknown) => void,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    await this.inner.send(email);
    if (email.regarding === undefined) return;
    try {
      await this.history.recordHistory(email.regarding.orderId, {
        kind: 'email-sent', at: this.clock.now(), detail: { email: email.regarding.email, to: email.to, subject: email.subject },
      });
    } catch (error) {
      this.onRecordFailed(email, error);
    }
  }

  close(): void {
    this.inner.close?.();
  }
}
