import { Type, type Static } from 'typebox';
import { catalogLanguageOf } from '../../../domain/catalog/catalog-language.js';
import { DEFAULT_PAGE_SIZE, PRODUCT_SORTS, type ProductQuery } from '../../../domain/catalog/product-query.js';
import { SIZING_REGIONS } from '../../../domain/catalog/sizing-region.js';
import type { Result } from '../../../domain/shared/result.js';
import { err, ok } from '../../../domain/shared/result.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { AppliedFilters } from '../../ui-react/screens/category/category-listing.view.js';
import { DISPLAY_AMOUNT_PATTERN, maxDisplayPriceToGbpMinor, minDisplayPriceToGbpMinor } from './display-price-bounds.js';

export const MAX_PAGE = 10_000;
const MAX_FILTER_VALUES = 40;

/** `nolayout=true` asks for the page body without the Layout (spec: partial render). */
const nolayout = Type.Optional(Type.String({ maxLength: 10 }));
const site = Type.Optional(Type.String({ maxLength: 60 }));

export const HomeQuery = Type.Object({ nolayout, site });

export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

export const CategoryQuery = Type.Object({
  nolayout,
  site,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  sort: Type.Optional(Type.Union(PRODUCT_SORTS.map((s) => Type.Literal(s)))),
  size: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: MAX_FILTER_VALUES })),
  colour: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: MAX_FILTER_VALUES })),
  /** Display currency, major units; '' (an empty form field) means no bound. */
  minPrice: Type.Optional(Type.Union([Type.Literal(''), Type.String({ pattern: DISPLAY_AMOUNT_PATTERN })])),
  maxPrice: Type.Optional(Type.Union([Type.Literal(''), Type.String({ pattern: DISPLAY_AMOUNT_PATTERN })])),
});
export type CategoryQuery = Static<typeof CategoryQuery>;

export const ProductQueryString = Type.Object({
  nolayout,
  site,
  sizingRegion: Type.Optional(Type.Union(SIZING_REGIONS.map((r) => Type.Literal(r)))),
});

export function appliedFiltersOf(query: CategoryQuery): AppliedFilters {
  return {
    sort: query.sort ?? 'featured',
    page: query.page ?? 1,
    sizes: query.size ?? [],
    colours: query.colour ?? [],
    minPrice: query.minPrice ?? '',
    maxPrice: query.maxPrice ?? '',
  };
}

/** The catalog query for a category listing; prices converted from the display currency to GBP pence. */
export function toProductQuery(site: SiteVariant, slug: string, applied: AppliedFilters): Result<ProductQuery, 'PRICE_RANGE'> {
  const rate = site.price.currencyRate;
  if (applied.minPrice !== '' && applied.maxPrice !== '' && Number(applied.minPrice) > Number(applied.maxPrice)) {
    return err('PRICE_RANGE');
  }
  return ok({
    brand: site.brand,
    categorySlug: slug,
    sort: applied.sort,
    page: applied.page,
    pageSize: DEFAULT_PAGE_SIZE,
    sizes: applied.sizes,
    colours: applied.colours,
    minPriceMinor: applied.minPrice === '' ? null : minDisplayPriceToGbpMinor(applied.minPrice, rate),
    maxPriceMinor: applied.maxPrice === '' ? null : maxDisplayPriceToGbpMinor(applied.maxPrice, rate),
    language: catalogLanguageOf(site.locale),
  });
}
