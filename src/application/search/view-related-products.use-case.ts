import type { Result } from '../../domain/shared/result.js';
import { ok } from '../../domain/shared/result.js';
import {
  MAX_RECOMMENDATIONS, RECOMMENDATION_THRESHOLD, relatedSourcesOf,
} from '../../domain/search/recommendation-request.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { SearchError } from '../../ports/product-search.port.js';
import type { Recommendation, Recommendations } from '../../ports/recommendations.port.js';

/** Related products for up to 4 products (spec: 10 recommendations, threshold 0). */
export class ViewRelatedProducts {
  constructor(private readonly recommendations: Recommendations) {}

  async execute(input: { brand: BrandId; index: string; productIds: readonly number[]; catalogLanguage?: string }): Promise<Result<Recommendation[], SearchError>> {
    const productIds = relatedSourcesOf(input.productIds);
    if (productIds.length === 0) return ok([]);
    return this.recommendations.related({
      brand: input.brand, index: input.index, productIds, maxRecommendations: MAX_RECOMMENDATIONS, threshold: RECOMMENDATION_THRESHOLD,
      ...(input.catalogLanguage === undefined ? {} : { catalogLanguage: input.catalogLanguage }),
    });
  }
}
