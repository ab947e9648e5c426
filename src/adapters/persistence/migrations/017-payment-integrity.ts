import type { Migration } from './migration.js';

/**
 * Money integrity (ADR 0034):
 * - `payment_attempts.request_digest`: what was asked, recorded with the attempt before the call,
 *   so a retry of the same request can replay an attempt that never got its answer (same key);
 * - `payment_attempts_one_in_flight`: at most one provider call without an answer per order, so
 *   two submits can never have two calls of one order in flight; attempts left in flight by
 *   earlier versions are closed as unanswered first (the oldest of each order stays in flight);
 * - `payment_attempts_in_flight_since`: the reconciliation sweep finds calls left without an answer;
 * - `orders_paid_by_owner`: a late repeat of a submit finds the order its twin just paid;
 * - `order_history`: what happened to an order's money after the checkout's answer (a late
 *   payment completing it, a payment given back), for the operators.
 */
export const paymentIntegrityMigration: Migration = {
  id: 17,
  name: 'payment-integrity',
  sql: `
ALTER TABLE payment_attempts ADD COLUMN request_digest text;

UPDATE payment_attempts a
   SET outcome = jsonb_build_object('requestDigest', '', 'outcome', NULL, 'failure', jsonb_build_object('code', 'PROVIDER_UNAVAILABLE'))
 WHERE a.outcome IS NULL
   AND a.idempotency_key <> (SELECT min(b.idempotency_key) FROM payment_attempts b WHERE b.order_id = a.order_id AND b.outcome IS NULL);

CREATE UNIQUE INDEX payment_attempts_one_in_flight ON payment_attempts (order_id) WHERE outcome IS NULL;
CREATE INDEX payment_attempts_in_flight_since ON payment_attempts (created_at) WHERE outcome IS NULL;
CREATE INDEX orders_paid_by_owner ON orders (owner_key, closed_at DESC) WHERE status = 'paid';

CREATE TABLE order_history (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  seq bigserial NOT NULL,
  kind text NOT NULL,
  at timestamptz NOT NULL,
  detail jsonb NOT NULL,
  PRIMARY KEY (order_id, seq)
);
`,
};
