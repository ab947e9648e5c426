import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import type { OrderPayments } from '../../ports/order-payments.port.js';

/** A refund as the shopper reads it: its amount, and when the provider confirmed it (null while it is on its way). */
export interface ShopperRefund {
  amount: PaymentModificationRecord['amount'];
  refundedAt: Date | null;
}

/**
 * The refunds of an order for the shopper's order page, oldest first: those the provider
 * confirmed, and those asked and not answered yet; a failed one was never money back, so it is
 * not shown.
 */
export class ViewOrderRefunds {
  constructor(private readonly payments: Pick<OrderPayments, 'modificationsOf'>) {}

  async execute(orderId: string): Promise<ShopperRefund[]> {
    return (await this.payments.modificationsOf(orderId))
      .filter((m) => m.kind === 'refund' && m.state !== 'failed')
      .map((m) => ({ amount: m.amount, refundedAt: m.state === 'succeeded' ? m.settledAt : null }));
  }
}
