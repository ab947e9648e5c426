import type { DailyOrderRow, DailyRefundRow, DailyReturnRow } from '../../domain/orders/order-dashboard.js';
import type { ModificationNeedingAttention, PaymentsNeedingAttention, ReversalNeedingAttention } from '../../domain/orders/payment-attention.js';
import { money } from '../../domain/pricing/money.js';
import type { DashboardSite, OrderAwaitingDispatch, OrderDashboard } from '../../ports/order-dashboard.port.js';
import type { Database } from './database.js';

/** A timestamptz column's UTC day, 'YYYY-MM-DD'. */
const utcDay = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

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
 * The dashboard on the orders, order events, deliveries and payment tables. The day figures are
 * grouped in the database over a date range (orders by `orders_created_idx`, refunds and returns
 * by their events' `order_events_occurred_idx`), so their cost follows the orders of the range,
 * not all orders. Refunds are the `order.refunded` events the ledger writes when a refund
 * succeeds, and returns the `order.returned` events, so neither reads the tables behind them.
 */
export class SqlOrderDashboard implements OrderDashboard {
  constructor(private readonly db: Database) {}

  async dailyFigures(query: { site: DashboardSite; from: Date; to: Date }) {
    const range = [query.from.toISOString(), query.to.toISOString(), query.site];
    const [orders, refunds, returns] = await Promise.all([
      this.db.query<{ day: string; currency: string; orders: number; revenue: string }>(
        `SELECT ${utcDay('created_at')} AS day, currency, count(*)::int AS orders, sum(total_minor)::bigint AS revenue
           FROM orders
          WHERE created_at >= $1 AND created_at < $2 AND status = 'paid' AND ($3::text IS NULL OR site_code = $3)
          GROUP BY 1, 2`,
        range,
      ),
      this.db.query<{ day: string; currency: string; refunds: number; refunded: string }>(
        `SELECT ${utcDay('occurred_at')} AS day, coalesce(data->'data'->'amount'->>'currency', data->'order'->>'currency') AS currency,
                count(*)::int AS refunds, coalesce(sum((data->'data'->'amount'->>'amountMinor')::bigint), 0)::bigint AS refunded
           FROM order_events
          WHERE occurred_at >= $1 AND occurred_at < $2 AND type = 'order.refunded' AND ($3::text IS NULL OR data->'order'->>'site' = $3)
          GROUP BY 1, 2`,
        range,
      ),
      this.db.query<{ day: string; returns: number }>(
        `SELECT ${utcDay('occurred_at')} AS day, count(*)::int AS returns
           FROM order_events
          WHERE occurred_at >= $1 AND occurred_at < $2 AND type = 'order.returned' AND ($3::text IS NULL OR data->'order'->>'site' = $3)
          GROUP BY 1`,
        range,
      ),
    ]);
    return {
      orders: orders.rows.map((r): DailyOrderRow => ({ day: r.day, currency: r.currency, orders: r.orders, revenueMinor: Number(r.revenue) })),
      refunds: refunds.rows.map((r): DailyRefundRow => ({ day: r.day, currency: r.currency, refunds: r.refunds, refundedMinor: Number(r.refunded) })),
      returns: returns.rows.map((r): DailyReturnRow => ({ day: r.day, returns: r.returns })),
    };
  }

  async awaitingDispatch(query: { site: DashboardSite; limit: number }): Promise<{ count: number; oldest: OrderAwaitingDispatch[] }> {
    // Through the partial indexes of the orders waiting (migration 026), one for all sites and one
    // by site, so both the count and the oldest read only those orders, never every paid one.
    const params: string[] = query.site === null ? [] : [query.site];
    const site = query.site === null ? '' : 'AND site_code = $1';
    const [counted, listed] = await Promise.all([
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE ${TO_DISPATCH} ${site}`, params),
      this.db.query<AwaitingRow>(
        `SELECT reference, site_code, created_at, currency, total_minor, units_to_dispatch FROM orders
          WHERE ${TO_DISPATCH} ${site} ORDER BY created_at, seq LIMIT $${params.length + 1}`,
        [...params, query.limit],
      ),
    ]);
    return {
      count: counted.rows[0]!.n,
      oldest: listed.rows.map((r) => ({
        reference: r.reference, site: r.site_code, placedAt: new Date(r.created_at), total: money(r.total_minor, r.currency), unitsToDispatch: r.units_to_dispatch,
      })),
    };
  }

  async failedDeliveryCount(site: DashboardSite): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      // The site as the failed webhooks page filters it: the order's, or its event's for an order discarded since.
      `SELECT count(*)::int AS n FROM order_event_deliveries d
        WHERE d.failed_at IS NOT NULL AND ($1::text IS NULL OR coalesce(
          (SELECT o.site_code FROM orders o WHERE o.id = d.order_id), (SELECT e.data->'order'->>'site' FROM order_events e WHERE e.id = d.event_id)) = $1)`,
      [site],
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
