import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALGOLIA_HOST_DOWN_RETRY_MS } from '../../../../src/adapters/providers/algolia/algolia-host-states.js';
import { AlgoliaCatalogIndexer } from '../../../../src/adapters/providers/algolia/algolia-catalog-indexer.js';
import { AlgoliaProductSearch } from '../../../../src/adapters/providers/algolia/algolia-product-search.js';
import { AlgoliaRecommendations } from '../../../../src/adapters/providers/algolia/algolia-recommendations.js';
import {
  ALGOLIA_BATCH_SIZE, ALGOLIA_TIMEOUTS, algoliaClientOptions, parseAlgoliaHosts, type AlgoliaSettings,
} from '../../../../src/adapters/providers/algolia/algolia-settings.js';
import type { Product } from '../../../../src/domain/catalog/product.js';
import { aProduct } from '../../../support/catalog-fixtures.js';
import { describeProductSearchContract } from '../../../support/product-search-contract.js';
import { describeRecommendationsContract } from '../../../support/recommendations-contract.js';
import { SEARCH_PRODUCTS } from '../../../support/search-fixtures.js';
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../../../support/stand-ins/algolia-stand-in.js';
import { evansSearch } from '../../../support/search-fixtures.js';

const INDEX = 'ev_gb_products';
const settingsOf = (s: AlgoliaStandIn, hosts = [s.host]): AlgoliaSettings => ({ appId: s.appId, searchKey: s.searchKey, adminKey: s.adminKey, hosts });

/** The stand-in with the fixture catalog pushed the way `npm run index:algolia` pushes it: evans to its site index. */
async function indexedStandIn(): Promise<AlgoliaStandIn> {
  const standIn = await startAlgoliaStandIn();
  const indexer = new AlgoliaCatalogIndexer({ ...settingsOf(standIn), adminKey: standIn.adminKey });
  await indexer.configure(INDEX);
  await indexer.push(INDEX, SEARCH_PRODUCTS.filter((p) => p.brand === 'evans'));
  return standIn;
}

describeProductSearchContract('Algolia product search against the stand-in', async () => {
  const standIn = await indexedStandIn();
  return { search: new AlgoliaProductSearch(settingsOf(standIn)), close: () => standIn.close() };
});

describeRecommendationsContract('Algolia recommendations against the stand-in', async () => {
  const standIn = await indexedStandIn();
  return { recommendations: new AlgoliaRecommendations(settingsOf(standIn)), close: () => standIn.close() };
});

