import type { BackInStockNotice, StockChange, StockLevels, StockLevelsOutcome } from '../../ports/stock-levels.port.js';
import type { Database, SqlRunner } from './database.js';
import { levelOf, type StockMovedListener } from './sql-orders.js';
import { CATALOG_BASE_LANGUAGE, catalogLanguageOf, type CatalogText } from '../../domain/catalog/catalog-language.js';
import { findSiteVariant } from '../../domain/site/site-variants.js';

/** SKUs per pair of statements: large feeds (100,000 SKUs) go in a few round trips, each with arrays of a size PostgreSQL plans well. */
const BATCH = 10_000;

/** The product's name as the site the shopper asked on shows it: its language's, else the base one (ADR 0055). */
function nameInSiteLanguage(baseName: string, texts: readonly CatalogText[], siteId: string): string {
  const language = catalogLanguageOf(findSiteVariant(siteId)?.locale ?? CATALOG_BASE_LANGUAGE);
  return texts.find((text) => text.locale === language)?.name ?? baseName;
}

/**
 * Locks the batch's sizes (in stock id order, as every feed takes them) and answers the SKUs the
 * catalog does not have. Once this statement returns, no order can take or give back units of these
 * sizes until the transaction ends, and every order that did is committed; so the next statement,
 * which starts with a new snapshot, reads every reservation there is.
 */
const LOCK = `
  WITH locked AS (SELECT stock_id FROM product_sizes WHERE stock_id = ANY($1::text[]) ORDER BY stock_id FOR UPDATE)
  SELECT ARRAY(SELECT sku FROM unnest($1::text[]) AS sku EXCEPT SELECT stock_id FROM locked) AS unknown`;

/**
 * Sets the units of the batch's sizes: on hand (`quantity`) less the units promised (pending orders'
 * lines whole, paid orders' lines less what was dispatched or cancelled), or the units there plus
 * `delta`, never below zero. The requests of the sizes that had none are removed in the same statement
 * and answered with what their email names.
 */
const SET_LEVELS = `
  WITH input AS (SELECT * FROM unnest($1::text[], $2::int[], $3::int[]) AS r(sku, quantity, delta)),
       reserved AS (
         SELECT l.stock_id,
                sum(CASE WHEN o.status = 'pending' THEN l.quantity ELSE l.quantity - l.dispatched_quantity - l.cancelled_quantity END)::int AS units
           FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.stock_id IN (SELECT sku FROM input WHERE quantity IS NOT NULL)
            AND l.dispatched_quantity + l.cancelled_quantity < l.quantity
            AND o.status IN ('pending', 'paid')
          GROUP BY l.stock_id),
       wanted AS (
         SELECT s.stock_id, s.units_in_stock AS before,
                CASE WHEN i.quantity IS NOT NULL THEN GREATEST(i.quantity - coalesce(r.units, 0), 0)
                     ELSE GREATEST(s.units_in_stock + i.delta, 0) END AS after
           FROM input i JOIN product_sizes s ON s.stock_id = i.sku LEFT JOIN reserved r ON r.stock_id = i.sku),
       changed AS (
         UPDATE product_sizes s SET units_in_stock = w.after FROM wanted w
          WHERE s.stock_id = w.stock_id AND w.after <> w.before
         RETURNING s.stock_id, s.product_id, s.uk_size, w.before, w.after),
       answered AS (
         DELETE FROM back_in_stock_requests q USING changed c
          WHERE q.stock_id = c.stock_id AND c.before = 0
         RETURNING q.email, q.stock_id, q.site_id, q.product_id, c.uk_size)
  SELECT (SELECT count(*)::int FROM changed) AS updated,
         (SELECT coalesce(array_agg(DISTINCT product_id), '{}') FROM changed) AS product_ids,
         (SELECT coalesce(bool_or(${levelOf('after')} <> ${levelOf('before')}), false) FROM changed) AS levels_changed,
         (SELECT coalesce(array_agg(stock_id ORDER BY stock_id), '{}') FROM changed WHERE before = 0) AS came_back,
         (SELECT coalesce(json_agg(json_build_object('email', a.email, 'stockId', a.stock_id, 'siteId', a.site_id,
                                                     'productName', p.name, 'productTexts', p.texts, 'productSlug', p.slug, 'sizeLabel', a.uk_size)), '[]')
            FROM answered a JOIN products p ON p.id = a.product_id) AS notices`;

/** The requests of these products' sizes that have units, removed: DELETE ... RETURNING gives each row to one caller only. */
const TAKE_ANSWERABLE = `
  WITH gone AS (
         DELETE FROM back_in_stock_requests q
          WHERE q.stock_id IN (SELECT stock_id FROM product_sizes WHERE product_id = ANY($1::int[]) AND units_in_stock > 0)
         RETURNING q.email, q.stock_id, q.site_id, q.product_id)
  SELECT g.email, g.stock_id, g.site_id, p.name, p.texts, p.slug, s.uk_size
    FROM gone g JOIN products p ON p.id = g.product_id JOIN product_sizes s ON s.stock_id = g.stock_id`;

