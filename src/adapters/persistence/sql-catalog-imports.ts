import { randomUUID } from 'node:crypto';
import type { ImportProblem } from '../../domain/catalog/catalog-import.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import { BRANDS } from '../../domain/site/site-variant.js';
import { BRAND_DEFINITIONS } from '../../domain/site/site-variants.js';
import type { ProductPriceList } from '../../ports/catalog.port.js';
import type { CatalogImports, ImportCounts, ImportMerged, StagedProduct } from '../../ports/catalog-imports.port.js';
import type { StockChange } from '../../ports/stock-levels.port.js';
import type { Database, SqlRunner } from './database.js';
import { writePriceLists } from './sql-catalog-prices.js';
import { setStockLevels } from './sql-catalog-stock.js';

/** Any constant works: two imports merge one after the other, so new product ids never collide. */
const IMPORT_LOCK_KEY = 724_100_033;
/** Price lists written per statement while merging. */
const PRICE_LISTS_PER_STATEMENT = 1000;
/** Staged rows of an import that wrote nothing for this long belong to one that died: a later import removes them. */
const ABANDONED_AFTER = '1 hour';

/** The product as staged; its digest is taken of all but the stored image paths, so two imports of the same product give the same digest. */
const stagedJson = (p: StagedProduct): string => JSON.stringify({
  brand: p.brand, slug: p.slug, code: p.code, name: p.name, description: p.description, texts: p.texts,
  categorySlug: p.categorySlug, categoryName: p.categoryName, colour: p.colour, sizes: p.sizes, prices: p.prices,
  images: p.images, imageSources: p.imageSources, seoTitle: p.seoTitle, seoDescription: p.seoDescription, tags: p.tags, published: p.published,
});

/**
 * Marks each staged product with the product it becomes and what the merge does to it: an
 * existing product of the brand with that slug keeps its id ('unchanged' when its last import
 * wrote the same digest and it is on sale or archived as the file says, else 'updated'); a new
 * one takes the next free id, in line order.
 */
const PLAN = `
  SELECT s.line, s.brand, s.slug, s.product, s.digest, p.code AS old_code,
         COALESCE(p.id, (SELECT COALESCE(max(id), 0) FROM products)
                        + (row_number() OVER (PARTITION BY p.id IS NULL ORDER BY s.line))::int) AS product_id,
         CASE WHEN p.id IS NULL THEN 'created'
              WHEN p.import_digest = s.digest AND (p.archived_at IS NULL) = (s.product->>'published')::boolean THEN 'unchanged'
              ELSE 'updated' END AS state
    FROM import_staging s LEFT JOIN products p ON p.brand = s.brand AND p.slug = s.slug
   WHERE s.import_id = $1`;

const COUNTS = `SELECT count(*) FILTER (WHERE state = 'created')::int AS created, count(*) FILTER (WHERE state = 'updated')::int AS updated,
                       count(*) FILTER (WHERE state = 'unchanged')::int AS unchanged FROM plan`;

/** The GBP base of a staged product (listings sort by it): its GBP price, else its first price. */
const basePrice = (field: string): string => `COALESCE(
  (SELECT (e->>'${field}')::int FROM jsonb_array_elements(pl.product->'prices') e WHERE e->>'currency' = 'GBP'),
  (SELECT (e->>'${field}')::int FROM jsonb_array_elements(pl.product->'prices') WITH ORDINALITY AS x(e, n) ORDER BY n LIMIT 1))`;

/**
 * Catalog imports in SQL (ADR 0048): products are staged a batch a statement into `import_staging`
 * (unlogged), checked there as a whole, then merged in one transaction of a few set-based
 * statements. The products' statement triggers keep search terms and category facets right.
 */
export class SqlCatalogImports implements CatalogImports {
  constructor(private readonly db: Database) {}

  async begin(): Promise<string> {
    await this.db.query(
      `DELETE FROM import_staging WHERE import_id IN (
         SELECT import_id FROM import_staging GROUP BY import_id HAVING max(staged_at) < now() - $1::interval)`, [ABANDONED_AFTER]);
    return randomUUID();
  }

