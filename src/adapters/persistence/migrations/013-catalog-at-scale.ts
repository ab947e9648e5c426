import type { Migration } from './migration.js';

/**
 * The catalog at 100,000 products (ADR 0022):
 * - `products_featured_idx`: a brand's apparel in featured order (id), so the home page reads
 *   its eight products from an index instead of walking the primary key past other brands;
 * - `category_facets`: each category's facets (sizes in stock, colours, price range) and product
 *   count, computed on the first listing that needs them and kept until a write changes them.
 *   Writes that change a category's facets bump its `version` (statement triggers below); a
 *   listing uses the stored facets only while `computed_version = version`, and stores freshly
 *   computed ones only if no write bumped the version meanwhile (the conditional upsert in
 *   sql-catalog-repository.ts), so a listing never keeps facets older than the last write.
 *   Stock changes bump the version only when a size goes out of stock or comes back, so orders
 *   rarely touch this table.
 */
export const catalogAtScaleMigration: Migration = {
  id: 13,
  name: 'catalog-at-scale',
  sql: `
CREATE INDEX products_featured_idx ON products (brand, id) WHERE kind = 'apparel';

CREATE TABLE category_facets (
  brand text NOT NULL,
  category_slug text NOT NULL,
  version bigint NOT NULL DEFAULT 1,
  computed_version bigint NOT NULL DEFAULT 0,
  product_count integer NOT NULL DEFAULT 0,
  facets jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (brand, category_slug)
);

CREATE FUNCTION bump_category_facets(changed_brands text[], changed_slugs text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO category_facets AS f (brand, category_slug)
  SELECT DISTINCT c.brand, c.category_slug FROM unnest(changed_brands, changed_slugs) AS c(brand, category_slug)
   ORDER BY 1, 2
  ON CONFLICT (brand, category_slug) DO UPDATE SET version = f.version + 1
$$;

CREATE FUNCTION category_facets_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_category_facets(array_agg(n.brand), array_agg(n.category_slug)) FROM new_products n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_category_facets(array_agg(o.brand), array_agg(o.category_slug)) FROM old_products o;
  ELSE
    PERFORM bump_category_facets(array_agg(c.brand), array_agg(c.category_slug)) FROM (
      SELECT n.brand, n.category_slug FROM new_products n JOIN old_products o ON o.id = n.id
       WHERE (n.brand, n.category_slug, n.colour, n.price_minor, n.sale_price_minor)
             IS DISTINCT FROM (o.brand, o.category_slug, o.colour, o.price_minor, o.sale_price_minor)
      UNION
      SELECT o.brand, o.category_slug FROM new_products n JOIN old_products o ON o.id = n.id
       WHERE (n.brand, n.category_slug) IS DISTINCT FROM (o.brand, o.category_slug)) c
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION category_facets_on_sizes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_category_facets(array_agg(p.brand), array_agg(p.category_slug))
       FROM products p WHERE p.id IN (SELECT n.product_id FROM new_sizes n WHERE n.units_in_stock > 0)
    HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_category_facets(array_agg(p.brand), array_agg(p.category_slug))
       FROM products p WHERE p.id IN (SELECT o.product_id FROM old_sizes o WHERE o.units_in_stock > 0)
    HAVING count(*) > 0;
  ELSE
    PERFORM bump_category_facets(array_agg(p.brand), array_agg(p.category_slug))
       FROM products p WHERE p.id IN (
         SELECT x.product_id FROM new_sizes n JOIN old_sizes o ON o.stock_id = n.stock_id
          CROSS JOIN LATERAL (VALUES (n.product_id), (o.product_id)) AS x(product_id)
          WHERE (n.product_id, n.uk_size, n.units_in_stock > 0) IS DISTINCT FROM (o.product_id, o.uk_size, o.units_in_stock > 0))
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER products_category_facets_on_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION category_facets_on_products();
CREATE TRIGGER products_category_facets_on_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_products OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION category_facets_on_products();
CREATE TRIGGER products_category_facets_on_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION category_facets_on_products();
CREATE TRIGGER sizes_category_facets_on_insert AFTER INSERT ON product_sizes
  REFERENCING NEW TABLE AS new_sizes FOR EACH STATEMENT EXECUTE FUNCTION category_facets_on_sizes();
CREATE TRIGGER sizes_category_facets_on_update AFTER UPDATE ON product_sizes
  REFERENCING NEW TABLE AS new_sizes OLD TABLE AS old_sizes FOR EACH STATEMENT EXECUTE FUNCTION category_facets_on_sizes();
CREATE TRIGGER sizes_category_facets_on_delete AFTER DELETE ON product_sizes
  REFERENCING OLD TABLE AS old_sizes FOR EACH STATEMENT EXECUTE FUNCTION category_facets_on_sizes();
`,
};
