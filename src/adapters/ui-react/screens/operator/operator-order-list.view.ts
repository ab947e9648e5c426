import type { FulfilmentStatus } from '../../../../domain/orders/fulfilment.js';
import { ORDER_STATUSES, type OrderListQueryText } from '../../../../domain/orders/order-list.js';
import type { OrderStatus } from '../../../../domain/orders/order.js';
import { SITE_VARIANTS } from '../../../../domain/site/site-variants.js';
import type { OrderListEntry } from '../../../../ports/order-search.port.js';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { orderMoneyFormatter } from '../../parts/orders/order-money.js';
import { OPERATOR_CONSOLE_PATHS, type OperatorConsoleNavView } from './operator-console-nav.js';

/** The filters as the form shows them again: what was typed, blank for none. */
export interface OrderListFormView {
  q: string;
  site: string;
  status: string;
  paymentMethod: string;
  from: string;
  to: string;
}

export interface OrderListRowView {
  reference: string;
  href: string;
  placedAt: string;
  /** Machine-readable, for the <time> element. */
  placedAtIso: string;
  site: string;
  shopperName: string;
  email: string;
  total: string;
  status: string;
  paymentMethod: string;
  fulfilment: string;
}

export interface OrderListView {
  nav: OperatorConsoleNavView;
  form: OrderListFormView;
  sites: readonly { value: string; label: string }[];
  statuses: readonly { value: string; label: string }[];
  /** Why the filters were refused, in the operator's words; no list is shown then. */
  problem: string | null;
  /** null when the filters were refused. */
  rows: readonly OrderListRowView[] | null;
  nextHref: string | null;
  previousHref: string | null;
}

/** The console page of one order (built by the order page). */
const operatorOrderHref = (reference: string): string => `${OPERATOR_CONSOLE_PATHS.orders}/${encodeURIComponent(reference)}`;

/** The form's values as the query typed them. */
export function orderListFormOf(query: OrderListQueryText): OrderListFormView {
  return { q: query.q ?? '', site: query.site ?? '', status: query.status ?? '', paymentMethod: query.paymentMethod ?? '', from: query.from ?? '', to: query.to ?? '' };
}

/** A link to the list with the same filters and one cursor (`after` for older orders, `before` for newer). */
export function orderListHref(form: OrderListFormView, cursor: { after: string } | { before: string }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) if (value.trim() !== '') params.set(name, value);
  for (const [name, value] of Object.entries(cursor)) params.set(name, value);
  return `${OPERATOR_CONSOLE_PATHS.orders}?${params.toString()}`;
}

const orderStatusLabel = (t: OperatorConsoleStrings, status: OrderStatus): string => ({
  pending: t.orderListStatusPending, paid: t.orderListStatusPaid, refused: t.orderListStatusRefused,
  cancelled: t.orderListStatusCancelled, expired: t.orderListStatusExpired,
})[status];

function fulfilmentLabel(t: OperatorConsoleStrings, fulfilment: FulfilmentStatus | null): string {
  if (fulfilment === null) return '';
  const labels: Record<FulfilmentStatus, string> = {
    'awaiting-dispatch': t.orderListAwaitingDispatch, 'partly-dispatched': t.orderListPartlyDispatched, dispatched: t.orderListDispatched,
    delivered: t.orderListDelivered, cancelled: t.orderListFulfilmentCancelled,
  };
  return labels[fulfilment];
}

/** The sites an operator filters by: every site, by brand and region. */
export const siteOptions = (): { value: string; label: string }[] =>
  SITE_VARIANTS.map((site) => ({ value: site.id, label: `${site.brandName} ${site.regionLabel}` }));

/** The list's rows in the console's language: times in UTC, amounts as the order's site shows them. */
export function orderListRows(orders: readonly OrderListEntry[], locale: string, t: OperatorConsoleStrings): OrderListRowView[] {
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const siteNames = new Map(siteOptions().map((s) => [s.value, s.label]));
  return orders.map((order) => ({
    reference: order.reference,
    href: operatorOrderHref(order.reference),
    placedAt: time.format(order.placedAt),
    placedAtIso: order.placedAt.toISOString(),
    site: siteNames.get(order.site) ?? order.site,
    shopperName: order.shopperName,
    email: order.email,
    total: orderMoneyFormatter(order.site)(order.total),
    status: orderStatusLabel(t, order.status),
    paymentMethod: order.paymentMethod ?? '',
    fulfilment: fulfilmentLabel(t, order.fulfilment),
  }));
}

export const statusOptions = (t: OperatorConsoleStrings): { value: string; label: string }[] =>
  ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(t, status) }));