/** What `setStockLevels` did, for the caller to tell the caches and send the emails after its commit. */
export type StockLevelsSet =
  | { kind: 'unknown-skus'; skus: string[] }
  | {
    kind: 'applied';
    updated: number;
    unchanged: number;
    productIds: number[];
    /** Whether a size's stock level (none, low, in stock: all a page shows of stock) changed. */
    levelsChanged: boolean;
    /** The SKUs that went from none to some. */
    cameBack: string[];
    notices: BackInStockNotice[];
  };

interface SetRow {
  updated: number;
  product_ids: number[];
  levels_changed: boolean;
  came_back: string[];
  notices: (BackInStockNotice & { productTexts: CatalogText[] })[];
}

/**
 * Sets the units of many SKUs inside the caller's transaction (`tx`), two statements per batch: the
 * sizes locked, then set from the reservations read after the lock, with the notify requests of the
 * sizes that came back removed. Stock feeds and imports both write stock through it. An unknown SKU
 * answers 'unknown-skus' with that batch unwritten; the caller rolls back the batches before it.
 * The SKUs must be distinct.
 */
export async function setStockLevels(tx: SqlRunner, changes: readonly StockChange[], onProgress: (written: number) => void = () => undefined): Promise<StockLevelsSet> {
  const productIds = new Set<number>();
  const cameBack: string[] = [];
  const notices: BackInStockNotice[] = [];
  let updated = 0;
  let levelsChanged = false;
  for (let start = 0; start < changes.length; start += BATCH) {
    const batch = changes.slice(start, start + BATCH);
    const skus = batch.map((c) => c.sku);
    const { rows: [lock] } = await tx.query<{ unknown: string[] }>(LOCK, [skus]);
    if (lock!.unknown.length > 0) return { kind: 'unknown-skus', skus: lock!.unknown };
    const quantities = batch.map((c) => ('quantity' in c ? c.quantity : null));
    const deltas = batch.map((c) => ('delta' in c ? c.delta : null));
    const { rows: [row] } = await tx.query<SetRow>(SET_LEVELS, [skus, quantities, deltas]);
    updated += row!.updated;
    for (const id of row!.product_ids) productIds.add(id);
    levelsChanged ||= row!.levels_changed;
    cameBack.push(...row!.came_back);
    notices.push(...row!.notices.map(({ productTexts, ...notice }) => ({ ...notice, productName: nameInSiteLanguage(notice.productName, productTexts, notice.siteId) })));
    onProgress(start + batch.length);
  }
  return { kind: 'applied', updated, unchanged: changes.length - updated, productIds: [...productIds], levelsChanged, cameBack, notices };
}

/** Thrown inside the transaction to roll back the batches written before an unknown SKU was met. */
class UnknownSkus extends Error {
  constructor(readonly skus: string[]) {
    super('unknown SKUs');
  }
}

/** A feed's transaction lost a deadlock to an order taking several sizes in another order: it is run again, whole. */
const DEADLOCK_ATTEMPTS = 3;
const isDeadlock = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '40P01';

/** Stock feeds in SQL: the whole feed in one transaction; `stockMoved` tells the caches after the commit. */
export class SqlCatalogStock implements StockLevels {
  constructor(private readonly db: Database, private readonly stockMoved: StockMovedListener = async () => undefined) {}

  async apply(changes: readonly StockChange[], onProgress?: (written: number) => void): Promise<StockLevelsOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        const set = await this.db.transaction(async (tx) => {
          const result = await setStockLevels(tx, changes, onProgress);
          if (result.kind === 'unknown-skus') throw new UnknownSkus(result.skus);
          return result;
        });
        if (set.productIds.length > 0) await this.stockMoved({ productIds: set.productIds, levelsChanged: set.levelsChanged });
        return { kind: 'applied', updated: set.updated, unchanged: set.unchanged, cameBack: set.cameBack, notices: set.notices };
      } catch (error) {
        if (error instanceof UnknownSkus) return { kind: 'unknown-skus', skus: error.skus };
        if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
      }
    }
  }

  async takeAnswerable(productIds: readonly number[]): Promise<readonly BackInStockNotice[]> {
    if (productIds.length === 0) return [];
    const { rows } = await this.db.query<{ email: string; stock_id: string; site_id: string; name: string; texts: CatalogText[]; slug: string; uk_size: string }>(
      TAKE_ANSWERABLE, [productIds]);
    return rows.map((r) => ({
      email: r.email, stockId: r.stock_id, siteId: r.site_id, productName: nameInSiteLanguage(r.name, r.texts, r.site_id), productSlug: r.slug, sizeLabel: r.uk_size,
    }));
  }
}
