import type { Migration } from './migration.js';

/**
 * Archived products (an import's `--archive-missing`, or a product it marks unpublished):
 * `products.archived_at` is when the shop stopped selling it, NULL while on sale. Archived rows
 * stay, so basket lines, wishlists and placed orders keep pointing at them, but no listing,
 * facet, search, suggestion, featured strip or recommendation shows them.
 * - The listing and featured indexes become partial (`archived_at IS NULL`): the readers say
 *   `p.archived_at IS NULL` literally, so listings, counts and the featured ids still come from
 *   an index alone, and an archived row costs a listing nothing.
 * - Archiving or bringing back a product changes its category's facets and count, so the facet
 *   trigger of migration 013 bumps the category's version when `archived_at` goes from NULL to
 *   a time or back.
 */
export const archivedProductsMigration: Migration = {
  id: 31,
  name: 'archived-products',
  sql: `
ALTER TABLE products ADD COLUMN archived_at timestamptz;

DROP INDEX products_featured_idx;
CREATE INDEX products_featured_idx ON products (brand, id) WHERE kind = 'apparel' AND archived_at IS NULL;
DROP INDEX products_listing_idx;
CREATE INDEX products_listing_idx ON products (brand, category_slug, id) WHERE archived_at IS NULL;
DROP INDEX products_price_idx;
CREATE INDEX products_price_idx ON products (brand, category_slug, (COALESCE(sale_price_minor, price_minor)), id) WHERE archived_at IS NULL;
DROP INDEX products_newest_idx;
CREATE INDEX products_newest_idx ON products (brand, category_slug, created_seq DESC) WHERE archived_at IS NULL;

CREATE OR REPLACE FUNCTION category_facets_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_category_facets(array_agg(n.brand), array_agg(n.category_slug)) FROM new_products n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_category_facets(array_agg(o.brand), array_agg(o.category_slug)) FROM old_products o;
  ELSE
    PERFORM bump_category_facets(array_agg(c.brand), array_agg(c.category_slug)) FROM (
      SELECT n.brand, n.category_slug FROM new_products n JOIN old_products o ON o.id = n.id
       WHERE (n.brand, n.category_slug, n.colour, n.price_minor, n.sale_price_minor, n.archived_at IS NULL)
             IS DISTINCT FROM (o.brand, o.category_slug, o.colour, o.price_minor, o.sale_price_minor, o.archived_at IS NULL)
      UNION
      SELECT o.brand, o.category_slug FROM new_products n JOIN old_products o ON o.id = n.id
       WHERE (n.brand, n.category_slug) IS DISTINCT FROM (o.brand, o.category_slug)) c
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
`,
};
