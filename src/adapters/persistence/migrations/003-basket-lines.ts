import type { Migration } from './migration.js';

/**
 * Basket lines per owner ('g:<session id>' for a guest, 's:<shopper id>' for a shopper). A line
 * is one stock id, or for gift vouchers one stock id with one set of voucher details
 * (variant_key is '' for everything else). The quantity limits are also CHECKs, as a backstop
 * to the conditional statements of the repository.
 */
export const basketLinesMigration: Migration = {
  id: 3,
  name: 'basket-lines',
  sql: `
CREATE TABLE basket_lines (
  id text PRIMARY KEY,
  owner_key text NOT NULL,
  stock_id text NOT NULL REFERENCES product_sizes (stock_id) ON DELETE CASCADE,
  variant_key text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  gift_voucher jsonb,
  last_added_at timestamptz NOT NULL,
  UNIQUE (owner_key, stock_id, variant_key)
);
CREATE INDEX basket_lines_stock_idx ON basket_lines (stock_id);
`,
};
