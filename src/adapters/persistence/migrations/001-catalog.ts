import type { Migration } from './migration.js';

/** Categories, products and their sizes with stock. */
export const catalogMigration: Migration = {
  id: 1,
  name: 'catalog',
  sql: `
CREATE TABLE categories (
  brand text NOT NULL,
  slug text NOT NULL,
  name text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (brand, slug)
);

CREATE TABLE products (
  id integer PRIMARY KEY CHECK (id > 0),
  brand text NOT NULL,
  code text NOT NULL UNIQUE,
  slug text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  colour text NOT NULL,
  category_slug text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('apparel', 'evoucher-giftcard')),
  images jsonb NOT NULL,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  sale_price_minor integer CHECK (sale_price_minor >= 0),
  gift_card jsonb,
  created_seq bigserial NOT NULL,
  UNIQUE (brand, slug)
);

CREATE INDEX products_listing_idx ON products (brand, category_slug, id);
CREATE INDEX products_price_idx ON products (brand, category_slug, (COALESCE(sale_price_minor, price_minor)), id);
CREATE INDEX products_newest_idx ON products (brand, category_slug, created_seq DESC);

CREATE TABLE product_sizes (
  stock_id text PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  uk_size text NOT NULL,
  units_in_stock integer NOT NULL CHECK (units_in_stock >= 0),
  position integer NOT NULL
);

CREATE INDEX product_sizes_product_idx ON product_sizes (product_id, position);
`,
};