  async stage(importId: string, products: readonly StagedProduct[]): Promise<void> {
    if (products.length === 0) return;
    // The digest is taken in SQL of the jsonb (keys in a fixed order), the same on both drivers, without the
    // stored image paths: the sources stand for them, so a dry run (which fetches nothing) counts as the import would.
    await this.db.query(
      `INSERT INTO import_staging (import_id, line, brand, slug, product, digest)
       SELECT $1, v.line, v.brand, v.slug, v.product::jsonb, md5((v.product::jsonb - 'images')::text)
         FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS v(line, brand, slug, product)`,
      [importId, products.map((p) => p.line), products.map((p) => p.brand), products.map((p) => p.slug), products.map(stagedJson)]);
  }

  async problems(importId: string, limit: number): Promise<ImportProblem[]> {
    // The staging table fills in seconds, long before autovacuum samples it: without fresh statistics the
    // planner takes it for a few rows and joins the exploded sizes by nested loops, quadratic in the file.
    await this.db.query('ANALYZE import_staging');
    const { rows } = await this.db.query<ImportProblem>(
      `WITH sizes AS (
         SELECT s.line, s.brand, s.slug, e->>'sku' AS sku FROM import_staging s, jsonb_array_elements(s.product->'sizes') e WHERE s.import_id = $1
       ), found AS (
         SELECT s.line, 'handle' AS "column", 'the product ' || s.slug || ' is already on line ' || f.first || ' for ' || s.brand AS message
           FROM import_staging s
           JOIN (SELECT brand, slug, min(line) AS first FROM import_staging WHERE import_id = $1 GROUP BY brand, slug HAVING count(*) > 1) f
             ON f.brand = s.brand AND f.slug = s.slug AND s.line > f.first
          WHERE s.import_id = $1
         UNION ALL
         SELECT z.line, 'sku', 'the SKU ' || z.sku || ' is already on line ' || f.first
           FROM sizes z JOIN (SELECT sku, min(line) AS first FROM sizes GROUP BY sku HAVING count(DISTINCT line) > 1) f
             ON f.sku = z.sku AND z.line > f.first
         UNION ALL
         SELECT z.line, 'sku', 'the SKU ' || z.sku || ' belongs to ' || p.slug || ' (' || p.brand || ') in the shop'
           FROM sizes z JOIN product_sizes ps ON ps.stock_id = z.sku JOIN products p ON p.id = ps.product_id
          WHERE (p.brand, p.slug) IS DISTINCT FROM (z.brand, z.slug)
         UNION ALL
         SELECT s.line, 'code', 'the product code ' || p.code || ' belongs to ' || p.slug || ' (' || p.brand || ') in the shop'
           FROM import_staging s JOIN products p ON p.code = s.product->>'code'
          WHERE s.import_id = $1 AND (p.brand, p.slug) IS DISTINCT FROM (s.brand, s.slug)
       )
       SELECT line, "column", message FROM found ORDER BY line, "column", message LIMIT $2`,
      [importId, limit]);
    return rows;
  }

  async preview(importId: string, archiveMissingOf: readonly BrandId[]): Promise<ImportCounts> {
    const { rows: [counts] } = await this.db.query<Omit<ImportCounts, 'archived'>>(`WITH plan AS (${PLAN}) ${COUNTS}`, [importId]);
    return { ...counts!, archived: await missing(this.db, importId, archiveMissingOf) };
  }

