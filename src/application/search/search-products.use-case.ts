import type { Result } from '../../domain/shared/result.js';
import { err } from '../../domain/shared/result.js';
import { normaliseSearchText, type SearchQuery, type SearchResults } from '../../domain/search/search-query.js';
import type { ProductSearch, SearchError } from '../../ports/product-search.port.js';

export type SearchProductsError = SearchError | { code: 'EMPTY_SEARCH' };

/** A shopper's search: the text normalised, refused when nothing searchable is left. */
export class SearchProducts {
  constructor(private readonly search: ProductSearch) {}

  async execute(query: SearchQuery): Promise<Result<SearchResults, SearchProductsError>> {
    const text = normaliseSearchText(query.text);
    if (text === '') return err({ code: 'EMPTY_SEARCH' });
    return this.search.search({ ...query, text });
  }
}
