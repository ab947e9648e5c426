import { answerOverdueSince, type PaymentsNeedingAttention } from '../../domain/orders/payment-attention.js';
import type { Clock } from '../../ports/clock.port.js';
import type { DashboardSite, OrderDashboard } from '../../ports/order-dashboard.port.js';

/** How many of each kind the operators' list shows. */
const PAYMENTS_NEEDING_ATTENTION_LISTED = 100;

/**
 * The payments an operator should look at: captures, cancels, refunds and releases that failed or have
 * waited too long for the provider's answer, and payments whose reversal failed (to refund by hand).
 */
export class ListPaymentsNeedingAttention {
  constructor(private readonly dashboard: OrderDashboard, private readonly clock: Clock) {}

  execute(query: { site: DashboardSite }): Promise<PaymentsNeedingAttention> {
    return this.dashboard.paymentsNeedingAttention({ site: query.site, overdueBefore: answerOverdueSince(this.clock.now()), limit: PAYMENTS_NEEDING_ATTENTION_LISTED });
  }
}
