import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/adapters/persistence/database.js';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { listingFilter, listingOrder } from '../../../src/adapters/persistence/catalog-listing-sql.js';
import { SqlCatalogRepository } from '../../../src/adapters/persistence/sql-catalog-repository.js';
import { SqlProductSearch } from '../../../src/adapters/persistence/sql-product-search.js';
import { SqlRecommendations } from '../../../src/adapters/persistence/sql-recommendations.js';
import { setArchived } from '../../support/archive-products.js';
import { aProduct, category, dressesQuery, sizes } from '../../support/catalog-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../support/test-databases.js';

const dress = (id: number, colour = 'Plum', priceMinor = 3000) =>
  aProduct({ id, brand: 'evans', name: `Velvet Dress ${id}`, colour, categorySlug: 'dresses', priceMinor, sizes: sizes(`FX-${id}`, { '14': 2 }) });

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`archived products on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let catalog: SqlCatalogRepository;
    let search: SqlProductSearch;
    let recommendations: SqlRecommendations;
    const listed = async () => (await catalog.listProducts(dressesQuery())).items.map((p) => p.id);
    const searched = async () => {
      const found = await search.search({
        brand: 'evans', index: 'ev_gb_products', language: 'english', text: 'velvet', sort: 'relevance', page: 1, pageSize: 24,
        categories: [], sizes: [], colours: [], priceBands: [],
      });
      if (!found.ok) throw new Error('search failed');
      return { ids: found.value.hits.map((h) => h.id), colours: found.value.facets.colours.map((c) => c.value) };
    };
    const suggested = async () => {
      const found = await search.suggest({ brand: 'evans', index: 'ev_gb_products', language: 'english', text: 'velv', limit: 10 });
      if (!found.ok) throw new Error('suggest failed');
      return found.value.map((h) => h.id);
    };
    const related = async () => {
      const found = await recommendations.related({ brand: 'evans', index: 'ev_gb_products', productIds: [801], maxRecommendations: 10, threshold: 0 });
      if (!found.ok) throw new Error('related failed');
      return found.value.map((r) => r.hit.id).sort();
    };
    const facetVersion = async () => (await db.query<{ v: number }>(
      "SELECT version::int AS v FROM category_facets WHERE brand = 'evans' AND category_slug = 'dresses'")).rows[0]?.v;

    beforeAll(async () => {
      ({ db, dispose } = await driver.open());
      await migrate(db);
      catalog = new SqlCatalogRepository(db);
      search = new SqlProductSearch(db);
      recommendations = new SqlRecommendations(db);
      await catalog.saveCategories([category('evans', 'dresses', 'Dresses', 1)]);
      await catalog.saveProducts([dress(801), dress(802, 'Teal', 4000), dress(803)]);
    }, DATABASE_START_TIMEOUT_MS);
    afterAll(async () => {
      await dispose();
    });

    it('takes an archived product out of listings, facets, featured, search, suggestions and related products, and brings it back', async () => {
      expect(await listed()).toEqual([801, 802, 803]);
      expect(await related()).toEqual([802, 803]);
      const before = await facetVersion();

      expect(await setArchived(db, [802, 803, 999], true)).toEqual([802, 803]);
      expect(await facetVersion()).toBeGreaterThan(before ?? 0);
      expect(await listed()).toEqual([801]);
      expect((await catalog.listProducts(dressesQuery())).facets.colours).toEqual([{ value: 'Plum', count: 1 }]);
      expect((await catalog.featuredProducts('evans', 8)).map((p) => p.id)).toEqual([801]);
      expect(await searched()).toEqual({ ids: [801], colours: ['Plum'] });
      expect(await suggested()).toEqual([801]);
      expect(await related()).toEqual([]);
      expect(await catalog.findProductById(802)).toMatchObject({ archived: true });

      expect(await setArchived(db, [802], true)).toEqual([]);
      expect(await setArchived(db, [801, 802], false)).toEqual([802]);
      expect(await listed()).toEqual([801, 802]);
      expect((await searched()).ids.sort()).toEqual([801, 802]);
      expect(await related()).toEqual([802]);
      expect(await setArchived(db, [803], false)).toEqual([803]);
    });

    // Three rows are read faster without an index, so the plan is asked with sequential scans
    // priced out: what is checked is that the listing's own predicate lets the planner use the
    // partial indexes of migration 031 at all (a seeded catalog then prefers them).
    it('keeps the listings and the featured ids on their partial indexes', async () => {
      const plans = await db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const planOf = async (sql: string, params: unknown[]) =>
          (await tx.query<Record<string, string>>(`EXPLAIN ${sql}`, params)).rows.map((r) => Object.values(r)[0]).join('\n');
        const listings = [];
        for (const sort of ['featured', 'price-asc', 'newest'] as const) {
          const { where, params } = listingFilter(dressesQuery({ sort }));
          listings.push(await planOf(`SELECT p.id FROM products p WHERE ${where} ORDER BY ${listingOrder(sort)} LIMIT 24`, params));
        }
        const featured = await planOf(
          "SELECT f.id FROM products f WHERE f.brand = $1 AND f.kind = 'apparel' AND f.archived_at IS NULL ORDER BY f.id LIMIT 8", ['evans']);
        return { listings, featured };
      });
      expect(plans.listings[0]).toContain('products_listing_idx');
      expect(plans.listings[1]).toContain('products_price_idx');
      expect(plans.listings[2]).toContain('products_newest_idx');
      expect(plans.featured).toContain('Index Only Scan using products_featured_idx');
    });
  });
}
