import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlCatalogRepository } from '../../../../src/adapters/persistence/sql-catalog-repository.js';
import { SqlProductSearch } from '../../../../src/adapters/persistence/sql-product-search.js';
import { SqlRecommendations } from '../../../../src/adapters/persistence/sql-recommendations.js';
import { describeProductSearchContract } from '../../../support/product-search-contract.js';
import { describeRecommendationsContract } from '../../../support/recommendations-contract.js';
import { CASHMERE_JUMPER, evansSearch, LINEN_TROUSERS, SEARCH_CATEGORIES, SEARCH_PRODUCTS, STRIPED_SHIRT } from '../../../support/search-fixtures.js';
import { TEST_DRIVERS } from '../../../support/test-databases.js';

/** The fixture catalog saved one product at a time, in id order, so 'newest' is the reverse of id order. */
async function openIndexed(open: (typeof TEST_DRIVERS)[number]['open']) {
  const { db, dispose } = await open();
  await migrate(db);
  const catalog = new SqlCatalogRepository(db);
  await catalog.saveCategories(SEARCH_CATEGORIES);
  for (const product of SEARCH_PRODUCTS) await catalog.saveProducts([product]);
  return { db, dispose };
}

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(driver.name, () => {
    describeProductSearchContract(`SQL product search on ${driver.name}`, async () => {
      const { db, dispose } = await openIndexed(driver.open);
      return { search: new SqlProductSearch(db), close: dispose };
    });
    describeRecommendationsContract(`SQL recommendations on ${driver.name}`, async () => {
      const { db, dispose } = await openIndexed(driver.open);
      return { recommendations: new SqlRecommendations(db), close: dispose };
    });
  });
}

/** An order of `productIds` in `status`, written as the orders migration stores it. */
async function storeOrder(db: Database, id: string, status: 'paid' | 'refused', productIds: number[]): Promise<void> {
  await db.query(
    `INSERT INTO orders (id, reference, owner_key, site_code, status, currency, total_minor, snapshot, created_at, closed_at)
     VALUES ($1, $2, 'g:co-purchase', 'evans', $3, 'GBP', 1000, '{}'::jsonb, now(), now())`, [id, `EV-${id}`, status]);
  for (const [position, productId] of productIds.entries()) {
    await db.query(
      `INSERT INTO order_lines (order_id, position, stock_id, product_id, product_name, image, quantity, unit_price_minor, line_total_minor)
       VALUES ($1, $2, $3, $4, 'A product', '/img.jpg', 1, 500, 500)`, [id, position, `S-${productId}`, productId]);
  }
}

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`co-purchase on ${driver.name}`, () => {
    it('recommends what paid orders bought together with the product, and nothing from refused ones', async () => {
      const { db, dispose } = await openIndexed(driver.open);
      try {
        const recommendations = new SqlRecommendations(db);
        const related = async () => {
          const result = await recommendations.related({ brand: 'evans', index: 'ev_gb_products', productIds: [LINEN_TROUSERS.id], maxRecommendations: 10, threshold: 0 });
          if (!result.ok) throw new Error('recommendations failed');
          return result.value.map((r) => ({ id: r.hit.id, score: r.score }));
        };
        // Linen trousers share no category or colour with anything: nothing is related yet.
        expect(await related()).toEqual([]);
        await storeOrder(db, 'o-refused', 'refused', [LINEN_TROUSERS.id, CASHMERE_JUMPER.id]);
        expect(await related()).toEqual([]);
        await storeOrder(db, 'o-1', 'paid', [LINEN_TROUSERS.id, STRIPED_SHIRT.id]);
        const once = await related();
        expect(once.map((r) => r.id)).toEqual([STRIPED_SHIRT.id]);
        for (const id of ['o-2', 'o-3', 'o-4']) await storeOrder(db, id, 'paid', [STRIPED_SHIRT.id, LINEN_TROUSERS.id]);
        const often = await related();
        expect(often.map((r) => r.id)).toEqual([STRIPED_SHIRT.id]);
        expect(often[0]!.score).toBeGreaterThan(once[0]!.score);
        expect(often[0]!.score).toBeLessThanOrEqual(100);
      } finally {
        await dispose();
      }
    });
  });
}

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`typed words remembered per node on ${driver.name}`, () => {
    it('looks each word up once, answers the same from memory, and looks again after forgetWords', async () => {
      const { db, dispose } = await openIndexed(driver.open);
      try {
        const lookups: unknown[][] = [];
        const counted = { ...db, query: (sql: string, params?: unknown[]) => {
          if (sql.includes('search_terms')) lookups.push(params ?? []);
          return db.query(sql, params);
        } } as Database;
        const search = new SqlProductSearch(counted);
        const first = await search.search(evansSearch('cashmre jumper'));
        expect(lookups).toEqual([['evans', ['cashmre', 'jumper']]]);
        expect(first.ok && first.value.correctedText).toBe('cashmere jumper');
        expect(await search.search(evansSearch('cashmre jumper'))).toEqual(first);
        await search.search(evansSearch('jumper linen'));
        expect(lookups).toEqual([['evans', ['cashmre', 'jumper']], ['evans', ['linen']]]); // only the new word
        await search.search(evansSearch('linen', { brand: 'pixie', index: 'pi_gb_products' }));
        expect(lookups).toHaveLength(3); // words are a brand's
        search.forgetWords();
        expect(await search.search(evansSearch('cashmre jumper'))).toEqual(first);
        expect(lookups).toHaveLength(4);
      } finally {
        await dispose();
      }
    });
  });
}
