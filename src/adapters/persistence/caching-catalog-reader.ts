import { LRUCache } from 'lru-cache';
import { CATALOG_BASE_LANGUAGE } from '../../domain/catalog/catalog-language.js';
import type { Category, Product } from '../../domain/catalog/product.js';
import type { ProductListing, ProductQuery } from '../../domain/catalog/product-query.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { CacheInvalidation } from '../../ports/cache-invalidation.port.js';
import type { CatalogReader } from '../../ports/catalog.port.js';

export interface CatalogCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

type Cached = Product | Category | Category[] | Product[] | null;

/** The ids of the products a cached value holds (a product, or a list of featured products). */
const productIdsOf = (value: Cached): number[] => {
  if (value === null) return [];
  if (Array.isArray(value)) return value.flatMap((v) => ('sizes' in v ? [v.id] : []));
  return 'sizes' in value ? [value.id] : [];
};

/**
 * Keeps products and categories in memory for a short time, so basket, quick-view and wishlist
 * requests do not read the same product again and again. Stock shown from here may be up to
 * `ttlMs` old, like the page cache; adding to the basket checks stock in SQL when it writes
 * (ADR 9), so staleness never oversells. Listings are not cached here: their pages are.
 * `invalidate` drops the entries holding given products (stock or price changed on some node, ADR 21).
 */
export class CachingCatalogReader implements CatalogReader {
  private readonly cache: LRUCache<string, { value: Cached }>;
  private readonly pending = new Map<string, Promise<Cached>>();
  /** Which cached keys hold each product, so an invalidation finds them without a scan. */
  private readonly keysOfProduct = new Map<number, Set<string>>();
  /** Bumped by every invalidation: a load that started before it is not cached (it may be stale). */
  private generation = 0;

  private readonly disabled: boolean;

  /** A `ttlMs` of 0 turns the cache off: every call goes to `inner`. */
  constructor(private readonly inner: CatalogReader, opts: CatalogCacheOptions) {
    this.disabled = opts.ttlMs <= 0 || opts.maxEntries <= 0;
    this.cache = new LRUCache({
      max: Math.max(1, opts.maxEntries),
      ttl: Math.max(1, opts.ttlMs),
      dispose: ({ value }, key) => {
        for (const id of productIdsOf(value)) {
          const keys = this.keysOfProduct.get(id);
          keys?.delete(key);
          if (keys?.size === 0) this.keysOfProduct.delete(id);
        }
      },
    });
  }

  /** Drops the cached entries that hold the given products, or every entry. */
  invalidate(invalidation: CacheInvalidation): void {
    this.generation++;
    this.pending.clear();
    if (invalidation.kind === 'everything') {
      this.cache.clear();
      return;
    }
    for (const id of invalidation.productIds) {
      for (const key of [...(this.keysOfProduct.get(id) ?? [])]) this.cache.delete(key);
    }
  }

  private remember<T extends Cached>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.disabled) return load();
    const hit = this.cache.get(key);
    if (hit) return Promise.resolve(hit.value as T);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const generation = this.generation;
    const job = load()
      .then((value) => {
        if (generation !== this.generation) return value;
        this.cache.set(key, { value });
        for (const id of productIdsOf(value)) {
          const keys = this.keysOfProduct.get(id) ?? new Set<string>();
          keys.add(key);
          this.keysOfProduct.set(id, keys);
        }
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === job) this.pending.delete(key);
      });
    this.pending.set(key, job);
    return job;
  }

  listCategories(brand: BrandId, language = CATALOG_BASE_LANGUAGE): Promise<Category[]> {
    return this.remember(`categories ${brand} ${language}`, () => this.inner.listCategories(brand, language));
  }

  findCategory(brand: BrandId, slug: string, language = CATALOG_BASE_LANGUAGE): Promise<Category | null> {
    return this.remember(`category ${brand} ${slug} ${language}`, () => this.inner.findCategory(brand, slug, language));
  }

  listProducts(query: ProductQuery): Promise<ProductListing<Product>> {
    return this.inner.listProducts(query);
  }

  findProductBySlug(brand: BrandId, slug: string, language = CATALOG_BASE_LANGUAGE): Promise<Product | null> {
    return this.remember(`slug ${brand} ${slug} ${language}`, () => this.inner.findProductBySlug(brand, slug, language));
  }

  findProductById(id: number, language = CATALOG_BASE_LANGUAGE): Promise<Product | null> {
    return this.remember(`id ${id} ${language}`, () => this.inner.findProductById(id, language));
  }

  featuredProducts(brand: BrandId, limit: number, language = CATALOG_BASE_LANGUAGE): Promise<Product[]> {
    return this.remember(`featured ${brand} ${limit} ${language}`, () => this.inner.featuredProducts(brand, limit, language));
  }
}
