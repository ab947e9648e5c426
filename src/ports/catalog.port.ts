import type { CatalogText } from '../domain/catalog/catalog-language.js';
import type { Category, Product } from '../domain/catalog/product.js';
import type { ProductListing, ProductQuery } from '../domain/catalog/product-query.js';
import type { ListPrice } from '../domain/pricing/list-price.js';
import type { BrandId } from '../domain/site/site-variant.js';

/**
 * Read side of the product catalog. `language` ('de', see catalogLanguageOf) picks the names and
 * descriptions a site shows, English where a product or category has none in it; reads that show
 * nothing (stock checks, writes) may leave it out and read English.
 */
export interface CatalogReader {
  listCategories(brand: BrandId, language?: string): Promise<Category[]>;
  findCategory(brand: BrandId, slug: string, language?: string): Promise<Category | null>;
  listProducts(query: ProductQuery): Promise<ProductListing<Product>>;
  findProductBySlug(brand: BrandId, slug: string, language?: string): Promise<Product | null>;
  findProductById(id: number, language?: string): Promise<Product | null>;
  /** A few products of a brand for the home page, in a stable order. */
  featuredProducts(brand: BrandId, limit: number, language?: string): Promise<Product[]>;
}

/** A product or category as written, with its texts in other languages than English (none when absent). */
export type Translated<T> = T & { texts?: readonly CatalogText[] };

/** A product's whole price list: the entries it has once written (others are removed). */
export interface ProductPriceList {
  productId: number;
  prices: readonly ListPrice[];
}

/** Write side used by seeding and operators' imports. */
export interface CatalogWriter {
  countProducts(): Promise<number>;
  saveCategories(categories: Translated<Category>[]): Promise<void>;
  /**
   * Inserts or replaces products with their sizes and stock, in one transaction per call. Their
   * price lists are left as they are: `savePriceLists` writes them.
   */
  saveProducts(products: Translated<Product>[]): Promise<void>;
  /**
   * Replaces the price lists of saved products, recording each entry that changed in the price
   * history at `recordedAt`; a GBP entry sets the product's GBP base price. Returns the ids of the
   * products whose prices changed.
   */
  savePriceLists(lists: ProductPriceList[], recordedAt: Date): Promise<number[]>;
}
