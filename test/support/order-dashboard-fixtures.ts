import type { Database } from '../../src/adapters/persistence/database.js';

/** An order as the dashboard reads it, written straight into the tables (no checkout needed); a paid one by card, with a PSP reference. */
export interface DashboardOrder {
  id: string;
  site?: string;
  status?: 'pending' | 'paid' | 'refused' | 'cancelled' | 'expired';
  currency?: string;
  totalMinor?: number;
  createdAt: Date;
  /** Its lines: units ordered, dispatched and cancelled. */
  lines?: readonly { quantity: number; dispatched?: number; cancelled?: number }[];
}

export const referenceOf = (id: string): string => `EV-${id}`;

export async function addDashboardOrder(db: Database, o: DashboardOrder): Promise<void> {
  const status = o.status ?? 'paid';
  await db.query(
    `INSERT INTO orders (id, reference, owner_key, site_code, status, currency, total_minor, snapshot, created_at, closed_at, payment_method, psp_reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, '{}', $8, $9, $10, $11)`,
    [o.id, referenceOf(o.id), `g:${o.id}`, o.site ?? 'evans', status, o.currency ?? 'GBP', o.totalMinor ?? 1000, o.createdAt.toISOString(),
      status === 'pending' ? null : o.createdAt.toISOString(), status === 'paid' ? 'visa' : null, status === 'paid' ? `PSP-${o.id}` : null],
  );
  for (const [position, line] of (o.lines ?? [{ quantity: 1 }]).entries()) {
    await db.query(
      `INSERT INTO order_lines (order_id, position, stock_id, product_id, product_name, image, quantity, unit_price_minor, line_total_minor, dispatched_quantity, cancelled_quantity)
       VALUES ($1, $2, 'EV1-12', 1, 'Wrap dress', '', $3, 100, $3 * 100, $4, $5)`,
      [o.id, position, line.quantity, line.dispatched ?? 0, line.cancelled ?? 0],
    );
  }
  // A paid order's units neither dispatched nor cancelled wait for dispatch, as the shop's writes keep them.
  await db.query(
    `UPDATE orders o SET units_to_dispatch = (SELECT sum(quantity - dispatched_quantity - cancelled_quantity) FROM order_lines WHERE order_id = o.id)
      WHERE o.id = $1 AND o.status = 'paid'`,
    [o.id],
  );
}

/** An order event as the outbox keeps it (a refund's carries its amount), numbered after the order's others; its id. */
export async function addDashboardEvent(
  db: Database, e: { orderId: string; type: string; site?: string; currency?: string; occurredAt: Date; amountMinor?: number },
): Promise<string> {
  const data = {
    order: { id: e.orderId, reference: referenceOf(e.orderId), site: e.site ?? 'evans', currency: e.currency ?? 'GBP' },
    data: e.amountMinor === undefined ? {} : { amount: { amountMinor: e.amountMinor, currency: e.currency ?? 'GBP' } },
  };
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO order_events (order_id, sequence, type, data, occurred_at)
     VALUES ($1, coalesce((SELECT max(sequence) FROM order_events WHERE order_id = $1), 0) + 1, $2, $3, $4) RETURNING id::text AS id`,
    [e.orderId, e.type, JSON.stringify(data), e.occurredAt.toISOString()],
  );
  return rows[0]!.id;
}

/** A delivery of an event to an endpoint that failed for good; its id. */
export async function addFailedDelivery(db: Database, eventId: string, orderId: string, at: Date, url = 'https://erp.example.com/hooks'): Promise<string> {
  await db.query('INSERT INTO order_webhook_endpoints (url, active) VALUES ($1, true) ON CONFLICT (url) DO NOTHING', [url]);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO order_event_deliveries (event_id, endpoint_id, order_id, sequence, attempts, next_attempt_at, retrying_since, failed_at, last_status, last_error)
     SELECT e.id, w.id, e.order_id, e.sequence, 12, $3, $3, $3, 502, 'HTTP 502' FROM order_events e, order_webhook_endpoints w WHERE e.id = $1 AND w.url = $2
     RETURNING id::text AS id`,
    [eventId, url, at.toISOString()],
  );
  return rows[0]!.id;
}

/**
 * A capture, cancel or refund as the ledger records it, left out of the shop's own sweep of
 * unsent actions (a running app's sweep would otherwise ask the provider for one never taken).
 */
export async function addModification(
  db: Database,
  m: { id: string; orderId: string; kind: 'capture' | 'cancel' | 'refund' | 'release'; state: 'requested' | 'succeeded' | 'failed'; amountMinor?: number; currency?: string;
    requestedAt: Date; providerReference?: string | null; failureReason?: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO order_payment_modifications (id, order_id, kind, amount_minor, currency, lines, state, idempotency_key, provider_reference, failure_reason, requested_by, requested_at, settled_at,
       resend_after)
     VALUES ($1, $2, $3, $4, $5, '[]', $6, $1, $7, $8, 'operator:1', $9, $10, 'infinity')`,
    [m.id, m.orderId, m.kind, m.amountMinor ?? 1000, m.currency ?? 'GBP', m.state, m.providerReference ?? null, m.failureReason ?? null, m.requestedAt.toISOString(),
      m.state === 'requested' ? null : m.requestedAt.toISOString()],
  );
}

/** An entry of an order's money history (a reversal asked or failed). */
export async function addHistory(db: Database, orderId: string, kind: string, at: Date, detail: Record<string, unknown>): Promise<void> {
  await db.query('INSERT INTO order_history (order_id, kind, at, detail) VALUES ($1, $2, $3, $4)', [orderId, kind, at.toISOString(), JSON.stringify(detail)]);
}
