import type { LineQuantity } from '../../domain/orders/fulfilment.js';
import type { Order } from '../../domain/orders/order.js';
import { arrivalsOf, isReturnReason, planReturn, type ReturnableLine, type ReturnWindowOf } from '../../domain/orders/returns.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EmailSender } from '../../ports/email-sender.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { ReturnEmails } from '../../ports/order-emails.port.js';
import type { OrderFulfilment } from '../../ports/order-fulfilment.port.js';
import type { OrderReturn, OrderReturns } from '../../ports/order-returns.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import { sendOrderEmail } from './fulfil-order.js';
import type { ReturnError } from './return-errors.js';

/** Who asks: the shopper (whose right to the order the caller checked), or an operator for them. */
export type ReturnRequester = { kind: 'shopper' } | { kind: 'operator'; actor: AuditActor };

/** Each order line as a return sees it now: units dispatched, units already in returns, when they arrived. */
export async function returnableLinesOf(fulfilment: OrderFulfilment, returns: OrderReturns, orderId: string): Promise<ReturnableLine[]> {
  const [record, asked] = await Promise.all([fulfilment.of(orderId), returns.ofOrder(orderId)]);
  const arrivals = arrivalsOf(record.shipments);
  // As the store counts them: units asked back until received, then those found; none of a return closed before receipt.
  const held = asked.flatMap((r) => r.lines.map((l) => ({ position: l.position, units: l.received ?? (r.state === 'closed' ? 0 : l.quantity) })));
  const inReturns = (position: number) => held.filter((l) => l.position === position).reduce((sum, l) => sum + l.units, 0);
  return record.lines.map((l) => ({ position: l.position, dispatched: l.dispatched, inReturns: inReturns(l.position), arrivedAt: arrivals.get(l.position) ?? null }));
}

/**
 * A shopper (or an operator for them) asks to send back dispatched units of an order, with a
 * reason, within the site's return window: the return, its units and the
 * `order.return_requested` event are written together, and the shopper gets the email with the
 * return's reference and how to send the items. Two requests for the same units at once: one
 * takes them, the other is planned again against what is left and refused with what it can have.
 */
export class RequestReturn {
  constructor(
    private readonly fulfilment: OrderFulfilment,
    private readonly returns: OrderReturns,
    private readonly windowOf: ReturnWindowOf,
    private readonly audit: OperatorAuditLog,
    private readonly emails: ReturnEmails,
    private readonly sender: EmailSender,
    private readonly problems: ProblemLog,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(input: { order: Order; lines: readonly LineQuantity[]; reason: string; by: ReturnRequester }): Promise<Result<{ ret: OrderReturn; emailSent: boolean }, ReturnError>> {
    const { order } = input;
    if (!isReturnReason(input.reason)) return err({ code: 'RETURN_REASON_UNKNOWN', reason: input.reason });
    const reason = input.reason;
    const at = this.clock.now();
    const by = input.by.kind === 'shopper' ? 'shopper' : input.by.actor.name;
    for (;;) {
      const plan = planReturn(await returnableLinesOf(this.fulfilment, this.returns, order.id), input.lines, at, this.windowOf(order.siteCode));
      if (!plan.ok) return plan;
      const ret = await this.returns.request({ id: this.ids.next(), orderId: order.id, orderReference: order.reference, reason, lines: plan.value, at, by });
      // Null: another request took some of these units first; the next plan says what is left.
      if (ret === null) continue;
      if (input.by.kind === 'operator') {
        await this.audit.record({ actor: input.by.actor, action: 'order.return.request', target: `order:${order.reference}`, before: null, after: { return: ret.reference, lines: ret.lines, reason }, at });
      }
      const emailSent = await sendOrderEmail(this.sender, this.problems, 'RETURN_EMAIL_FAILED', order, () => this.emails.returnRequested(order, ret));
      return ok({ ret, emailSent });
    }
  }
}
