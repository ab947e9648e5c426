import type { BrandId } from '../site/site-variant.js';

/** Spec section 9: related products for up to 4 product ids, 10 recommendations, threshold 0. */
const MAX_RELATED_SOURCES = 4;
export const MAX_RECOMMENDATIONS = 10;
export const RECOMMENDATION_THRESHOLD = 0;

/** Related products of a brand's catalog for the products a shopper looks at. */
export interface RelatedProductsRequest {
  brand: BrandId;
  /** The site variant's recommendation index. */
  index: string;
  /** 1 to MAX_RELATED_SOURCES distinct positive ids. */
  productIds: number[];
  maxRecommendations: number;
  /** Lowest score (0 to 100) a recommendation may have. */
  threshold: number;
  /** The site's catalog language (catalogLanguageOf) of the hits' names; English when absent. */
  catalogLanguage?: string;
}

/** The distinct ids in the order given, the first MAX_RELATED_SOURCES of them. */
export const relatedSourcesOf = (ids: readonly number[]): number[] =>
  [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))].slice(0, MAX_RELATED_SOURCES);
