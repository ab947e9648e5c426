import type { Migration } from './migration.js';

/**
 * The transactional outbox: every change to an order writes an event in the transaction of the
 * change, numbered per order, and one delivery per webhook endpoint active then. A delivery is
 * due when `next_attempt_at` has passed and no earlier event of its order to its endpoint is still
 * undelivered. A dispatcher claims due deliveries with FOR UPDATE SKIP LOCKED and moves their
 * `next_attempt_at` past the call's timeout (a lease, never a flag): a node killed mid-call leaves
 * its claims to expire, and another node takes them again. `claim` names the lease, so a node
 * whose lease ran out cannot record over the one that took the delivery after it.
 * `retrying_since` starts the retry window (the event, or the operator's redeliver).
 */
export const orderEventsMigration: Migration = {
  id: 19,
  name: 'order-events',
  sql: `
CREATE TABLE order_events (
  id bigserial PRIMARY KEY,
  order_id text NOT NULL,
  sequence integer NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  occurred_at timestamptz NOT NULL,
  UNIQUE (order_id, sequence)
);
CREATE INDEX order_events_occurred_idx ON order_events (occurred_at, id);
-- The orders export reads orders by date in keyset batches.
CREATE INDEX orders_created_idx ON orders (created_at, seq);

CREATE TABLE order_webhook_endpoints (
  id serial PRIMARY KEY,
  url text NOT NULL UNIQUE,
  active boolean NOT NULL
);

CREATE TABLE order_event_deliveries (
  id bigserial PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES order_events (id),
  endpoint_id integer NOT NULL REFERENCES order_webhook_endpoints (id),
  order_id text NOT NULL,
  sequence integer NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  retrying_since timestamptz NOT NULL,
  claim text,
  delivered_at timestamptz,
  failed_at timestamptz,
  last_status integer,
  last_error text,
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX order_event_deliveries_due_idx ON order_event_deliveries (next_attempt_at, id) WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX order_event_deliveries_undelivered_idx ON order_event_deliveries (endpoint_id, order_id, sequence) WHERE delivered_at IS NULL;
CREATE INDEX order_event_deliveries_failed_idx ON order_event_deliveries (id) WHERE failed_at IS NOT NULL;
`,
};
