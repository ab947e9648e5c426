import type { Result } from '../../domain/shared/result.js';
import { ok } from '../../domain/shared/result.js';
import { normaliseSearchText, SUGGESTION_LIMIT, type ProductHit, type SuggestQuery } from '../../domain/search/search-query.js';
import type { ProductSearch, SearchError } from '../../ports/product-search.port.js';

/** Suggestions under the search box: none for text with nothing searchable. */
export class SuggestProducts {
  constructor(private readonly search: ProductSearch) {}

  async execute(query: Omit<SuggestQuery, 'limit'>): Promise<Result<ProductHit[], SearchError>> {
    const text = normaliseSearchText(query.text);
    if (text === '') return ok([]);
    return this.search.suggest({ ...query, text, limit: SUGGESTION_LIMIT });
  }
}
