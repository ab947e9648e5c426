import type { Category, Product } from '../../domain/catalog/product.js';
import type { ProductListing, ProductQuery } from '../../domain/catalog/product-query.js';
import { pageCountOf } from '../../domain/catalog/product-query.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { CatalogReader, CatalogWriter, ProductPriceList, Translated } from '../../ports/catalog.port.js';
import { CATALOG_BASE_LANGUAGE } from '../../domain/catalog/catalog-language.js';
import type { ProductWithSizesRow } from './catalog-rows.js';
import {
  languageParamOf, localisedSql, PRODUCT_INSERT_CASTS, PRODUCT_INSERT_COLUMNS, productValues, SIZE_INSERT_CASTS, SIZE_INSERT_COLUMNS,
  productColumnsIn, SIZES_COLUMN, sizeValues, valuesList, withSizesOf,
} from './catalog-rows.js';
import type { FacetRow } from './catalog-listing-sql.js';
import { FACETS_SQL, facetsOf, listingFilter, listingOrder, LIVE_SQL } from './catalog-listing-sql.js';
import type { Database, SqlRunner } from './database.js';
import { PRICES_COLUMN, writePriceLists } from './sql-catalog-prices.js';

/** A category's stored facets and product count (table category_facets, migration 013). */
interface StoredFacets {
  count: number;
  facets: FacetRow[];
}

/** Rows per INSERT statement, to keep each statement's parameters a moderate size. */
const PRODUCTS_PER_STATEMENT = 1000;
const SIZES_PER_STATEMENT = 10_000;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The catalog in SQL. Every read is one statement: a product comes with its sizes (a JSON
 * subquery), and a listing page comes with its products' sizes and its category's stored facets
 * (migration 013, ADR 0022). Only when a write changed the category since its facets were stored
 * does a listing cost a second statement, which computes them again and stores them.
 */
export class SqlCatalogRepository implements CatalogReader, CatalogWriter {
  constructor(private readonly db: Database) {}

  async listCategories(brand: BrandId, language = CATALOG_BASE_LANGUAGE): Promise<Category[]> {
    const params: unknown[] = [brand];
    const name = localisedSql('c', 'name', languageParamOf(language, params));
    const { rows } = await this.db.query<Category>(
      `SELECT c.brand, c.slug, ${name} AS name, c.position FROM categories c WHERE c.brand = $1 ORDER BY c.position, c.slug COLLATE "C"`, params);
    return rows;
  }

  async findCategory(brand: BrandId, slug: string, language = CATALOG_BASE_LANGUAGE): Promise<Category | null> {
    const params: unknown[] = [brand, slug];
    const name = localisedSql('c', 'name', languageParamOf(language, params));
    const { rows } = await this.db.query<Category>(
      `SELECT c.brand, c.slug, ${name} AS name, c.position FROM categories c WHERE c.brand = $1 AND c.slug = $2`, params);
    return rows[0] ?? null;
  }

  async listProducts(q: ProductQuery): Promise<ProductListing<Product>> {
    const { where, params: filterParams } = listingFilter(q);
    const filtered = filterParams.length > 2;
    const offset = Math.max(0, q.page - 1) * q.pageSize;
    const params = [...filterParams, q.pageSize, offset];
    const language = languageParamOf(q.language ?? CATALOG_BASE_LANGUAGE, params);
    const order = listingOrder(q.sort, localisedSql('p', 'name', language));
    const [row] = (await this.db.query<{ items: (ProductWithSizesRow & { total: number | null })[] | null; stored: StoredFacets | null }>(
      // The sizes are read for the page's rows only (the outer `p`), not for the rows OFFSET skips.
      `SELECT (SELECT json_agg(x ORDER BY x.n) FROM (
                SELECT p.*, ${SIZES_COLUMN}, ${PRICES_COLUMN} FROM (
                  SELECT ${productColumnsIn(language)}, ${filtered ? 'count(*) OVER ()::int' : 'NULL::int'} AS total,
                         row_number() OVER (ORDER BY ${order}) AS n
                    FROM products p WHERE ${where}
                   ORDER BY ${order} LIMIT $${filterParams.length + 1}::int OFFSET $${filterParams.length + 2}::int) p) x) AS items,
              (SELECT json_build_object('count', f.product_count, 'facets', f.facets) FROM category_facets f
                WHERE f.brand = $1 AND f.category_slug = $2 AND f.computed_version = f.version) AS stored`,
      params)).rows;
    const pageRows = row?.items ?? [];
    const stored = row?.stored ?? await this.refreshFacets(q.brand, q.categorySlug);
    const total = !filtered ? stored.count : pageRows[0]?.total ?? (offset === 0 ? 0 : await this.count(where, filterParams));
    return {
      items: pageRows.map(withSizesOf),
      total,
      page: q.page,
      pageSize: q.pageSize,
      pageCount: pageCountOf(total, q.pageSize),
      facets: facetsOf(stored.facets),
    };
  }

