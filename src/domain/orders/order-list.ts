import { err, ok, type Result } from '../shared/result.js';
import { findSiteVariant } from '../site/site-variants.js';
import { parseOrderReference } from './order-reference.js';
import type { OrderStatus } from './order.js';

/** Every status an order can have, in the order an operator reads them. */
export const ORDER_STATUSES = ['pending', 'paid', 'refused', 'cancelled', 'expired'] as const satisfies readonly OrderStatus[];

/** The longest text the search box takes. */
export const ORDER_SEARCH_MAX_LENGTH = 200;

/**
 * What the one search box found in what was typed: an order number ('EV-1000123', any case), an
 * email address (anything with an @, matched whole), a postcode (anything with a digit: the start
 * of the postcode, spaces ignored), or a name (the start of the full name or of the last name).
 * `value` is as the store compares it: the reference in upper case, the email and name in lower
 * case, the postcode in upper case without spaces.
 */
export type OrderSearchText =
  | { kind: 'reference'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'postcode'; value: string }
  | { kind: 'name'; value: string };

/** The orders a list shows: every filter is optional; `placedFrom` included, `placedBefore` not. */
export interface OrderListFilters {
  text: OrderSearchText | null;
  site: string | null;
  status: OrderStatus | null;
  paymentMethod: string | null;
  placedFrom: Date | null;
  placedBefore: Date | null;
}

/** The filters as typed (a query string): absent or blank means no filter. */
export interface OrderListQueryText {
  q?: string | undefined;
  site?: string | undefined;
  status?: string | undefined;
  paymentMethod?: string | undefined;
  /** A day (UTC), YYYY-MM-DD, included. */
  from?: string | undefined;
  /** A day (UTC), YYYY-MM-DD, included. */
  to?: string | undefined;
}

/** Why a query's filters were refused, with the value as typed. */
export type OrderListFilterError =
  /** The search has a digit but is neither an order number nor a postcode, or is too long. */
  | { code: 'ORDER_SEARCH_INVALID'; value: string }
  /** A site, status or payment method the list does not know. */
  | { code: 'ORDER_FILTER_INVALID'; filter: 'site' | 'status' | 'paymentMethod'; value: string }
  /** A day that is not a real day (YYYY-MM-DD), or a last day before the first. */
  | { code: 'ORDER_DATES_INVALID'; from: string; to: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PAYMENT_METHOD = /^[A-Za-z0-9_.-]{1,40}$/;
const POSTCODE = /^[A-Za-z0-9 -]{1,12}$/;

/**
 * The start of a day (UTC) written YYYY-MM-DD, or null for anything that is not a real day from
 * 1970 to 9998 (no order is older, and the day after a later one has no four-digit year).
 */
export function dayStart(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1970 || year > 9998) return null;
  const start = new Date(Date.UTC(year, month - 1, date));
  return start.getUTCFullYear() === year && start.getUTCMonth() === month - 1 && start.getUTCDate() === date ? start : null;
}

/** What the search box's text asks for, or null when it is blank. */
export function orderSearchTextOf(typed: string): OrderSearchText | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (text === '') return null;
  if (parseOrderReference(text.toUpperCase()) !== null) return { kind: 'reference', value: text.toUpperCase() };
  if (text.includes('@')) return { kind: 'email', value: text.toLowerCase() };
  if (/\d/.test(text)) return POSTCODE.test(text) ? { kind: 'postcode', value: text.replace(/[ ]/g, '').toUpperCase() } : null;
  return { kind: 'name', value: text.toLowerCase() };
}

const blank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

/**
 * The filters of a query, or the first one refused: an unknown site or status, a payment method
 * that is not a method's code, a search with a digit that is neither an order number nor a
 * postcode, or days that are not real days or end before they start.
 */
export function parseOrderListFilters(query: OrderListQueryText): Result<OrderListFilters, OrderListFilterError> {
  let text: OrderSearchText | null = null;
  if (!blank(query.q)) {
    text = query.q.length > ORDER_SEARCH_MAX_LENGTH ? null : orderSearchTextOf(query.q);
    if (text === null) return err({ code: 'ORDER_SEARCH_INVALID', value: query.q.slice(0, ORDER_SEARCH_MAX_LENGTH) });
  }
  const site = blank(query.site) ? null : findSiteVariant(query.site.trim())?.id ?? null;
  if (!blank(query.site) && site === null) return err({ code: 'ORDER_FILTER_INVALID', filter: 'site', value: query.site });
  const status = blank(query.status) ? null : ORDER_STATUSES.find((s) => s === query.status?.trim()) ?? null;
  if (!blank(query.status) && status === null) return err({ code: 'ORDER_FILTER_INVALID', filter: 'status', value: query.status });
  const paymentMethod = blank(query.paymentMethod) ? null : query.paymentMethod.trim();
  if (paymentMethod !== null && !PAYMENT_METHOD.test(paymentMethod)) return err({ code: 'ORDER_FILTER_INVALID', filter: 'paymentMethod', value: paymentMethod });
  const from = blank(query.from) ? null : dayStart(query.from.trim());
  const to = blank(query.to) ? null : dayStart(query.to.trim());
  const datesRefused = (!blank(query.from) && from === null) || (!blank(query.to) && to === null) || (from !== null && to !== null && to < from);
  if (datesRefused) return err({ code: 'ORDER_DATES_INVALID', from: query.from ?? '', to: query.to ?? '' });
  return ok({
    text, site, status, paymentMethod,
    placedFrom: from,
    placedBefore: to === null ? null : new Date(to.getTime() + 86_400_000),
  });
}

/**
 * Where a page of the list starts or ends: the order's placing time as the store keeps it (UTC,
 * to the microsecond, `2026-11-27T10:04:05.123456Z`) and its insertion number, which tells apart
 * orders placed in the same microsecond. Orders are listed newest first by this pair.
 */
export interface OrderListPosition {
  placedAt: string;
  seq: string;
}

const CURSOR = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{6})-([1-9]\d{0,17})$/;

/** A position as a link carries it: the time's digits, a dash, the number ('20261127100405123456-4711'). */
export function orderListCursor(position: OrderListPosition): string {
  return `${position.placedAt.replace(/\D/g, '')}-${position.seq}`;
}

/** The position a cursor names, or null for anything no link of the list carries. */
export function parseOrderListCursor(cursor: string): OrderListPosition | null {
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds, micros, seq] = match as unknown as [string, string, string, string, string, string, string, string, string];
  const time = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds)));
  const real = time.getUTCFullYear() === Number(year) && time.getUTCMonth() === Number(month) - 1 && time.getUTCDate() === Number(day)
    && time.getUTCHours() === Number(hours) && time.getUTCMinutes() === Number(minutes) && time.getUTCSeconds() === Number(seconds);
  return real ? { placedAt: `${year}-${month}-${day}T${hours}:${minutes}:${seconds}.${micros}Z`, seq } : null;
}
