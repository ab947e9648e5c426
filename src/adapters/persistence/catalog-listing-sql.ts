import type { FacetValue, ProductQuery, ProductSort } from '../../domain/catalog/product-query.js';
import type { SearchSort } from '../../domain/search/search-query.js';
import { assertNever } from '../../domain/shared/result.js';

/** What a shopper pays now, as SQL over `products p`. */
export const CURRENT_PRICE_SQL = 'COALESCE(p.sale_price_minor, p.price_minor)';

/**
 * A product still on sale, as SQL over `products p`: written literally so that the planner can
 * use the partial listing indexes of migration 031.
 */
export const LIVE_SQL = 'p.archived_at IS NULL';

/** The WHERE clause of a category listing with its filters, and its parameters ($1, $2, ...). */
export function listingFilter(q: ProductQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [q.brand, q.categorySlug];
  const conditions = ['p.brand = $1', 'p.category_slug = $2', LIVE_SQL];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  if (q.sizes.length > 0) {
    conditions.push(`EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.units_in_stock > 0 AND s.uk_size = ANY(${param(q.sizes)}::text[]))`);
  }
  if (q.colours.length > 0) conditions.push(`p.colour = ANY(${param(q.colours)}::text[])`);
  if (q.minPriceMinor !== null) conditions.push(`${CURRENT_PRICE_SQL} >= ${param(q.minPriceMinor)}::int`);
  if (q.maxPriceMinor !== null) conditions.push(`${CURRENT_PRICE_SQL} <= ${param(q.maxPriceMinor)}::int`);
  return { where: conditions.join(' AND '), params };
}

/** ORDER BY of the sorts a category listing and a search both offer; price ties fall back to the featured order (id). */
export function sharedSortOrder(sort: Extract<ProductSort, SearchSort>): string {
  switch (sort) {
    case 'price-asc':
      return `${CURRENT_PRICE_SQL}, p.id`;
    case 'price-desc':
      return `${CURRENT_PRICE_SQL} DESC, p.id`;
    case 'newest':
      return 'p.created_seq DESC';
    default:
      return assertNever(sort);
  }
}

/**
 * ORDER BY of a sort; ties fall back to the featured order (id), names compare by code point.
 * `nameSql` is the name the page shows (the site language's, see localisedSql).
 */
export function listingOrder(sort: ProductSort, nameSql = 'p.name'): string {
  switch (sort) {
    case 'featured':
      return 'p.id';
    case 'price-asc':
    case 'price-desc':
    case 'newest':
      return sharedSortOrder(sort);
    case 'name':
      return `${nameSql} COLLATE "C", p.id`;
    default:
      return assertNever(sort);
  }
}

/**
 * Facets of a whole category in one statement: sizes in stock and colours with their product
 * counts, and the current-price range (two rows, present only when the category has products),
 * of the products on sale.
 * The LATERAL subquery reads sizes product by product through the product_id index instead of
 * scanning every size of the catalog.
 */
export const FACETS_SQL = `
  SELECT 'size' AS facet, s.uk_size AS value, count(*)::int AS n
    FROM products p
   CROSS JOIN LATERAL (SELECT DISTINCT s.uk_size FROM product_sizes s
                        WHERE s.product_id = p.id AND s.units_in_stock > 0) s
   WHERE p.brand = $1 AND p.category_slug = $2 AND ${LIVE_SQL}
   GROUP BY s.uk_size
  UNION ALL
  SELECT 'colour', p.colour, count(*)::int FROM products p
   WHERE p.brand = $1 AND p.category_slug = $2 AND ${LIVE_SQL} GROUP BY p.colour
  UNION ALL
  SELECT 'min-price', NULL, min(${CURRENT_PRICE_SQL})::int FROM products p
   WHERE p.brand = $1 AND p.category_slug = $2 AND ${LIVE_SQL} HAVING count(*) > 0
  UNION ALL
  SELECT 'max-price', NULL, max(${CURRENT_PRICE_SQL})::int FROM products p
   WHERE p.brand = $1 AND p.category_slug = $2 AND ${LIVE_SQL} HAVING count(*) > 0`;

export interface FacetRow {
  facet: 'size' | 'colour' | 'min-price' | 'max-price';
  value: string | null;
  n: number;
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const isNumeric = (s: string): boolean => /^\d+$/.test(s);

/** Numeric sizes in numeric order, then the others (One Size, S, M...) by code point. */
export function compareSizeLabels(a: string, b: string): number {
  if (isNumeric(a) && isNumeric(b)) return Number(a) - Number(b);
  if (isNumeric(a) !== isNumeric(b)) return isNumeric(a) ? -1 : 1;
  return byCodePoint(a, b);
}

export function facetsOf(rows: FacetRow[]): { sizes: FacetValue[]; colours: FacetValue[]; priceRangeMinor: { min: number; max: number } | null } {
  const values = (facet: FacetRow['facet'], compare: (a: string, b: string) => number): FacetValue[] =>
    rows.filter((r) => r.facet === facet && r.value !== null)
      .map((r) => ({ value: r.value!, count: r.n }))
      .sort((a, b) => compare(a.value, b.value));
  const min = rows.find((r) => r.facet === 'min-price');
  const max = rows.find((r) => r.facet === 'max-price');
  return {
    sizes: values('size', compareSizeLabels),
    colours: values('colour', byCodePoint),
    priceRangeMinor: min && max ? { min: min.n, max: max.n } : null,
  };
}
