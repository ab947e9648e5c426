import type { Category } from '../../../../domain/catalog/product.js';
import type { FacetValue } from '../../../../domain/catalog/product-query.js';
import { formatPrice, type PriceDisplay } from '../../../../domain/pricing/format-price.js';
import { PRICE_BANDS, SEARCH_SORTS, type PriceBandId, type SearchResults, type SearchSort } from '../../../../domain/search/search-query.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { colourLabel } from '../../parts/catalog/catalog-words.js';
import { sizeShown } from '../../../../domain/catalog/uk-sizes.js';
import type { FacetOptionView } from '../../parts/catalog/facet-option.view.js';
import type { LinkView } from '../../parts/chrome/link.view.js';
import { categoryHref } from '../../parts/chrome/page-chrome.view.js';
import type { PagingView } from '../../parts/chrome/paging.view.js';
import { toHitTileView } from '../../parts/tiles/product-hit.view.js';
import type { ProductTileView } from '../../parts/tiles/product-tile.view.js';
import type { PriceNotice } from '../../../../domain/site/price-notices.js';
import type { Money } from '../../../../domain/pricing/money.js';

export const SEARCH_PATH = '/search';

/** A search as the shopper asked for it (the URL's parameters). */
export interface AppliedSearch {
  q: string;
  sort: SearchSort;
  page: number;
  categories: string[];
  sizes: string[];
  colours: string[];
  prices: PriceBandId[];
}

interface SearchFacetView {
  name: 'category' | 'size' | 'colour' | 'price';
  legend: string;
  options: FacetOptionView[];
}

type SearchOutcome =
  | { kind: 'results' }
  | { kind: 'empty-query' }
  | { kind: 'no-results'; didYouMean: LinkView | null; categories: LinkView[] }
  | { kind: 'unavailable' };

export interface SearchPageView {
  q: string;
  outcome: SearchOutcome;
  total: number;
  /** 'Including results for …' when typos were corrected and results found. */
  including: string | null;
  tiles: ProductTileView[];
  /** The tax and delivery notice the site's law wants with prices, once under the results. */
  priceNotice: PriceNotice;
  sort: SearchSort;
  sorts: readonly SearchSort[];
  facets: SearchFacetView[];
  /** Each chosen filter with the link that removes it, keeping the others. */
  applied: LinkView[];
  paging: PagingView;
}

/** The search URL for the same filters on another page (page 1 and relevance are left out). */
function searchHref(a: AppliedSearch, page = 1): string {
  const params = new URLSearchParams();
  params.set('q', a.q);
  if (a.sort !== 'relevance') params.set('sort', a.sort);
  for (const c of a.categories) params.append('category', c);
  for (const s of a.sizes) params.append('size', s);
  for (const c of a.colours) params.append('colour', c);
  for (const p of a.prices) params.append('price', p);
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}

function priceBandLabel(id: PriceBandId, display: PriceDisplay, t: TranslatableStrings): string {
  const band = PRICE_BANDS.find((b) => b.id === id)!;
  if (band.minMinor === 0 && band.belowMinor !== null) return interpolate(t.priceBandUnder, { max: formatPrice(band.belowMinor, display) });
  if (band.belowMinor === null) return interpolate(t.priceBandOver, { min: formatPrice(band.minMinor, display) });
  return interpolate(t.priceBandBetween, { min: formatPrice(band.minMinor, display), max: formatPrice(band.belowMinor, display) });
}

/** Options of a facet: what the results hold, plus any chosen value they no longer hold (count 0), so it can be unticked. */
function options(values: FacetValue[], chosen: readonly string[], label: (value: string) => string): FacetOptionView[] {
  const missing = chosen.filter((c) => !values.some((v) => v.value === c)).map((value) => ({ value, count: 0 }));
  return [...values, ...missing].map((v) => ({ value: v.value, label: label(v.value), count: v.count, checked: chosen.includes(v.value) }));
}

const PAGE_LINK_WINDOW = 2;

