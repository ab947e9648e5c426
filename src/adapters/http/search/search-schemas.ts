import { Type, type Static } from 'typebox';
import { PRICE_BAND_IDS, SEARCH_SORTS } from '../../../domain/search/search-query.js';
import { MAX_PAGE } from '../catalog/page-queries.js';

const MAX_FILTER_VALUES = 40;
/** Longer text is refused rather than cut: nobody types 200 characters into a search box. */
const MAX_QUERY_LENGTH = 200;

const nolayout = Type.Optional(Type.String({ maxLength: 10 }));
const site = Type.Optional(Type.String({ maxLength: 60 }));
const values = (maxLength: number) => Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength }), { maxItems: MAX_FILTER_VALUES }));

/** GET /search: the text, sort, page and facet filters (any number of values each). */
export const SearchQueryString = Type.Object({
  nolayout,
  site,
  q: Type.Optional(Type.String({ maxLength: MAX_QUERY_LENGTH })),
  sort: Type.Optional(Type.Union(SEARCH_SORTS.map((s) => Type.Literal(s)))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  category: values(200),
  size: values(20),
  colour: values(40),
  price: Type.Optional(Type.Array(Type.Union(PRICE_BAND_IDS.map((p) => Type.Literal(p))), { maxItems: PRICE_BAND_IDS.length })),
});
export type SearchQueryString = Static<typeof SearchQueryString>;

/** GET /search/api/suggest: what has been typed so far. */
export const SuggestQueryString = Type.Object({
  site,
  q: Type.String({ maxLength: MAX_QUERY_LENGTH }),
});

/** GET /recommendations/related: 1 to 4 product ids, comma separated (spec: up to 4 ids). */
export const RelatedQueryString = Type.Object({
  nolayout,
  site,
  productIds: Type.String({ pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,3}$', maxLength: 40 }),
});
