import type { RelatedProductsRequest } from '../../domain/search/recommendation-request.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { SearchError } from '../../ports/product-search.port.js';
import type { Recommendation, Recommendations } from '../../ports/recommendations.port.js';
import { CURRENT_PRICE_SQL } from './catalog-listing-sql.js';
import type { Database } from './database.js';
import { HIT_COLUMNS, hitOf, type HitRow } from './search-sql.js';

/** Products of the sources' categories looked at per request, the closest in price first. */
const CATEGORY_CANDIDATES = 200;
/** Products of other categories in the sources' colours, so that a small category still fills the carousel. */
const COLOUR_CANDIDATES = 50;

/**
 * Related products by shared attributes on the shop's own database: a score out of 100, half
 * for sharing the sources' category, a quarter for their colour, a quarter for a price close to
 * theirs. The candidates come from the category and price indexes, so the cost does not grow
 * with the catalog. (Co-purchase joins in once orders are stored.)
 */
export class SqlRecommendations implements Recommendations {
  constructor(private readonly db: Database) {}

  async related(r: RelatedProductsRequest): Promise<Result<Recommendation[], SearchError>> {
    const { rows } = await this.db.query<HitRow & { score: number }>(`
      WITH src AS (
        SELECT p.id, p.category_slug, p.colour, ${CURRENT_PRICE_SQL} AS price FROM products p WHERE p.brand = $1 AND p.id = ANY($2::int[])
      ), stats AS (
        SELECT count(*)::float8 AS n, avg(price)::float8 AS price FROM src
      ), candidates AS (
        (SELECT p.id FROM products p WHERE p.brand = $1 AND p.category_slug IN (SELECT category_slug FROM src) AND p.id <> ALL($2::int[])
          ORDER BY abs(${CURRENT_PRICE_SQL} - (SELECT price FROM stats)), p.id LIMIT ${CATEGORY_CANDIDATES})
        UNION
        (SELECT p.id FROM products p WHERE p.brand = $1 AND p.colour IN (SELECT colour FROM src) AND p.id <> ALL($2::int[])
          AND p.category_slug NOT IN (SELECT category_slug FROM src) ORDER BY p.id LIMIT ${COLOUR_CANDIDATES})
      ), scored AS (
        SELECT p.id, round(
            50 * (SELECT count(*) FROM src WHERE src.category_slug = p.category_slug) / stats.n
          + 25 * (SELECT count(*) FROM src WHERE src.colour = p.colour) / stats.n
          + 25 * greatest(0, 1 - abs(${CURRENT_PRICE_SQL} - stats.price) / greatest(stats.price, 1))
        )::int AS score
          FROM candidates c JOIN products p ON p.id = c.id CROSS JOIN stats
         WHERE stats.n > 0
      )
      SELECT ${HIT_COLUMNS}, s.score FROM scored s JOIN products p ON p.id = s.id
       WHERE s.score >= $3 ORDER BY s.score DESC, p.id LIMIT $4`,
    [r.brand, r.productIds, r.threshold, r.maxRecommendations]);
    return ok(rows.map((row) => ({ hit: hitOf(row), score: row.score })));
  }
}
