import type { DailyOrderRow, DailyRefundRow, DailyReturnRow } from '../../domain/orders/order-dashboard.js';
import type { ModificationNeedingAttention, PaymentsNeedingAttention, ReversalNeedingAttention } from '../../domain/orders/payment-attention.js';
import { money } from '../../domain/pricing/money.js';
import type { DashboardSite, OrderAwaitingDispatch, OrderDashboard } from '../../ports/order-dashboard.port.js';
import type { Database } from './database.js';

/**
 * A timestamptz column's UTC day as a date: grouped on cheaply (a cast per row), and written as
 * 'YYYY-MM-DD' only once per group by `dayKey`.
 */
const utcDate = (column: string): string => `(${column} AT TIME ZONE 'UTC')::date`;
const dayKey = (date: string): string => `to_char(${date}, 'YYYY-MM-DD')`;

/** One group of the day figures: paid orders, refunds or returns of one day (and currency, but returns). */
interface FigureRow {
  kind: 'orders' | 'order.refunded' | 'order.returned';
  day: string;
  currency: string | null;
  n: number;
  minor: string;
}

interface AwaitingRow {
  reference: string;
  site_code: string;
  created_at: Date | string;
  currency: string;
  total_minor: number;
  units_to_dispatch: number;
}

/** A paid order with units neither dispatched nor cancelled: the predicate of the partial indexes `orders_to_dispatch_idx` and `orders_to_dispatch_site_idx`. */
const TO_DISPATCH = "status = 'paid' AND units_to_dispatch > 0";

interface ModificationRow {
  id: string;
  reference: string;
  site_code: string;
  kind: ModificationNeedingAttention['kind'];
  amount_minor: number;
  currency: string;
  state: ModificationNeedingAttention['state'];
  failure_reason: string | null;
  provider_reference: string | null;
  requested_at: Date | string;
  settled_at: Date | string | null;
  total: number;
}

interface ReversalRow {
  reference: string;
  site_code: string;
  at: Date | string;
  detail: Record<string, unknown>;
  total: number;
}

/** What a history entry's detail says of an amount, when it is one. */
function amountOf(value: unknown) {
  const amount = value as { amountMinor?: unknown; currency?: unknown } | null | undefined;
  return typeof amount?.amountMinor === 'number' && typeof amount.currency === 'string' ? money(amount.amountMinor, amount.currency) : null;
}

