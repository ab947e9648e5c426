import type { Category, Product, ProductSize } from '../../domain/catalog/product.js';
import type { ProductListing, ProductQuery } from '../../domain/catalog/product-query.js';
import { pageCountOf } from '../../domain/catalog/product-query.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { CatalogReader, CatalogWriter } from '../../ports/catalog.port.js';
import type { ProductRow, SizeRow } from './catalog-rows.js';
import {
  PRODUCT_COLUMNS, PRODUCT_INSERT_CASTS, PRODUCT_INSERT_COLUMNS, productOf, productValues, SIZE_INSERT_CASTS,
  SIZE_INSERT_COLUMNS, sizeValues, valuesList,
} from './catalog-rows.js';
import type { FacetRow } from './catalog-listing-sql.js';
import { FACETS_SQL, facetsOf, listingFilter, listingOrder } from './catalog-listing-sql.js';
import type { Database, SqlRunner } from './database.js';

/** Rows per INSERT statement, to keep each statement's parameters a moderate size. */
const PRODUCTS_PER_STATEMENT = 1000;
const SIZES_PER_STATEMENT = 10_000;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The catalog in SQL. A listing page costs three statements whatever its size: the page with its
 * total, the sizes of the page's products, and the category's facets.
 */
export class SqlCatalogRepository implements CatalogReader, CatalogWriter {
  constructor(private readonly db: Database) {}

  async listCategories(brand: BrandId): Promise<Category[]> {
    const { rows } = await this.db.query<Category>(
      'SELECT brand, slug, name, position FROM categories WHERE brand = $1 ORDER BY position, slug COLLATE "C"', [brand]);
    return rows;
  }

  async findCategory(brand: BrandId, slug: string): Promise<Category | null> {
    const { rows } = await this.db.query<Category>(
      'SELECT brand, slug, name, position FROM categories WHERE brand = $1 AND slug = $2', [brand, slug]);
    return rows[0] ?? null;
  }

  async listProducts(q: ProductQuery): Promise<ProductListing<Product>> {
    const { where, params } = listingFilter(q);
    const offset = Math.max(0, q.page - 1) * q.pageSize;
    const [page, facetRows] = await Promise.all([
      this.db.query<ProductRow & { total: number }>(
        `SELECT ${PRODUCT_COLUMNS}, count(*) OVER ()::int AS total FROM products p WHERE ${where}
          ORDER BY ${listingOrder(q.sort)} LIMIT $${params.length + 1}::int OFFSET $${params.length + 2}::int`,
        [...params, q.pageSize, offset]),
      this.db.query<FacetRow>(FACETS_SQL, [q.brand, q.categorySlug]),
    ]);
    const total = page.rows[0]?.total ?? (offset === 0 ? 0 : await this.count(where, params));
    return {
      items: await this.withSizes(page.rows),
      total,
      page: q.page,
      pageSize: q.pageSize,
      pageCount: pageCountOf(total, q.pageSize),
      facets: facetsOf(facetRows.rows),
    };
  }

  async findProductBySlug(brand: BrandId, slug: string): Promise<Product | null> {
    const { rows } = await this.db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.brand = $1 AND p.slug = $2`, [brand, slug]);
    return (await this.withSizes(rows))[0] ?? null;
  }

  async findProductById(id: number): Promise<Product | null> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
    const { rows } = await this.db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`, [id]);
    return (await this.withSizes(rows))[0] ?? null;
  }

  async featuredProducts(brand: BrandId, limit: number): Promise<Product[]> {
    const { rows } = await this.db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.brand = $1 AND p.kind = 'apparel' ORDER BY ${listingOrder('featured')} LIMIT $2`,
      [brand, limit]);
    return this.withSizes(rows);
  }

  async countProducts(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    return rows[0]!.n;
  }

  async saveCategories(categories: Category[]): Promise<void> {
    if (categories.length === 0) return;
    const values = valuesList(categories.map((c) => [c.brand, c.slug, c.name, c.position]), ['text', 'text', 'text', 'int']);
    await this.db.query(
      `INSERT INTO categories (brand, slug, name, position) VALUES ${values.sql}
       ON CONFLICT (brand, slug) DO UPDATE SET name = EXCLUDED.name, position = EXCLUDED.position`, values.params);
  }

  /** Upserts products and their sizes in one transaction; sizes a product no longer has are removed. */
  async saveProducts(products: Product[]): Promise<void> {
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

  /**
   * Empties the catalog tables (the seed command starts from scratch). CASCADE empties the tables
   * that reference products and sizes too (basket lines, back-in-stock requests, wishlists).
   */
  async clear(): Promise<void> {
    await this.db.exec('TRUNCATE product_sizes, products, categories RESTART IDENTITY CASCADE');
  }

  private async count(where: string, params: unknown[]): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, params);
    return rows[0]!.n;
  }

  private async withSizes(rows: ProductRow[]): Promise<Product[]> {
    if (rows.length === 0) return [];
    const { rows: sizeRows } = await this.db.query<SizeRow>(
      `SELECT product_id, stock_id, uk_size, units_in_stock FROM product_sizes
        WHERE product_id = ANY($1::int[]) ORDER BY product_id, position`, [rows.map((r) => r.id)]);
    const sizesById = new Map<number, ProductSize[]>();
    for (const s of sizeRows) {
      const list = sizesById.get(s.product_id) ?? [];
      list.push({ stockId: s.stock_id, ukSize: s.uk_size, unitsInStock: s.units_in_stock });
      sizesById.set(s.product_id, list);
    }
    return rows.map((r) => productOf(r, sizesById.get(r.id) ?? []));
  }
}

/** One multi-row upsert per batch: each column travels as one array parameter, unnested in SQL. */
async function insertProducts(tx: SqlRunner, products: Product[]): Promise<void> {
  const rows = products.map(productValues);
  const columns = PRODUCT_INSERT_COLUMNS.map((_, i) => rows.map((r) => r[i]));
  const updates = PRODUCT_INSERT_COLUMNS.filter((c) => c !== 'id').map((c) => `${c} = EXCLUDED.${c}`).join(', ');
  await tx.query(
    `INSERT INTO products (${PRODUCT_INSERT_COLUMNS.join(', ')})
     SELECT ${PRODUCT_INSERT_COLUMNS.map((c, i) => `${c}::${PRODUCT_INSERT_CASTS[i]}`).join(', ')}
       FROM unnest(${PRODUCT_INSERT_COLUMNS.map((_, i) => `$${i + 1}::${arrayTypeOf(PRODUCT_INSERT_CASTS[i]!)}`).join(', ')})
         AS v(${PRODUCT_INSERT_COLUMNS.join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${updates}`,
    columns);
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
