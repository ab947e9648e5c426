import type { Migration } from './migration.js';

/**
 * The queue of orders waiting for dispatch, and the ledgers of PayPal orders paid before the
 * ledger opened at payment.
 * - `orders.units_to_dispatch`: a paid order's units neither dispatched nor cancelled (0 for every
 *   other status), kept by the statements that move them: the paid close sets it from the lines,
 *   a dispatch and a cancellation of lines take their units off under the order's row lock, and
 *   the cancel of the whole payment sets 0. The CHECKs hold it: never below 0, never above 0 on an
 *   order that is not paid. Backfilled here from the lines' counters.
 * - `orders_to_dispatch_idx` and `orders_to_dispatch_site_idx`: the dashboard's count and its
 *   oldest-first list, for all sites and one, read only the orders waiting. The lines of orders
 *   never paid stay undispatched for ever, so an index on the lines would grow with them.
 * - `order_payments` of paid PayPal orders that have none: captured whole, as the checkout
 *   captured every PayPal order at approval before the ledger opened at payment (ADR 0044). Card
 *   and Klarna orders of that time keep the opening at their first money action: nothing recorded
 *   says whether their site captured by hand then.
 */
export const dispatchQueueMigration: Migration = {
  id: 26,
  name: 'dispatch-queue',
  sql: `
ALTER TABLE orders
  ADD COLUMN units_to_dispatch integer NOT NULL DEFAULT 0 CHECK (units_to_dispatch >= 0),
  ADD CONSTRAINT orders_only_paid_orders_to_dispatch CHECK (status = 'paid' OR units_to_dispatch = 0);

UPDATE orders o SET units_to_dispatch = w.units
  FROM (SELECT order_id, sum(quantity - dispatched_quantity - cancelled_quantity)::int AS units
          FROM order_lines GROUP BY order_id) w
 WHERE o.id = w.order_id AND o.status = 'paid' AND w.units > 0;

CREATE INDEX orders_to_dispatch_idx ON orders (created_at, seq) WHERE status = 'paid' AND units_to_dispatch > 0;
CREATE INDEX orders_to_dispatch_site_idx ON orders (site_code, created_at, seq) WHERE status = 'paid' AND units_to_dispatch > 0;

INSERT INTO order_payments (order_id, currency, authorised_minor, captured_minor)
SELECT id, currency, total_minor, total_minor FROM orders WHERE status = 'paid' AND payment_method = 'paypal'
ON CONFLICT (order_id) DO NOTHING;
`,
};