  async findProductBySlug(brand: BrandId, slug: string, language = CATALOG_BASE_LANGUAGE): Promise<Product | null> {
    const params: unknown[] = [brand, slug];
    const columns = productColumnsIn(languageParamOf(language, params));
    const { rows } = await this.db.query<ProductWithSizesRow>(
      `SELECT ${columns}, ${SIZES_COLUMN}, ${PRICES_COLUMN} FROM products p WHERE p.brand = $1 AND p.slug = $2`, params);
    return rows.map(withSizesOf)[0] ?? null;
  }

  async findProductById(id: number, language = CATALOG_BASE_LANGUAGE): Promise<Product | null> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
    const params: unknown[] = [id];
    const columns = productColumnsIn(languageParamOf(language, params));
    const { rows } = await this.db.query<ProductWithSizesRow>(`SELECT ${columns}, ${SIZES_COLUMN}, ${PRICES_COLUMN} FROM products p WHERE p.id = $1`, params);
    return rows.map(withSizesOf)[0] ?? null;
  }

  async featuredProducts(brand: BrandId, limit: number, language = CATALOG_BASE_LANGUAGE): Promise<Product[]> {
    const params: unknown[] = [brand, limit];
    const columns = productColumnsIn(languageParamOf(language, params));
    // The ids come from products_featured_idx alone (an index-only scan); asked in one query, the
    // planner walks the primary key instead, past every product of the brands before this one.
    const { rows } = await this.db.query<ProductWithSizesRow>(
      `SELECT ${columns}, ${SIZES_COLUMN}, ${PRICES_COLUMN} FROM products p
        WHERE p.id IN (SELECT f.id FROM products f WHERE f.brand = $1 AND f.kind = 'apparel' AND f.archived_at IS NULL ORDER BY f.id LIMIT $2)
        ORDER BY ${listingOrder('featured')}`,
      params);
    return rows.map(withSizesOf);
  }

  async countProducts(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    return rows[0]!.n;
  }

  async saveCategories(categories: Translated<Category>[]): Promise<void> {
    if (categories.length === 0) return;
    const values = valuesList(categories.map((c) => [c.brand, c.slug, c.name, c.position, JSON.stringify(c.texts ?? [])]), ['text', 'text', 'text', 'int', 'jsonb']);
    await this.db.query(
      `INSERT INTO categories (brand, slug, name, position, texts) VALUES ${values.sql}
       ON CONFLICT (brand, slug) DO UPDATE SET name = EXCLUDED.name, position = EXCLUDED.position, texts = EXCLUDED.texts`, values.params);
  }

  /** Upserts products and their sizes in one transaction; sizes a product no longer has are removed. */
  async saveProducts(products: Translated<Product>[]): Promise<void> {
    if (products.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (const batch of chunks(products, PRODUCTS_PER_STATEMENT)) await insertProducts(tx, batch);
      await tx.query(
        `DELETE FROM product_sizes s WHERE s.product_id = ANY($1::int[])
           AND NOT EXISTS (SELECT 1 FROM unnest($2::text[]) AS kept(stock_id) WHERE kept.stock_id = s.stock_id)`,
        [products.map((p) => p.id), products.flatMap((p) => p.sizes.map((s) => s.stockId))]);
      for (const batch of chunks(products.flatMap(sizeValues), SIZES_PER_STATEMENT)) await insertSizes(tx, batch);
    });
  }

  async savePriceLists(lists: ProductPriceList[], recordedAt: Date): Promise<number[]> {
    if (lists.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const changed: number[] = [];
      for (const batch of chunks(lists, PRODUCTS_PER_STATEMENT)) changed.push(...await writePriceLists(tx, batch, recordedAt));
      return changed;
    });
  }

  /**
   * Empties the catalog tables (the seed command starts from scratch). CASCADE empties the tables
   * that reference products and sizes too (basket lines, back-in-stock requests, wishlists).
   */
  async clear(): Promise<void> {
    await this.db.exec('TRUNCATE product_sizes, products, categories, category_facets RESTART IDENTITY CASCADE');
  }

  private async count(where: string, params: unknown[]): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, params);
    return rows[0]!.n;
  }

  /**
   * Computes a category's facets and product count, and stores them for the next listings unless
   * a write bumped the category's version since this statement's snapshot (the upsert's WHERE
   * sees the latest committed version). Only categories that exist are stored, so listings of
   * made-up slugs leave nothing behind.
   */
  private async refreshFacets(brand: BrandId, categorySlug: string): Promise<StoredFacets> {
    const { rows } = await this.db.query<StoredFacets>(
      `WITH computed AS (
         SELECT COALESCE((SELECT version FROM category_facets WHERE brand = $1 AND category_slug = $2), 0) AS version,
                (SELECT count(*)::int FROM products p WHERE p.brand = $1 AND p.category_slug = $2 AND ${LIVE_SQL}) AS count,
                COALESCE((SELECT jsonb_agg(f) FROM (${FACETS_SQL}) f), '[]'::jsonb) AS facets
       ), stored AS (
         INSERT INTO category_facets AS f (brand, category_slug, version, computed_version, product_count, facets)
         SELECT $1, $2, c.version, c.version, c.count, c.facets FROM computed c
          WHERE EXISTS (SELECT 1 FROM categories WHERE brand = $1 AND slug = $2)
         ON CONFLICT (brand, category_slug) DO UPDATE
           SET computed_version = EXCLUDED.computed_version, product_count = EXCLUDED.product_count, facets = EXCLUDED.facets
         WHERE f.version = EXCLUDED.computed_version
       )
       SELECT count, facets FROM computed`,
      [brand, categorySlug]);
    return rows[0]!;
  }
}

