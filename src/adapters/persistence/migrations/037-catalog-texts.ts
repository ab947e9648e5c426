import type { Migration } from './migration.js';

/**
 * Catalog texts per language (ADR 0055):
 * - `categories.texts`: a category's names in other languages than English, the shape of
 *   `products.texts` (migration 030): [{ locale, name }]. The import and the demo seed fill both.
 * - The search document gains the names of every language, weighted as the English name (A).
 *   They are indexed with the 'simple' configuration (lower-cased words, no stemming): a brand's
 *   one document per product serves all its sites, and a generated column cannot choose a
 *   stemmer per element. The English name, category, colour and description keep their English
 *   stems. The per-brand partial indexes of migration 016 are built again over the new column.
 * - The catalog's words (`search_terms`, for typo tolerance) take the names of every language too.
 */
export const catalogTextsMigration: Migration = {
  id: 37,
  name: 'catalog-texts',
  sql: `
ALTER TABLE categories ADD COLUMN texts jsonb NOT NULL DEFAULT '[]';

ALTER TABLE products DROP COLUMN search_document;
ALTER TABLE products ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, name), 'A') ||
  setweight(to_tsvector('simple'::regconfig, jsonb_path_query_array(texts, '$[*].name')::text), 'A') ||
  setweight(to_tsvector('english'::regconfig, replace(category_slug, '-', ' ')), 'B') ||
  setweight(to_tsvector('english'::regconfig, colour), 'C') ||
  setweight(to_tsvector('english'::regconfig, description), 'D')
) STORED;
CREATE INDEX products_search_long_tall_idx ON products USING gin (search_document) WHERE brand = 'long-tall';
CREATE INDEX products_search_bad_rhino_idx ON products USING gin (search_document) WHERE brand = 'bad-rhino';
CREATE INDEX products_search_pixie_idx ON products USING gin (search_document) WHERE brand = 'pixie';
CREATE INDEX products_search_mandco_idx ON products USING gin (search_document) WHERE brand = 'mandco';
CREATE INDEX products_search_evans_idx ON products USING gin (search_document) WHERE brand = 'evans';
CREATE INDEX products_search_yours_clothing_idx ON products USING gin (search_document) WHERE brand = 'yours-clothing';
CREATE INDEX products_search_whip_idx ON products USING gin (search_document) WHERE brand = 'whip';
CREATE INDEX products_search_star_idx ON products USING gin (search_document) WHERE brand = 'star';

CREATE OR REPLACE FUNCTION remember_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (brand, term)
  SELECT DISTINCT n.brand, w.term
    FROM new_products n
   CROSS JOIN LATERAL regexp_split_to_table(
     lower(n.name || ' ' || n.colour || ' ' || replace(n.category_slug, '-', ' ') || ' ' || n.description || ' '
           || jsonb_path_query_array(n.texts, '$[*].name')::text),
     '[^[:alnum:]]+') AS w(term)
   WHERE length(w.term) >= 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION remember_changed_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The words of the new version of every product whose searched texts changed.
  INSERT INTO search_terms (brand, term)
  SELECT DISTINCT c.brand, w.term
    FROM (SELECT r.brand, r.name, r.colour, r.category_slug, r.description, r.names FROM (
            SELECT id, brand, name, colour, category_slug, description, jsonb_path_query_array(texts, '$[*].name')::text AS names, true AS is_new FROM new_products
            UNION ALL
            SELECT id, brand, name, colour, category_slug, description, jsonb_path_query_array(texts, '$[*].name')::text, false FROM old_products) r
           GROUP BY r.id, r.brand, r.name, r.colour, r.category_slug, r.description, r.names
          HAVING count(*) = 1 AND bool_and(r.is_new)) c
   CROSS JOIN LATERAL regexp_split_to_table(
     lower(c.name || ' ' || c.colour || ' ' || replace(c.category_slug, '-', ' ') || ' ' || c.description || ' ' || c.names),
     '[^[:alnum:]]+') AS w(term)
   WHERE length(w.term) >= 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

INSERT INTO search_terms (brand, term)
SELECT DISTINCT p.brand, w.term
  FROM products p
 CROSS JOIN LATERAL regexp_split_to_table(lower(jsonb_path_query_array(p.texts, '$[*].name')::text), '[^[:alnum:]]+') AS w(term)
 WHERE length(w.term) >= 2
ON CONFLICT DO NOTHING;
`,
};
