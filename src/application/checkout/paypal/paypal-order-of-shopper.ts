import { ownerKeyOf, type BasketOwner } from '../../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { Order, Orders } from '../../../ports/orders.port.js';
import type { PayPalFailure } from './paypal-errors.js';
import { findPayPalAttempt, type PayPalAttempt } from './paypal-attempts.js';

/** What the PayPal calls after create name: our order by its reference, and the PayPal order. */
export interface PayPalOrderRef {
  owner: BasketOwner;
  /** Our order's reference (the `reference` field). */
  reference: string;
  /** PayPal's order id (the `orderID` field). */
  payPalOrderId: string;
}

/** The shopper's order and the attempt that created that PayPal order; another owner's order is ORDER_NOT_FOUND. */
export async function payPalOrderOfShopper(orders: Orders, ref: PayPalOrderRef): Promise<Result<{ order: Order; attempt: PayPalAttempt }, PayPalFailure>> {
  const order = await orders.byReference(ref.reference);
  if (order === null || ownerKeyOf(order.owner) !== ownerKeyOf(ref.owner)) return err({ code: 'ORDER_NOT_FOUND' });
  const attempt = await findPayPalAttempt(orders, order.id, ref.payPalOrderId);
  if (attempt === null) return err({ code: 'PAYPAL_ORDER_NOT_FOUND' });
  return ok({ order, attempt });
}
