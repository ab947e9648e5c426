import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlCatalogRepository } from '../../src/adapters/persistence/sql-catalog-repository.js';
import { AlgoliaCatalogIndexer } from '../../src/adapters/providers/algolia/algolia-catalog-indexer.js';
import { findSiteVariant } from '../../src/domain/site/site-variants.js';
import { loadConfig } from '../../src/main/config.js';
import { indexCatalogToAlgolia } from '../../src/main/index-algolia.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../support/storefront-under-test.js';
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../support/stand-ins/algolia-stand-in.js';

describe('configuration of Algolia', () => {
  it('is off unless an application id and a search key are set, together', () => {
    expect(loadConfig({}).algolia).toBeNull();
    expect(loadConfig({ ALGOLIA_APP_ID: 'APP1', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_HOSTS: 'http://127.0.0.1:4010' }).algolia)
      .toEqual({ settings: { appId: 'APP1', searchKey: 'k', adminKey: null, hosts: [{ url: '127.0.0.1', port: 4010, protocol: 'http' }] }, bySite: {} });
    expect(() => loadConfig({ ALGOLIA_APP_ID: 'APP1' })).toThrow(/ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY/);
    expect(() => loadConfig({ ALGOLIA_APP_ID: 'APP 1', ALGOLIA_SEARCH_KEY: 'k' })).toThrow(/ALGOLIA_APP_ID/);
    expect(() => loadConfig({ ALGOLIA_APP_ID: 'APP1', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_HOSTS: 'ftp://x' })).toThrow(/ALGOLIA_HOSTS/);
  });
});

describe('the storefront searching on Algolia (the stand-in)', () => {
  let standIn: AlgoliaStandIn;
  let shop: StorefrontUnderTest;
  beforeAll(async () => {
    standIn = await startAlgoliaStandIn();
    shop = await startStorefrontUnderTest({
      env: { ALGOLIA_APP_ID: standIn.appId, ALGOLIA_SEARCH_KEY: standIn.searchKey, ALGOLIA_HOSTS: `http://127.0.0.1:${standIn.host.port}` },
    });
    const indexer = new AlgoliaCatalogIndexer({ appId: standIn.appId, searchKey: standIn.searchKey, adminKey: standIn.adminKey, hosts: [standIn.host] });
    await indexCatalogToAlgolia(new SqlCatalogRepository(shop.db), () => indexer, () => undefined, [findSiteVariant('evans')!]);
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    await standIn?.close();
  });

  it('serves the search page, suggestions and related products from the site index', async () => {
    standIn.requests.length = 0;
    const page = await shop.app.inject({ method: 'GET', url: '/search?q=dress&site=evans' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Results for “dress”');
    expect(standIn.requests.map((r) => r.path)).toContain('/1/indexes/ev_gb_products/query');
    const related = await shop.app.inject({ method: 'GET', url: '/recommendations/related?productIds=249&nolayout=true&site=evans' });
    expect(related.statusCode).toBe(200);
    expect(related.body).toContain('data-object-id=');
  });

  it('keeps the product page whole when Algolia fails: the related products answer 503', async () => {
    standIn.failWith = 500;
    try {
      const related = await shop.app.inject({ method: 'GET', url: '/recommendations/related?productIds=250&nolayout=true&site=evans' });
      expect(related.statusCode).toBe(503);
      const search = await shop.app.inject({ method: 'GET', url: '/search?q=jeans&site=evans' });
      expect(search.statusCode).toBe(503);
      expect(search.body).toContain('Search is not available just now.');
    } finally {
      standIn.failWith = null;
    }
  });
});
