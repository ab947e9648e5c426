import type { Migration } from './migration.js';

/**
 * Price lists per market and their history:
 * - `product_prices`: a product's price in one currency (minor units of that currency), with a
 *   sale price that may be scheduled ([sale_starts_at, sale_ends_at), open ends unbounded). A site
 *   whose currency has no row converts the GBP base columns of `products`, which stay the columns
 *   listings sort and filter by (products_price_idx).
 * - `price_history`: append-only, one row each time an entry changes (written by the same
 *   statement that writes the entry), so the lowest price of the 30 days before a reduction can
 *   be told (the EU's Omnibus rule).
 */
export const priceListsMigration: Migration = {
  id: 32,
  name: 'price-lists',
  sql: `
CREATE TABLE product_prices (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  sale_price_minor integer CHECK (sale_price_minor >= 0 AND sale_price_minor < price_minor),
  sale_starts_at timestamptz,
  sale_ends_at timestamptz,
  PRIMARY KEY (product_id, currency),
  CHECK (sale_starts_at IS NULL OR sale_ends_at IS NULL OR sale_starts_at < sale_ends_at)
);

CREATE TABLE price_history (
  id bigserial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  sale_price_minor integer CHECK (sale_price_minor >= 0 AND sale_price_minor < price_minor),
  sale_starts_at timestamptz,
  sale_ends_at timestamptz,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX price_history_product_idx ON price_history (product_id, currency, recorded_at);
`,
};
