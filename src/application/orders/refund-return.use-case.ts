import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import { checkRefundable, refundedUnitsOf } from '../../domain/orders/returns.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { OrderReturn, OrderReturns } from '../../ports/order-returns.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { MoneyActionError } from './money-action-errors.js';
import type { RefundOrder } from './refund-order.use-case.js';
import type { ReturnError } from './return-errors.js';

/** The refund's key in the payment's records: the operator's key, made the return's own so one key cannot refund two returns. */
export const returnRefundKeyOf = (returnId: string, operatorKey: string): string => `return:${returnId}:${operatorKey}`;

/**
 * An operator refunds a received return: the units found in its parcel, through the order's
 * refund by lines (the same ledger reservation, provider call and webhook as any refund), under
 * the operator action's key. The return is claimed for that key first, so two operators at once
 * (or two keys) cannot both refund it; the same key again resumes the same refund. A refund
 * refused before anything was recorded gives the claim up; one that failed at the provider may be
 * asked again under a new key. The shopper's page shows it refunded when the refund settles.
 */
export class RefundReturn {
  constructor(
    private readonly orders: Orders,
    private readonly returns: OrderReturns,
    private readonly refunds: Pick<RefundOrder, 'execute'>,
    private readonly audit: OperatorAuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(input: { returnId: string; idempotencyKey: string; actor: AuditActor }): Promise<Result<{ ret: OrderReturn; refund: PaymentModificationRecord }, ReturnError | MoneyActionError>> {
    const ret = await this.returns.byId(input.returnId);
    if (ret === null) return err({ code: 'RETURN_NOT_FOUND', id: input.returnId });
    const key = returnRefundKeyOf(ret.id, input.idempotencyKey);
    if (ret.refundKey !== key) {
      const refundable = checkRefundable(ret);
      if (!refundable.ok) return refundable;
      if (!(await this.returns.claimRefund(ret.id, key, input.actor.name))) {
        // Another operator's key took it between the check and the claim.
        return err({ code: 'RETURN_ALREADY_REFUNDED', reference: ret.reference });
      }
    }
    const order = (await this.orders.byId(ret.orderId))!;
    const refunded = await this.refunds.execute({
      orderReference: order.reference, idempotencyKey: key, actor: input.actor, selection: { kind: 'lines', lines: refundedUnitsOf(ret.lines), delivery: false },
    });
    if (!refunded.ok) {
      if (!('modification' in refunded.error)) await this.returns.releaseRefund(ret.id, key);
      return refunded;
    }
    if (ret.refundKey !== key) {
      await this.audit.record({
        actor: input.actor, action: 'order.return.refund', target: `return:${ret.reference}`, before: { state: ret.state },
        after: { refund: refunded.value.id, amount: refunded.value.amount, lines: refunded.value.lines }, at: this.clock.now(),
      });
    }
    return ok({ ret: (await this.returns.byId(ret.id))!, refund: refunded.value });
  }
}