function pagingOf(a: AppliedSearch, page: number, pageCount: number): PagingView {
  const pages: LinkView[] = [];
  for (let n = Math.max(1, page - PAGE_LINK_WINDOW); n <= Math.min(pageCount, page + PAGE_LINK_WINDOW); n++) {
    pages.push({ href: searchHref(a, n), label: String(n), current: n === page });
  }
  return {
    page, pageCount, pages,
    previous: page > 1 ? searchHref(a, page - 1) : null,
    next: page < pageCount ? searchHref(a, page + 1) : null,
  };
}

export interface SearchPageInput {
  applied: AppliedSearch;
  /** The results, or why there are none. */
  results: SearchResults | 'empty-query' | 'unavailable';
  categories: readonly Category[];
  display: PriceDisplay;
  priceNotice: PriceNotice;
  /** The lowest prior price of each hit that shows one, by product id (ViewLowestPriorPrice.forMany). */
  lowestPriorPrices: ReadonlyMap<number, Money>;
  strings: TranslatableStrings;
  /** The instant the page is priced at. */
  now: Date;
}

export function toSearchPageView(input: SearchPageInput): SearchPageView {
  const { applied: a, results, display, strings: t } = input;
  const base = {
    q: a.q, sort: a.sort, sorts: SEARCH_SORTS, including: null, tiles: [], priceNotice: input.priceNotice, facets: [], applied: [], total: 0,
    paging: { page: 1, pageCount: 1, previous: null, next: null, pages: [] },
  };
  if (results === 'empty-query' || results === 'unavailable') return { ...base, outcome: { kind: results } };
  const categoryName = (slug: string) => input.categories.find((c) => c.slug === slug)?.name ?? slug;
  const bandLabel = (id: string) => priceBandLabel(id as PriceBandId, display, t);
  const facets: SearchFacetView[] = [
    { name: 'category', legend: t.categoryFacet, options: options(results.facets.categories, a.categories, categoryName) },
    { name: 'size', legend: t.size, options: options(results.facets.sizes, a.sizes, (v) => sizeShown(v, t.sizeOneSize)) },
    { name: 'colour', legend: t.colour, options: options(results.facets.colours, a.colours, (v) => colourLabel(t, v)) },
    { name: 'price', legend: t.price, options: options(results.facets.priceBands, a.prices, bandLabel) },
  ];
  const without = (change: Partial<AppliedSearch>): string => searchHref({ ...a, ...change });
  const applied: LinkView[] = [
    ...a.categories.map((c) => ({ label: categoryName(c), href: without({ categories: a.categories.filter((x) => x !== c) }), current: false })),
    ...a.sizes.map((s) => ({ label: `${t.size} ${sizeShown(s, t.sizeOneSize)}`, href: without({ sizes: a.sizes.filter((x) => x !== s) }), current: false })),
    ...a.colours.map((c) => ({ label: colourLabel(t, c), href: without({ colours: a.colours.filter((x) => x !== c) }), current: false })),
    ...a.prices.map((p) => ({ label: bandLabel(p), href: without({ prices: a.prices.filter((x) => x !== p) }), current: false })),
  ];
  const outcome: SearchOutcome = results.total > 0 ? { kind: 'results' } : {
    kind: 'no-results',
    didYouMean: results.correctedText && results.correctedText !== a.q.toLowerCase()
      ? { href: searchHref({ q: results.correctedText, sort: 'relevance', page: 1, categories: [], sizes: [], colours: [], prices: [] }), label: results.correctedText, current: false }
      : null,
    categories: input.categories.map((c) => ({ href: categoryHref(c.slug), label: c.name, current: false })),
  };
  return {
    ...base,
    outcome,
    total: results.total,
    including: results.total > 0 ? results.correctedText : null,
    tiles: results.hits.map((h) => toHitTileView(h, display, input.now, input.lowestPriorPrices.get(h.id) ?? null)),
    facets,
    applied,
    paging: pagingOf(a, results.page, results.pageCount),
  };
}
