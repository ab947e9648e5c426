import type { Migration } from './migration.js';

/**
 * The embedded search engine (ADR 0012): a weighted full-text document on every product (name A,
 * category B, colour C, description D; English, the catalog's language), kept by PostgreSQL
 * itself as a generated column with a GIN index; and the catalog's words per brand
 * (`search_terms`), kept by statement triggers, with a trigram index for typo tolerance.
 * pg_trgm goes in schema public so that every schema of the database reaches it the same way
 * (tests run in their own schema); PGlite loads it at start-up (database.ts).
 */
export const productSearchMigration: Migration = {
  id: 10,
  name: 'product-search',
  sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

ALTER TABLE products ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, name), 'A') ||
  setweight(to_tsvector('english'::regconfig, replace(category_slug, '-', ' ')), 'B') ||
  setweight(to_tsvector('english'::regconfig, colour), 'C') ||
  setweight(to_tsvector('english'::regconfig, description), 'D')
) STORED;
CREATE INDEX products_search_idx ON products USING gin (search_document);

CREATE TABLE search_terms (
  brand text NOT NULL,
  term text NOT NULL,
  PRIMARY KEY (brand, term)
);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gist (term public.gist_trgm_ops);

CREATE FUNCTION remember_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (brand, term)
  SELECT DISTINCT n.brand, w.term
    FROM new_products n
   CROSS JOIN LATERAL regexp_split_to_table(
     lower(n.name || ' ' || n.colour || ' ' || replace(n.category_slug, '-', ' ') || ' ' || n.description),
     '[^[:alnum:]]+') AS w(term)
   WHERE length(w.term) >= 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER products_search_terms_on_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION remember_search_terms();
CREATE TRIGGER products_search_terms_on_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION remember_search_terms();

INSERT INTO search_terms (brand, term)
SELECT DISTINCT p.brand, w.term
  FROM products p
 CROSS JOIN LATERAL regexp_split_to_table(
   lower(p.name || ' ' || p.colour || ' ' || replace(p.category_slug, '-', ' ') || ' ' || p.description),
   '[^[:alnum:]]+') AS w(term)
 WHERE length(w.term) >= 2
ON CONFLICT DO NOTHING;
`,
};