  async merge(importId: string, archiveMissingOf: readonly BrandId[], at: Date): Promise<ImportMerged> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
      await tx.query(`CREATE TEMPORARY TABLE import_plan ON COMMIT DROP AS ${PLAN}`, [importId]);
      // A temporary table has no statistics until analysed; the merge's joins with it are planned from them.
      await tx.query('ANALYZE import_plan');
      const { rows: [counts] } = await tx.query<Omit<ImportCounts, 'archived'>>(`WITH plan AS (SELECT state FROM import_plan) ${COUNTS}`);
      await tx.query(`DELETE FROM import_plan WHERE state = 'unchanged'`);
      await writeCategories(tx);
      await writeProducts(tx, at);
      const stock = await writeSizes(tx);
      await writePrices(tx, at);
      const missingIds = archiveMissingOf.length === 0 ? [] : await archiveMissing(tx, importId, archiveMissingOf, at);
      const { rows: [written] } = await tx.query<{ shown: number[]; hidden: number[] }>(
        `SELECT COALESCE(array_agg(product_id ORDER BY product_id) FILTER (WHERE (product->>'published')::boolean), '{}') AS shown,
                COALESCE(array_agg(product_id ORDER BY product_id) FILTER (WHERE NOT (product->>'published')::boolean), '{}') AS hidden
           FROM import_plan`);
      const archivedProductIds = [...missingIds, ...written!.hidden].sort((a, b) => a - b);
      return { ...counts!, archived: missingIds.length, changedProductIds: written!.shown, archivedProductIds, notices: stock };
    });
  }

  async discard(importId: string): Promise<void> {
    await this.db.query('DELETE FROM import_staging WHERE import_id = $1', [importId]);
  }
}

/** The categories the merged products name that the brand does not have yet, after its others. */
async function writeCategories(tx: SqlRunner): Promise<void> {
  await tx.query(
    `INSERT INTO categories (brand, slug, name, position)
     SELECT c.brand, c.slug, c.name,
            (SELECT COALESCE(max(position), 0) FROM categories k WHERE k.brand = c.brand) + (row_number() OVER (PARTITION BY c.brand ORDER BY c.first))::int
       FROM (SELECT brand, product->>'categorySlug' AS slug, min(line) AS first,
                    (array_agg(product->>'categoryName' ORDER BY line))[1] AS name
               FROM import_plan GROUP BY brand, product->>'categorySlug') c
      WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.brand = c.brand AND k.slug = c.slug)
     ON CONFLICT (brand, slug) DO NOTHING`);
}

/**
 * One upsert of every created or updated product; a new product without a code gets its brand's
 * prefix and its id, and its in-stock sizes from the file (as the sizes' trigger would set them, so
 * its update of them finds nothing to do; an existing product's follow its sizes' stock). A product
 * with an image that could not be stored keeps no digest, so the same file again updates it and
 * tries that image again instead of counting it unchanged. A product the file marks unpublished is archived (from now, or since it was);
 * one it publishes is on sale again.
 */