describe('Algolia adapters on the wire', () => {
  let standIn: AlgoliaStandIn;
  beforeAll(async () => {
    standIn = await indexedStandIn();
  });
  afterAll(async () => standIn?.close());

  it('use the spec timeouts (connect 1 s, read 2 s, write 30 s) and the configured hosts', () => {
    expect(ALGOLIA_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 });
    expect(algoliaClientOptions({ hosts: parseAlgoliaHosts('http://127.0.0.1:4010, search.example.net') })).toMatchObject({
      timeouts: ALGOLIA_TIMEOUTS,
      hosts: [{ url: '127.0.0.1', port: 4010, protocol: 'http', accept: 'readWrite' }, { url: 'search.example.net', protocol: 'https', accept: 'readWrite' }],
    });
    expect(() => parseAlgoliaHosts('ftp://x')).toThrow(/ALGOLIA_HOSTS/);
  });

  it('asks the related-products model for each source with maxRecommendations and threshold', async () => {
    standIn.requests.length = 0;
    await new AlgoliaRecommendations(settingsOf(standIn)).related({ brand: 'evans', index: INDEX, productIds: [2, 3], maxRecommendations: 10, threshold: 0 });
    expect(standIn.requests).toEqual([{
      method: 'POST', path: '/1/indexes/*/recommendations',
      body: { requests: [2, 3].map((id) => ({ indexName: INDEX, model: 'related-products', objectID: String(id), maxRecommendations: 10, threshold: 0 })) },
      appId: standIn.appId,
    }]);
  });

  it('searches the sorting replica with facets and facet filters', async () => {
    standIn.requests.length = 0;
    await new AlgoliaProductSearch(settingsOf(standIn)).search(evansSearch('dress', { sort: 'price-desc', colours: ['Black', 'Red'], sizes: ['14'] }));
    expect(standIn.requests[0]).toMatchObject({
      path: `/1/indexes/${INDEX}_price_desc/query`,
      body: { query: 'dress', page: 0, facets: ['category', 'sizes', 'colour', 'priceBand'], facetFilters: [['sizes:14'], ['colour:Black', 'colour:Red']] },
    });
  });

  it('pushes the catalog in batches of 1000 with the admin key', async () => {
    const many: Product[] = Array.from({ length: 2_345 }, (_, i) => aProduct({ id: 10_000 + i, brand: 'evans', name: `Bulk Top ${i}`, colour: 'Red', categorySlug: 'tops', priceMinor: 1000 }));
    standIn.requests.length = 0;
    const indexer = new AlgoliaCatalogIndexer({ ...settingsOf(standIn), adminKey: standIn.adminKey });
    expect(await indexer.push('bulk_index', many)).toBe(2_345);
    const sizes = standIn.requests.filter((r) => r.path === '/1/indexes/bulk_index/batch').map((r) => (r.body as { requests: unknown[] }).requests.length);
    expect(sizes).toEqual([ALGOLIA_BATCH_SIZE, ALGOLIA_BATCH_SIZE, 345]);
    expect(standIn.indexes.get('bulk_index')?.get('10000')).toMatchObject({ objectID: '10000', title: 'Bulk Top 0', productcode: 'FX-010000', price: 1000, url: '/product/bulk-top-0-10000' });
  });

  it('refuses to write with the search key (the stand-in checks keys as Algolia does)', async () => {
    const indexer = new AlgoliaCatalogIndexer({ ...settingsOf(standIn), adminKey: standIn.searchKey });
    await expect(indexer.push('other', SEARCH_PRODUCTS.slice(0, 1))).rejects.toThrow();
  });
});

describe('Algolia adapters when the provider fails', () => {
  let standIn: AlgoliaStandIn;
  beforeAll(async () => {
    standIn = await indexedStandIn();
  });
  afterAll(async () => standIn?.close());

  it('answer PROVIDER_UNAVAILABLE when every host fails, for search, suggestions and recommendations', async () => {
    standIn.failWith = 500;
    try {
      const search = new AlgoliaProductSearch(settingsOf(standIn));
      expect(await search.search(evansSearch('dress'))).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
      expect(await search.suggest({ ...evansSearch('dress'), limit: 6 })).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
      const recs = new AlgoliaRecommendations(settingsOf(standIn));
      expect(await recs.related({ brand: 'evans', index: INDEX, productIds: [2], maxRecommendations: 10, threshold: 0 }))
        .toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    } finally {
      standIn.failWith = null;
    }
  });

  it('answer PROVIDER_UNAVAILABLE when a host is slower than the read timeout', async () => {
    standIn.delayMs = ALGOLIA_TIMEOUTS.read + 500;
    try {
      const search = new AlgoliaProductSearch(settingsOf(standIn));
      expect(await search.search(evansSearch('dress'))).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
    } finally {
      standIn.delayMs = 0;
    }
  }, 30_000);

  it('skip a host that failed for 2 minutes, using the next one, then try it again', async () => {
    const broken = await startAlgoliaStandIn();
    broken.failWith = 503;
    let clock = 1_000_000;
    try {
      const search = new AlgoliaProductSearch(settingsOf(standIn, [broken.host, standIn.host]), {}, () => clock);
      expect((await search.search(evansSearch('dress'))).ok).toBe(true);
      expect(broken.requests).toHaveLength(1);
      clock += ALGOLIA_HOST_DOWN_RETRY_MS;
      expect((await search.search(evansSearch('velvet'))).ok).toBe(true);
      expect(broken.requests).toHaveLength(1);
      clock += 1;
      expect((await search.search(evansSearch('jacket'))).ok).toBe(true);
      expect(broken.requests).toHaveLength(2);
    } finally {
      await broken.close();
    }
  });
});
