import type { Order } from '../../domain/orders/order.js';
import { returnableUnits, returnWindowClosesAt, type ReturnWindowOf } from '../../domain/orders/returns.js';
import type { Clock } from '../../ports/clock.port.js';
import type { OrderFulfilment } from '../../ports/order-fulfilment.port.js';
import type { OrderReturn, OrderReturns } from '../../ports/order-returns.port.js';
import type { Orders } from '../../ports/orders.port.js';
import { returnableLinesOf } from './request-return.use-case.js';

/** An order's returns, and what of it may still be asked back now. */
export interface OrderReturnsView {
  returns: OrderReturn[];
  /** Lines with units the shopper may ask back now, and when their window closes. */
  returnable: { position: number; units: number; closesAt: Date }[];
  windowDays: number;
}

/** An order's returns and what may still be returned, for the shopper's order page and the console. */
export class ViewOrderReturns {
  constructor(
    private readonly fulfilment: OrderFulfilment,
    private readonly returns: OrderReturns,
    private readonly windowOf: ReturnWindowOf,
    private readonly clock: Clock,
  ) {}

  async execute(order: Order): Promise<OrderReturnsView> {
    const now = this.clock.now();
    const windowDays = this.windowOf(order.siteCode);
    const [lines, returns] = await Promise.all([returnableLinesOf(this.fulfilment, this.returns, order.id), this.returns.ofOrder(order.id)]);
    const returnable = lines
      .map((l) => ({ position: l.position, units: returnableUnits(l, now, windowDays), closesAt: l.arrivedAt === null ? now : returnWindowClosesAt(l.arrivedAt, windowDays) }))
      .filter((l) => l.units > 0);
    return { returns, returnable, windowDays };
  }
}

/**
 * A guest finds an order to return by its number and the email address it was placed with. The
 * same null for an unknown number and for a wrong email, so the answer tells nothing of which.
 */
export class FindOrderForReturn {
  constructor(private readonly orders: Orders) {}

  async execute(input: { reference: string; email: string }): Promise<Order | null> {
    const reference = input.reference.trim().toUpperCase();
    const email = input.email.trim().toLowerCase();
    if (reference === '' || email === '') return null;
    const order = await this.orders.byReference(reference);
    return order !== null && order.details.email.trim().toLowerCase() === email ? order : null;
  }
}