async function writeProducts(tx: SqlRunner, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO products AS p (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor, sale_price_minor,
                                gift_card, texts, import_digest, archived_at, in_stock_sizes)
     SELECT pl.product_id, pl.brand,
            COALESCE(pl.product->>'code', pl.old_code, pre.prefix || '-' || lpad(pl.product_id::text, 6, '0')),
            pl.slug, pl.product->>'name', pl.product->>'description', pl.product->>'colour', pl.product->>'categorySlug', 'apparel',
            pl.product->'images', ${basePrice('priceMinor')}, ${basePrice('salePriceMinor')}, NULL, pl.product->'texts',
            CASE WHEN jsonb_array_length(pl.product->'images') >= jsonb_array_length(pl.product->'imageSources') THEN pl.digest END,
            CASE WHEN (pl.product->>'published')::boolean THEN NULL ELSE $3::timestamptz END,
            ARRAY(SELECT DISTINCT e->>'ukSize' FROM jsonb_array_elements(pl.product->'sizes') e WHERE (e->>'quantity')::int > 0 ORDER BY 1)
       FROM import_plan pl JOIN unnest($1::text[], $2::text[]) AS pre(brand, prefix) ON pre.brand = pl.brand
     ON CONFLICT (id) DO UPDATE
        SET code = EXCLUDED.code, name = EXCLUDED.name, description = EXCLUDED.description, colour = EXCLUDED.colour,
            category_slug = EXCLUDED.category_slug, images = EXCLUDED.images, price_minor = EXCLUDED.price_minor,
            sale_price_minor = EXCLUDED.sale_price_minor, texts = EXCLUDED.texts, import_digest = EXCLUDED.import_digest,
            archived_at = CASE WHEN EXCLUDED.archived_at IS NULL THEN NULL ELSE COALESCE(p.archived_at, EXCLUDED.archived_at) END`,
    [BRANDS, BRANDS.map((b) => BRAND_DEFINITIONS[b].variantCode.toUpperCase()), at.toISOString()]);
}

/**
 * The merged products' sizes: those a product no longer lists removed, the others written in file
 * order. Only an updated product has sizes already (the file-wide checks refused a new product
 * naming another's SKU), so only its sizes are compared with what is there. A new size starts with its quantity as given; an existing size given a quantity is set
 * through setStockLevels, which keeps what orders reserved reserved and answers notify requests.
 */
async function writeSizes(tx: SqlRunner): Promise<ImportMerged['notices']> {
  await tx.query(
    `DELETE FROM product_sizes ps USING import_plan pl
      WHERE pl.state = 'updated' AND ps.product_id = pl.product_id
        AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(pl.product->'sizes') e WHERE e->>'sku' = ps.stock_id)`);
  const { rows: restocked } = await tx.query<{ sku: string; quantity: number }>(
    `SELECT e->>'sku' AS sku, (e->>'quantity')::int AS quantity
       FROM import_plan pl, jsonb_array_elements(pl.product->'sizes') e
      WHERE pl.state = 'updated' AND e->>'quantity' IS NOT NULL AND EXISTS (SELECT 1 FROM product_sizes ps WHERE ps.stock_id = e->>'sku')
      ORDER BY 1`);
  await tx.query(
    `INSERT INTO product_sizes AS ps (stock_id, product_id, uk_size, units_in_stock, position, barcode)
     SELECT x.e->>'sku', pl.product_id, x.e->>'ukSize', COALESCE((x.e->>'quantity')::int, 0), (x.n - 1)::int, x.e->>'barcode'
       FROM import_plan pl, jsonb_array_elements(pl.product->'sizes') WITH ORDINALITY AS x(e, n)
     ON CONFLICT (stock_id) DO UPDATE SET uk_size = EXCLUDED.uk_size, position = EXCLUDED.position, barcode = EXCLUDED.barcode
      WHERE (ps.uk_size, ps.position, ps.barcode) IS DISTINCT FROM (EXCLUDED.uk_size, EXCLUDED.position, EXCLUDED.barcode)`);
  if (restocked.length === 0) return [];
  const changes: StockChange[] = restocked.map((r) => ({ sku: r.sku, quantity: r.quantity }));
  const set = await setStockLevels(tx, changes);
  // The SKUs were read from product_sizes in this transaction, which no import runs beside (the lock above).
  if (set.kind === 'unknown-skus') throw new Error(`sizes went missing during the import: ${set.skus.join(', ')}`);
  return set.notices;
}

/** The merged products' price lists, with their history, a batch a statement. */
async function writePrices(tx: SqlRunner, at: Date): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await tx.query<ProductPriceList & { line: number }>(
      `SELECT pl.line, pl.product_id AS "productId", pl.product->'prices' AS prices FROM import_plan pl
        WHERE pl.line > $1 ORDER BY pl.line LIMIT $2`, [after, PRICE_LISTS_PER_STATEMENT]);
    if (rows.length === 0) return;
    await writePriceLists(tx, rows.map(({ productId, prices }) => ({ productId, prices })), at);
    after = rows[rows.length - 1]!.line;
  }
}

/** The brands' products (apparel: gift vouchers are the shop's own) that the import does not list. */
const MISSING = `
  SELECT p.id FROM products p
   WHERE p.brand = ANY($2::text[]) AND p.kind = 'apparel' AND p.archived_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM import_staging s WHERE s.import_id = $1 AND s.brand = p.brand AND s.slug = p.slug)`;

async function missing(runner: SqlRunner, importId: string, brands: readonly BrandId[]): Promise<number> {
  if (brands.length === 0) return 0;
  const { rows: [row] } = await runner.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${MISSING}) m`, [importId, brands]);
  return row!.n;
}

/** Archives the brands' products the import does not list: hidden from shoppers, kept for baskets and orders. */
async function archiveMissing(tx: SqlRunner, importId: string, brands: readonly BrandId[], at: Date): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE products SET archived_at = $3::timestamptz WHERE id IN (${MISSING}) RETURNING id`, [importId, brands, at.toISOString()]);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
