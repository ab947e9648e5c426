import { LOW_STOCK_THRESHOLD } from '../../domain/catalog/product.js';
import { MAX_PROVIDER_CALLS_PER_ORDER } from '../../domain/orders/payment-idempotency-key.js';
import type { Order, OrderLine, OrderReduction, OrderSnapshot, OrderStatus } from '../../domain/orders/order.js';
import { money, type Money } from '../../domain/pricing/money.js';
import { ownerKeyOf, type BasketOwner } from '../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { OrderHistoryEntry, OrderHistoryKind } from '../../domain/orders/order-history.js';
import type { AttemptOutcome, OrderClosure, Orders, PaymentAttempt, PlaceOrderError } from '../../ports/orders.port.js';
import type { Database, SqlRunner } from './database.js';
import { checkReductions, OrderRefused, unitsPerStock } from './sql-order-steps.js';
import { orderEventParts } from './sql-order-events.js';
import type { OrderEventType } from '../../domain/orders/order-event.js';

interface OrderRow {
  id: string;
  reference: string;
  owner_key: string;
  shopper_id: number | null;
  site_code: string;
  status: OrderStatus;
  currency: string;
  total_minor: number;
  snapshot: StoredSnapshot;
  payment_method: string | null;
  psp_reference: string | null;
  created_at: Date | string;
  closed_at: Date | string | null;
}

interface LineRow {
  stock_id: string;
  product_id: number;
  product_name: string;
  size_label: string | null;
  image: string;
  quantity: number;
  unit_price_minor: number;
  line_total_minor: number;
  gift_voucher: OrderLine['giftVoucher'];
}

/** What the `snapshot` column keeps: the parts of the snapshot that have no column of their own. */
type StoredSnapshot = Pick<OrderSnapshot, 'owner' | 'details' | 'delivery' | 'subtotal' | 'deliveryPrice' | 'reductions' | 'marketingOptIn'>;

interface AttemptRow {
  order_id: string;
  idempotency_key: string;
  outcome: Record<string, unknown> | null;
  request_digest: string | null;
  created_at: Date | string;
}

const ATTEMPT_COLUMNS = 'order_id, idempotency_key, outcome, request_digest, created_at';
const toAttempt = (row: AttemptRow): PaymentAttempt => ({
  orderId: row.order_id, idempotencyKey: row.idempotency_key, outcome: row.outcome, requestDigest: row.request_digest, createdAt: new Date(row.created_at),
});

const ORDER_COLUMNS = 'id, reference, owner_key, shopper_id, site_code, status, currency, total_minor, snapshot, payment_method, psp_reference, created_at, closed_at';

/**
 * Stock an order took (placed) or gave back (closed unpaid): its products, and whether any size's
 * stock level (in stock, low, none: all a page shows of stock) changed with it.
 */
export interface StockMove {
  productIds: readonly number[];
  levelsChanged: boolean;
}

export type StockMovedListener = (move: StockMove) => Promise<void>;

/** A size's stock level from its units, in SQL, as `stockLevelOf` (domain/catalog/product.ts) gives it. */
export const levelOf = (units: string): string => `(CASE WHEN ${units} <= 0 THEN 0 WHEN ${units} <= ${LOW_STOCK_THRESHOLD} THEN 1 ELSE 2 END)`;

/**
 * Orders in SQL. `place` writes the order and takes its stock in one statement, which the CHECK
 * on units (never below zero) fails whole when a size has too few (ADR 17). `close` moves the order only WHERE it is still pending, so of two concurrent
 * closes exactly one does the work; the rest of the closure (the gift voucher codes a paid close
 * issues too) hangs on that same statement, and the attempt's answer is saved in it, closed or not.
 */
export class SqlOrders implements Orders {
  /** `stockMoved` is told, after the commit, of every order that took stock or gave it back. */
  constructor(private readonly db: Database, private readonly stockMoved: StockMovedListener = async () => undefined) {}

  /** Order numbers taken from the sequence and not handed out yet, smallest first. */
  private readonly numbers: number[] = [];
  /** The block being taken, which every caller that finds `numbers` empty waits for (one statement per block, not per caller). */
  private refill: Promise<void> | null = null;

