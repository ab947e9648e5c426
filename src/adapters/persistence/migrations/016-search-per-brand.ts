import type { Migration } from './migration.js';

/**
 * Search at 100,000 products (ADR 0028):
 * - one partial GIN index of `search_document` per brand (the brands of `BRANDS`, listed here
 *   literally: a new brand needs a new migration, and a test fails until it has one), replacing
 *   the shop-wide `products_search_idx`, whose matches were mostly other brands' products. The
 *   search statements put the brand in the SQL as a literal so that the planner can use them;
 * - `in_stock_sizes`: the size labels of a product in stock, each once, so that the size facet
 *   and filter read the matched rows instead of joining `product_sizes`. Migration 013's
 *   statement trigger on `product_sizes` already finds the products whose sizes went out of
 *   stock or came back; it now also rewrites their `in_stock_sizes`, and a statement that flips
 *   nothing (an order taking one of several units) touches no products row;
 * - the search words are remembered on UPDATE only for rows whose words changed, so rewriting
 *   `in_stock_sizes` does not split every description again.
 */
export const searchPerBrandMigration: Migration = {
  id: 16,
  name: 'search-per-brand',
  sql: `
CREATE INDEX products_search_long_tall_idx ON products USING gin (search_document) WHERE brand = 'long-tall';
CREATE INDEX products_search_bad_rhino_idx ON products USING gin (search_document) WHERE brand = 'bad-rhino';
CREATE INDEX products_search_pixie_idx ON products USING gin (search_document) WHERE brand = 'pixie';
CREATE INDEX products_search_mandco_idx ON products USING gin (search_document) WHERE brand = 'mandco';
CREATE INDEX products_search_evans_idx ON products USING gin (search_document) WHERE brand = 'evans';
CREATE INDEX products_search_yours_clothing_idx ON products USING gin (search_document) WHERE brand = 'yours-clothing';
CREATE INDEX products_search_whip_idx ON products USING gin (search_document) WHERE brand = 'whip';
CREATE INDEX products_search_star_idx ON products USING gin (search_document) WHERE brand = 'star';
DROP INDEX products_search_idx;

DROP TRIGGER products_search_terms_on_update ON products;
CREATE FUNCTION remember_changed_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (brand, term)
  SELECT DISTINCT n.brand, w.term
    FROM new_products n JOIN old_products o ON o.id = n.id
   CROSS JOIN LATERAL regexp_split_to_table(
     lower(n.name || ' ' || n.colour || ' ' || replace(n.category_slug, '-', ' ') || ' ' || n.description),
     '[^[:alnum:]]+') AS w(term)
   WHERE length(w.term) >= 2
     AND (n.brand, n.name, n.colour, n.category_slug, n.description)
         IS DISTINCT FROM (o.brand, o.name, o.colour, o.category_slug, o.description)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER products_search_terms_on_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_products OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION remember_changed_search_terms();

ALTER TABLE products ADD COLUMN in_stock_sizes text[] NOT NULL DEFAULT '{}';

CREATE OR REPLACE FUNCTION category_facets_on_sizes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flipped integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.product_id) INTO flipped FROM new_sizes n WHERE n.units_in_stock > 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.product_id) INTO flipped FROM old_sizes o WHERE o.units_in_stock > 0;
  ELSE
    SELECT array_agg(DISTINCT x.product_id) INTO flipped
      FROM new_sizes n JOIN old_sizes o ON o.stock_id = n.stock_id
     CROSS JOIN LATERAL (VALUES (n.product_id), (o.product_id)) AS x(product_id)
     WHERE (n.product_id, n.uk_size, n.units_in_stock > 0) IS DISTINCT FROM (o.product_id, o.uk_size, o.units_in_stock > 0);
  END IF;
  IF flipped IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM bump_category_facets(array_agg(p.brand), array_agg(p.category_slug))
     FROM products p WHERE p.id = ANY (flipped)
  HAVING count(*) > 0;
  UPDATE products p SET in_stock_sizes = f.sizes
    FROM (SELECT c.id, COALESCE((SELECT array_agg(DISTINCT s.uk_size ORDER BY s.uk_size) FROM product_sizes s
                                  WHERE s.product_id = c.id AND s.units_in_stock > 0), '{}') AS sizes
            FROM unnest(flipped) AS c(id)) f
   WHERE p.id = f.id AND p.in_stock_sizes IS DISTINCT FROM f.sizes;
  RETURN NULL;
END $$;

UPDATE products p SET in_stock_sizes = f.sizes
  FROM (SELECT s.product_id, array_agg(DISTINCT s.uk_size ORDER BY s.uk_size) AS sizes
          FROM product_sizes s WHERE s.units_in_stock > 0 GROUP BY s.product_id) f
 WHERE p.id = f.product_id;
`,
};