/**
 * One multi-row upsert per batch: each column travels as one array parameter, unnested in SQL.
 * The row carries its sizes in stock (`in_stock_sizes`, migration 016) as its sizes will be once
 * saved, so the size trigger that follows finds the row right and does not write it again.
 * An archived product keeps the time it was first archived (migration 031).
 */
async function insertProducts(tx: SqlRunner, products: Translated<Product>[]): Promise<void> {
  const rows = products.map(productValues);
  const columns = PRODUCT_INSERT_COLUMNS.map((_, i) => rows.map((r) => r[i]));
  const inStock = products.map((p) => JSON.stringify(p.sizes.filter((s) => s.unitsInStock > 0).map((s) => s.ukSize)));
  const updates = PRODUCT_INSERT_COLUMNS.filter((c) => c !== 'id').map((c) => `${c} = EXCLUDED.${c}`).join(', ');
  await tx.query(
    `INSERT INTO products AS p (${PRODUCT_INSERT_COLUMNS.join(', ')}, in_stock_sizes, archived_at)
     SELECT ${PRODUCT_INSERT_COLUMNS.map((c, i) => `${c}::${PRODUCT_INSERT_CASTS[i]}`).join(', ')},
            ARRAY(SELECT DISTINCT e.size FROM jsonb_array_elements_text(in_stock::jsonb) AS e(size) ORDER BY e.size),
            CASE WHEN archived THEN now() END
       FROM unnest(${PRODUCT_INSERT_COLUMNS.map((_, i) => `$${i + 1}::${arrayTypeOf(PRODUCT_INSERT_CASTS[i]!)}`).join(', ')},
                   $${PRODUCT_INSERT_COLUMNS.length + 1}::text[], $${PRODUCT_INSERT_COLUMNS.length + 2}::boolean[])
         AS v(${PRODUCT_INSERT_COLUMNS.join(', ')}, in_stock, archived)
     ON CONFLICT (id) DO UPDATE SET ${updates}, in_stock_sizes = EXCLUDED.in_stock_sizes,
       archived_at = CASE WHEN EXCLUDED.archived_at IS NULL THEN NULL ELSE COALESCE(p.archived_at, EXCLUDED.archived_at) END`,
    [...columns, inStock, products.map((p) => p.archived)]);
}

async function insertSizes(tx: SqlRunner, rows: unknown[][]): Promise<void> {
  const columns = SIZE_INSERT_COLUMNS.map((_, i) => rows.map((r) => r[i]));
  await tx.query(
    `INSERT INTO product_sizes (${SIZE_INSERT_COLUMNS.join(', ')})
     SELECT * FROM unnest(${SIZE_INSERT_COLUMNS.map((_, i) => `$${i + 1}::${SIZE_INSERT_CASTS[i]}[]`).join(', ')})
     ON CONFLICT (stock_id) DO UPDATE SET product_id = EXCLUDED.product_id, uk_size = EXCLUDED.uk_size,
       units_in_stock = EXCLUDED.units_in_stock, position = EXCLUDED.position`,
    columns);
}

/** JSON travels as text and is cast per value: an array of jsonb parameters is not portable across drivers. */
const arrayTypeOf = (cast: string): string => (cast === 'jsonb' ? 'text[]' : `${cast}[]`);
