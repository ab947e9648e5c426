import type { Product } from '../catalog/product.js';
import type { FacetValue } from '../catalog/product-query.js';
import type { BrandId } from '../site/site-variant.js';
import type { TextSearchLanguage } from './text-search-language.js';

export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_PAGE_SIZE = 24;
/** Longest search text kept; the rest is ignored. */
const MAX_SEARCH_TEXT = 100;
/** Words of a search beyond this many are ignored. */
export const MAX_SEARCH_WORDS = 8;
/** Suggestions shown under the search box as the shopper types. */
export const SUGGESTION_LIMIT = 6;

/**
 * Price bands of the price facet, in GBP pence (the catalog's currency), from `minMinor` up to
 * but excluding `belowMinor` (null: no upper bound). A product falls in exactly one band.
 */
export const PRICE_BANDS = [
  { id: 'under-20', minMinor: 0, belowMinor: 2000 },
  { id: '20-40', minMinor: 2000, belowMinor: 4000 },
  { id: '40-60', minMinor: 4000, belowMinor: 6000 },
  { id: '60-100', minMinor: 6000, belowMinor: 10000 },
  { id: '100-plus', minMinor: 10000, belowMinor: null },
] as const;
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];
export const PRICE_BAND_IDS = PRICE_BANDS.map((b) => b.id) as readonly PriceBandId[];

export function priceBandOf(currentPriceMinor: number): PriceBandId {
  const band = PRICE_BANDS.find((b) => currentPriceMinor >= b.minMinor && (b.belowMinor === null || currentPriceMinor < b.belowMinor));
  return (band ?? PRICE_BANDS[0]).id;
}

/** A product as a search or a recommendation returns it: what a tile or a carousel slide shows. */
export interface ProductHit extends Pick<Product, 'id' | 'code' | 'slug' | 'name' | 'colour' | 'categorySlug' | 'kind' | 'priceMinor' | 'salePriceMinor' | 'prices'> {
  /** The primary image. */
  image: string;
}

/** A search of one brand's catalog. Facet filters are ANDed between facets, ORed within one. */
export interface SearchQuery {
  brand: BrandId;
  /** The site's search index (the site variant's index name; the embedded engine reads the brand). */
  index: string;
  language: TextSearchLanguage;
  /** The site's catalog language (catalogLanguageOf) of the hits' names; English when absent. */
  catalogLanguage?: string;
  /** Normalised with `normaliseSearchText`, never empty. */
  text: string;
  sort: SearchSort;
  page: number;
  pageSize: number;
  categories: string[];
  sizes: string[];
  colours: string[];
  priceBands: PriceBandId[];
}

interface SearchFacets {
  categories: FacetValue[];
  sizes: FacetValue[];
  colours: FacetValue[];
  priceBands: FacetValue[];
}

export interface SearchResults {
  hits: ProductHit[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Counts of what the results hold, per facet value. */
  facets: SearchFacets;
  /** The text searched for when typos were corrected ('drss' -> 'dress'), else null. */
  correctedText: string | null;
}

export interface SuggestQuery {
  brand: BrandId;
  index: string;
  language: TextSearchLanguage;
  /** The site's catalog language (catalogLanguageOf) of the hits' names; English when absent. */
  catalogLanguage?: string;
  text: string;
  limit: number;
}

/**
 * The text as searched: letters and digits kept (any script), everything else a word break,
 * lower case, at most MAX_SEARCH_WORDS words and MAX_SEARCH_TEXT characters.
 */
export function normaliseSearchText(raw: string): string {
  return searchWordsOf(raw).join(' ');
}

export function searchWordsOf(raw: string): string[] {
  return raw.slice(0, MAX_SEARCH_TEXT).toLowerCase().normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .slice(0, MAX_SEARCH_WORDS);
}
