import type { BrandId } from '../../domain/site/site-variant.js';
import type { SitemapCatalog, SitemapCategory, SitemapProduct } from '../../ports/sitemap-catalog.port.js';
import type { Product } from '../../domain/catalog/product.js';
import { languageParamOf, productColumnsIn, SIZES_COLUMN, withSizesOf, type ProductWithSizesRow } from './catalog-rows.js';
import type { SqlRunner } from './database.js';
import { PRICES_COLUMN } from './sql-catalog-prices.js';

/** The sitemap's and feeds' reads: keyset pages by id, archived rows left out. */
export class SqlSitemapCatalog implements SitemapCatalog {
  constructor(private readonly db: SqlRunner) {}

  async productsAfter(brand: BrandId, afterId: number, limit: number): Promise<SitemapProduct[]> {
    const { rows } = await this.db.query<{ id: number; slug: string; updated_at: Date | string }>(
      `SELECT id, slug, updated_at FROM products
        WHERE brand = $1 AND id > $2 AND archived_at IS NULL ORDER BY id LIMIT $3`,
      [brand, afterId, limit]);
    return rows.map((r) => ({ id: r.id, slug: r.slug, updatedAt: new Date(r.updated_at) }));
  }

  async fileStarts(brand: BrandId, perFile: number): Promise<number[]> {
    // Every perFile-th id closes a file and the next file starts after it, unless it is the last id.
    const { rows } = await this.db.query<{ id: number }>(
      `SELECT id FROM (
         SELECT id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total
           FROM products WHERE brand = $1 AND archived_at IS NULL
       ) numbered WHERE n % $2 = 0 AND n < total ORDER BY id`,
      [brand, perFile]);
    return [0, ...rows.map((r) => r.id)];
  }

  async categories(brand: BrandId): Promise<SitemapCategory[]> {
    const { rows } = await this.db.query<{ slug: string; updated_at: Date | string | null }>(
      `SELECT c.slug, (SELECT max(p.updated_at) FROM products p
                        WHERE p.brand = c.brand AND p.category_slug = c.slug AND p.archived_at IS NULL) AS updated_at
         FROM categories c WHERE c.brand = $1 ORDER BY c.position, c.slug`,
      [brand]);
    return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at === null ? null : new Date(r.updated_at) }));
  }

  async feedProductsAfter(brand: BrandId, afterId: number, limit: number, language: string): Promise<Product[]> {
    const params: unknown[] = [brand, afterId, limit];
    const columns = productColumnsIn(languageParamOf(language, params));
    const { rows } = await this.db.query<ProductWithSizesRow>(
      `SELECT ${columns}, ${SIZES_COLUMN}, ${PRICES_COLUMN} FROM products p
        WHERE p.brand = $1 AND p.id > $2 AND p.archived_at IS NULL AND p.kind = 'apparel' ORDER BY p.id LIMIT $3`,
      params);
    return rows.map(withSizesOf);
  }
}
