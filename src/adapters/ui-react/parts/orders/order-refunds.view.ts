import type { ShopperRefund } from '../../../../application/orders/view-order-refunds.use-case.js';
import type { Order } from '../../../../domain/orders/order.js';
import { findSiteVariant } from '../../../../domain/site/site-variants.js';
import { orderMoneyFormatter } from './order-money.js';

/** One refund as the shopper's order page shows it: the amount, and the day it was made (null: on its way). */
export interface OrderRefundView {
  amount: string;
  refundedOn: string | null;
}

/** The order's refunds, amounts and days as the order's site writes them; null when there are none. */
export function toOrderRefundsView(order: Order, refunds: readonly ShopperRefund[]): OrderRefundView[] | null {
  if (refunds.length === 0) return null;
  const day = new Intl.DateTimeFormat(findSiteVariant(order.siteCode)?.locale ?? 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
  const money = orderMoneyFormatter(order.siteCode);
  return refunds.map((r) => ({ amount: money(r.amount), refundedOn: r.refundedAt === null ? null : day.format(r.refundedAt) }));
}
