import { algoliasearch, type SearchClient } from 'algoliasearch';
import type { Product } from '../../../domain/catalog/product.js';
import {
  FACET_ATTRIBUTES, indexForSort, REPLICA_RANKING, SEARCHABLE_ATTRIBUTES, toProductRecord, type ProductRecord,
} from './algolia-records.js';
import { ALGOLIA_BATCH_SIZE, algoliaClientOptions, type AlgoliaSettings } from './algolia-settings.js';

const SORTS = Object.keys(REPLICA_RANKING) as (keyof typeof REPLICA_RANKING)[];

/** Pushes a brand's catalog to a site's index with the admin key: settings and replicas, then records in batches of 1000. */
export class AlgoliaCatalogIndexer {
  private readonly client: SearchClient;

  constructor(settings: AlgoliaSettings & { adminKey: string }) {
    this.client = algoliasearch(settings.appId, settings.adminKey, algoliaClientOptions(settings));
  }

  /** Searchable attributes, facets and the sorting replicas of the index. */
  async configure(index: string): Promise<void> {
    await this.client.setSettings({
      indexName: index,
      indexSettings: {
        searchableAttributes: SEARCHABLE_ATTRIBUTES,
        attributesForFaceting: FACET_ATTRIBUTES.map((a) => `searchable(${a})`),
        replicas: SORTS.map((s) => indexForSort(index, s)),
      },
    });
    for (const sort of SORTS) {
      await this.client.setSettings({
        indexName: indexForSort(index, sort),
        indexSettings: { ranking: [REPLICA_RANKING[sort], 'typo', 'words', 'attribute', 'exact', 'custom'] },
      });
    }
  }

  /** Sends the products in batches of ALGOLIA_BATCH_SIZE; answers how many records were sent. */
  async push(index: string, products: AsyncIterable<Product> | Iterable<Product>): Promise<number> {
    let batch: ProductRecord[] = [];
    let sent = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await this.client.batch({ indexName: index, batchWriteParams: { requests: batch.map((record) => ({ action: 'updateObject' as const, body: { ...record } })) } });
      sent += batch.length;
      batch = [];
    };
    for await (const product of products) {
      batch.push(toProductRecord(product));
      if (batch.length === ALGOLIA_BATCH_SIZE) await flush();
    }
    await flush();
    return sent;
  }

  /** Deletes the records of these object ids (products no longer sold), in batches of ALGOLIA_BATCH_SIZE. */
  async remove(index: string, objectIds: readonly string[]): Promise<void> {
    for (let start = 0; start < objectIds.length; start += ALGOLIA_BATCH_SIZE) {
      const requests = objectIds.slice(start, start + ALGOLIA_BATCH_SIZE).map((objectID) => ({ action: 'deleteObject' as const, body: { objectID } }));
      await this.client.batch({ indexName: index, batchWriteParams: { requests } });
    }
  }
}
