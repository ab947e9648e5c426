import type { Database } from './database.js';

/** The tables whose statistics the catalog, search and recommendation queries are planned from. */
const CATALOG_TABLES = 'products, product_sizes, categories, search_terms, category_facets';

/**
 * Brings the planner's statistics of the catalog tables up to date (ADR 0022). PGlite has no
 * autovacuum, so without this its planner never learns how many products there are or how they
 * spread over brands and categories; PostgreSQL's autovacuum gets there eventually, but not
 * right after a large seed. `vacuum` also sets the visibility map (index-only scans) and moves
 * the full-text index's pending entries into the index, worth it after a bulk load.
 */
export async function refreshCatalogStatistics(db: Database, opts: { vacuum: boolean }): Promise<void> {
  await db.exec(`${opts.vacuum ? 'VACUUM ' : ''}ANALYZE ${CATALOG_TABLES}`);
}
