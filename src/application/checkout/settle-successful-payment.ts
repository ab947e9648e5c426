import type { OrderHistoryKind } from '../../domain/orders/order-history.js';
import type { Order } from '../../domain/orders/order.js';
import { moneyEquals, type Money } from '../../domain/pricing/money.js';
import type { Clock } from '../../ports/clock.port.js';
import type { AttemptOutcome, Orders } from '../../ports/orders.port.js';
import type { PaymentGateway } from '../../ports/payment-gateway.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { CloseOrder } from './close-order.js';

/** The provider named in an order's history for the card and local payments gateway (Adyen, or its sandbox). */
const CARD_GATEWAY = 'adyen';

/** Why a payment is given back (the same words as the PayPal and Klarna reversals). */
type ReversalReason = 'AMOUNT_MISMATCH' | 'ORDER_PAID_OTHERWISE' | 'ORDER_CLOSED';

/** A payment the gateway says succeeded (the payment's answer, its details' answer, or an AUTHORISATION notification). */
export interface SuccessfulPayment {
  pspReference: string | null;
  paymentMethod: string | null;
  /** What was authorised (a notification says it; an answer is for the order's total). */
  amount: Money;
}

/**
 * The order as the settlement left it, and whether the payment was given back: `unavailable` when
 * the gateway could not be reached for the reversal (a notification is then answered so that the
 * provider delivers it again, and the reversal is asked again under the same key).
 */
export interface SettledPayment {
  order: Order;
  givenBack: 'no' | 'requested' | 'failed' | 'unavailable';
}

/**
 * Settles a successful payment against its order, whatever arrived first, so that no payment is
 * kept without a paid order: a pending order is paid by it (once, whoever calls); an order paid by
 * this same payment stays as it is; an order closed unpaid (refused by an early failure
 * notification, expired, cancelled) is completed with it when its stock can be taken again; and a
 * payment no order may keep (for another amount, a second payment of a paid order, one for an
 * order that cannot be completed) is given back through the gateway. Each late completion and
 * reversal is written to the order's history and reported.
 */
export class SettleSuccessfulPayment {
  constructor(
    private readonly orders: Orders,
    private readonly closeOrder: CloseOrder,
    private readonly gateway: PaymentGateway,
    private readonly problems: ProblemLog,
    private readonly clock: Clock,
  ) {}

  async execute(order: Order, payment: SuccessfulPayment, attempt: AttemptOutcome | null = null): Promise<SettledPayment> {
    if (!moneyEquals(payment.amount, order.total)) {
      if (attempt !== null) await this.orders.saveAttemptOutcome(attempt.idempotencyKey, attempt.outcome);
      this.problems.report('PAYMENT_AMOUNT_MISMATCH', { orderReference: order.reference, pspReference: payment.pspReference, amount: payment.amount, total: order.total });
      return { order, givenBack: await this.reverse(order, payment, 'AMOUNT_MISMATCH') };
    }
    const closed = await this.closeOrder.closeKnown(order, 'paid', payment.paymentMethod, payment.pspReference, attempt);
    if (closed !== null) return { order: closed, givenBack: 'no' };
    // Closed before or meanwhile by another caller: the order as that left it decides.
    const now = (await this.orders.byId(order.id))!;
    if (now.status === 'pending') return { order: now, givenBack: 'no' };
    if (now.status === 'paid') {
      if (payment.pspReference === null || now.pspReference === null || now.pspReference === payment.pspReference) return { order: now, givenBack: 'no' };
      this.problems.report('PAYMENT_FOR_PAID_ORDER', { orderReference: now.reference, pspReference: payment.pspReference, paidBy: now.pspReference });
      return { order: now, givenBack: await this.reverse(now, payment, 'ORDER_PAID_OTHERWISE') };
    }
    const reopened = await this.closeOrder.reopenPaid(now, payment.paymentMethod, payment.pspReference);
    if (reopened !== null) {
      await this.remember(reopened, 'late-payment-completed', { provider: CARD_GATEWAY, pspReference: payment.pspReference, closedAs: now.status });
      return { order: reopened, givenBack: 'no' };
    }
    this.problems.report('PAYMENT_FOR_CLOSED_ORDER', { orderReference: now.reference, pspReference: payment.pspReference, status: now.status });
    return { order: now, givenBack: await this.reverse(now, payment, 'ORDER_CLOSED') };
  }

  /** Gives the payment back through the gateway (the same reversal key for the same payment, so a replayed notification asks once). */
  private async reverse(order: Order, payment: SuccessfulPayment, reason: ReversalReason): Promise<SettledPayment['givenBack']> {
    const facts = { provider: CARD_GATEWAY, pspReference: payment.pspReference, amount: payment.amount, reason };
    if (payment.pspReference === null) {
      await this.remember(order, 'payment-reversal-failed', { ...facts, error: 'NO_PSP_REFERENCE' });
      return 'failed';
    }
    const answer = await this.gateway.reverse({
      site: order.siteCode, pspReference: payment.pspReference, reference: order.reference, amount: payment.amount, idempotencyKey: `${order.id}.r.${payment.pspReference}`.slice(0, 64),
    }).catch(() => ({ ok: false as const, error: { code: 'PROVIDER_UNAVAILABLE' as const } }));
    if (answer.ok) {
      await this.remember(order, 'payment-reversal-requested', { ...facts, reversalPspReference: answer.value.pspReference });
      return 'requested';
    }
    this.problems.report('PAYMENT_REVERSAL_FAILED', { orderReference: order.reference, pspReference: payment.pspReference, reason, error: answer.error.code });
    await this.remember(order, 'payment-reversal-failed', { ...facts, error: answer.error.code });
    return answer.error.code === 'PROVIDER_UNAVAILABLE' ? 'unavailable' : 'failed';
  }

  private remember(order: Order, kind: OrderHistoryKind, detail: Record<string, unknown>): Promise<void> {
    return this.orders.recordHistory(order.id, { kind, at: this.clock.now(), detail });
  }
}
