import type { Category, Product } from '../domain/catalog/product.js';
import type { ProductListing, ProductQuery } from '../domain/catalog/product-query.js';
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

/** Write side used by seeding and operators' imports. */
export interface CatalogWriter {
  countProducts(): Promise<number>;
  saveCategories(categories: Category[]): Promise<void>;
  /** Inserts or replaces products with their sizes and stock, in one transaction per call. */
  saveProducts(products: Product[]): Promise<void>;
}
