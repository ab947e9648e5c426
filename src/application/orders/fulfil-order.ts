import type { LineQuantity } from '../../domain/orders/fulfilment.js';
import { planLineMove } from '../../domain/orders/fulfilment.js';
import type { Order } from '../../domain/orders/order.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { EmailSender, OutgoingEmail } from '../../ports/email-sender.port.js';
import type { OrderFulfilment } from '../../ports/order-fulfilment.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { FulfilmentError } from './fulfilment-errors.js';

/**
 * A write of the order's lines that may lose a race: planned against the lines as read, done by a
 * conditional write, and when another operator's write got there first, planned again against
 * the lines as they are now, so the refusal says what changed (a line cancelled meanwhile, fewer
 * units left). `write` answers false when it changed nothing. A write fails only when another
 * took units of its lines first (or the order stopped being paid, which the next plan refuses),
 * so the rounds end: an order has only so many units.
 */
export async function moveLines(
  fulfilment: OrderFulfilment, kind: 'dispatch' | 'cancel', order: Order, requested: readonly LineQuantity[] | 'all',
  write: (lines: LineQuantity[]) => Promise<boolean>,
): Promise<Result<LineQuantity[], FulfilmentError>> {
  for (;;) {
    const plan = planLineMove(kind, order.status, (await fulfilment.of(order.id)).lines, requested);
    if (!plan.ok) return plan;
    if (await write(plan.value)) return ok(plan.value);
  }
}

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
