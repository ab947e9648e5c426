import type { Migration } from './migration.js';

/**
 * The catalog's statement triggers (facets of migrations 013, 016 and 031; search terms of 016)
 * tell what an UPDATE changed by comparing its transition tables, but without joining them. A
 * transition table has no statistics: the planner takes each for one row and joined them by nested
 * loops, so a statement updating n products compared n × n pairs (10,000 products took 70 s, and
 * an import of 100,000, or the sizes trigger's own update of their in-stock sizes, never finished).
 * Instead both sides go into one list grouped by the row's id and compared columns: a row the
 * statement left alike forms a group of two, a changed row a group of one for its old version and
 * one for its new. Hashing or sorting is linear in the rows, whatever the planner assumes.
 */
export const catalogTriggersWithoutJoinsMigration: Migration = {
  id: 35,
  name: 'catalog-triggers-without-joins',
  sql: `
CREATE OR REPLACE FUNCTION category_facets_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_category_facets(array_agg(n.brand), array_agg(n.category_slug)) FROM new_products n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_category_facets(array_agg(o.brand), array_agg(o.category_slug)) FROM old_products o;
  ELSE
    -- The old and the new category of every product whose listing facts changed.
    PERFORM bump_category_facets(array_agg(c.brand), array_agg(c.category_slug)) FROM (
      SELECT r.brand, r.category_slug FROM (
        SELECT id, brand, category_slug, colour, price_minor, sale_price_minor, archived_at IS NULL AS shown FROM new_products
        UNION ALL
        SELECT id, brand, category_slug, colour, price_minor, sale_price_minor, archived_at IS NULL FROM old_products) r
       GROUP BY r.id, r.brand, r.category_slug, r.colour, r.price_minor, r.sale_price_minor, r.shown
      HAVING count(*) = 1) c
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION remember_changed_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The words of the new version of every product whose searched texts changed.
  INSERT INTO search_terms (brand, term)
  SELECT DISTINCT c.brand, w.term
    FROM (SELECT r.brand, r.name, r.colour, r.category_slug, r.description FROM (
            SELECT id, brand, name, colour, category_slug, description, true AS is_new FROM new_products
            UNION ALL
            SELECT id, brand, name, colour, category_slug, description, false FROM old_products) r
           GROUP BY r.id, r.brand, r.name, r.colour, r.category_slug, r.description
          HAVING count(*) = 1 AND bool_and(r.is_new)) c
   CROSS JOIN LATERAL regexp_split_to_table(
     lower(c.name || ' ' || c.colour || ' ' || replace(c.category_slug, '-', ' ') || ' ' || c.description),
     '[^[:alnum:]]+') AS w(term)
   WHERE length(w.term) >= 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION category_facets_on_sizes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flipped integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.product_id) INTO flipped FROM new_sizes n WHERE n.units_in_stock > 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.product_id) INTO flipped FROM old_sizes o WHERE o.units_in_stock > 0;
  ELSE
    -- The old and the new product of every size that moved, was renamed, or came in or went out of stock.
    SELECT array_agg(DISTINCT r.product_id) INTO flipped FROM (
      SELECT r.product_id FROM (
        SELECT stock_id, product_id, uk_size, units_in_stock > 0 AS in_stock FROM new_sizes
        UNION ALL
        SELECT stock_id, product_id, uk_size, units_in_stock > 0 FROM old_sizes) r
       GROUP BY r.stock_id, r.product_id, r.uk_size, r.in_stock
      HAVING count(*) = 1) r;
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
`,
};
