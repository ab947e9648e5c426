import type { Migration } from './migration.js';

/**
 * `products.updated_at`: when a product's row last changed, the `lastmod` search engines read in
 * the sitemap. A row trigger sets it on every update, so no writer (seed, import, archive) can
 * forget it; existing rows start at the migration's time. The sitemap's keyset pages walk the
 * primary key: a second (brand, id) index would draw the listings' plans off their own indexes.
 */
export const productUpdatedAtMigration: Migration = {
  id: 36,
  name: 'product-updated-at',
  sql: `
ALTER TABLE products ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE OR REPLACE FUNCTION products_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;

CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_touch_updated_at();
`,
};
