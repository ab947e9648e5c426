import type { OrderEventType } from '../../domain/orders/order-event.js';
import type { SqlRunner } from './database.js';

/** A line as an event tells it, from a row `l` with order_lines' columns. */
const LINE_JSON = `jsonb_build_object('stock_id', l.stock_id, 'product_id', l.product_id, 'product_name', l.product_name, 'size_label', l.size_label,
  'quantity', l.quantity, 'unit_price_minor', l.unit_price_minor, 'line_total_minor', l.line_total_minor)`;

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
      'subtotal_minor', (${o}.snapshot->'subtotal'->>'amountMinor')::int, 'delivery_minor', (${o}.snapshot->'deliveryPrice'->>'amountMinor')::int,
      'total_minor', ${o}.total_minor, 'lines', coalesce((SELECT jsonb_agg(${LINE_JSON} ORDER BY l.position) FROM ${s.lines}), '[]'::jsonb))`;
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
