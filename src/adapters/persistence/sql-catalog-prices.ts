import type { PriceHistoryEntry } from '../../domain/pricing/lowest-prior-price.js';
import type { ProductPriceList } from '../../ports/catalog.port.js';
import type { PriceHistoryKey, PriceHistoryReader } from '../../ports/price-history.port.js';
import type { Database, SqlRunner } from './database.js';

/** An instant as ISO 8601 in UTC with milliseconds, the same text on both drivers. */
const isoUtc = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A product's price list as one JSON column over `products p`, so that a product comes with its
 * prices in the statement that reads it (no query per product).
 */
export const PRICES_COLUMN = `COALESCE((SELECT json_agg(json_build_object('currency', pp.currency, 'priceMinor', pp.price_minor,
  'salePriceMinor', pp.sale_price_minor, 'saleStartsAt', ${isoUtc('pp.sale_starts_at')}, 'saleEndsAt', ${isoUtc('pp.sale_ends_at')})
  ORDER BY pp.currency) FROM product_prices pp WHERE pp.product_id = p.id), '[]'::json) AS prices`;

/**
 * Writes the price lists of many products in one statement (each column one array parameter):
 * - entries are upserted, and a product's entries its list no longer has are removed;
 * - each entry that changed appends its new state to `price_history` at `recordedAt`; an entry
 *   written as it already was appends nothing;
 * - a list with a GBP entry sets the product's GBP base columns (regular and sale price, which
 *   listings sort and filter by); a list without one leaves them.
 * Runs on the caller's runner, so inside the caller's transaction. Returns the ids of the products
 * whose prices changed, in ascending order.
 */
export async function writePriceLists(runner: SqlRunner, lists: readonly ProductPriceList[], recordedAt: Date): Promise<number[]> {
  if (lists.length === 0) return [];
  const entries = lists.flatMap((l) => l.prices.map((p) => ({ productId: l.productId, ...p, currency: p.currency.toUpperCase() })));
  const { rows } = await runner.query<{ product_id: number }>(
    `WITH v AS (
       SELECT v.product_id, v.currency, v.price_minor, v.sale_price_minor,
              v.sale_starts_at::timestamptz AS sale_starts_at, v.sale_ends_at::timestamptz AS sale_ends_at
         FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::text[], $6::text[])
           AS v(product_id, currency, price_minor, sale_price_minor, sale_starts_at, sale_ends_at)
     ), removed AS (
       DELETE FROM product_prices pp WHERE pp.product_id = ANY($7::int[])
          AND NOT EXISTS (SELECT 1 FROM v WHERE v.product_id = pp.product_id AND v.currency = pp.currency)
       RETURNING pp.product_id
     ), written AS (
       INSERT INTO product_prices AS pp (product_id, currency, price_minor, sale_price_minor, sale_starts_at, sale_ends_at)
       SELECT product_id, currency, price_minor, sale_price_minor, sale_starts_at, sale_ends_at FROM v
       ON CONFLICT (product_id, currency) DO UPDATE
          SET price_minor = EXCLUDED.price_minor, sale_price_minor = EXCLUDED.sale_price_minor,
              sale_starts_at = EXCLUDED.sale_starts_at, sale_ends_at = EXCLUDED.sale_ends_at
        WHERE (pp.price_minor, pp.sale_price_minor, pp.sale_starts_at, pp.sale_ends_at)
              IS DISTINCT FROM (EXCLUDED.price_minor, EXCLUDED.sale_price_minor, EXCLUDED.sale_starts_at, EXCLUDED.sale_ends_at)
       RETURNING pp.product_id, pp.currency, pp.price_minor, pp.sale_price_minor, pp.sale_starts_at, pp.sale_ends_at
     ), recorded AS (
       INSERT INTO price_history (product_id, currency, price_minor, sale_price_minor, sale_starts_at, sale_ends_at, recorded_at)
       SELECT product_id, currency, price_minor, sale_price_minor, sale_starts_at, sale_ends_at, $8::timestamptz FROM written
     ), base AS (
       UPDATE products p SET price_minor = g.price_minor, sale_price_minor = g.sale_price_minor
         FROM v g
        WHERE g.currency = 'GBP' AND p.id = g.product_id
          AND (p.price_minor, p.sale_price_minor) IS DISTINCT FROM (g.price_minor, g.sale_price_minor)
       RETURNING p.id
     )
     SELECT product_id FROM removed UNION SELECT product_id FROM written UNION SELECT id FROM base ORDER BY 1`,
    [
      entries.map((e) => e.productId), entries.map((e) => e.currency), entries.map((e) => e.priceMinor),
      entries.map((e) => e.salePriceMinor), entries.map((e) => e.saleStartsAt), entries.map((e) => e.saleEndsAt),
      lists.map((l) => l.productId), recordedAt.toISOString(),
    ]);
  return rows.map((r) => r.product_id);
}

/** Price histories of products in currencies, many in one statement. */
export class SqlPriceHistory implements PriceHistoryReader {
  constructor(private readonly db: Database) {}

  async historiesOf(keys: readonly PriceHistoryKey[]): Promise<PriceHistoryEntry[][]> {
    if (keys.length === 0) return [];
    const { rows } = await this.db.query<PriceHistoryEntry & { key: number }>(
      `SELECT k.ord::int - 1 AS key, h.price_minor AS "priceMinor", h.sale_price_minor AS "salePriceMinor",
              ${isoUtc('h.sale_starts_at')} AS "saleStartsAt", ${isoUtc('h.sale_ends_at')} AS "saleEndsAt",
              ${isoUtc('h.recorded_at')} AS "recordedAt"
         FROM unnest($1::int[], $2::text[]) WITH ORDINALITY AS k(product_id, currency, ord)
         JOIN price_history h ON h.product_id = k.product_id AND h.currency = k.currency
        ORDER BY k.ord, h.recorded_at, h.id`,
      [keys.map((k) => k.productId), keys.map((k) => k.currency.toUpperCase())]);
    const histories: PriceHistoryEntry[][] = keys.map(() => []);
    for (const { key, ...entry } of rows) histories[key]!.push(entry);
    return histories;
  }
}
