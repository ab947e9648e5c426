import type { RelatedProductsRequest } from '../../domain/search/recommendation-request.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { SearchError } from '../../ports/product-search.port.js';
import type { Recommendation, Recommendations } from '../../ports/recommendations.port.js';
import { CURRENT_PRICE_SQL, LIVE_SQL } from './catalog-listing-sql.js';
import type { Database } from './database.js';
import { hitColumnsIn, hitOf, type HitRow } from './search-sql.js';
import { languageParamOf } from './catalog-rows.js';
import { CATALOG_BASE_LANGUAGE } from '../../domain/catalog/catalog-language.js';

/** Products of the sources' categories looked at per request, the closest in price first. */
const CATEGORY_CANDIDATES = 200;
/** Products of other categories in the sources' colours, so that a small category still fills the carousel. */
const COLOUR_CANDIDATES = 50;
/** Products most often bought in the same paid orders as the sources. */
const CO_PURCHASE_CANDIDATES = 50;
/** Paid orders in common that earn the whole co-purchase bonus. */
const CO_PURCHASE_FULL = 3;

/**
 * Related products on the shop's own database: a score out of 100, half for sharing the sources'
 * category, a quarter for their colour, a quarter for a price close to theirs, and up to a
 * quarter more (capped at 100) for being bought in the same paid orders as the sources (full at
 * CO_PURCHASE_FULL orders). The candidates come from the category, price and order-line indexes,
 * so the cost does not grow with the catalog: the category's products closest in price are read
 * along the price index from the sources' price, up and down (the nearest CATEGORY_CANDIDATES of
 * each side hold the nearest of both), instead of sorting the whole category by distance.
 */
export class SqlRecommendations implements Recommendations {
  constructor(private readonly db: Database) {}

  async related(r: RelatedProductsRequest): Promise<Result<Recommendation[], SearchError>> {
    const params: unknown[] = [r.brand, r.productIds, r.threshold, r.maxRecommendations];
    const hitColumns = hitColumnsIn(languageParamOf(r.catalogLanguage ?? CATALOG_BASE_LANGUAGE, params));
    const { rows } = await this.db.query<HitRow & { score: number }>(`
      WITH src AS (
        SELECT p.id, p.category_slug, p.colour, ${CURRENT_PRICE_SQL} AS price FROM products p WHERE p.brand = $1 AND p.id = ANY($2::int[])
      ), stats AS (
        SELECT count(*)::float8 AS n, avg(price)::float8 AS price FROM src
      ), co AS (
        SELECT other.product_id AS id, count(DISTINCT other.order_id)::float8 AS orders
          FROM order_lines bought
          JOIN orders o ON o.id = bought.order_id AND o.status = 'paid'
          JOIN order_lines other ON other.order_id = bought.order_id AND other.product_id <> ALL($2::int[])
         WHERE bought.product_id = ANY($2::int[])
         GROUP BY other.product_id ORDER BY orders DESC, other.product_id LIMIT ${CO_PURCHASE_CANDIDATES}
      ), candidates AS (
        (SELECT near.id FROM (SELECT DISTINCT category_slug FROM src) sc CROSS JOIN LATERAL (
            (SELECT p.id, ${CURRENT_PRICE_SQL} AS price FROM products p
              WHERE p.brand = $1 AND p.category_slug = sc.category_slug AND ${LIVE_SQL} AND ${CURRENT_PRICE_SQL} >= (SELECT price FROM stats) AND p.id <> ALL($2::int[])
              ORDER BY ${CURRENT_PRICE_SQL}, p.id LIMIT ${CATEGORY_CANDIDATES})
            UNION ALL
            (SELECT p.id, ${CURRENT_PRICE_SQL} AS price FROM products p
              WHERE p.brand = $1 AND p.category_slug = sc.category_slug AND ${LIVE_SQL} AND ${CURRENT_PRICE_SQL} < (SELECT price FROM stats) AND p.id <> ALL($2::int[])
              ORDER BY ${CURRENT_PRICE_SQL} DESC, p.id DESC LIMIT ${CATEGORY_CANDIDATES})) near
          ORDER BY abs(near.price - (SELECT price FROM stats)), near.id LIMIT ${CATEGORY_CANDIDATES})
        UNION
        (SELECT p.id FROM products p WHERE p.brand = $1 AND ${LIVE_SQL} AND p.colour IN (SELECT colour FROM src) AND p.id <> ALL($2::int[])
          AND p.category_slug NOT IN (SELECT category_slug FROM src) ORDER BY p.id LIMIT ${COLOUR_CANDIDATES})
        UNION
        (SELECT co.id FROM co JOIN products p ON p.id = co.id AND p.brand = $1 AND ${LIVE_SQL})
      ), scored AS (
        SELECT p.id, least(100, round(
            50 * (SELECT count(*) FROM src WHERE src.category_slug = p.category_slug) / stats.n
          + 25 * (SELECT count(*) FROM src WHERE src.colour = p.colour) / stats.n
          + 25 * greatest(0, 1 - abs(${CURRENT_PRICE_SQL} - stats.price) / greatest(stats.price, 1))
          + 25 * least(1, coalesce((SELECT co.orders FROM co WHERE co.id = p.id), 0) / ${CO_PURCHASE_FULL})
        ))::int AS score
          FROM candidates c JOIN products p ON p.id = c.id CROSS JOIN stats
         WHERE stats.n > 0
      )
      SELECT ${hitColumns}, s.score FROM scored s JOIN products p ON p.id = s.id
       WHERE s.score >= $3 ORDER BY s.score DESC, p.id LIMIT $4`,
    params);
    return ok(rows.map((row) => ({ hit: hitOf(row), score: row.score })));
  }
}
