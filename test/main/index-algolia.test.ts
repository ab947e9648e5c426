import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/adapters/persistence/database.js';
import { SqlCatalogRepository } from '../../src/adapters/persistence/sql-catalog-repository.js';
import { AlgoliaCatalogIndexer } from '../../src/adapters/providers/algolia/algolia-catalog-indexer.js';
import { findSiteVariant } from '../../src/domain/site/site-variants.js';
import { indexCatalogToAlgolia, runIndexAlgoliaCommand } from '../../src/main/index-algolia.js';
import { SEARCH_CATEGORIES, SEARCH_PRODUCTS } from '../support/search-fixtures.js';
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../support/stand-ins/algolia-stand-in.js';
import { openMigratedPglite } from '../support/test-databases.js';

describe('npm run index:algolia', () => {
  let db: Database;
  let standIn: AlgoliaStandIn;
  beforeAll(async () => {
    db = await openMigratedPglite();
    const catalog = new SqlCatalogRepository(db);
    await catalog.saveCategories(SEARCH_CATEGORIES);
    await catalog.saveProducts(SEARCH_PRODUCTS);
    standIn = await startAlgoliaStandIn();
  }, 60_000);
  afterAll(async () => {
    await standIn?.close();
    await db?.close();
  });

  it('pushes each site its brand catalog, with settings and sorting replicas', async () => {
    const sites = [findSiteVariant('evans')!, findSiteVariant('evans-ie')!, findSiteVariant('pixie')!];
    const lines: string[] = [];
    const indexer = new AlgoliaCatalogIndexer({ appId: standIn.appId, searchKey: standIn.searchKey, adminKey: standIn.adminKey, hosts: [standIn.host] });
    expect(await indexCatalogToAlgolia(new SqlCatalogRepository(db), () => indexer, (l) => lines.push(l), sites)).toBe(9 + 9 + 1);
    expect([...standIn.indexes.get('ev_gb_products')!.keys()].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(standIn.indexes.get('ev_ie_products')?.size).toBe(9);
    expect([...standIn.indexes.get('px_gb_products')!.keys()]).toEqual(['50']);
    expect(standIn.settings.get('ev_gb_products')).toMatchObject({ replicas: ['ev_gb_products_price_asc', 'ev_gb_products_price_desc', 'ev_gb_products_newest'] });
    expect(standIn.settings.get('ev_gb_products_price_asc')).toMatchObject({ ranking: ['asc(price)', 'typo', 'words', 'attribute', 'exact', 'custom'] });
    expect(lines[0]).toBe('index:algolia: 9 records to ev_gb_products (evans)');
  });

  it('says what to set when Algolia is not configured', async () => {
    const errors: string[] = [];
    expect(await runIndexAlgoliaCommand({}, { log: () => undefined, error: (l) => errors.push(l) })).toBe(2);
    expect(errors[0]).toMatch(/ALGOLIA_ADMIN_KEY/);
  });

  it('names the admin key a site\'s own application still needs (the shared one is another application\'s)', async () => {
    const errors: string[] = [];
    const env = { ALGOLIA_APP_ID: 'SHARED', ALGOLIA_SEARCH_KEY: 's', ALGOLIA_ADMIN_KEY: 'a', ALGOLIA_APP_ID__PIXIE: 'PIXIEAPP', ALGOLIA_SEARCH_KEY__PIXIE: 'ps' };
    expect(await runIndexAlgoliaCommand(env, { log: () => undefined, error: (l) => errors.push(l) })).toBe(2);
    expect(errors).toEqual(["index:algolia: set ALGOLIA_ADMIN_KEY__PIXIE: every site's application needs its admin key to be written to"]);
  });

  it('pushes a site with its own application through that application\'s indexer', async () => {
    const pixie = findSiteVariant('pixie')!;
    const evans = findSiteVariant('evans')!;
    const other = await startAlgoliaStandIn();
    try {
      const shared = new AlgoliaCatalogIndexer({ appId: standIn.appId, searchKey: standIn.searchKey, adminKey: standIn.adminKey, hosts: [standIn.host] });
      const own = new AlgoliaCatalogIndexer({ appId: other.appId, searchKey: other.searchKey, adminKey: other.adminKey, hosts: [other.host] });
      await indexCatalogToAlgolia(new SqlCatalogRepository(db), (site) => (site.id === 'pixie' ? own : shared), () => undefined, [evans, pixie]);
      expect(other.indexes.has('px_gb_products')).toBe(true);
      expect(other.indexes.has('ev_gb_products')).toBe(false);
    } finally {
      await other.close();
    }
  });
});
