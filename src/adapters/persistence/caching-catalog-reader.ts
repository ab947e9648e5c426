import { LRUCache } from 'lru-cache';
import type { Category, Product } from '../../domain/catalog/product.js';
import type { ProductListing, ProductQuery } from '../../domain/catalog/product-query.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { CatalogReader } from '../../ports/catalog.port.js';

export interface CatalogCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

type Cached = Product | Category | Category[] | Product[] | null;

/**
 * Keeps products and categories in memory for a short time, so basket, quick-view and wishlist
 * requests do not read the same product again and again. Stock shown from here may be up to
 * `ttlMs` old, like the page cache; adding to the basket checks stock in SQL when it writes
 * (ADR 9), so staleness never oversells. Listings are not cached here: their pages are.
 */
export class CachingCatalogReader implements CatalogReader {
  private readonly cache: LRUCache<string, { value: Cached }>;
  private readonly pending = new Map<string, Promise<Cached>>();

  private readonly disabled: boolean;

  /** A `ttlMs` of 0 turns the cache off: every call goes to `inner`. */
  constructor(private readonly inner: CatalogReader, opts: CatalogCacheOptions) {
    this.disabled = opts.ttlMs <= 0 || opts.maxEntries <= 0;
    this.cache = new LRUCache({ max: Math.max(1, opts.maxEntries), ttl: Math.max(1, opts.ttlMs) });
  }

  private remember<T extends Cached>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.disabled) return load();
    const hit = this.cache.get(key);
    if (hit) return Promise.resolve(hit.value as T);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const job = load()
      .then((value) => {
        this.cache.set(key, { value });
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  listCategories(brand: BrandId): Promise<Category[]> {
    return this.remember(`categories ${brand}`, () => this.inner.listCategories(brand));
  }

  findCategory(brand: BrandId, slug: string): Promise<Category | null> {
    return this.remember(`category ${brand} ${slug}`, () => this.inner.findCategory(brand, slug));
  }

  listProducts(query: ProductQuery): Promise<ProductListing<Product>> {
    return this.inner.listProducts(query);
  }

  findProductBySlug(brand: BrandId, slug: string): Promise<Product | null> {
    return this.remember(`slug ${brand} ${slug}`, () => this.inner.findProductBySlug(brand, slug));
  }

  findProductById(id: number): Promise<Product | null> {
    return this.remember(`id ${id}`, () => this.inner.findProductById(id));
  }

  featuredProducts(brand: BrandId, limit: number): Promise<Product[]> {
    return this.remember(`featured ${brand} ${limit}`, () => this.inner.featuredProducts(brand, limit));
  }
}
