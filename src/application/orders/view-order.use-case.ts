import type { Order } from '../../domain/orders/order.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Orders } from '../../ports/orders.port.js';

/**
 * One order for the confirmation page and the payment status poll: its id (opened from the
 * authenticated encrypted id by the edge) is the capability, as a guest has no account.
 */
export class ViewOrder {
  constructor(private readonly orders: Orders) {}

  async execute(orderId: string): Promise<Result<Order, { code: 'ORDER_NOT_FOUND' }>> {
    const order = await this.orders.byId(orderId);
    return order === null ? err({ code: 'ORDER_NOT_FOUND' }) : ok(order);
  }
}
