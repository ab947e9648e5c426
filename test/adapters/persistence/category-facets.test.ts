import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/adapters/persistence/database.js';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlCatalogRepository } from '../../../src/adapters/persistence/sql-catalog-repository.js';
import { aProduct, category, dressesQuery, sizes } from '../../support/catalog-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../support/test-databases.js';

/** The database with every statement it is sent counted. */
function counting(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const counted: Database = {
    driver: db.driver,
    query: (sql, params) => {
      statements++;
      return db.query(sql, params);
    },
    exec: (sql) => {
      statements++;
      return db.exec(sql);
    },
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return { db: counted, statements: () => statements };
}

const coat = (id: number, units: Record<string, number>) =>
  aProduct({ id, brand: 'evans', name: `Coat ${id}`, colour: 'Grey', categorySlug: 'coats', priceMinor: 5000, sizes: sizes(`FX-${id}`, units) });
const coatsQuery = (q: Parameters<typeof dressesQuery>[0] = {}) => dressesQuery({ categorySlug: 'coats', ...q });

// Catalog at scale (ADR 0022): the stored facets of migration 013, seen from SQL.
for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`category facets on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let repository: SqlCatalogRepository;
    let statements: () => number;
    const version = async () =>
      (await db.query<{ version: number; computed: number }>(
        "SELECT version::int AS version, computed_version::int AS computed FROM category_facets WHERE brand = 'evans' AND category_slug = 'coats'")).rows[0];

    beforeAll(async () => {
      ({ db, dispose } = await driver.open());
      await migrate(db);
      const watched = counting(db);
      repository = new SqlCatalogRepository(watched.db);
      statements = watched.statements;
      await repository.saveCategories([category('evans', 'coats', 'Coats', 1)]);
      await repository.saveProducts([coat(701, { '10': 1, '12': 5 }), coat(702, { '12': 3 })]);
    }, DATABASE_START_TIMEOUT_MS);
    afterAll(async () => {
      await dispose();
    });

    it('reads a listing page, its sizes and its stored facets in one statement', async () => {
      await repository.listProducts(coatsQuery());
      const before = statements();
      const listing = await repository.listProducts(coatsQuery({ page: 1 }));
      expect(statements() - before).toBe(1);
      expect(listing.items.map((p) => p.sizes.length)).toEqual([2, 1]);
      expect(listing.total).toBe(2);
    });

    it('reads a product with its sizes, and the featured products with theirs, in one statement each', async () => {
      const before = statements();
      const product = await repository.findProductBySlug('evans', coat(701, {}).slug);
      const featured = await repository.featuredProducts('evans', 8);
      expect(statements() - before).toBe(2);
      expect(product?.sizes).toEqual(coat(701, { '10': 1, '12': 5 }).sizes);
      expect(featured.map((p) => p.sizes.length)).toEqual([2, 1]);
    });

    it('shows an order taking the last unit of a size on the next listing', async () => {
      expect((await repository.listProducts(coatsQuery())).facets.sizes).toEqual([{ value: '10', count: 1 }, { value: '12', count: 2 }]);
      await db.query("UPDATE product_sizes SET units_in_stock = units_in_stock - 1 WHERE stock_id = 'FX-701-10'");
      expect((await repository.listProducts(coatsQuery())).facets.sizes).toEqual([{ value: '12', count: 2 }]);
      await db.query("UPDATE product_sizes SET units_in_stock = 4 WHERE stock_id = 'FX-701-10'");
      expect((await repository.listProducts(coatsQuery())).facets.sizes).toEqual([{ value: '10', count: 1 }, { value: '12', count: 2 }]);
    });

    it('leaves the stored facets alone when an order leaves stock in the size', async () => {
      await repository.listProducts(coatsQuery());
      const stored = await version();
      expect(stored?.computed).toBe(stored?.version);
      await db.query("UPDATE product_sizes SET units_in_stock = units_in_stock - 1 WHERE stock_id = 'FX-701-12'");
      expect(await version()).toEqual(stored);
    });

    it('stores nothing for a category that does not exist', async () => {
      await repository.listProducts(coatsQuery({ categorySlug: 'no-such-category' }));
      const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM category_facets WHERE category_slug = 'no-such-category'");
      expect(rows[0]?.n).toBe(0);
    });

    it('starts again from nothing when the catalog is cleared', async () => {
      await repository.clear();
      expect((await repository.listProducts(coatsQuery())).total).toBe(0);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM category_facets');
      expect(rows[0]?.n).toBe(0);
    });
  });
}
