import { ownerKeyOf } from '../../../../src/domain/accounts/basket-owner.js';
import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { brandLiteral } from '../../../../src/adapters/persistence/search-sql.js';
import { SqlCatalogRepository } from '../../../../src/adapters/persistence/sql-catalog-repository.js';
import { SqlOrders } from '../../../../src/adapters/persistence/sql-orders.js';
import { SqlProductSearch } from '../../../../src/adapters/persistence/sql-product-search.js';
import type { FacetValue } from '../../../../src/domain/catalog/product-query.js';
import { BRANDS, type BrandId } from '../../../../src/domain/site/site-variant.js';
import { orderLine, orderSnapshot } from '../../../support/order-fixtures.js';
import { evansSearch, SEARCH_CATEGORIES, SEARCH_PRODUCTS } from '../../../support/search-fixtures.js';
import { TEST_DRIVERS } from '../../../support/test-databases.js';

async function openCatalog(open: (typeof TEST_DRIVERS)[number]['open']) {
  const { db, dispose } = await open();
  await migrate(db);
  const catalog = new SqlCatalogRepository(db);
  await catalog.saveCategories(SEARCH_CATEGORIES);
  await catalog.saveProducts(SEARCH_PRODUCTS);
  return { db, dispose };
}

/** Each product's sizes in stock, from `product_sizes` itself (the truth the column must follow). */
async function sizesInStock(db: Database): Promise<{ fromColumn: Record<number, string[]>; fromSizes: Record<number, string[]> }> {
  const { rows } = await db.query<{ id: number; column: string[]; truth: string[] | null }>(
    `SELECT p.id, p.in_stock_sizes AS column,
            (SELECT array_agg(DISTINCT s.uk_size) FROM product_sizes s WHERE s.product_id = p.id AND s.units_in_stock > 0) AS truth
       FROM products p ORDER BY p.id`);
  const sorted = (a: string[]) => [...a].sort();
  return {
    fromColumn: Object.fromEntries(rows.map((r) => [r.id, sorted(r.column)])),
    fromSizes: Object.fromEntries(rows.map((r) => [r.id, sorted(r.truth ?? [])])),
  };
}

/** The size facet as the join over `product_sizes` counts it, for the products a search matched. */
async function sizeFacetByJoin(db: Database, productIds: number[]): Promise<FacetValue[]> {
  const { rows } = await db.query<{ value: string; count: number }>(
    `SELECT s.uk_size AS value, count(DISTINCT s.product_id)::int AS count FROM product_sizes s
      WHERE s.product_id = ANY($1::int[]) AND s.units_in_stock > 0 GROUP BY s.uk_size`, [productIds]);
  return rows;
}

const byValue = (facets: FacetValue[]) => [...facets].sort((a, b) => (a.value < b.value ? -1 : 1));

