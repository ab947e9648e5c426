import type { LineQuantity } from '../../domain/orders/fulfilment.js';
import { planLineMove } from '../../domain/orders/fulfilment.js';
import type { Order } from '../../domain/orders/order.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { EmailSender, OutgoingEmail } from '../../ports/email-sender.port.js';
import type { OrderFulfilment } from '../../ports/order-fulfilment.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { FulfilmentError } from './fulfilment-errors.js';

/**
 * A write of the order's lines that may lose a race: planned against the lines as read, done by a
 * conditional write, and when another operator's write got there first, planned again against
 * the lines as they are now, so the refusal says what changed (a line cancelled meanwhile, fewer
 * units left). `write` answers false when it changed nothing.
 */
export async function moveLines(
  fulfilment: OrderFulfilment, kind: 'dispatch' | 'cancel', order: Order, requested: readonly LineQuantity[] | 'all',
  write: (lines: LineQuantity[]) => Promise<boolean>,
): Promise<Result<LineQuantity[], FulfilmentError>> {
  for (let round = 1; ; round += 1) {
    const plan = planLineMove(kind, order.status, (await fulfilment.of(order.id)).lines, requested);
    if (!plan.ok) return plan;
    if (await write(plan.value)) return ok(plan.value);
    // Written by nobody only when the plan no longer holds; a second look says why. A third try
    // would race the same way, so the answer is the most general refusal.
    if (round === 2) return err({ code: 'MORE_THAN_REMAINS', position: plan.value[0]!.position, remaining: 0 });
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
