import type { OrderEvent, OrderEventType } from '../../domain/orders/order-event.js';
import type { AttemptFailure, ClaimedDelivery, DeliveryState, FailedDelivery, OrderEventOutbox } from '../../ports/order-events.port.js';
import type { Database, SqlRunner } from './database.js';

/** A line as an event tells it, from a row `l` with order_lines' columns. */
const LINE_JSON = `jsonb_build_object('stockId', l.stock_id, 'productId', l.product_id, 'productName', l.product_name, 'sizeLabel', l.size_label,
  'quantity', l.quantity, 'unitPriceMinor', l.unit_price_minor, 'lineTotalMinor', l.line_total_minor)`;

/** Where an event's order comes from in the statement that appends it. */
export interface OrderEventSource {
  /** The FROM list giving one row per event to append, `order` among it. */
  from: string;
  /** The name of a row with the orders columns id, reference, site_code, currency, total_minor and snapshot. */
  order: string;
  /** The order's status after the change, in SQL. */
  status: string;
  /** A FROM list with the order's lines as `l` (order_lines' columns, with position). */
  lines: string;
  /** The event's type, in SQL. */
  type: string;
  /** The change's own details, a jsonb in SQL. */
  data: string;
  /** When it happened, a timestamptz in SQL. */
  occurredAt: string;
}

/**
 * Two data-changing WITH parts that append an order event (numbered after the order's last one)
 * and one delivery to every active webhook endpoint, for a statement that changes an order in one
 * go (no transaction): the event commits with the change or not at all.
 */
export function orderEventParts(s: OrderEventSource): string {
  const o = s.order;
  const order = `jsonb_build_object('id', ${o}.id, 'reference', ${o}.reference, 'site', ${o}.site_code, 'status', ${s.status}, 'currency', ${o}.currency,
      'subtotalMinor', (${o}.snapshot->'subtotal'->>'amountMinor')::int, 'deliveryMinor', (${o}.snapshot->'deliveryPrice'->>'amountMinor')::int,
      'totalMinor', ${o}.total_minor, 'lines', coalesce((SELECT jsonb_agg(${LINE_JSON} ORDER BY l.position) FROM ${s.lines}), '[]'::jsonb))`;
  return `
       order_event AS (
         INSERT INTO order_events (order_id, sequence, type, data, occurred_at)
         SELECT ${o}.id, coalesce((SELECT max(x.sequence) FROM order_events x WHERE x.order_id = ${o}.id), 0) + 1, ${s.type},
                jsonb_build_object('order', ${order}, 'data', ${s.data}), ${s.occurredAt}
           FROM ${s.from}
         RETURNING id, order_id, sequence, occurred_at),
       order_event_fan_out AS (
         INSERT INTO order_event_deliveries (event_id, endpoint_id, order_id, sequence, next_attempt_at, retrying_since)
         SELECT e.id, w.id, e.order_id, e.sequence, e.occurred_at, e.occurred_at FROM order_event e, order_webhook_endpoints w WHERE w.active)`;
}

/** An order event to append inside the transaction of the change it tells. */
export interface OrderEventToAppend {
  orderId: string;
  type: OrderEventType;
  /** What is particular to the change (lines dispatched, amount refunded...): the body's `data`. */
  data: Record<string, unknown>;
}

/**
 * Appends an event for the order as it is now in `tx`'s transaction: call it in the transaction
 * of the change, after the statement that changed (and so locked) the order's row, so events of
 * one order are numbered in the order their changes committed. The event happened at the
 * transaction's time (`now()`).
 */
export async function appendOrderEvent(tx: SqlRunner, event: OrderEventToAppend): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `WITH ${orderEventParts({
      from: 'orders o WHERE o.id = $1', order: 'o', status: 'o.status', lines: 'order_lines l WHERE l.order_id = o.id',
      type: '$3::text', data: '$2::jsonb', occurredAt: 'now()',
    })}
     SELECT id FROM order_event`,
    [event.orderId, JSON.stringify(event.data), event.type],
  );
  if (rows.length === 0) throw new Error(`No order ${event.orderId} to append ${event.type} to`);
}

interface ClaimedRow {
  id: string;
  claim: string;
  url: string;
  attempts: number;
  retrying_since: Date | string;
  event_id: string;
  order_id: string;
  sequence: number;
  type: OrderEventType;
  data: OrderEvent['data'];
  occurred_at: Date | string;
}

interface FailedRow {
  id: string;
  url: string;
  event_id: string;
  type: string;
  order_id: string;
  reference: string;
  site_code: string;
  attempts: number;
  failed_at: Date | string;
  last_status: number | null;
  last_error: string | null;
}

/**
 * A due delivery is claimed by one statement on every driver: the rows are taken with FOR UPDATE
 * SKIP LOCKED, so two dispatchers never wait on each other nor take the same row, and a row
 * another has just claimed is seen again as it now is (its lease in the future: not due). A
 * delivery waits while an earlier event of its order is undelivered to its endpoint, so one order's
 * events reach an endpoint one at a time, in their order.
 */
const CLAIM_DUE = `
  WITH due AS (
         SELECT d.id FROM order_event_deliveries d JOIN order_webhook_endpoints w ON w.id = d.endpoint_id AND w.active
          WHERE d.delivered_at IS NULL AND d.failed_at IS NULL AND d.next_attempt_at <= $1
            AND NOT EXISTS (SELECT 1 FROM order_event_deliveries p
                             WHERE p.endpoint_id = d.endpoint_id AND p.order_id = d.order_id AND p.sequence < d.sequence AND p.delivered_at IS NULL)
          ORDER BY d.next_attempt_at, d.id
          LIMIT $4
            FOR UPDATE OF d SKIP LOCKED),
       claimed AS (
         UPDATE order_event_deliveries d SET next_attempt_at = $2, claim = $3, attempts = d.attempts + 1
           FROM due WHERE d.id = due.id
         RETURNING d.id, d.claim, d.event_id, d.endpoint_id, d.attempts, d.retrying_since)
  SELECT c.id::text AS id, c.claim, w.url, c.attempts, c.retrying_since, e.id::text AS event_id, e.order_id, e.sequence, e.type, e.data, e.occurred_at
    FROM claimed c JOIN order_events e ON e.id = c.event_id JOIN order_webhook_endpoints w ON w.id = c.endpoint_id
   ORDER BY e.order_id, e.sequence`;

