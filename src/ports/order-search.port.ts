import type { FulfilmentStatus } from '../domain/orders/fulfilment.js';
import type { OrderListFilters, OrderListPosition } from '../domain/orders/order-list.js';
import type { OrderStatus } from '../domain/orders/order.js';
import type { Money } from '../domain/pricing/money.js';

/** One order as the operators' list shows it. */
export interface OrderListEntry {
  reference: string;
  placedAt: Date;
  /** Where the order stands in the list, for the links to the pages next to this one. */
  position: OrderListPosition;
  site: string;
  /** The delivery address's first and last name. */
  shopperName: string;
  email: string;
  total: Money;
  status: OrderStatus;
  paymentMethod: string | null;
  /** Where its goods are; null for an order that was never paid (nothing to send). */
  fulfilment: FulfilmentStatus | null;
}

/**
 * Which side of a position to read: `older` reads the orders after it in the list (the next
 * page), `newer` the ones before it (the previous page); null reads from the newest order.
 */
export type OrderListFrom = { side: 'older' | 'newer'; position: OrderListPosition } | null;

/**
 * The orders operators search, newest first by (placing time, insertion number): keyset pages that
 * read as few rows as they show, however many orders the shop has.
 */
export interface OrderSearch {
  /**
   * At most `limit` orders matching `filters` on the `from` side, nearest to it first: newest
   * first from the start or for `older`, oldest first for `newer`.
   */
  page(filters: OrderListFilters, from: OrderListFrom, limit: number): Promise<OrderListEntry[]>;
}
