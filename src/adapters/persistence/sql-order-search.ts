import { fulfilmentStatusOf } from '../../domain/orders/fulfilment.js';
import type { OrderListFilters, OrderSearchText } from '../../domain/orders/order-list.js';
import type { OrderStatus } from '../../domain/orders/order.js';
import { money } from '../../domain/pricing/money.js';
import type { OrderListEntry, OrderListFrom, OrderSearch } from '../../ports/order-search.port.js';
import type { Database } from './database.js';

/**
 * The keys the search compares, each written exactly as migration 023's indexes are, so the
 * planner finds the index for it.
 */
const ORDER_SEARCH_KEYS = {
  email: "lower(o.snapshot->'details'->>'email')",
  fullName: "lower((o.snapshot->'details'->'deliveryAddress'->>'firstName') || ' ' || (o.snapshot->'details'->'deliveryAddress'->>'lastName'))",
  lastName: "lower(o.snapshot->'details'->'deliveryAddress'->>'lastName')",
  postcode: "upper(replace(o.snapshot->'details'->'deliveryAddress'->>'postcode', ' ', ''))",
} as const;

interface EntryRow {
  reference: string;
  created_at: Date | string;
  position_at: string;
  seq: string;
  site_code: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  currency: string;
  total_minor: number;
  status: OrderStatus;
  payment_method: string | null;
  ordered: number;
  dispatched: number;
  cancelled: number;
  delivered: number;
}

/** A LIKE pattern matching what starts with `value`, its own wildcards taken literally. */
const startsWith = (value: string): string => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function textCondition(text: OrderSearchText, param: (value: unknown) => string): string {
  switch (text.kind) {
    case 'reference': return `o.reference = ${param(text.value)}`;
    case 'email': return `${ORDER_SEARCH_KEYS.email} = ${param(text.value)}`;
    case 'postcode': return `${ORDER_SEARCH_KEYS.postcode} LIKE ${param(startsWith(text.value))}`;
    case 'name': {
      const pattern = param(startsWith(text.value));
      return `(${ORDER_SEARCH_KEYS.fullName} LIKE ${pattern} OR ${ORDER_SEARCH_KEYS.lastName} LIKE ${pattern})`;
    }
  }
}

/**
 * The order list on the orders table. Each filter present adds its condition (an absent one adds
 * nothing, so every statement's plan is made for what it asks); the page is a keyset range on
 * (created_at, seq), read through an index in that order, never skipped with OFFSET. The lines'
 * fulfilment is summed for the page's orders only, after the page is chosen.
 */
export class SqlOrderSearch implements OrderSearch {
  constructor(private readonly db: Database) {}

  async page(filters: OrderListFilters, from: OrderListFrom, limit: number): Promise<OrderListEntry[]> {
    const params: unknown[] = [];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    const conditions: string[] = [];
    if (filters.text !== null) conditions.push(textCondition(filters.text, param));
    if (filters.site !== null) conditions.push(`o.site_code = ${param(filters.site)}`);
    if (filters.status !== null) conditions.push(`o.status = ${param(filters.status)}`);
    if (filters.paymentMethod !== null) conditions.push(`o.payment_method = ${param(filters.paymentMethod)}`);
    if (filters.placedFrom !== null) conditions.push(`o.created_at >= ${param(filters.placedFrom.toISOString())}::timestamptz`);
    if (filters.placedBefore !== null) conditions.push(`o.created_at < ${param(filters.placedBefore.toISOString())}::timestamptz`);
    const newer = from?.side === 'newer';
    if (from !== null) {
      conditions.push(`(o.created_at, o.seq) ${newer ? '>' : '<'} (${param(from.position.placedAt)}::timestamptz, ${param(from.position.seq)}::bigint)`);
    }
    const order = newer ? 'ASC' : 'DESC';
    const { rows } = await this.db.query<EntryRow>(
      `WITH page AS (
         SELECT o.id, o.reference, o.created_at, o.seq, o.site_code, o.snapshot->'details' AS details, o.currency, o.total_minor, o.status, o.payment_method
           FROM orders o
          ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
          ORDER BY o.created_at ${order}, o.seq ${order}
          LIMIT ${param(limit)}
       )
       SELECT p.reference, p.created_at, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position_at, p.seq::text AS seq,
              p.site_code, p.details->'deliveryAddress'->>'firstName' AS first_name, p.details->'deliveryAddress'->>'lastName' AS last_name,
              p.details->>'email' AS email, p.currency, p.total_minor, p.status, p.payment_method,
              coalesce(l.ordered, 0)::int AS ordered, coalesce(l.dispatched, 0)::int AS dispatched, coalesce(l.cancelled, 0)::int AS cancelled,
              coalesce(d.delivered, 0)::int AS delivered
         FROM page p
         LEFT JOIN LATERAL (
           SELECT sum(quantity) AS ordered, sum(dispatched_quantity) AS dispatched, sum(cancelled_quantity) AS cancelled FROM order_lines WHERE order_id = p.id
         ) l ON true
         LEFT JOIN LATERAL (
           SELECT sum(sl.quantity) AS delivered FROM shipments s JOIN shipment_lines sl ON sl.shipment_id = s.id WHERE s.order_id = p.id AND s.delivered_at IS NOT NULL
         ) d ON true
        ORDER BY p.created_at ${order}, p.seq ${order}`,
      params,
    );
    return rows.map((r) => ({
      reference: r.reference,
      placedAt: new Date(r.created_at),
      position: { placedAt: r.position_at, seq: r.seq },
      site: r.site_code,
      shopperName: [r.first_name, r.last_name].filter((part) => part).join(' '),
      email: r.email ?? '',
      total: money(r.total_minor, r.currency),
      status: r.status,
      paymentMethod: r.payment_method,
      fulfilment: r.status === 'paid'
        ? fulfilmentStatusOf([{ position: 0, ordered: r.ordered, dispatched: r.dispatched, cancelled: r.cancelled, delivered: r.delivered }])
        : null,
    }));
  }
}
