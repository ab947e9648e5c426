import type { Migration } from './migration.js';

/**
 * The PayPal sandbox's orders in the database (ADR 0024), so every node of a cluster
 * sees the same sandbox orders (the buyer approves on node A, the capture runs on node B): one row
 * per PayPal order (its state as JSON), and the answers the sandbox gives again for a repeated
 * PayPal-Request-Id. Both are development and test data: rows older than a week are purged.
 */
export const payPalSandboxOrdersMigration: Migration = {
  id: 15,
  name: 'paypal-sandbox-orders',
  sql: `
CREATE TABLE paypal_sandbox_orders (
  id text PRIMARY KEY,
  held jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX paypal_sandbox_orders_created_at ON paypal_sandbox_orders (created_at);

CREATE TABLE paypal_sandbox_answers (
  answer_key text PRIMARY KEY,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX paypal_sandbox_answers_created_at ON paypal_sandbox_answers (created_at);
`,
};
