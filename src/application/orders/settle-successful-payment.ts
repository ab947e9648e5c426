import type { OrderHistoryKind } from '../../domain/orders/order-history.js';
import type { Order } from '../../domain/orders/order.js';
import { moneyEquals, type Money } from '../../domain/pricing/money.js';
import type { Clock } from '../../ports/clock.port.js';
import type { AttemptOutcome, Orders } from '../../ports/orders.port.js';
import type { PaymentGateway } from '../../ports/payment-gateway.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { CloseOrder } from './close-order.js';

/** A payment the gateway says succeeded (the payment's answer, its details' answer, or an AUTHORISATION notification). */
export interface SuccessfulPayment {
  pspReference: string | null;
  paymentMethod: string | null;
  /** What was authorised (a notification says it; an answer is for the order's total). */
  amount: Money;
}

/**
 * Settles a successful payment against its order, whatever arrived first, so that no payment is
 * kept without a paid order: a pending order is paid by it (once, whoever calls); an order paid by
 * this same payment stays as it is; an order closed unpaid (refused by an early failure
 * notification, expired, cancelled) is completed with it when its stock can be taken again; and a
 * payment no order may keep (for another amount, a second payment of a paid order, one for an
 * order that cannot be completed) is given back through the gateway. Each late completion and
 * reversal is written to the order's history and reported. Answers the order as it is now.
 */
export class SettleSuccessfulPayment {
  constructor(
    private readonly orders: Orders,
    private readonly closeOrder: CloseOrder,
    private readonly gateway: PaymentGateway,
    private readonly problems: ProblemLog,
    private readonly clock: Clock,
  ) {}

  async execute(order: Order, payment: SuccessfulPayment, attempt: AttemptOutcome | null = null): Promise<Order> {
    if (!moneyEquals(payment.amount, order.total)) {
      if (attempt !== null) await this.orders.saveAttemptOutcome(attempt.idempotencyKey, attempt.outcome);
      this.problems.report('PAYMENT_AMOUNT_MISMATCH', { orderReference: order.reference, pspReference: payment.pspReference, amount: payment.amount, total: order.total });
      await this.reverse(order, payment);
      return order;
    }
    const closed = await this.closeOrder.closeKnown(order, 'paid', payment.paymentMethod, payment.pspReference, attempt);
    if (closed !== null) return closed;
    // Closed before or meanwhile by another caller: the order as that left it decides.
    const now = (await this.orders.byId(order.id))!;
    if (now.status === 'pending') return now;
    if (now.status === 'paid') {
      if (payment.pspReference === null || now.pspReference === null || now.pspReference === payment.pspReference) return now;
      this.problems.report('SECOND_PAYMENT_FOR_PAID_ORDER', { orderReference: now.reference, pspReference: payment.pspReference, paidBy: now.pspReference });
      await this.reverse(now, payment);
      return now;
    }
    const reopened = await this.closeOrder.reopenPaid(now, payment.paymentMethod, payment.pspReference);
    if (reopened !== null) {
      await this.remember(reopened, 'late-payment-completed', { pspReference: payment.pspReference, closedAs: now.status });
      return reopened;
    }
    this.problems.report('PAYMENT_FOR_CLOSED_ORDER', { orderReference: now.reference, pspReference: payment.pspReference, status: now.status });
    await this.reverse(now, payment);
    return now;
  }

  /** Gives the payment back through the gateway (the same reversal key for the same payment, so a replayed notification asks once). */
  private async reverse(order: Order, payment: SuccessfulPayment): Promise<void> {
    if (payment.pspReference === null) {
      await this.remember(order, 'payment-reversal-failed', { reason: 'The payment has no PSP reference to reverse.', amount: payment.amount });
      return;
    }
    const answer = await this.gateway.reverse({
      pspReference: payment.pspReference, reference: order.reference, amount: payment.amount, idempotencyKey: `${order.id}.r.${payment.pspReference}`.slice(0, 64),
    }).catch(() => ({ ok: false as const, error: { code: 'PROVIDER_UNAVAILABLE' as const } }));
    if (answer.ok) {
      await this.remember(order, 'payment-reversal-requested', { pspReference: payment.pspReference, reversalPspReference: answer.value.pspReference, amount: payment.amount });
      return;
    }
    this.problems.report('PAYMENT_REVERSAL_FAILED', { orderReference: order.reference, pspReference: payment.pspReference, error: answer.error.code });
    await this.remember(order, 'payment-reversal-failed', { pspReference: payment.pspReference, amount: payment.amount, error: answer.error.code });
  }

  private remember(order: Order, kind: OrderHistoryKind, detail: Record<string, unknown>): Promise<void> {
    return this.orders.recordHistory(order.id, { kind, at: this.clock.now(), detail });
  }
}
