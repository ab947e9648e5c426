import {
  orderListCursor, parseOrderListCursor, parseOrderListFilters,
  type OrderListFilterError, type OrderListFilters, type OrderListQueryText,
} from '../../domain/orders/order-list.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { OrderListEntry, OrderListFrom, OrderSearch } from '../../ports/order-search.port.js';

/** Orders a page shows unless the caller asks for another number. */
const ORDER_LIST_PAGE_SIZE = 25;
/** The most orders one page shows. */
export const ORDER_LIST_MAX_PAGE_SIZE = 100;

export interface OrderListQuery extends OrderListQueryText {
  /** The next page: the orders older than the cursor (from a page's `next`). */
  after?: string | undefined;
  /** The previous page: the orders newer than the cursor (from a page's `previous`). */
  before?: string | undefined;
  limit?: number | undefined;
}

export type OrderListError =
  | OrderListFilterError
  /** A cursor no page of the list gave, or both `after` and `before`. */
  | { code: 'ORDER_CURSOR_INVALID' };

export interface OrderListPage {
  orders: OrderListEntry[];
  filters: OrderListFilters;
  /** The cursor of the page after this one (older orders), or null on the last page. */
  next: string | null;
  /** The cursor of the page before this one (newer orders), or null on the first page. */
  previous: string | null;
}

/**
 * The operators' order list: the filters and search of a query, one keyset page of the orders
 * that match, newest first, and the cursors of the pages either side. One more order than the page
 * shows is read, to know whether there is a page beyond it.
 */
export class ListOrdersForOperators {
  constructor(private readonly search: OrderSearch) {}

  async execute(query: OrderListQuery): Promise<Result<OrderListPage, OrderListError>> {
    const filters = parseOrderListFilters(query);
    if (!filters.ok) return filters;
    const from = fromOf(query);
    if (from === undefined) return err({ code: 'ORDER_CURSOR_INVALID' });
    const limit = Math.min(Math.max(1, Math.trunc(query.limit ?? ORDER_LIST_PAGE_SIZE)), ORDER_LIST_MAX_PAGE_SIZE);
    const read = await this.search.page(filters.value, from, limit + 1);
    const beyond = read.length > limit;
    const shown = read.slice(0, limit);
    const orders = from?.side === 'newer' ? shown.reverse() : shown;
    const first = orders[0];
    const last = orders.at(-1);
    const hasNewer = from?.side === 'newer' ? beyond : from !== null;
    const hasOlder = from?.side === 'newer' ? true : beyond;
    return ok({
      orders,
      filters: filters.value,
      next: hasOlder && last !== undefined ? orderListCursor(last.position) : null,
      previous: hasNewer && first !== undefined ? orderListCursor(first.position) : null,
    });
  }
}

/** The side a query reads from; undefined when its cursor is not one the list gives. */
function fromOf(query: OrderListQuery): OrderListFrom | undefined {
  const after = query.after === undefined || query.after === '' ? null : query.after;
  const before = query.before === undefined || query.before === '' ? null : query.before;
  if (after !== null && before !== null) return undefined;
  const cursor = after ?? before;
  if (cursor === null) return null;
  const position = parseOrderListCursor(cursor);
  return position === null ? undefined : { side: after !== null ? 'older' : 'newer', position };
}