/** A provider's error as the history keeps it: a code, or an object with one. */
function errorOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  const code = (value as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The dashboard on the orders, order events, deliveries and payment tables, each figure counted
 * for the request (nothing cached). The day figures are one statement grouped in the database over
 * a date range: the paid orders from `orders_paid_day_figures_idx` alone (an index-only scan of the
 * range's paid orders, which carries their site, currency and total), refunds and returns through
 * `order_events_refunded_returned_idx` (migration 028), so their cost follows the range's paid
 * orders and its refunds and returns, not all orders nor every event. Refunds are the
 * `order.refunded` events the ledger writes when a refund succeeds, and returns the
 * `order.returned` events, so neither reads the tables behind them. A site's figures and all
 * sites' are separate statement texts, so each keeps a plan of its own.
 */
export class SqlOrderDashboard implements OrderDashboard {
  constructor(private readonly db: Database) {}

  async dailyFigures(query: { site: DashboardSite; from: Date; to: Date }) {
    const params: string[] = [query.from.toISOString(), query.to.toISOString(), ...(query.site === null ? [] : [query.site])];
    const orderSite = query.site === null ? '' : 'AND site_code = $3';
    const eventSite = query.site === null ? '' : "AND data->'order'->>'site' = $3";
    const { rows } = await this.db.query<FigureRow>(
      `SELECT 'orders' AS kind, ${dayKey(utcDate('created_at'))} AS day, currency, count(*)::int AS n, sum(total_minor)::bigint AS minor
         FROM orders
        WHERE status = 'paid' AND created_at >= $1 AND created_at < $2 ${orderSite}
        GROUP BY ${utcDate('created_at')}, currency
       UNION ALL
       SELECT type, ${dayKey(utcDate('occurred_at'))}, currency, count(*)::int, coalesce(sum(amount_minor), 0)::bigint
         FROM (SELECT type, occurred_at,
                      CASE WHEN type = 'order.refunded' THEN coalesce(data->'data'->'amount'->>'currency', data->'order'->>'currency') END AS currency,
                      CASE WHEN type = 'order.refunded' THEN (data->'data'->'amount'->>'amountMinor')::bigint END AS amount_minor
                 FROM order_events
                WHERE type IN ('order.refunded', 'order.returned') AND occurred_at >= $1 AND occurred_at < $2 ${eventSite}) e
        GROUP BY type, ${utcDate('occurred_at')}, currency`,
      params,
    );
    const orders: DailyOrderRow[] = [];
    const refunds: DailyRefundRow[] = [];
    const returns: DailyReturnRow[] = [];
    for (const r of rows) {
      if (r.kind === 'orders') orders.push({ day: r.day, currency: r.currency!, orders: r.n, revenueMinor: Number(r.minor) });
      else if (r.kind === 'order.refunded') refunds.push({ day: r.day, currency: r.currency!, refunds: r.n, refundedMinor: Number(r.minor) });
      else returns.push({ day: r.day, returns: r.n });
    }
    return { orders, refunds, returns };
  }

  async awaitingDispatch(query: { site: DashboardSite; limit: number }): Promise<{ count: number; oldest: OrderAwaitingDispatch[] }> {
    // Through the partial indexes of the orders waiting (migration 026), one for all sites and one
    // by site, so both the count and the oldest read only those orders, never every paid one. One
    // statement: the count, joined to the oldest (none when nothing waits, the count still there).
    const params: (string | number)[] = [query.limit, ...(query.site === null ? [] : [query.site])];
    const site = query.site === null ? '' : 'AND site_code = $2';
    const { rows } = await this.db.query<{ n: number } & { [K in keyof AwaitingRow]: AwaitingRow[K] | null }>(
      `SELECT waiting.n, oldest.*
         FROM (SELECT count(*)::int AS n FROM orders WHERE ${TO_DISPATCH} ${site}) waiting
         LEFT JOIN LATERAL (
           SELECT reference, site_code, created_at, currency, total_minor, units_to_dispatch FROM orders
            WHERE ${TO_DISPATCH} ${site} ORDER BY created_at, seq LIMIT $1) oldest ON true`,
      params,
    );
    return {
      count: rows[0]!.n,
      oldest: rows.filter((r): r is { n: number } & AwaitingRow => r.reference !== null).map((r) => ({
        reference: r.reference, site: r.site_code, placedAt: new Date(r.created_at), total: money(r.total_minor, r.currency), unitsToDispatch: r.units_to_dispatch,
      })),
    };
  }

  async failedDeliveryCount(site: DashboardSite): Promise<number> {
    // The failed deliveries through their partial index `order_event_deliveries_failed_idx`; the
    // site as the failed webhooks page filters it: the order's, or its event's for an order discarded since.
    const { rows } = await this.db.query<{ n: number }>(
      site === null
        ? 'SELECT count(*)::int AS n FROM order_event_deliveries WHERE failed_at IS NOT NULL'
        : `SELECT count(*)::int AS n FROM order_event_deliveries d
            WHERE d.failed_at IS NOT NULL AND coalesce(
              (SELECT o.site_code FROM orders o WHERE o.id = d.order_id), (SELECT e.data->'order'->>'site' FROM order_events e WHERE e.id = d.event_id)) = $1`,
      site === null ? [] : [site],
    );
    return rows[0]!.n;
  }

  async paymentsNeedingAttention(query: { site: DashboardSite; overdueBefore: Date; limit: number }): Promise<PaymentsNeedingAttention> {
    const [modifications, reversals] = await Promise.all([
      // A failure stays until another action of its kind is asked of the order (that one is then
      // what to watch); a request stays while the provider has not answered it.
      this.db.query<ModificationRow>(
        `SELECT m.id, o.reference, o.site_code, m.kind, m.amount_minor, m.currency, m.state, m.failure_reason, m.provider_reference,
                m.requested_at, m.settled_at, count(*) OVER ()::int AS total
           FROM order_payment_modifications m JOIN orders o ON o.id = m.order_id
          WHERE ((m.state = 'requested' AND m.requested_at < $1)
                 OR (m.state = 'failed' AND NOT EXISTS (
                       SELECT 1 FROM order_payment_modifications later WHERE later.order_id = m.order_id AND later.kind = m.kind AND later.seq > m.seq)))
            AND ($2::text IS NULL OR o.site_code = $2)
          ORDER BY m.requested_at, m.seq
          LIMIT $3`,
        [query.overdueBefore.toISOString(), query.site, query.limit],
      ),
      // A reversal that failed and was not asked again (a later request or failure of the order's
      // reversals): the payment is still with the shop.
      this.db.query<ReversalRow>(
        `SELECT o.reference, o.site_code, h.at, h.detail, count(*) OVER ()::int AS total
           FROM order_history h JOIN orders o ON o.id = h.order_id
          WHERE h.kind = 'payment-reversal-failed'
            AND NOT EXISTS (SELECT 1 FROM order_history later WHERE later.order_id = h.order_id AND later.seq > h.seq
                               AND later.kind IN ('payment-reversal-requested', 'payment-reversal-failed'))
            AND ($1::text IS NULL OR o.site_code = $1)
          ORDER BY h.at DESC, h.seq DESC
          LIMIT $2`,
        [query.site, query.limit],
      ),
    ]);
    return {
      modifications: modifications.rows.map((r): ModificationNeedingAttention => ({
        modificationId: r.id, orderReference: r.reference, site: r.site_code, kind: r.kind, amount: money(r.amount_minor, r.currency), state: r.state,
        failureReason: r.failure_reason, providerReference: r.provider_reference, requestedAt: new Date(r.requested_at),
        settledAt: r.settled_at === null ? null : new Date(r.settled_at),
      })),
      reversals: reversals.rows.map((r): ReversalNeedingAttention => ({
        orderReference: r.reference, site: r.site_code, at: new Date(r.at), provider: textOrNull(r.detail['provider']) ?? '',
        amount: amountOf(r.detail['amount']), reason: textOrNull(r.detail['reason']), error: errorOf(r.detail['error']),
      })),
      modificationCount: modifications.rows[0]?.total ?? 0,
      reversalCount: reversals.rows[0]?.total ?? 0,
    };
  }
}
