import type { Order, OrderStatus } from '../../../../domain/orders/order.js';
import { orderMoneyFormatter } from './order-money.js';

/** One order on the account page: JSON-safe, the link carrying the encrypted id only. */
export interface AccountOrderView {
  reference: string;
  status: OrderStatus;
  /** The day it was placed, in the site's language. */
  placedOn: string;
  total: string;
  href: string;
}

export function toAccountOrderView(order: Order, locale: string, confirmationHref: string): AccountOrderView {
  return {
    reference: order.reference,
    status: order.status,
    placedOn: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(order.createdAt),
    total: orderMoneyFormatter(order.siteCode)(order.total),
    href: confirmationHref,
  };
}
