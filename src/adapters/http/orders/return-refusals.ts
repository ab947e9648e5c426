import type { MoneyActionError } from '../../../application/orders/money-action-errors.js';
import type { ReturnError } from '../../../application/orders/return-errors.js';
import type { Order } from '../../../domain/orders/order.js';
import { findSiteVariant } from '../../../domain/site/site-variants.js';
import { HttpError } from '../errors/http-error.js';
import { refused as moneyRefusal } from './order-payment-routes.js';

/** An order line as a person names it: the product, and its size when it has one. */
const itemOf = (order: Order | null, position: number): string => {
  const line = order?.lines[position];
  if (line === undefined) return String(position);
  return line.sizeLabel === null ? line.productName : `${line.productName} (${line.sizeLabel})`;
};

/**
 * A return's refusal as the one error body: a line named by its product and size (the shopper
 * never sees positions), the window's end as the order's site writes a date. A refund's money
 * refusal is the refund API's own.
 */
export function returnRefusal(error: ReturnError | MoneyActionError, order: Order | null): HttpError {
  switch (error.code) {
    case 'RETURN_NOT_DISPATCHED':
    case 'RETURN_MORE_THAN_DISPATCHED':
      return new HttpError(error.code, { ...error, item: itemOf(order, error.position) });
    case 'RETURN_WINDOW_CLOSED': {
      const locale = findSiteVariant(order?.siteCode ?? '')?.locale ?? 'en-GB';
      const closedOn = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(error.closedAt);
      return new HttpError(error.code, { position: error.position, days: error.days, item: itemOf(order, error.position), closedOn });
    }
    case 'RETURN_NOTHING_CHOSEN': case 'ORDER_LINE_NOT_FOUND': case 'ORDER_NOT_FOUND': case 'RETURN_NOT_FOUND': case 'RETURN_REASON_UNKNOWN':
    case 'RETURN_NOT_AWAITED': case 'RETURN_LINE_NOT_IN_RETURN': case 'RETURN_MORE_THAN_REQUESTED': case 'RETURN_NOTHING_RECEIVED':
    case 'RETURN_NOT_RECEIVED': case 'RETURN_ALREADY_REFUNDED':
      return new HttpError(error.code, error);
    default:
      return moneyRefusal(error);
  }
}