/** The outbox on the order_events tables (migration 019). */
export class SqlOrderEventOutbox implements OrderEventOutbox {
  constructor(private readonly db: Database) {}

  async setEndpoints(urls: readonly string[]): Promise<void> {
    await this.db.query(
      `WITH wanted AS (
              INSERT INTO order_webhook_endpoints (url, active) SELECT u, true FROM unnest($1::text[]) AS u
              ON CONFLICT (url) DO UPDATE SET active = true),
            dropped AS (UPDATE order_webhook_endpoints SET active = false WHERE active AND url <> ALL($1::text[]))
       SELECT 1`,
      [urls],
    );
  }

  async claimDue(now: Date, leaseUntil: Date, claim: string, limit: number): Promise<ClaimedDelivery[]> {
    const { rows } = await this.db.query<ClaimedRow>(CLAIM_DUE, [now.toISOString(), leaseUntil.toISOString(), claim, limit]);
    return rows.map((r) => ({
      id: r.id,
      claim: r.claim,
      endpointUrl: r.url,
      attempts: r.attempts,
      retryingSince: new Date(r.retrying_since),
      event: { id: r.event_id, orderId: r.order_id, sequence: r.sequence, type: r.type, data: r.data, occurredAt: new Date(r.occurred_at) },
    }));
  }

  async delivered(id: string, claim: string, at: Date, status: number): Promise<void> {
    await this.db.query(
      'UPDATE order_event_deliveries SET delivered_at = $3, last_status = $4, last_error = NULL, claim = NULL WHERE id = $1 AND claim = $2',
      [id, claim, at.toISOString(), status],
    );
  }

  async retryAt(id: string, claim: string, nextAttemptAt: Date, failure: AttemptFailure): Promise<void> {
    await this.db.query(
      'UPDATE order_event_deliveries SET next_attempt_at = $3, last_status = $4, last_error = $5, claim = NULL WHERE id = $1 AND claim = $2',
      [id, claim, nextAttemptAt.toISOString(), failure.status, failure.error],
    );
  }

  async failed(id: string, claim: string, at: Date, failure: AttemptFailure): Promise<void> {
    await this.db.query(
      'UPDATE order_event_deliveries SET failed_at = $3, last_status = $4, last_error = $5, claim = NULL WHERE id = $1 AND claim = $2',
      [id, claim, at.toISOString(), failure.status, failure.error],
    );
  }

  async failedDeliveries(limit: number, before?: string, site: string | null = null): Promise<FailedDelivery[]> {
    const { rows } = await this.db.query<FailedRow>(
      `SELECT d.id::text AS id, w.url, e.id::text AS event_id, e.type, e.order_id, e.data->'order'->>'reference' AS reference, s.site_code,
              d.attempts, d.failed_at, d.last_status, d.last_error
         FROM order_event_deliveries d JOIN order_events e ON e.id = d.event_id JOIN order_webhook_endpoints w ON w.id = d.endpoint_id
              -- The order's site; the event's for an order discarded since (its events stay).
              CROSS JOIN LATERAL (SELECT coalesce((SELECT o.site_code FROM orders o WHERE o.id = d.order_id), e.data->'order'->>'site') AS site_code) s
        WHERE d.failed_at IS NOT NULL AND ($2::bigint IS NULL OR d.id < $2::bigint) AND ($3::text IS NULL OR s.site_code = $3)
        ORDER BY d.id DESC LIMIT $1`,
      [limit, before ?? null, site],
    );
    return rows.map((r) => ({
      id: r.id, endpointUrl: r.url, eventId: r.event_id, eventType: r.type, orderId: r.order_id, orderReference: r.reference, site: r.site_code,
      attempts: r.attempts, failedAt: new Date(r.failed_at), lastStatus: r.last_status, lastError: r.last_error,
    }));
  }

  async redeliver(id: string, now: Date): Promise<DeliveryState | 'unknown' | 'under-way'> {
    const { rows } = await this.db.query<{ attempts: number; delivered_at: Date | string | null; failed_at: Date | string | null; moved: boolean }>(
      `WITH old AS (SELECT id, attempts, delivered_at, failed_at FROM order_event_deliveries WHERE id = $1 FOR UPDATE),
            moved AS (
              UPDATE order_event_deliveries d
                 SET failed_at = NULL, delivered_at = NULL, attempts = 0, next_attempt_at = $2, retrying_since = $2, claim = NULL
                FROM old WHERE d.id = old.id AND (old.failed_at IS NOT NULL OR old.delivered_at IS NOT NULL) RETURNING d.id)
       SELECT attempts, delivered_at, failed_at, EXISTS (SELECT 1 FROM moved) AS moved FROM old`,
      [id, now.toISOString()],
    );
    const row = rows[0];
    if (row === undefined) return 'unknown';
    if (!row.moved) return 'under-way';
    const dateOf = (d: Date | string | null): Date | null => (d === null ? null : new Date(d));
    return { attempts: row.attempts, deliveredAt: dateOf(row.delivered_at), failedAt: dateOf(row.failed_at) };
  }
}
