import type { Migration } from './migration.js';

/** Shoppers waiting for a sold-out size: one row per (lower-cased) email and stock id. */
export const backInStockRequestsMigration: Migration = {
  id: 4,
  name: 'back-in-stock-requests',
  sql: `
CREATE TABLE back_in_stock_requests (
  id bigserial PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email)),
  stock_id text NOT NULL REFERENCES product_sizes (stock_id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  site_id text NOT NULL,
  requested_at timestamptz NOT NULL,
  UNIQUE (email, stock_id)
);
CREATE INDEX back_in_stock_requests_newest_idx ON back_in_stock_requests (requested_at DESC, id DESC);
`,
};
