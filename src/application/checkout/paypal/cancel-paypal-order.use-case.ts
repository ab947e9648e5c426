import { ok, type Result } from '../../../domain/shared/result.js';
import type { Order, Orders } from '../../../ports/orders.port.js';
import type { CloseOrder } from '../close-order.js';
import type { PayPalFailure } from './paypal-errors.js';
import { payPalOrderOfShopper, type PayPalOrderRef } from './paypal-order-of-shopper.js';

/**
 * The buyer cancelled on PayPal: our pending order is cancelled (once), its stock and discounts
 * go back, the basket stays as it was. An order that is paid or closed already is left as it is.
 */
export class CancelPayPalOrder {
  constructor(private readonly orders: Orders, private readonly closeOrder: CloseOrder) {}

  async execute(ref: PayPalOrderRef): Promise<Result<Order, PayPalFailure>> {
    const found = await payPalOrderOfShopper(this.orders, ref);
    if (!found.ok) return found;
    const { order } = found.value;
    if (order.status === 'pending') await this.closeOrder.execute(order.id, 'cancelled', null, null);
    return ok((await this.orders.byId(order.id))!);
  }
}