  async nextOrderNumber(): Promise<number> {
    for (;;) {
      const next = this.numbers.shift();
      if (next !== undefined) return next;
      this.refill ??= this.takeNumbers().finally(() => {
        this.refill = null;
      });
      await this.refill;
    }
  }

  /** A block of ORDER_NUMBER_BLOCK numbers from the sequence in one statement: no other node ever gets them. */
  private async takeNumbers(): Promise<void> {
    const { rows } = await this.db.query<{ n: string }>(`SELECT nextval('order_numbers')::text AS n FROM generate_series(1, ${ORDER_NUMBER_BLOCK})`);
    this.numbers.push(...rows.map((r) => Number(r.n)).sort((a, b) => a - b));
  }

  async place(
    id: string, reference: string, snapshot: OrderSnapshot, now: Date, firstAttemptKey: string | null = null, firstAttemptDigest: string | null = null,
  ): Promise<Result<Order, PlaceOrderError>> {
    const firstAttempt = firstAttemptKey === null ? null : { key: firstAttemptKey, digest: firstAttemptDigest };
    for (let round = 1; ; round += 1) {
      try {
        // Without coupons or vouchers the order is one statement: no transaction, so no stock row
        // stays locked while this node's event loop gets round to sending COMMIT.
        const levelsChanged = snapshot.reductions.length === 0
          ? await placeWithStock(this.db, id, reference, snapshot, now, firstAttempt)
          : await this.db.transaction(async (tx) => {
            const changed = await placeWithStock(tx, id, reference, snapshot, now, firstAttempt);
            await checkReductions(tx, id, snapshot);
            return changed;
          });
        await this.stockMoved({ productIds: [...new Set(snapshot.lines.map((l) => l.productId))], levelsChanged });
        return ok({
          ...snapshot, id, reference, status: 'pending', paymentMethod: null, pspReference: null, createdAt: now, closedAt: null, issuedVoucherCodes: [],
        });
      } catch (error) {
        if (error instanceof OrderRefused) return err(error.refusal);
        const state = sqlStateOf(error);
        if (round >= PLACE_ROUNDS || (state !== CHECK_VIOLATION && state !== DEADLOCK_DETECTED)) throw error;
        if (state === CHECK_VIOLATION) {
          // A size would have gone below zero: the statement changed nothing. Say which, as it is
          // now (another order may have given units back meanwhile, and then this one tries again).
          const short = await shortfallOf(this.db, snapshot.lines);
          if (short !== null) return err(short);
        }
      }
    }
  }

  async byId(id: string): Promise<Order | null> {
    return (await this.load('id = $1', [id]))[0] ?? null;
  }

  async byReference(reference: string): Promise<Order | null> {
    return (await this.load('reference = $1', [reference]))[0] ?? null;
  }

  async openOrderOf(owner: BasketOwner): Promise<Order | null> {
    return (await this.load("owner_key = $1 AND status = 'pending'", [ownerKeyOf(owner)]))[0] ?? null;
  }

  async lastPaidOf(owner: BasketOwner): Promise<Order | null> {
    return (await this.load("owner_key = $1 AND status = 'paid' ORDER BY closed_at DESC LIMIT 1", [ownerKeyOf(owner)]))[0] ?? null;
  }

