import type { ListPrice } from '../../domain/pricing/list-price.js';
import type { ProductHit, SearchQuery, SearchSort } from '../../domain/search/search-query.js';
import { PRICE_BANDS } from '../../domain/search/search-query.js';
import type { TextSearchLanguage } from '../../domain/search/text-search-language.js';
import { assertNever } from '../../domain/shared/result.js';
import { BRANDS, type BrandId } from '../../domain/site/site-variant.js';
import { CURRENT_PRICE_SQL, sharedSortOrder } from './catalog-listing-sql.js';
import { localisedSql } from './catalog-rows.js';
import { PRICES_COLUMN } from './sql-catalog-prices.js';

/**
 * Columns of a hit over `products p`: the name in the language of `languageParam` (see
 * localisedSql); the primary image is a gift voucher's first design.
 */
export const hitColumnsIn = (languageParam: string | null): string => `p.id, p.code, p.slug, ${localisedSql('p', 'name', languageParam)} AS name, p.colour, p.category_slug, p.kind, p.price_minor, p.sale_price_minor, ${PRICES_COLUMN},
  CASE WHEN p.kind = 'evoucher-giftcard' THEN COALESCE(p.gift_card->'cardTypes'->0->>'image', p.images->>0) ELSE p.images->>0 END AS image`;

export interface HitRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  colour: string;
  category_slug: string;
  kind: ProductHit['kind'];
  price_minor: number;
  sale_price_minor: number | null;
  prices: ListPrice[];
  image: string | null;
}

export const hitOf = (r: HitRow): ProductHit => ({
  id: r.id, code: r.code, slug: r.slug, name: r.name, colour: r.colour, categorySlug: r.category_slug, kind: r.kind,
  priceMinor: r.price_minor, salePriceMinor: r.sale_price_minor, prices: r.prices, image: r.image ?? '',
});

/** The price band of the current price, as SQL over `products p`, from the domain's bands. */
export const PRICE_BAND_SQL = `CASE ${PRICE_BANDS.map((b) =>
  `WHEN ${CURRENT_PRICE_SQL} >= ${b.minMinor}${b.belowMinor === null ? '' : ` AND ${CURRENT_PRICE_SQL} < ${b.belowMinor}`} THEN '${b.id}'`).join(' ')} END`;

/**
 * The tsquery text of the words: each word or any of its corrections; the last word also as a
 * prefix (the shopper may still be typing it), as Algolia's default `prefixLast` does. A prefix
 * on every word costs the index a partial match per word: at 100,000 products, "black dress" took
 * the index scan 4.7 ms with two prefixes and 3.2 ms with one. Words hold letters and digits
 * only, so they need no quoting.
 */
export function tsqueryTextOf(words: readonly { word: string; corrections: readonly string[] }[]): string {
  const safe = (w: string) => w.replace(/[^\p{L}\p{N}]+/gu, '');
  const last = words.length - 1;
  return words
    .map(({ word, corrections }, i) => {
      const typed = safe(word);
      const asTyped = typed === '' ? [] : [i === last ? `${typed}:*` : typed];
      return [...asTyped, ...corrections.map(safe).filter((c) => c !== '')].join(' | ');
    })
    .filter((alternatives) => alternatives !== '')
    .map((alternatives) => `(${alternatives})`)
    .join(' & ');
}

/** The tsquery over the catalog's English documents, with the site language's stems too. */
export function tsqueryExpression(language: TextSearchLanguage, text: string, param: (value: unknown) => string): string {
  const textParam = param(text);
  return language === 'english'
    ? `to_tsquery('english'::regconfig, ${textParam})`
    : `(to_tsquery('english'::regconfig, ${textParam}) || to_tsquery(${param(language)}::regconfig, ${textParam}))`;
}

/**
 * The brand as a quoted SQL literal, the one value a search puts in its SQL text (ADR 0028): the
 * statements are named prepared statements, and after five runs PostgreSQL may plan them
 * generically, with `brand = $1`, which cannot prove the predicate of a brand's partial search
 * index. Only a member of `BRANDS` is accepted.
 */
export function brandLiteral(brand: BrandId): string {
  if (!(BRANDS as readonly string[]).includes(brand)) throw new Error(`Unknown brand: ${JSON.stringify(brand)}`);
  return `'${brand.replaceAll("'", "''")}'`;
}

/** WHERE conditions of a search's facet filters over `products p`, adding their parameters. */
export function facetConditions(q: SearchQuery, param: (value: unknown) => string): string[] {
  const conditions: string[] = [];
  if (q.categories.length > 0) conditions.push(`p.category_slug = ANY(${param(q.categories)}::text[])`);
  if (q.colours.length > 0) conditions.push(`p.colour = ANY(${param(q.colours)}::text[])`);
  if (q.sizes.length > 0) {
    conditions.push(`p.in_stock_sizes && ${param(q.sizes)}::text[]`);
  }
  if (q.priceBands.length > 0) conditions.push(`(${PRICE_BAND_SQL}) = ANY(${param(q.priceBands)}::text[])`);
  return conditions;
}

export function searchOrder(sort: SearchSort, rankSql: string): string {
  switch (sort) {
    case 'relevance':
      return `${rankSql} DESC, p.id`;
    case 'price-asc':
    case 'price-desc':
    case 'newest':
      return sharedSortOrder(sort);
    default:
      return assertNever(sort);
  }
}
