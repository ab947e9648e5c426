import type { Category, Product } from '../domain/catalog/product.js';
import type { ProductListing, ProductQuery } from '../domain/catalog/product-query.js';
import type { ListPrice } from '../domain/pricing/list-price.js';
import type { BrandId } from '../domain/site/site-variant.js';

/** Read side of the product catalog. */
export interface CatalogReader {
  listCategories(brand: BrandId): Promise<Category[]>;
  findCategory(brand: BrandId, slug: string): Promise<Category | null>;
  listProducts(query: ProductQuery): Promise<ProductListing<Product>>;
  findProductBySlug(brand: BrandId, slug: string): Promise<Product | null>;
  findProductById(id: number): Promise<Product | null>;
  /** A few products of a brand for the home page, in a stable order. */
  featuredProducts(brand: BrandId, limit: number): Promise<Product[]>;
}

/** A product's whole price list: the entries it has once written (others are removed). */
export interface ProductPriceList {
  productId: number;
  prices: readonly ListPrice[];
}

/** Write side used by seeding and operators' imports. */
export interface CatalogWriter {
  countProducts(): Promise<number>;
  saveCategories(categories: Category[]): Promise<void>;
  /**
   * Inserts or replaces products with their sizes and stock, in one transaction per call. Their
   * price lists are left as they are: `savePriceLists` writes them.
   */
  saveProducts(products: Product[]): Promise<void>;
  /**
   * Replaces the price lists of saved products, recording each entry that changed in the price
   * history at `recordedAt`; a GBP entry sets the product's GBP base price. Returns the ids of the
   * products whose prices changed.
   */
  savePriceLists(lists: ProductPriceList[], recordedAt: Date): Promise<number[]>;
}
