import type { Product } from '../domain/catalog/product.js';
import type { BrandId } from '../domain/site/site-variant.js';

/** A product on sale as the sitemap lists it: its page's slug and when it last changed. */
export interface SitemapProduct {
  id: number;
  slug: string;
  updatedAt: Date;
}

/** A category as the sitemap lists it, with the last change among its products on sale. */
export interface SitemapCategory {
  slug: string;
  updatedAt: Date | null;
}

/**
 * What the sitemaps read of a brand's catalog, in keyset pages so a catalog of any size streams
 * in constant memory; archived products are never answered.
 */
export interface SitemapCatalog {
  /** Up to `limit` products on sale with an id above `afterId`, by id. */
  productsAfter(brand: BrandId, afterId: number, limit: number): Promise<SitemapProduct[]>;
  /** The id a sitemap file of `perFile` products starts after, for each file (the first is 0). */
  fileStarts(brand: BrandId, perFile: number): Promise<number[]>;
  categories(brand: BrandId): Promise<SitemapCategory[]>;
  /**
   * Up to `limit` apparel products on sale, with their sizes and price lists, with an id above
   * `afterId`, by id: the shopping feeds; names and descriptions in `language` (catalogLanguageOf), English where missing.
   */
  feedProductsAfter(brand: BrandId, afterId: number, limit: number, language: string): Promise<Product[]>;
}
