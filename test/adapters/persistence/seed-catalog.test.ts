import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/adapters/persistence/database.js';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { seedCatalog, seedDemoCatalogIfEmpty } from '../../../src/adapters/persistence/seed/seed-catalog.js';
import { DEMO_COLOURS } from '../../../src/adapters/persistence/seed/demo-vocabulary.js';
import { SqlCatalogRepository } from '../../../src/adapters/persistence/sql-catalog-repository.js';
import type { Product } from '../../../src/domain/catalog/product.js';
import type { ProductQuery } from '../../../src/domain/catalog/product-query.js';
import { PRODUCT_SORTS } from '../../../src/domain/catalog/product-query.js';
import { BRANDS } from '../../../src/domain/site/site-variant.js';
import { InMemoryCatalog } from '../../support/in-memory-catalog.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../support/test-databases.js';

const PRODUCTS_PER_BRAND = 60;

describe('seedCatalog', () => {
  it('saves in batches of the given size and reports what it saved', async () => {
    const catalog = new InMemoryCatalog();
    const batches: number[] = [];
    const save = catalog.saveProducts.bind(catalog);
    catalog.saveProducts = async (products: Product[]) => {
      batches.push(products.length);
      await save(products);
    };
    const progress: number[] = [];
    const report = await seedCatalog(catalog, { productsPerBrand: 3, batchSize: 7, onProgress: (n) => progress.push(n) });
    expect(report).toEqual({ categories: BRANDS.length * 11, products: BRANDS.length * 5 });
    expect(batches).toEqual([7, 7, 7, 7, 7, 5]);
    expect(progress).toEqual([7, 14, 21, 28, 35, 40]);
    expect(await catalog.countProducts()).toBe(40);
  });

  it('seeds an empty catalog once and leaves a filled one alone', async () => {
    const catalog = new InMemoryCatalog();
    expect(await seedDemoCatalogIfEmpty(catalog, { productsPerBrand: 2 })).toEqual({ categories: 88, products: 32 });
    expect(await seedDemoCatalogIfEmpty(catalog, { productsPerBrand: 2 })).toBeNull();
    expect(await catalog.countProducts()).toBe(32);
  });
});

const queryArb: fc.Arbitrary<ProductQuery> = fc.record({
  brand: fc.constantFrom(...BRANDS),
  categorySlug: fc.constantFrom('dresses', 'shoes', 'knitwear', 'nightwear', 'gift-vouchers', 'no-such-category'),
  sort: fc.constantFrom(...PRODUCT_SORTS),
  page: fc.integer({ min: 1, max: 4 }),
  pageSize: fc.constantFrom(2, 5, 24),
  sizes: fc.subarray(['3', '6', '9', '10', '14', '20', '32', 'One Size']),
  colours: fc.subarray([...DEMO_COLOURS]),
  minPriceMinor: fc.option(fc.integer({ min: 800, max: 12_000 }), { nil: null }),
  maxPriceMinor: fc.option(fc.integer({ min: 800, max: 12_000 }), { nil: null }),
});

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`the demo catalog on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let repository: SqlCatalogRepository;
    const reference = new InMemoryCatalog();

    beforeAll(async () => {
      ({ db, dispose } = await driver.open());
      await migrate(db);
      repository = new SqlCatalogRepository(db);
      await seedDemoCatalogIfEmpty(repository, { productsPerBrand: PRODUCTS_PER_BRAND, batchSize: 100 });
      await seedCatalog(reference, { productsPerBrand: PRODUCTS_PER_BRAND });
    }, DATABASE_START_TIMEOUT_MS);
    afterAll(async () => {
      await dispose();
    });

    it('holds every product with its categories, and is not seeded twice', async () => {
      expect(await repository.countProducts()).toBe(BRANDS.length * (PRODUCTS_PER_BRAND + 2));
      expect(await seedDemoCatalogIfEmpty(repository, { productsPerBrand: PRODUCTS_PER_BRAND })).toBeNull();
      for (const brand of BRANDS) expect(await repository.listCategories(brand)).toEqual(await reference.listCategories(brand));
    });

    it('reads back every product exactly as generated', async () => {
      for (const id of [1, 2, PRODUCTS_PER_BRAND + 1, PRODUCTS_PER_BRAND + 2, 5 * (PRODUCTS_PER_BRAND + 2) + 17]) {
        expect(await repository.findProductById(id)).toEqual(await reference.findProductById(id));
      }
    });

    it('lists, filters, sorts, pages and facets exactly as the in-memory catalog does', async () => {
      await fc.assert(fc.asyncProperty(queryArb, async (query) => {
        expect(await repository.listProducts(query)).toEqual(await reference.listProducts(query));
      }), { numRuns: 60 });
    });

    it('can empty the catalog', async () => {
      await repository.clear();
      expect(await repository.countProducts()).toBe(0);
      expect(await repository.listCategories('evans')).toEqual([]);
    });
  });
}
