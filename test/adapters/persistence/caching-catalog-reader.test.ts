import { describe, expect, it, vi } from 'vitest';
import { CachingCatalogReader } from '../../../src/adapters/persistence/caching-catalog-reader.js';
import { generateDemoCatalog } from '../../../src/adapters/persistence/seed/demo-catalog.js';
import type { ProductQuery } from '../../../src/domain/catalog/product-query.js';
import type { CatalogReader } from '../../../src/ports/catalog.port.js';
import { describeCatalogContract } from '../../support/catalog-contract.js';
import { InMemoryCatalog } from '../../support/in-memory-catalog.js';

describeCatalogContract('caching catalog reader, turned off, is transparent', async () => {
  const inner = new InMemoryCatalog({ categories: [], products: [] });
  return { reader: new CachingCatalogReader(inner, { ttlMs: 0, maxEntries: 1 }), writer: inner, close: async () => undefined };
});

function counting(inner: CatalogReader) {
  const calls: string[] = [];
  const reader = new Proxy(inner, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(prop));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { reader, calls };
}

describe('CachingCatalogReader', () => {
  const catalog = generateDemoCatalog({ productsPerBrand: 20 });
  // As the catalog reads it back in English: its texts in other languages are kept apart (ADR 0055).
  const { texts: _texts, ...product } = catalog.products[0]!;

  it('reads a product once while it is fresh, and again after the TTL', async () => {
    const { reader, calls } = counting(new InMemoryCatalog(catalog));
    const cached = new CachingCatalogReader(reader, { ttlMs: 30, maxEntries: 100 });
    const [a, b] = await Promise.all([cached.findProductById(product.id), cached.findProductById(product.id)]);
    await cached.findProductById(product.id);
    expect(a).toEqual(product);
    expect(b).toBe(a);
    expect(calls.filter((c) => c === 'findProductById')).toHaveLength(1);
    // lru-cache reads its own clock (performance.now at import), so the test waits the 30 ms out.
    await vi.waitFor(async () => {
      await cached.findProductById(product.id);
      expect(calls.filter((c) => c === 'findProductById')).toHaveLength(2);
    }, { interval: 5 });
  });

  it('remembers that a product does not exist, and never caches listings', async () => {
    const { reader, calls } = counting(new InMemoryCatalog(catalog));
    const cached = new CachingCatalogReader(reader, { ttlMs: 60_000, maxEntries: 100 });
    expect(await cached.findProductBySlug('evans', 'no-such-thing')).toBeNull();
    expect(await cached.findProductBySlug('evans', 'no-such-thing')).toBeNull();
    const query: ProductQuery = { brand: product.brand, categorySlug: product.categorySlug, sort: 'featured', page: 1, pageSize: 24, sizes: [], colours: [], minPriceMinor: null, maxPriceMinor: null };
    await cached.listProducts(query);
    await cached.listProducts(query);
    expect(calls.filter((c) => c === 'findProductBySlug')).toHaveLength(1);
    expect(calls.filter((c) => c === 'listProducts')).toHaveLength(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const inner = new InMemoryCatalog(catalog);
    const flaky: CatalogReader = Object.assign(Object.create(inner) as CatalogReader, {
      findProductById: async (id: number) => {
        if (fail) throw new Error('database unavailable');
        return inner.findProductById(id);
      },
    });
    const cached = new CachingCatalogReader(flaky, { ttlMs: 60_000, maxEntries: 100 });
    await expect(cached.findProductById(product.id)).rejects.toThrow('database unavailable');
    fail = false;
    expect(await cached.findProductById(product.id)).toEqual(product);
  });
});
