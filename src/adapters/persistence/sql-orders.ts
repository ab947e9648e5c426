import type { Order, OrderLine, OrderReduction, OrderSnapshot, OrderStatus } from '../../domain/orders/order.js';
import { money, type Money } from '../../domain/pricing/money.js';
import { ownerKeyOf, type BasketOwner } from '../../domain/shopper/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { OrderClosure, Orders, PaymentAttempt, PlaceOrderError } from '../../ports/orders.port.js';
import type { Database, SqlRunner } from './database.js';
import { checkReductions, issueVoucherCodes, OrderRefused, reserveStock } from './sql-order-steps.js';

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
  order_id: string;
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

const ORDER_COLUMNS = 'id, reference, owner_key, shopper_id, site_code, status, currency, total_minor, snapshot, payment_method, psp_reference, created_at, closed_at';

/**
 * Orders in SQL. `place` reserves stock with one conditional UPDATE per stock id (in stock id
 * order, so two orders never wait on each other's rows) and rolls everything back when one finds
 * too few units. `close` moves the order only WHERE it is still pending, so of two concurrent
 * closes exactly one does the work; the rest of the closure runs in that same transaction.
 */
export class SqlOrders implements Orders {
  constructor(private readonly db: Database) {}

  async nextOrderNumber(): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>("SELECT nextval('order_numbers')::text AS n");
    return Number(rows[0]!.n);
  }

  async place(id: string, reference: string, snapshot: OrderSnapshot, now: Date): Promise<Result<Order, PlaceOrderError>> {
    try {
      await this.db.transaction(async (tx) => {
        await insertOrder(tx, id, reference, snapshot, now);
        await reserveStock(tx, snapshot.lines);
        await checkReductions(tx, id, snapshot);
      });
    } catch (error) {
      if (error instanceof OrderRefused) return err(error.refusal);
      throw error;
    }
    return ok((await this.byId(id))!);
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

  async close(id: string, closure: OrderClosure, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ owner_key: string; currency: string }>(
        `UPDATE orders SET status = $2, payment_method = COALESCE($3, payment_method), psp_reference = COALESCE($4, psp_reference), closed_at = $5
          WHERE id = $1 AND status = 'pending' RETURNING owner_key, currency`,
        [id, closure.status, closure.paymentMethod, closure.pspReference, now.toISOString()],
      );
      const closed = rows[0];
      if (!closed) return false;
      if (closure.status === 'paid') {
        await consumeReductions(tx, id);
        await issueVoucherCodes(tx, id, closed.currency, closure.issuedVoucherCodes, now);
        await tx.query('DELETE FROM basket_lines WHERE owner_key = $1', [closed.owner_key]);
        await tx.query('DELETE FROM basket_gift_vouchers WHERE owner_key = $1', [closed.owner_key]);
      } else {
        await tx.query(
          `UPDATE product_sizes s SET units_in_stock = s.units_in_stock + l.units
             FROM (SELECT stock_id, sum(quantity)::int AS units FROM order_lines WHERE order_id = $1 GROUP BY stock_id) l
            WHERE s.stock_id = l.stock_id`,
          [id],
        );
      }
      return true;
    });
  }

  async recordAttempt(orderId: string, idempotencyKey: string, now: Date): Promise<boolean> {
    const { rows } = await this.db.query<{ idempotency_key: string }>(
      `INSERT INTO payment_attempts (idempotency_key, order_id, outcome, created_at) VALUES ($1, $2, NULL, $3)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key`,
      [idempotencyKey, orderId, now.toISOString()],
    );
    return rows.length > 0;
  }

  async saveAttemptOutcome(idempotencyKey: string, outcome: Record<string, unknown>): Promise<void> {
    await this.db.query('UPDATE payment_attempts SET outcome = $2 WHERE idempotency_key = $1', [idempotencyKey, JSON.stringify(outcome)]);
  }

  async attempt(idempotencyKey: string): Promise<PaymentAttempt | null> {
    const { rows } = await this.db.query<{ order_id: string; idempotency_key: string; outcome: Record<string, unknown> | null; created_at: Date | string }>(
      'SELECT order_id, idempotency_key, outcome, created_at FROM payment_attempts WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    const row = rows[0];
    return row ? { orderId: row.order_id, idempotencyKey: row.idempotency_key, outcome: row.outcome, createdAt: new Date(row.created_at) } : null;
  }

  ofShopper(shopperId: number, limit: number): Promise<Order[]> {
    return this.load('shopper_id = $1 ORDER BY created_at DESC, seq DESC LIMIT $2', [shopperId, limit]);
  }

  pendingBefore(before: Date, limit: number): Promise<Order[]> {
    return this.load("status = 'pending' AND created_at < $1 ORDER BY created_at, seq LIMIT $2", [before.toISOString(), limit]);
  }

  /** Orders WHERE `where` (which may end in ORDER BY / LIMIT), with their lines and issued codes, in that order. */
  private async load(where: string, params: unknown[]): Promise<Order[]> {
    const { rows } = await this.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE ${where}`, params);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [{ rows: lines }, { rows: codes }] = await Promise.all([
      this.db.query<LineRow>(
        `SELECT order_id, stock_id, product_id, product_name, size_label, image, quantity, unit_price_minor, line_total_minor, gift_voucher
           FROM order_lines WHERE order_id = ANY($1::text[]) ORDER BY order_id, position`,
        [ids],
      ),
      this.db.query<{ order_id: string; code: string }>('SELECT order_id, code FROM order_issued_vouchers WHERE order_id = ANY($1::text[]) ORDER BY order_id, position', [ids]),
    ]);
    return rows.map((row) => toOrder(row, lines.filter((l) => l.order_id === row.id), codes.filter((c) => c.order_id === row.id).map((c) => c.code)));
  }
}

async function insertOrder(tx: SqlRunner, id: string, reference: string, s: OrderSnapshot, now: Date): Promise<void> {
  const stored: StoredSnapshot = {
    owner: s.owner, details: s.details, delivery: s.delivery, subtotal: s.subtotal, deliveryPrice: s.deliveryPrice, reductions: s.reductions, marketingOptIn: s.marketingOptIn,
  };
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO orders (id, reference, owner_key, shopper_id, site_code, status, currency, total_minor, snapshot, created_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9)
     ON CONFLICT (owner_key) WHERE status = 'pending' DO NOTHING RETURNING id`,
    [id, reference, ownerKeyOf(s.owner), s.shopperId, s.siteCode, s.total.currency, s.total.amountMinor, JSON.stringify(stored), now.toISOString()],
  );
  if (rows.length === 0) {
    const { rows: open } = await tx.query<{ id: string }>("SELECT id FROM orders WHERE owner_key = $1 AND status = 'pending'", [ownerKeyOf(s.owner)]);
    throw new OrderRefused({ code: 'ORDER_PENDING', orderId: open[0]?.id ?? '' });
  }
  for (const [position, l] of s.lines.entries()) {
    await tx.query(
      `INSERT INTO order_lines (order_id, position, stock_id, product_id, product_name, size_label, image, quantity, unit_price_minor, line_total_minor, gift_voucher)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [id, position, l.stockId, l.productId, l.productName, l.sizeLabel, l.image, l.quantity, l.unitPrice.amountMinor, l.lineTotal.amountMinor, l.giftVoucher === null ? null : JSON.stringify(l.giftVoucher)],
    );
  }
  for (const [position, r] of s.reductions.entries()) {
    await tx.query(
      'INSERT INTO order_reductions (order_id, position, kind, ref, amount_minor) VALUES ($1, $2, $3, $4, $5)',
      [id, position, r.kind, r.kind === 'coupon' ? r.couponId : r.code, r.amount.amountMinor],
    );
  }
}

/** A paid order spends what it used: voucher balances go down (never below zero), coupons become used. */
async function consumeReductions(tx: SqlRunner, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE gift_vouchers v SET balance_minor = GREATEST(0, v.balance_minor - r.amount)
       FROM (SELECT ref, sum(amount_minor)::int AS amount FROM order_reductions WHERE order_id = $1 AND kind = 'voucher' GROUP BY ref) r
      WHERE v.code = r.ref`,
    [orderId],
  );
  await tx.query(
    `UPDATE loyalty_coupons SET status = 'used' WHERE id IN (SELECT ref FROM order_reductions WHERE order_id = $1 AND kind = 'coupon')`,
    [orderId],
  );
}

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
