import type { Result } from '../domain/shared/result.js';
import type { RelatedProductsRequest } from '../domain/search/recommendation-request.js';
import type { ProductHit } from '../domain/search/search-query.js';
import type { SearchError } from './product-search.port.js';

/** A recommended product with its score (0 to 100, higher is closer). */
export interface Recommendation {
  hit: ProductHit;
  score: number;
}

/** Related products ('related-products' model): never one of the source products, best first. */
export interface Recommendations {
  related(request: RelatedProductsRequest): Promise<Result<Recommendation[], SearchError>>;
}
