import { answerOverdueSince } from '../../domain/orders/payment-attention.js';
import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import type { Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { OrderPayments } from '../../ports/order-payments.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { MoneyActionError } from './money-action-errors.js';
import type { OrderPaymentModifier } from './order-payment-modifier.js';

/**
 * Asks the provider again for a capture, cancel, refund or release it never took (it was out of reach),
 * from the list of payments needing attention: the modifier resends it under the modification's
 * own id, as its key would, so the action resumes and is never asked twice of the provider (the
 * shop's sweep of unsent actions resends the same way, ResendUnsentPaymentModifications). Only a modification still without the provider's reference and overdue is asked
 * again (and the asking written to the audit log); any other is answered as it stands. Null when
 * the order has no such modification.
 */
export class RetryPaymentModification {
  constructor(
    private readonly orders: Pick<Orders, 'byReference'>,
    private readonly payments: Pick<OrderPayments, 'modificationsOf'>,
    private readonly modifier: Pick<OrderPaymentModifier, 'resend'>,
    private readonly audit: OperatorAuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(input: { orderReference: string; modificationId: string; actor: AuditActor }): Promise<Result<PaymentModificationRecord, MoneyActionError> | null> {
    const order = await this.orders.byReference(input.orderReference);
    if (order === null) return null;
    const modification = (await this.payments.modificationsOf(order.id)).find((m) => m.id === input.modificationId);
    if (modification === undefined) return null;
    const waiting = modification.state === 'requested' && modification.providerReference === null && modification.requestedAt < answerOverdueSince(this.clock.now());
    if (!waiting) return { ok: true, value: modification };
    const result = await this.modifier.resend(modification);
    await this.audit.record({
      actor: input.actor, action: `order.payment.${modification.kind}.retry`, target: `order:${order.reference}`,
      before: { modification: modification.id, state: modification.state },
      after: result.ok ? { state: result.value.state, providerReference: result.value.providerReference } : { error: result.error.code },
      at: this.clock.now(),
    });
    return result;
  }
}
