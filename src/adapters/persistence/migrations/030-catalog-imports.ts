import type { Migration } from './migration.js';

/**
 * Catalog imports (ADR 0048):
 * - `import_staging`: an import's products as the file streams past, one row a product (its line,
 *   brand, slug and the product as JSON with its digest), merged into the catalog in one short
 *   transaction at the end and then removed. Unlogged: the rows only live for one import, and an
 *   import a crash cut short is run again, so they need no write-ahead log.
 * - `products.import_digest`: the digest of what the product's last import wrote, so a product the
 *   file gives as it already is counts as unchanged and is not written again.
 * - `products.texts`: the product's texts in other languages ([{ locale, name, description }]).
 * - `product_sizes.barcode`: the size's EAN/UPC/GTIN when the import gives one.
 */
export const catalogImportsMigration: Migration = {
  id: 30,
  name: 'catalog-imports',
  sql: `
CREATE UNLOGGED TABLE import_staging (
  import_id text NOT NULL,
  line integer NOT NULL,
  brand text NOT NULL,
  slug text NOT NULL,
  product jsonb NOT NULL,
  digest text NOT NULL,
  staged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (import_id, line)
);
CREATE INDEX import_staging_slug_idx ON import_staging (import_id, brand, slug);

ALTER TABLE products ADD COLUMN import_digest text;
ALTER TABLE products ADD COLUMN texts jsonb NOT NULL DEFAULT '[]';
ALTER TABLE product_sizes ADD COLUMN barcode text;
`,
};