async function searchDresses(search: SqlProductSearch, over: Parameters<typeof evansSearch>[1] = {}) {
  const result = await search.search(evansSearch('dress', { pageSize: 48, ...over }));
  if (!result.ok) throw new Error('search failed');
  return result.value;
}

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`search per brand and sizes in stock on ${driver.name}`, () => {
    it('has a partial search index for every brand (a new brand needs a migration)', async () => {
      const { db, dispose } = await openCatalog(driver.open);
      try {
        const { rows } = await db.query<{ indexdef: string }>(
          "SELECT indexdef FROM pg_indexes WHERE tablename = 'products' AND schemaname = current_schema()");
        for (const brand of BRANDS) {
          const partial = rows.filter((r) => /USING gin \(search_document\)/.test(r.indexdef) && r.indexdef.includes(`WHERE (brand = '${brand}'::text)`));
          expect(partial, brand).toHaveLength(1);
        }
        expect(rows.some((r) => /USING gin \(search_document\)$/.test(r.indexdef))).toBe(false);
      } finally {
        await dispose();
      }
    });

    it('fills in_stock_sizes for the catalog it saves', async () => {
      const { db, dispose } = await openCatalog(driver.open);
      try {
        const { fromColumn, fromSizes } = await sizesInStock(db);
        expect(fromColumn).toEqual(fromSizes);
        expect(fromColumn[2]).toEqual(['12', '14']);
        expect(fromColumn[4]).toEqual(['18']);
        const wrap = SEARCH_PRODUCTS.find((p) => p.id === 2)!;
        await new SqlCatalogRepository(db).saveProducts([{ ...wrap, sizes: wrap.sizes.map((z) => ({ ...z, unitsInStock: z.ukSize === '14' ? 0 : 1 })) }]);
        const saved = await sizesInStock(db);
        expect(saved.fromColumn).toEqual(saved.fromSizes);
        expect(saved.fromColumn[2]).toEqual(['12']);
      } finally {
        await dispose();
      }
    });

    it('keeps in_stock_sizes and the size facet right when an order sells the last units and a refused close gives them back', async () => {
      const { db, dispose } = await openCatalog(driver.open);
      try {
        const search = new SqlProductSearch(db);
        const orders = new SqlOrders(db);
        const size14 = async () => (await searchDresses(search)).facets.sizes.find((s) => s.value === '14')?.count;
        const filtered14 = async () => (await searchDresses(search, { sizes: ['14'] })).hits.map((h) => h.id).sort();
        // Black Wrap Dress (id 2) and Red Midi Dress (id 3) have size 14 in stock.
        expect(await size14()).toBe(2);
        expect(await filtered14()).toEqual([2, 3]);
        const owner = { kind: 'guest', sessionId: 'in-stock-sizes', site: 'evans' } as const;
        await db.query("INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ('line-sizes', $1, 'FX-000002-14', 2, now())", [ownerKeyOf(owner)]);
        const placed = await orders.place('o-sizes', 'EV-SIZES', orderSnapshot(owner, [orderLine('FX-000002-14', 2)]), new Date());
        expect(placed.ok).toBe(true);
        expect((await sizesInStock(db)).fromColumn[2]).toEqual(['12']);
        expect(await size14()).toBe(1);
        expect(await filtered14()).toEqual([3]);
        expect(await orders.close('o-sizes', { status: 'refused', paymentMethod: 'visa', pspReference: 'PSP' }, new Date())).toBe(true);
        expect((await sizesInStock(db)).fromColumn[2]).toEqual(['12', '14']);
        expect(await size14()).toBe(2);
        expect(await filtered14()).toEqual([2, 3]);
      } finally {
        await dispose();
      }
    });

    it('touches no products row when a stock change flips no size', async () => {
      const { db, dispose } = await openCatalog(driver.open);
      try {
        const before = (await db.query<{ xmin: string }>('SELECT xmin::text FROM products WHERE id = 2')).rows[0]?.xmin;
        await db.query("UPDATE product_sizes SET units_in_stock = units_in_stock - 1 WHERE stock_id = 'FX-000002-12'");
        expect((await db.query<{ xmin: string }>('SELECT xmin::text FROM products WHERE id = 2')).rows[0]?.xmin).toBe(before);
        await db.query("UPDATE product_sizes SET units_in_stock = 0 WHERE stock_id = 'FX-000002-12'");
        expect((await db.query<{ xmin: string }>('SELECT xmin::text FROM products WHERE id = 2')).rows[0]?.xmin).not.toBe(before);
        expect((await sizesInStock(db)).fromColumn[2]).toEqual(['14']);
      } finally {
        await dispose();
      }
    });

    it('keeps the size facet equal to what the matched products hold over any stock changes', async () => {
      const { db, dispose } = await openCatalog(driver.open);
      try {
        const search = new SqlProductSearch(db);
        const stockIds = (await db.query<{ stock_id: string }>('SELECT stock_id FROM product_sizes ORDER BY stock_id')).rows.map((r) => r.stock_id);
        await fc.assert(
          fc.asyncProperty(
            fc.array(fc.tuple(fc.constantFrom(...stockIds), fc.integer({ min: 0, max: 2 }), fc.boolean()), { minLength: 1, maxLength: 6 }),
            async (changes) => {
              for (const [stockId, units, asDelete] of changes) {
                if (asDelete) await db.query('DELETE FROM product_sizes WHERE stock_id = $1', [stockId]);
                else {
                  await db.query(
                    `INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position)
                     SELECT $1, p.id, split_part($1, '-', 3), $2, 9 FROM products p WHERE p.code = 'FX-' || split_part($1, '-', 2)
                     ON CONFLICT (stock_id) DO UPDATE SET units_in_stock = $2`, [stockId, units]);
                }
              }
              const { fromColumn, fromSizes } = await sizesInStock(db);
              expect(fromColumn).toEqual(fromSizes);
              const results = await searchDresses(search);
              expect(byValue(results.facets.sizes)).toEqual(byValue(await sizeFacetByJoin(db, results.hits.map((h) => h.id))));
            }),
          { numRuns: 20 },
        );
      } finally {
        await dispose();
      }
    });
  });
}

describe('brandLiteral', () => {
  it('quotes a brand of BRANDS and refuses anything else', () => {
    for (const brand of BRANDS) expect(brandLiteral(brand)).toBe(`'${brand}'`);
    expect(() => brandLiteral("evans' OR true --" as BrandId)).toThrow(/Unknown brand/);
  });
});
