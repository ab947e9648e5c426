import { describe, expect, it } from 'vitest';
import { CachingCatalogReader } from '../../../src/adapters/persistence/caching-catalog-reader.js';
import { generateDemoCatalog } from '../../../src/adapters/persistence/seed/demo-catalog.js';
import type { Product } from '../../../src/domain/catalog/product.js';
import { InMemoryCatalog } from '../../support/in-memory-catalog.js';

// Several nodes (ADR 0021): the catalog cache drops the products another node changed.
describe('CachingCatalogReader.invalidate', () => {
  const catalog = generateDemoCatalog({ productsPerBrand: 20 });
  const apparel = catalog.products.filter((p) => p.kind === 'apparel');
  const [first, second] = [apparel[0]!, apparel[1]!];
  const setup = () => {
    const inner = new InMemoryCatalog(structuredClone(catalog));
    const reads: string[] = [];
    const counted = {
      ...inner,
      listCategories: inner.listCategories.bind(inner),
      findCategory: inner.findCategory.bind(inner),
      listProducts: inner.listProducts.bind(inner),
      findProductBySlug: (brand: Product['brand'], slug: string) => { reads.push(`slug ${slug}`); return inner.findProductBySlug(brand, slug); },
      findProductById: (id: number) => { reads.push(`id ${id}`); return inner.findProductById(id); },
      featuredProducts: (brand: Product['brand'], limit: number) => { reads.push(`featured ${brand}`); return inner.featuredProducts(brand, limit); },
    };
    return { reader: new CachingCatalogReader(counted, { ttlMs: 600_000, maxEntries: 1_000 }), reads };
  };

  it('drops the entries holding a named product (by id, by slug, featured lists) and keeps the others', async () => {
    const { reader, reads } = setup();
    await reader.findProductById(first.id);
    await reader.findProductBySlug(first.brand, first.slug);
    await reader.findProductById(second.id);
    const featured = await reader.featuredProducts(first.brand, 50);
    expect(featured.map((p) => p.id)).toContain(first.id);
    reads.length = 0;

    reader.invalidate({ kind: 'products', productIds: [first.id], shownOnPages: false });
    await reader.findProductById(first.id);
    await reader.findProductBySlug(first.brand, first.slug);
    await reader.findProductById(second.id);
    await reader.featuredProducts(first.brand, 50);
    expect(reads.sort()).toEqual([`featured ${first.brand}`, `id ${first.id}`, `slug ${first.slug}`].sort());
  });

  it('"everything" drops every entry', async () => {
    const { reader, reads } = setup();
    await reader.findProductById(first.id);
    await reader.findProductById(second.id);
    reads.length = 0;
    reader.invalidate({ kind: 'everything' });
    await reader.findProductById(first.id);
    await reader.findProductById(second.id);
    expect(reads).toEqual([`id ${first.id}`, `id ${second.id}`]);
  });

  it('a read that started before an invalidation is answered but not cached (it may hold the old stock)', async () => {
    const { reader, reads } = setup();
    const inFlight = reader.findProductById(first.id);
    reader.invalidate({ kind: 'products', productIds: [first.id], shownOnPages: false });
    expect((await inFlight)?.id).toBe(first.id);
    await reader.findProductById(first.id);
    expect(reads).toEqual([`id ${first.id}`, `id ${first.id}`]);
  });
});
