import type { Order } from '../../domain/orders/order.js';
import type { EmailSender, OutgoingEmail } from '../../ports/email-sender.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';

/** Sends an email about an order after its change is committed: a failure is reported, never undoes the change. */
export async function sendOrderEmail(sender: EmailSender, problems: ProblemLog, event: string, order: Order, email: () => OutgoingEmail): Promise<boolean> {
  try {
    await sender.send(email());
    return true;
  } catch (error) {
    problems.report(event, { orderReference: order.reference, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
