import type { OrderHistoryEntry } from '../../domain/orders/order-history.js';
import type { Order } from '../../domain/orders/order.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Orders } from '../../ports/orders.port.js';
import type { PaymentOutcome } from '../../ports/payment-gateway.port.js';
import { attemptsOf, readRecorded } from '../checkout/payment-attempts.js';

/** One payment attempt as an operator reads it: when it was asked, and what the provider answered (null while it has no answer). */
interface AttemptSummary {
  recordedAt: Date;
  resultCode: PaymentOutcome['resultCode'] | null;
  pspReference: string | null;
  failure: string | null;
}

export interface OrderWithHistory {
  order: Order;
  attempts: AttemptSummary[];
  history: OrderHistoryEntry[];
}

/**
 * An order by its reference for the operators: its status, its payment attempts and what happened
 * to its money after the checkout's answer (a late payment completing it, a payment given back,
 * details of another payment refused, a call left unanswered).
 */
export class ViewOrderHistory {
  constructor(private readonly orders: Orders) {}

  async execute(reference: string): Promise<Result<OrderWithHistory, { code: 'ORDER_NOT_FOUND' }>> {
    const order = await this.orders.byReference(reference);
    if (order === null) return err({ code: 'ORDER_NOT_FOUND' });
    const [attempts, history] = await Promise.all([attemptsOf(this.orders, order.id), this.orders.historyOf(order.id)]);
    return ok({
      order,
      attempts: attempts.map((attempt) => {
        const answer = readRecorded(attempt);
        return {
          recordedAt: attempt.createdAt,
          resultCode: answer?.outcome?.resultCode ?? null,
          pspReference: answer?.outcome?.pspReference ?? null,
          failure: answer?.failure?.code ?? null,
        };
      }),
      history,
    });
  }
}
