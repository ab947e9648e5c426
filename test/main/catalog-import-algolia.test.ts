import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlgoliaCatalogIndexer } from '../../src/adapters/providers/algolia/algolia-catalog-indexer.js';
import { findSiteVariant } from '../../src/domain/site/site-variants.js';
import { algoliaImportUpdates } from '../../src/main/catalog-import-algolia.js';
import { SEARCH_PRODUCTS } from '../support/search-fixtures.js';
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../support/stand-ins/algolia-stand-in.js';

describe('an import\'s Algolia updates', () => {
  let standIn: AlgoliaStandIn;
  beforeAll(async () => { standIn = await startAlgoliaStandIn(); });
  afterAll(async () => { await standIn?.close(); });

  it('saves only the changed products to their brand\'s site indexes and deletes the archived ones', async () => {
    const evans = SEARCH_PRODUCTS.filter((p) => p.brand === 'evans');
    const sites = [findSiteVariant('evans')!, findSiteVariant('evans-ie')!, findSiteVariant('pixie')!];
    const indexer = new AlgoliaCatalogIndexer({ appId: standIn.appId, searchKey: standIn.searchKey, adminKey: standIn.adminKey, hosts: [standIn.host] });
    await indexer.push('ev_gb_products', evans);
    const reads: number[] = [];
    const updates = algoliaImportUpdates({ findProductById: async (id) => { reads.push(id); return evans.find((p) => p.id === id) ?? null; } }, () => indexer, sites);
    const renamed = { ...evans[0]!, name: 'Renamed dress' };
    const catalog = { findProductById: async (id: number) => (id === renamed.id ? renamed : null) };
    await algoliaImportUpdates(catalog, () => indexer, sites).afterImport({
      created: 0, updated: 1, unchanged: 0, archived: 1, changedProductIds: [renamed.id], archivedProductIds: [evans[1]!.id], notices: [],
    });
    const gb = standIn.indexes.get('ev_gb_products')!;
    expect((gb.get(String(renamed.id)) as { title: string }).title).toBe('Renamed dress');
    expect(gb.has(String(evans[1]!.id))).toBe(false);
    expect(gb.size).toBe(evans.length - 1);
    expect([...standIn.indexes.get('ev_ie_products')!.keys()]).toEqual([String(renamed.id)]);
    expect(standIn.indexes.get('px_gb_products')?.size ?? 0).toBe(0);
    await updates.afterImport({ created: 0, updated: 0, unchanged: 3, archived: 0, changedProductIds: [], archivedProductIds: [], notices: [] });
    expect(reads).toEqual([]);
  });
});
