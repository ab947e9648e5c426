import type { Migration } from './migration.js';

/**
 * Cancellations of lines as operator actions, and money actions asked again by the shop:
 * - `order_cancellations`: one cancellation of an order's lines, under the operator's idempotency
 *   key (unique per order: the same key again is the same cancellation, done once), with the keys
 *   of the money actions it recorded in its own transaction (the refund of its units, the
 *   delivery's, the release of the authorisation), so the same key again answers them;
 * - `order_line_cancellations.cancellation_id`: the cancellation each line's units belong to (null
 *   for those cancelled before this migration);
 * - `order_payment_modifications.resend_after` and `resends`: when the shop's sweep may next ask the
 *   provider again for an action it never took (no provider reference yet), and how many times it
 *   did, for the backoff; the partial index finds those actions without reading settled ones.
 */
export const cancellationKeysMigration: Migration = {
  id: 25,
  name: 'cancellation-keys',
  sql: `
CREATE TABLE order_cancellations (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 200),
  refund_key text,
  delivery_refund_key text,
  release_key text,
  cancelled_at timestamptz NOT NULL,
  cancelled_by text NOT NULL,
  UNIQUE (order_id, idempotency_key)
);

ALTER TABLE order_line_cancellations ADD COLUMN cancellation_id text REFERENCES order_cancellations (id) ON DELETE CASCADE;
CREATE INDEX order_line_cancellations_cancellation_idx ON order_line_cancellations (cancellation_id) WHERE cancellation_id IS NOT NULL;

ALTER TABLE order_payment_modifications
  ADD COLUMN resend_after timestamptz,
  ADD COLUMN resends integer NOT NULL DEFAULT 0 CHECK (resends >= 0);
CREATE INDEX order_payment_modifications_unsent_idx ON order_payment_modifications (requested_at) WHERE state = 'requested' AND provider_reference IS NULL;
`,
};
