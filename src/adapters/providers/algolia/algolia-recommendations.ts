import type { RecommendClient } from 'algoliasearch';
import type { RelatedProductsRequest } from '../../../domain/search/recommendation-request.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { SearchError } from '../../../ports/product-search.port.js';
import type { Recommendation, Recommendations } from '../../../ports/recommendations.port.js';
import { hitOfRecord, type ProductRecord } from './algolia-records.js';
import { algoliaClientKey, algoliaClientOptions, type AlgoliaSettings, type AlgoliaSettingsByIndex } from './algolia-settings.js';
import { AccountClients, settingsForSite } from '../site-accounts.js';

/**
 * Algolia Recommend's 'related-products' model: one request per source product (up to 4) in one
 * call, merged: a product recommended for several sources keeps its best score; the sources
 * themselves are left out; best first, at most maxRecommendations. On the application of the site
 * whose index it is (one client per application and key).
 */
export class AlgoliaRecommendations implements Recommendations {
  private readonly clients: AccountClients<AlgoliaSettings, Promise<RecommendClient>>;

  /** `now` is the clock of the host-down window. */
  constructor(private readonly settings: AlgoliaSettings, private readonly byIndex: AlgoliaSettingsByIndex = {}, now: () => number = Date.now) {
    // Loaded with the client only when Algolia is configured: a node on the embedded engine is spared it.
    const library = import('algoliasearch');
    this.clients = new AccountClients(algoliaClientKey, (s) => library.then(({ algoliasearch }) =>
      algoliasearch(s.appId, s.searchKey, algoliaClientOptions(s, now)).initRecommend({ options: algoliaClientOptions(s, now) })));
  }

  async related(r: RelatedProductsRequest): Promise<Result<Recommendation[], SearchError>> {
    let answer;
    try {
      answer = await (await this.clients.of(settingsForSite(this.settings, this.byIndex, r.index))).getRecommendations({
        requests: r.productIds.map((id) => ({
          indexName: r.index, model: 'related-products' as const, objectID: String(id), maxRecommendations: r.maxRecommendations, threshold: r.threshold,
        })),
      });
    } catch {
      return err({ code: 'PROVIDER_UNAVAILABLE' });
    }
    const best = new Map<string, Recommendation>();
    const sources = new Set(r.productIds.map(String));
    for (const result of answer.results) {
      for (const raw of result.hits) {
        const hit = raw as unknown as ProductRecord & { _score?: number };
        const score = hit._score ?? 0;
        if (sources.has(hit.objectID) || score < r.threshold) continue;
        const known = best.get(hit.objectID);
        if (!known || known.score < score) best.set(hit.objectID, { hit: hitOfRecord(hit), score });
      }
    }
    return ok([...best.values()].sort((a, b) => b.score - a.score || a.hit.id - b.hit.id).slice(0, r.maxRecommendations));
  }
}
