import type { Migration } from './migration.js';

/**
 * What happened to each order's money after the payment (minor units of the order's currency):
 * - `order_payments`: per order, what was authorised, captured and refunded, and what captures
 *   and refunds asked of the provider are holding until their webhook (`*_reserved_minor`). The
 *   CHECKs are the ledger's rules: never captured beyond the authorisation, never refunded beyond
 *   what was captured. A refund reserves its amount by one conditional UPDATE, so concurrent
 *   refunds of one order cannot together exceed what is left;
 * - `order_payment_modifications`: each capture, cancel and refund asked, keyed by the operator
 *   action's idempotency key, recorded before the provider is called and settled by its webhook.
 */
export const orderPaymentsMigration: Migration = {
  id: 20,
  name: 'order-payments',
  sql: `
CREATE TABLE order_payments (
  order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  authorised_minor integer NOT NULL CHECK (authorised_minor >= 0),
  captured_minor integer NOT NULL CHECK (captured_minor >= 0),
  capture_reserved_minor integer NOT NULL DEFAULT 0 CHECK (capture_reserved_minor >= 0),
  refunded_minor integer NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0),
  refund_reserved_minor integer NOT NULL DEFAULT 0 CHECK (refund_reserved_minor >= 0),
  cancellation text NOT NULL DEFAULT 'none' CHECK (cancellation IN ('none', 'requested', 'cancelled')),
  CHECK (captured_minor + capture_reserved_minor <= authorised_minor),
  CHECK (refunded_minor + refund_reserved_minor <= captured_minor)
);

CREATE TABLE order_payment_modifications (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('capture', 'cancel', 'refund')),
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  lines jsonb NOT NULL,
  delivery boolean NOT NULL DEFAULT false,
  state text NOT NULL CHECK (state IN ('requested', 'succeeded', 'failed')),
  idempotency_key text NOT NULL UNIQUE CHECK (char_length(idempotency_key) <= 200),
  provider_reference text,
  failure_reason text,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL,
  settled_at timestamptz,
  seq bigserial NOT NULL
);
CREATE INDEX order_payment_modifications_order_idx ON order_payment_modifications (order_id, seq);
CREATE INDEX order_payment_modifications_provider_idx ON order_payment_modifications (provider_reference) WHERE provider_reference IS NOT NULL;
`,
};
