import type { Result } from '../domain/shared/result.js';
import type { ProductHit, SearchQuery, SearchResults, SuggestQuery } from '../domain/search/search-query.js';

/** The engine could not be reached or answered something unreadable. */
export type SearchError = { code: 'PROVIDER_UNAVAILABLE' };

/** Full-text product search with facets, and suggestions as the shopper types. */
export interface ProductSearch {
  search(query: SearchQuery): Promise<Result<SearchResults, SearchError>>;
  /** The best few products for what has been typed so far (the last word may be unfinished). */
  suggest(query: SuggestQuery): Promise<Result<ProductHit[], SearchError>>;
}
