import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { OrderReturn, OrderReturns } from '../../ports/order-returns.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { ReturnError } from './return-errors.js';

/**
 * An operator closes a return without a refund: one whose parcel never came (its units may be
 * asked back again), or one received that is not to be refunded (its units stay returned). A
 * return refunded, or being refunded, is not closed. The close writes `order.return_closed` in
 * its transaction, so the systems that heard of the request (a warehouse awaiting the parcel) hear
 * that it is over; the audit log says who closed it.
 */
export class CloseReturn {
  constructor(private readonly returns: OrderReturns, private readonly audit: OperatorAuditLog, private readonly clock: Clock) {}

  async execute(input: { returnId: string; actor: AuditActor }): Promise<Result<OrderReturn, ReturnError>> {
    const before = await this.returns.byId(input.returnId);
    if (before === null) return err({ code: 'RETURN_NOT_FOUND', id: input.returnId });
    const at = this.clock.now();
    if (!(await this.returns.close(before.id, at, input.actor.name))) {
      const now = (await this.returns.byId(before.id))!;
      return err(now.state === 'received' ? { code: 'RETURN_ALREADY_REFUNDED', reference: now.reference } : { code: 'RETURN_NOT_AWAITED', reference: now.reference, state: now.state });
    }
    const ret = (await this.returns.byId(before.id))!;
    await this.audit.record({ actor: input.actor, action: 'order.return.close', target: `return:${ret.reference}`, before: { state: before.state }, after: { state: ret.state }, at });
    return ok(ret);
  }
}
