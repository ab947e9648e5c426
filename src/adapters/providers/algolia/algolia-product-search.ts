import type { SearchClient, SearchResponse } from 'algoliasearch';
import type { FacetValue } from '../../../domain/catalog/product-query.js';
import { compareSizeLabels } from '../../persistence/catalog-listing-sql.js';
import type { ProductHit, SearchQuery, SearchResults, SuggestQuery } from '../../../domain/search/search-query.js';
import { PRICE_BAND_IDS } from '../../../domain/search/search-query.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { ProductSearch, SearchError } from '../../../ports/product-search.port.js';
import { hitOfRecord, indexForSort, FACET_ATTRIBUTES, type ProductRecord } from './algolia-records.js';
import { algoliaClientKey, algoliaClientOptions, type AlgoliaSettings, type AlgoliaSettingsByIndex } from './algolia-settings.js';
import { AccountClients, settingsForSite } from '../site-accounts.js';

const UNAVAILABLE = err({ code: 'PROVIDER_UNAVAILABLE' as const });
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Search on Algolia (algoliasearch 5): the site's index, its replicas for sorting, facets and facet
 * filters; on the application of the site whose index it is (one client per application and key).
 */
export class AlgoliaProductSearch implements ProductSearch {
  private readonly clients: AccountClients<AlgoliaSettings, Promise<SearchClient>>;

  /** `now` is the clock of the host-down window. */
  constructor(private readonly settings: AlgoliaSettings, private readonly byIndex: AlgoliaSettingsByIndex = {}, now: () => number = Date.now) {
    // Loaded with the client only when Algolia is configured: a node on the embedded engine is spared it.
    const library = import('algoliasearch');
    this.clients = new AccountClients(algoliaClientKey, (s) => library.then(({ algoliasearch }) => algoliasearch(s.appId, s.searchKey, algoliaClientOptions(s, now))));
  }

  private clientOf(index: string): Promise<SearchClient> {
    return this.clients.of(settingsForSite(this.settings, this.byIndex, index));
  }

  async search(q: SearchQuery): Promise<Result<SearchResults, SearchError>> {
    const filters = [
      q.categories.map((v) => `category:${v}`), q.sizes.map((v) => `sizes:${v}`),
      q.colours.map((v) => `colour:${v}`), q.priceBands.map((v) => `priceBand:${v}`),
    ].filter((group) => group.length > 0);
    const ask = async (page: number) => (await this.clientOf(q.index)).searchSingleIndex<ProductRecord>({
      indexName: indexForSort(q.index, q.sort),
      searchParams: { query: q.text, page, hitsPerPage: q.pageSize, facets: [...FACET_ATTRIBUTES], facetFilters: filters, maxValuesPerFacet: 100 },
    });
    try {
      let answer = await ask(q.page - 1);
      const pageCount = Math.max(1, answer.nbPages ?? 1);
      if (q.page > pageCount && (answer.nbHits ?? 0) > 0) answer = await ask(pageCount - 1);
      return ok(resultsOf(answer, q.pageSize, pageCount));
    } catch {
      return UNAVAILABLE;
    }
  }

  async suggest(q: SuggestQuery): Promise<Result<ProductHit[], SearchError>> {
    try {
      const answer = await (await this.clientOf(q.index)).searchSingleIndex<ProductRecord>({ indexName: q.index, searchParams: { query: q.text, hitsPerPage: q.limit } });
      return ok(answer.hits.map(hitOfRecord));
    } catch {
      return UNAVAILABLE;
    }
  }
}

function resultsOf(answer: SearchResponse<ProductRecord>, pageSize: number, pageCount: number): SearchResults {
  const facet = (name: string, compare: (a: string, b: string) => number): FacetValue[] =>
    Object.entries(answer.facets?.[name] ?? {}).map(([value, count]) => ({ value, count })).sort((a, b) => compare(a.value, b.value));
  return {
    hits: answer.hits.map(hitOfRecord),
    total: answer.nbHits ?? 0,
    page: (answer.page ?? 0) + 1,
    pageSize,
    pageCount,
    correctedText: null,
    facets: {
      categories: facet('category', byCodePoint),
      sizes: facet('sizes', compareSizeLabels),
      colours: facet('colour', byCodePoint),
      priceBands: facet('priceBand', (a, b) => PRICE_BAND_IDS.indexOf(a as never) - PRICE_BAND_IDS.indexOf(b as never)),
    },
  };
}
