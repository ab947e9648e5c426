import type { BrandId } from '../site/site-variant.js';

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 24;

/** A category listing request: filters are ANDed; sizes and colours match any of the listed values. */
export interface ProductQuery {
  brand: BrandId;
  categorySlug: string;
  sort: ProductSort;
  page: number;
  pageSize: number;
  sizes: string[];
  colours: string[];
  /** Bounds on the current price in GBP pence, inclusive. */
  minPriceMinor: number | null;
  maxPriceMinor: number | null;
  /** The language of the products' names and descriptions (catalogLanguageOf); English when absent. */
  language?: string;
}

export interface FacetValue {
  value: string;
  count: number;
}

export interface ProductListing<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: { sizes: FacetValue[]; colours: FacetValue[]; priceRangeMinor: { min: number; max: number } | null };
}

export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