  async reopenPaid(id: string, closure: Extract<OrderClosure, { status: 'paid' }>, now: Date): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        // The basket's rows first, as a paid close and a placement lock them: the three never wait on each other in a circle.
        await tx.query("SELECT 1 FROM basket_lines WHERE owner_key = (SELECT owner_key FROM orders WHERE id = $1) FOR UPDATE", [id]);
        // Pending again inside this transaction only (no one else sees it), so the paid close below applies as to any order.
        const { rows } = await tx.query<{ id: string }>(REOPEN, [id]);
        if (rows.length === 0) throw new OrderRefused({ code: 'ORDER_PENDING', orderId: id });
        const { rows: spent } = await tx.query<{ spent: boolean }>(DISCOUNTS_SPENT, [id]);
        if (spent[0]!.spent) throw new OrderRefused({ code: 'DISCOUNT_UNAVAILABLE', reference: id });
        const params = [id, 'paid', closure.paymentMethod, closure.pspReference, now.toISOString(), null, null, closure.issuedVoucherCodes, closure.captureMode];
        return (await tx.query(CLOSE_PAID, params)).rows.length > 0;
      });
    } catch (error) {
      // Another pending order of the owner (unique index), too few units (CHECK), a discount spent: the order stays as it was.
      if (error instanceof OrderRefused) return false;
      const state = sqlStateOf(error);
      if (state === CHECK_VIOLATION || state === UNIQUE_VIOLATION || state === DEADLOCK_DETECTED) return false;
      throw error;
    }
  }

  async close(id: string, closure: OrderClosure, now: Date, attempt: AttemptOutcome | null = null): Promise<boolean> {
    const params = [id, closure.status, closure.paymentMethod, closure.pspReference, now.toISOString(),
      attempt === null ? null : JSON.stringify(attempt.outcome), attempt?.idempotencyKey ?? null];
    if (closure.status !== 'paid') {
      const { rows } = await this.db.query<{ product_ids: number[] | null; levels_changed: boolean | null }>(CLOSE_AND_RETURN_STOCK, params);
      if (rows.length === 0) return false;
      if (rows[0]!.product_ids !== null) await this.stockMoved({ productIds: rows[0]!.product_ids, levelsChanged: rows[0]!.levels_changed === true });
      return true;
    }
    return (await this.db.query(CLOSE_PAID, [...params, closure.issuedVoucherCodes, closure.captureMode])).rows.length > 0;
  }

  async recordAttempt(orderId: string, idempotencyKey: string, now: Date, requestDigest: string | null = null): Promise<boolean> {
    // No conflict target: the key's primary key and the one-call-in-flight-per-order index both refuse.
    // The count is exact: a concurrent insert of the same order is refused by that index.
    const { rows } = await this.db.query<{ idempotency_key: string }>(
      `INSERT INTO payment_attempts (idempotency_key, order_id, outcome, request_digest, created_at)
       SELECT $1, $2, NULL, $3, $4 WHERE (SELECT count(*) FROM payment_attempts WHERE order_id = $2) < $5
       ON CONFLICT DO NOTHING RETURNING idempotency_key`,
      [idempotencyKey, orderId, requestDigest, now.toISOString(), MAX_PROVIDER_CALLS_PER_ORDER],
    );
    return rows.length > 0;
  }

  async discard(id: string, idempotencyKey: string): Promise<boolean> {
    const { rows } = await this.db.query<{ product_ids: number[] | null; levels_changed: boolean | null }>(DISCARD_AND_RETURN_STOCK, [id, idempotencyKey]);
    if (rows.length === 0) return false;
    if (rows[0]!.product_ids !== null) await this.stockMoved({ productIds: rows[0]!.product_ids, levelsChanged: rows[0]!.levels_changed === true });
    return true;
  }

  async amendPreferences(id: string, preferences: Pick<OrderSnapshot, 'delivery' | 'marketingOptIn'>): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE orders SET snapshot = snapshot || jsonb_build_object('delivery', $2::jsonb, 'marketingOptIn', $3::boolean)
        WHERE id = $1 AND status = 'pending' RETURNING id`,
      [id, JSON.stringify(preferences.delivery), preferences.marketingOptIn],
    );
    return rows.length > 0;
  }

  async discardAttempt(idempotencyKey: string): Promise<void> {
    await this.db.query('DELETE FROM payment_attempts WHERE idempotency_key = $1', [idempotencyKey]);
  }

  async unansweredAttemptsBefore(before: Date, limit: number): Promise<PaymentAttempt[]> {
    const { rows } = await this.db.query<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE outcome IS NULL AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [before.toISOString(), limit],
    );
    return rows.map(toAttempt);
  }

  async recordHistory(orderId: string, entry: OrderHistoryEntry): Promise<void> {
    await this.db.query('INSERT INTO order_history (order_id, kind, at, detail) VALUES ($1, $2, $3, $4)', [orderId, entry.kind, entry.at.toISOString(), JSON.stringify(entry.detail)]);
  }

  async historyOf(orderId: string): Promise<OrderHistoryEntry[]> {
    const { rows } = await this.db.query<{ kind: OrderHistoryKind; at: Date | string; detail: Record<string, unknown> }>(
      'SELECT kind, at, detail FROM order_history WHERE order_id = $1 ORDER BY seq', [orderId],
    );
    return rows.map((r) => ({ kind: r.kind, at: new Date(r.at), detail: r.detail }));
  }

  async saveAttemptOutcome(idempotencyKey: string, outcome: Record<string, unknown>): Promise<void> {
    await this.db.query('UPDATE payment_attempts SET outcome = $2 WHERE idempotency_key = $1', [idempotencyKey, JSON.stringify(outcome)]);
  }

  async attempt(idempotencyKey: string): Promise<PaymentAttempt | null> {
    const { rows } = await this.db.query<AttemptRow>(`SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE idempotency_key = $1`, [idempotencyKey]);
    return rows[0] ? toAttempt(rows[0]) : null;
  }

  ofShopper(shopperId: number, limit: number): Promise<Order[]> {
    return this.load('shopper_id = $1 ORDER BY created_at DESC, seq DESC LIMIT $2', [shopperId, limit]);
  }

  pendingBefore(before: Date, limit: number): Promise<Order[]> {
    return this.load("status = 'pending' AND created_at < $1 ORDER BY created_at, seq LIMIT $2", [before.toISOString(), limit]);
  }

  /** Orders WHERE `where` (which may end in ORDER BY / LIMIT), with their lines and issued codes: one statement. */
  private async load(where: string, params: unknown[]): Promise<Order[]> {
    const { rows } = await this.db.query<OrderRow & { lines: LineRow[] | null; codes: string[] | null }>(
      `SELECT ${ORDER_COLUMNS},
              (SELECT json_agg(json_build_object(
                        'stock_id', l.stock_id, 'product_id', l.product_id, 'product_name', l.product_name, 'size_label', l.size_label,
                        'image', l.image, 'quantity', l.quantity, 'unit_price_minor', l.unit_price_minor,
                        'line_total_minor', l.line_total_minor, 'gift_voucher', l.gift_voucher) ORDER BY l.position)
                 FROM order_lines l WHERE l.order_id = orders.id) AS lines,
              (SELECT json_agg(v.code ORDER BY v.position) FROM order_issued_vouchers v WHERE v.order_id = orders.id) AS codes
         FROM orders WHERE ${where}`,
      params,
    );
    return rows.map((row) => toOrder(row, row.lines ?? [], row.codes ?? []));
  }
}

/** Order numbers a node takes from the sequence at a time (one statement per 32 orders, not per order). */
const ORDER_NUMBER_BLOCK = 32;

/** Tries of one placement: a deadlock between two orders, or units given back after a refusal, is tried again. */
const PLACE_ROUNDS = 3;
const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';
const sqlStateOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/**
 * The order with its lines and reductions, its stock taken, and its first payment attempt when
 * a key is given: one statement. The order is
 * written only when every size exists and the owner has no open order; then each size loses its
 * units, and the CHECK on `units_in_stock` (never below zero) fails the whole statement when one
 * has too few, so nothing at all is written. Data-changing WITH parts always run to completion,
 * read or not (PostgreSQL docs, 7.8.4); the stock rows are the last thing touched, so they stay
 * locked only until this statement commits. Sizes come in stock id order, the order two orders
 * meet them in; a deadlock all the same fails one statement, which is tried again.
 */
async function placeWithStock(
  runner: SqlRunner, id: string, reference: string, s: OrderSnapshot, now: Date, firstAttempt: { key: string; digest: string | null } | null,
): Promise<boolean> {
  const stored: StoredSnapshot = {
    owner: s.owner, details: s.details, delivery: s.delivery, subtotal: s.subtotal, deliveryPrice: s.deliveryPrice, reductions: s.reductions, marketingOptIn: s.marketingOptIn,
  };
  const lines = s.lines.map((l, position) => ({
    position, stock_id: l.stockId, product_id: l.productId, product_name: l.productName, size_label: l.sizeLabel, image: l.image,
    quantity: l.quantity, unit_price_minor: l.unitPrice.amountMinor, line_total_minor: l.lineTotal.amountMinor, gift_voucher: l.giftVoucher,
  }));
  const reductions = s.reductions.map((r, position) => ({ position, kind: r.kind, ref: r.kind === 'coupon' ? r.couponId : r.code, amount_minor: r.amount.amountMinor }));
  const wanted = unitsPerStock(s.lines);
  const { rows } = await runner.query<{ placed: string | null; levels_changed: boolean }>(
    // The sizes are found by `= ANY($12)` so the planner takes the primary key, not a scan of every size.
    // The basket's rows are locked before the order is written: a paid close of the owner's other
    // order (a concurrent submit of the same basket) locks them before it moves that order and empties
    // them, so this statement either sees them gone (BASKET_CHANGED) or runs first and meets that order
    // still pending (ORDER_PENDING); FOR UPDATE reads the rows as committed now, not as the statement began.
    `WITH wanted AS (SELECT w.stock_id, w.units FROM unnest($12::text[], $13::int[]) AS w(stock_id, units)),
          basket AS MATERIALIZED (SELECT stock_id, quantity FROM basket_lines WHERE owner_key = $3 FOR UPDATE),
          holds AS (
            SELECT NOT EXISTS (SELECT 1 FROM wanted w WHERE w.units > (SELECT coalesce(sum(b.quantity), 0) FROM basket b WHERE b.stock_id = w.stock_id)) AS ok),
          placed AS (
            INSERT INTO orders (id, reference, owner_key, shopper_id, site_code, status, currency, total_minor, snapshot, created_at)
            SELECT $1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9
             WHERE (SELECT ok FROM holds)
               AND (SELECT count(*) FROM product_sizes WHERE stock_id = ANY($12::text[])) = cardinality($12::text[])
            ON CONFLICT (owner_key) WHERE status = 'pending' DO NOTHING RETURNING id, reference, site_code, currency, total_minor, snapshot),
          lines AS (
            INSERT INTO order_lines (order_id, position, stock_id, product_id, product_name, size_label, image, quantity, unit_price_minor, line_total_minor, gift_voucher)
            SELECT placed.id, l.position, l.stock_id, l.product_id, l.product_name, l.size_label, l.image, l.quantity, l.unit_price_minor, l.line_total_minor, l.gift_voucher
              FROM placed, jsonb_to_recordset($10::jsonb) AS l(position int, stock_id text, product_id int, product_name text, size_label text, image text,
                                                               quantity int, unit_price_minor int, line_total_minor int, gift_voucher jsonb)),
          reductions AS (
            INSERT INTO order_reductions (order_id, position, kind, ref, amount_minor)
            SELECT placed.id, r.position, r.kind, r.ref, r.amount_minor
              FROM placed, jsonb_to_recordset($11::jsonb) AS r(position int, kind text, ref text, amount_minor int)),
          taken AS (
            UPDATE product_sizes p SET units_in_stock = p.units_in_stock - w.units
              FROM wanted w, placed WHERE p.stock_id = ANY($12::text[]) AND p.stock_id = w.stock_id
            RETURNING ${levelOf('p.units_in_stock')} <> ${levelOf('p.units_in_stock + w.units')} AS level_changed),
          attempt AS (
            INSERT INTO payment_attempts (idempotency_key, order_id, outcome, request_digest, created_at)
            SELECT $14::text, placed.id, NULL, $15::text, $9 FROM placed WHERE $14::text IS NOT NULL),
          ${PLACED_EVENT}
     SELECT (SELECT id FROM placed) AS placed, COALESCE((SELECT bool_or(level_changed) FROM taken), false) AS levels_changed`,
    [id, reference, ownerKeyOf(s.owner), s.shopperId, s.siteCode, s.total.currency, s.total.amountMinor, JSON.stringify(stored), now.toISOString(),
      JSON.stringify(lines), JSON.stringify(reductions), wanted.map(([stockId]) => stockId), wanted.map(([, units]) => units), firstAttempt?.key ?? null,
      firstAttempt?.digest ?? null],
  );
  if (rows[0]!.placed !== null) return rows[0]!.levels_changed;
  const { rows: open } = await runner.query<{ id: string }>("SELECT id FROM orders WHERE owner_key = $1 AND status = 'pending'", [ownerKeyOf(s.owner)]);
  if (open[0]) throw new OrderRefused({ code: 'ORDER_PENDING', orderId: open[0].id });
  // A size that does not exist; else the basket no longer holds the lines, or the owner's pending
  // order this statement met was closed meanwhile (a twin submit paid it): the caller reads the basket again.
  const short = await shortfallOf(runner, s.lines);
  throw new OrderRefused(short ?? { code: 'BASKET_CHANGED' });
}

/** The order.placed event, in the placing statement: its lines are read from the statement's input ($10), as the inserted ones are not visible to it. */
const PLACED_EVENT = orderEventParts({
  from: 'placed', order: 'placed', status: "'pending'", type: "'order.placed'", data: "'{}'::jsonb", occurredAt: '$9::timestamptz',
  lines: `jsonb_to_recordset($10::jsonb) AS l(position int, stock_id text, product_id int, product_name text, size_label text,
                                                quantity int, unit_price_minor int, line_total_minor int)`,
});

/** The event of a close ($1) in the closing statement: the order as the statement's snapshot has it, with the status it moves to. */
const closeEvent = (type: OrderEventType, status: string, data: string): string => orderEventParts({
  from: 'closed, orders o WHERE o.id = $1', order: 'o', status, type: `'${type}'`, data, occurredAt: '$5::timestamptz', lines: 'order_lines l WHERE l.order_id = o.id',
});

/** The first size (in stock id order) with fewer units than the lines want, unknown sizes having none; null when all have enough. */
async function shortfallOf(runner: SqlRunner, lines: readonly OrderLine[]): Promise<PlaceOrderError | null> {
  const wanted = unitsPerStock(lines);
  const { rows } = await runner.query<{ stock_id: string; units_in_stock: number }>(
    'SELECT stock_id, units_in_stock FROM product_sizes WHERE stock_id = ANY($1::text[])',
    [wanted.map(([stockId]) => stockId)],
  );
  const units = new Map(rows.map((r) => [r.stock_id, r.units_in_stock]));
  for (const [stockId, want] of wanted) {
    const available = units.get(stockId) ?? 0;
    if (available < want) return { code: 'OUT_OF_STOCK', stockId, available };
  }
  return null;
}

/**
 * Moves a pending order ($1) to its final status ($2), with the method ($3) and reference ($4) when given, at $5. A paid
 * order's units all wait for dispatch (none can have moved while it was pending); an order closed unpaid has none.
 */
const CLOSE_ORDER = `UPDATE orders SET status = $2, payment_method = COALESCE($3, payment_method), psp_reference = COALESCE($4, psp_reference), closed_at = $5,
                            units_to_dispatch = CASE WHEN $2 = 'paid' THEN (SELECT coalesce(sum(quantity - dispatched_quantity - cancelled_quantity), 0)::int FROM order_lines WHERE order_id = $1) ELSE 0 END
                      WHERE id = $1 AND status = 'pending' RETURNING owner_key, currency, total_minor`;

/**
 * The attempt ($7, when given) gets its answer ($6): not hung on `closed`, so it is saved even when
 * the order was closed already (the first answer for a repeated submit).
 */
const SAVE_ATTEMPT = `UPDATE payment_attempts SET outcome = $6::jsonb WHERE idempotency_key = $7::text`;

/**
 * The close of a paid order, one statement: the order moves only if still pending, and only then
 * does it spend what it used (voucher balances go down, never below zero; coupons become used),
 * empty its owner's basket and issue its gift voucher codes ($8: one per voucher unit, in line
 * order, each worth the line's unit price; a code that exists already fails the whole statement,
 * and the close can be tried again with new codes), and open the order's payment ledger from its
 * total, captured whole or not yet as the payment's capture mode ($9) says, so the ledger keeps the
 * mode of the payment whatever the site does later. The owner's basket rows are locked before the
 * order moves, in the order a placement locks them (see placeWithStock). The data-changing WITH parts always run to completion (PostgreSQL
 * docs, 7.8.4); each reads `closed`, so a second close changes nothing.
 */
const CLOSE_PAID = `
  WITH basket AS MATERIALIZED (SELECT 1 FROM basket_lines WHERE owner_key = (SELECT owner_key FROM orders WHERE id = $1) FOR UPDATE),
       closed AS (${CLOSE_ORDER.replace("status = 'pending' RETURNING", "status = 'pending' AND (SELECT count(*) FROM basket) >= 0 RETURNING")}),
       attempt AS (${SAVE_ATTEMPT}),
       ${closeEvent('order.paid', "'paid'", "jsonb_build_object('paymentMethod', coalesce($3, o.payment_method), 'pspReference', coalesce($4, o.psp_reference))")},
       reductions AS (SELECT r.kind, r.ref, r.amount_minor FROM order_reductions r, closed WHERE r.order_id = $1),
       vouchers AS (
         UPDATE gift_vouchers v SET balance_minor = GREATEST(0, v.balance_minor - r.amount)
           FROM (SELECT ref, sum(amount_minor)::int AS amount FROM reductions WHERE kind = 'voucher' GROUP BY ref) r
          WHERE v.code = r.ref),
       coupons AS (UPDATE loyalty_coupons SET status = 'used' WHERE id IN (SELECT ref FROM reductions WHERE kind = 'coupon')),
       ledger AS (
         INSERT INTO order_payments (order_id, currency, authorised_minor, captured_minor)
         SELECT $1, currency, total_minor, CASE WHEN $9::text = 'automatic' THEN total_minor ELSE 0 END FROM closed
         ON CONFLICT (order_id) DO NOTHING),
       lines AS (DELETE FROM basket_lines WHERE owner_key IN (SELECT owner_key FROM closed)),
       applied AS (DELETE FROM basket_gift_vouchers WHERE owner_key IN (SELECT owner_key FROM closed)),
       units AS (
         SELECT l.unit_price_minor, row_number() OVER (ORDER BY l.position, g.n) AS n
           FROM order_lines l CROSS JOIN LATERAL generate_series(1, l.quantity) AS g(n)
          WHERE l.order_id IN (SELECT $1::text FROM closed) AND l.gift_voucher IS NOT NULL),
       codes AS (SELECT code, n FROM unnest($8::text[]) WITH ORDINALITY AS c(code, n)),
       issued AS (
         INSERT INTO gift_vouchers (code, balance_minor, currency, issued_at)
         SELECT c.code, u.unit_price_minor, closed.currency, $5 FROM codes c JOIN units u ON u.n = c.n CROSS JOIN closed
         RETURNING code),
       linked AS (
         INSERT INTO order_issued_vouchers (code, order_id, position)
         SELECT c.code, $1, c.n - 1 FROM codes c JOIN issued i ON i.code = c.code
         RETURNING 1)
  SELECT owner_key, currency,
         -- One code per gift voucher unit, each issued: anything else fails the whole statement (nothing closes;
         -- the error is a column's, so the planner never folds it in early).
         CASE WHEN (SELECT count(*) FROM units) = cardinality($8::text[]) AND (SELECT count(*) FROM linked) = cardinality($8::text[]) THEN 1
              ELSE CAST(closed.owner_key || ': gift voucher codes do not match the order' AS int) END AS codes_issued
    FROM closed`;

/**
 * An order closed unpaid, pending again (inside the reopening transaction) with its units taken
 * again: the CHECK on units fails the statement when a size has too few now, and the one-pending-
 * order-per-owner index when the owner placed another order meanwhile. Never an order whose
 * payment was cancelled after it was paid.
 */
const REOPEN = `
  WITH reopened AS (
         UPDATE orders SET status = 'pending', closed_at = NULL WHERE id = $1 AND status IN ('refused', 'expired', 'cancelled')
            -- An order paid once (its payment's ledger opened) and cancelled since is not paid again by a replay of that payment.
            AND NOT EXISTS (SELECT 1 FROM order_payments WHERE order_id = $1) RETURNING id),
       taken AS (
         UPDATE product_sizes p SET units_in_stock = p.units_in_stock - l.units
           FROM (SELECT stock_id, sum(quantity)::int AS units FROM order_lines WHERE order_id IN (SELECT id FROM reopened) GROUP BY stock_id) l
          WHERE p.stock_id = l.stock_id RETURNING 1)
  SELECT id, (SELECT count(*) FROM taken) AS sizes FROM reopened`;

/** Whether a voucher the order used has less left than it takes, or a coupon it used was used since. */
const DISCOUNTS_SPENT = `
  SELECT EXISTS (SELECT 1 FROM order_reductions r LEFT JOIN gift_vouchers v ON v.code = r.ref
                  WHERE r.order_id = $1 AND r.kind = 'voucher' AND coalesce(v.balance_minor, 0) < r.amount_minor)
      OR EXISTS (SELECT 1 FROM order_reductions r LEFT JOIN loyalty_coupons c ON c.id = r.ref
                  WHERE r.order_id = $1 AND r.kind = 'coupon' AND coalesce(c.status, 'used') = 'used') AS spent`;

/**
 * Units given back to stock, as a data-changing WITH part: `units` is a query of (stock_id, units).
 * It answers each size's product and whether its stock level changed, for `StockMovedListener`.
 */
export const returnUnits = (units: string): string => `
         UPDATE product_sizes s SET units_in_stock = s.units_in_stock + l.units
           FROM (${units}) l
          WHERE s.stock_id = l.stock_id
         RETURNING s.product_id, ${levelOf('s.units_in_stock')} <> ${levelOf('s.units_in_stock - l.units')} AS level_changed`;

/**
 * A pending order removed whole ($1, while its only attempt is $2), its units back to stock: the
 * lines are read from the statement's snapshot, before the cascade removes them.
 */
const DISCARD_AND_RETURN_STOCK = `
  WITH gone AS (
         DELETE FROM orders WHERE id = $1 AND status = 'pending'
            AND NOT EXISTS (SELECT 1 FROM payment_attempts a WHERE a.order_id = $1 AND a.idempotency_key <> $2) RETURNING id),
       ${orderEventParts({
         from: 'gone, orders o WHERE o.id = gone.id', order: 'o', status: "'cancelled'", type: "'order.cancelled'", data: `jsonb_build_object('reason', 'discarded')`,
         occurredAt: 'now()', lines: 'order_lines l WHERE l.order_id = o.id',
       })},
       back AS (${returnUnits('SELECT stock_id, sum(quantity)::int AS units FROM order_lines WHERE order_id IN (SELECT id FROM gone) GROUP BY stock_id')})
  SELECT (SELECT array_agg(DISTINCT product_id) FROM back) AS product_ids, (SELECT bool_or(level_changed) FROM back) AS levels_changed
    FROM gone`;

/** The close of an order not paid, one statement: its units go back to stock, once; it answers which products got units back and whether a size's stock level changed. */
const CLOSE_AND_RETURN_STOCK = `
  WITH closed AS (${CLOSE_ORDER}),
       attempt AS (${SAVE_ATTEMPT}),
       ${closeEvent('order.cancelled', '$2', "jsonb_build_object('reason', $2)")},
       back AS (${returnUnits('SELECT stock_id, sum(quantity)::int AS units FROM order_lines WHERE order_id IN (SELECT $1::text FROM closed) GROUP BY stock_id')})
  SELECT owner_key, (SELECT array_agg(DISTINCT product_id) FROM back) AS product_ids, (SELECT bool_or(level_changed) FROM back) AS levels_changed
    FROM closed`;

function toOrder(row: OrderRow, lines: LineRow[], issuedVoucherCodes: string[]): Order {
  const currency = row.currency;
  const m = (minor: number): Money => money(minor, currency);
  const s = row.snapshot;
  return {
    id: row.id,
    reference: row.reference,
    owner: s.owner,
    shopperId: row.shopper_id,
    siteCode: row.site_code,
    lines: lines.map((l) => ({
      productId: l.product_id,
      stockId: l.stock_id,
      productName: l.product_name,
      sizeLabel: l.size_label,
      image: l.image,
      quantity: l.quantity,
      unitPrice: m(l.unit_price_minor),
      lineTotal: m(l.line_total_minor),
      giftVoucher: l.gift_voucher,
    })),
    details: s.details,
    delivery: s.delivery,
    subtotal: s.subtotal,
    deliveryPrice: s.deliveryPrice,
    reductions: s.reductions as OrderReduction[],
    total: m(row.total_minor),
    // Orders placed before the preference was recorded (migration 011's first rows) never opted in.
    marketingOptIn: s.marketingOptIn === true,
    status: row.status,
    paymentMethod: row.payment_method,
    pspReference: row.psp_reference,
    createdAt: new Date(row.created_at),
    closedAt: row.closed_at === null ? null : new Date(row.closed_at),
    issuedVoucherCodes,
  };
}
