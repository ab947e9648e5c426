import type { FacetValue, ProductSort } from '../../../../domain/catalog/product-query.js';
import { PRODUCT_SORTS } from '../../../../domain/catalog/product-query.js';
import type { Category, Product } from '../../../../domain/catalog/product.js';
import type { ProductListing } from '../../../../domain/catalog/product-query.js';
import { convertPrice, type PriceDisplay } from '../../../../domain/pricing/format-price.js';
import type { Money } from '../../../../domain/pricing/money.js';
import type { PriceNotice } from '../../../../domain/site/price-notices.js';
import type { FacetOptionView } from '../../parts/catalog/facet-option.view.js';
import type { PagingView } from '../../parts/chrome/paging.view.js';
import type { LinkView } from '../../parts/chrome/link.view.js';
import { categoryHref } from '../../parts/chrome/page-chrome.view.js';
import { toProductTileView, type ProductTileView } from '../../parts/tiles/product-tile.view.js';

export interface CategoryFiltersView {
  action: string;
  sort: ProductSort;
  sorts: readonly ProductSort[];
  sizes: FacetOptionView[];
  colours: FacetOptionView[];
  /** As typed by the shopper, in the display currency's major units ('' when unset). */
  minPrice: string;
  maxPrice: string;
  /** Cheapest and dearest current price in the listing, display currency major units. */
  priceRange: { min: number; max: number } | null;
  currencySymbol: string;
}

export interface CategoryListingView {
  title: string;
  breadcrumbs: LinkView[];
  total: number;
  tiles: ProductTileView[];
  /** The tax and delivery notice the site's law wants with prices, once under the grid. */
  priceNotice: PriceNotice;
  filters: CategoryFiltersView;
  paging: PagingView;
}

/** The filters a listing was asked for, as the shopper gave them. */
export interface AppliedFilters {
  sort: ProductSort;
  page: number;
  sizes: string[];
  colours: string[];
  minPrice: string;
  maxPrice: string;
}

export interface CategoryListingInput {
  category: Category;
  listing: ProductListing<Product>;
  applied: AppliedFilters;
  display: PriceDisplay;
  priceNotice: PriceNotice;
  /** The lowest prior price of each tile that shows one, by product id (ViewLowestPriorPrice.forMany). */
  lowestPriorPrices: ReadonlyMap<number, Money>;
  homeLabel: string;
  /** The instant the page is priced at (a scheduled sale shows only inside its window). */
  now: Date;
}

/** The listing URL for the same filters on another page (page 1 and the default sort are left out). */
export function listingHref(slug: string, applied: AppliedFilters, page: number): string {
  const params = new URLSearchParams();
  if (applied.sort !== 'featured') params.set('sort', applied.sort);
  for (const size of applied.sizes) params.append('size', size);
  for (const colour of applied.colours) params.append('colour', colour);
  if (applied.minPrice !== '') params.set('minPrice', applied.minPrice);
  if (applied.maxPrice !== '') params.set('maxPrice', applied.maxPrice);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query === '' ? categoryHref(slug) : `${categoryHref(slug)}?${query}`;
}

const facetOptions = (values: FacetValue[], chosen: readonly string[]): FacetOptionView[] =>
  values.map((f) => ({ value: f.value, label: f.value, count: f.count, checked: chosen.includes(f.value) }));

/** At most this many numbered page links around the current page. */
const PAGE_LINK_WINDOW = 2;

function pagingOf(slug: string, applied: AppliedFilters, page: number, pageCount: number): PagingView {
  const from = Math.max(1, page - PAGE_LINK_WINDOW);
  const to = Math.min(pageCount, page + PAGE_LINK_WINDOW);
  const pages: LinkView[] = [];
  for (let n = from; n <= to; n++) pages.push({ href: listingHref(slug, applied, n), label: String(n), current: n === page });
  return {
    page,
    pageCount,
    previous: page > 1 ? listingHref(slug, applied, Math.min(page - 1, pageCount)) : null,
    next: page < pageCount ? listingHref(slug, applied, page + 1) : null,
    pages,
  };
}

export function toCategoryListingView(input: CategoryListingInput): CategoryListingView {
  const { category, listing, applied, display } = input;
  const range = listing.facets.priceRangeMinor;
  return {
    title: category.name,
    breadcrumbs: [
      { href: '/', label: input.homeLabel, current: false },
      { href: categoryHref(category.slug), label: category.name, current: true },
    ],
    total: listing.total,
    tiles: listing.items.map((p) => toProductTileView(p, display, input.now, input.lowestPriorPrices.get(p.id) ?? null)),
    priceNotice: input.priceNotice,
    filters: {
      action: categoryHref(category.slug),
      sort: applied.sort,
      sorts: PRODUCT_SORTS,
      sizes: facetOptions(listing.facets.sizes, applied.sizes),
      colours: facetOptions(listing.facets.colours, applied.colours),
      minPrice: applied.minPrice,
      maxPrice: applied.maxPrice,
      priceRange: range
        ? { min: Math.floor(convertPrice(range.min, display.currencyRate) / 100), max: Math.ceil(convertPrice(range.max, display.currencyRate) / 100) }
        : null,
      currencySymbol: display.currencySymbol,
    },
    paging: pagingOf(category.slug, applied, listing.page, listing.pageCount),
  };
}
