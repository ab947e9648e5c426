import type { Order } from '../../domain/orders/order.js';
import type { Orders } from '../../ports/orders.port.js';

/** Orders shown on the account page. */
const SHOPPER_ORDERS_SHOWN = 50;

/** A signed-in shopper's orders, newest first, with their status. */
export class ListShopperOrders {
  constructor(private readonly orders: Orders) {}

  execute(shopperId: number, limit = SHOPPER_ORDERS_SHOWN): Promise<Order[]> {
    return this.orders.ofShopper(shopperId, Math.max(0, Math.min(limit, SHOPPER_ORDERS_SHOWN)));
  }
}
