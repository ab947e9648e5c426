import type { GuestDataPurge } from '../../ports/guest-data-purge.port.js';
import {
  addRefusal, checkAddedQuantity, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, quantityChangeRefusal, type BasketError, type QuantityAction,
} from '../../domain/shopping/basket.js';
import { ownerKeyOf, type BasketOwner } from '../../domain/shopper/basket-owner.js';
import { assertNever, err, ok, type Result } from '../../domain/shared/result.js';
import type {
  BasketRepository, GiftVoucherDetails, LineToAdd, QuantityChanged, StoredBasketLine,
} from '../../ports/basket-repository.port.js';
import { purgeGuestRowsWithoutSession } from './purge-guest-rows.js';
import type { Database, SqlRunner } from './database.js';

interface LineRow {
  id: string;
  stock_id: string;
  product_id: number;
  quantity: number;
  gift_voucher: GiftVoucherDetails | null;
  last_added_at: Date | string;
}

const LINE_COLUMNS = 'l.id, l.stock_id, s.product_id, l.quantity, l.gift_voucher, l.last_added_at';

const lineOf = (row: LineRow): StoredBasketLine => ({
  shoppingBasketId: row.id,
  productId: row.product_id,
  stockId: row.stock_id,
  quantity: row.quantity,
  giftVoucher: row.gift_voucher,
  lastAddedAt: new Date(row.last_added_at),
});

/** Voucher lines merge only when every detail matches; other lines merge by stock id alone. */
export const variantKeyOf = (voucher: GiftVoucherDetails | null): string =>
  voucher === null
    ? ''
    : JSON.stringify([voucher.priceMinor, voucher.cardType, voucher.recipientName, voucher.recipientEmail, voucher.message, voucher.deliveryDate]);

/**
 * Basket lines in SQL. Adding and increasing are single INSERT ... ON CONFLICT / UPDATE
 * statements whose WHERE clause holds the stock and line limits, so the check and the write are
 * one atomic step on either driver; when the statement changes nothing, a read works out which
 * limit stopped it, through the domain's refusal rules (the repository stores, the domain decides).
 */
export class SqlBasketRepository implements GuestDataPurge, BasketRepository {
  constructor(private readonly db: Database) {}

  purgeGuestsWithoutSession(): Promise<number> {
    return purgeGuestRowsWithoutSession(this.db, 'basket_lines');
  }

  async linesOf(owner: BasketOwner): Promise<StoredBasketLine[]> {
    return this.readLines(this.db, ownerKeyOf(owner));
  }

  async countOf(owner: BasketOwner): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT COALESCE(sum(quantity), 0)::int AS n FROM basket_lines WHERE owner_key = $1', [ownerKeyOf(owner)]);
    return rows[0]?.n ?? 0;
  }

  async add(owner: BasketOwner, line: LineToAdd, newLineId: string, now: Date): Promise<Result<StoredBasketLine, BasketError>> {
    const invalid = checkAddedQuantity(line.quantity);
    if (invalid !== null) return err(invalid);
    const ownerKey = ownerKeyOf(owner);
    const variantKey = variantKeyOf(line.giftVoucher);
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO basket_lines AS l (id, owner_key, stock_id, variant_key, quantity, gift_voucher, last_added_at)
       SELECT $1, $2, s.stock_id, $4, $5::int, $6::jsonb, $7
         FROM product_sizes s
        WHERE s.stock_id = $3 AND $5::int <= s.units_in_stock AND $5::int <= $8::int
       ON CONFLICT (owner_key, stock_id, variant_key) DO UPDATE
          SET quantity = l.quantity + EXCLUDED.quantity, last_added_at = EXCLUDED.last_added_at
        WHERE l.quantity + EXCLUDED.quantity <= $8::int
          AND l.quantity + EXCLUDED.quantity <= (SELECT units_in_stock FROM product_sizes WHERE stock_id = l.stock_id)
       RETURNING l.id`,
      [newLineId, ownerKey, line.stockId, variantKey, line.quantity,
        line.giftVoucher === null ? null : JSON.stringify(line.giftVoucher), now.toISOString(), MAX_LINE_QUANTITY]);
    const id = rows[0]?.id;
    if (id !== undefined) return ok((await this.readLine(ownerKey, id))!);
    return err(await this.whyAddFailed(ownerKey, line, variantKey));
  }

  async changeQuantity(owner: BasketOwner, shoppingBasketId: string, action: QuantityAction): Promise<Result<QuantityChanged, BasketError>> {
    const ownerKey = ownerKeyOf(owner);
    switch (action) {
      case 'delete':
      case 'decrease': {
        const condition = action === 'delete' ? '' : 'AND l.quantity <= $3::int';
        // Decrease: take one off a line above the minimum, else remove the line; each step is one statement.
        if (action === 'decrease') {
          const { rows } = await this.db.query<LineRow>(
            `UPDATE basket_lines l SET quantity = l.quantity - 1 FROM product_sizes s
              WHERE l.id = $1 AND l.owner_key = $2 AND s.stock_id = l.stock_id AND l.quantity > $3::int
              RETURNING ${LINE_COLUMNS}`, [shoppingBasketId, ownerKey, MIN_LINE_QUANTITY]);
          if (rows[0]) return ok({ line: lineOf(rows[0]), removed: null });
        }
        const { rows } = await this.db.query<LineRow>(
          `DELETE FROM basket_lines l USING product_sizes s
            WHERE l.id = $1 AND l.owner_key = $2 AND s.stock_id = l.stock_id ${condition}
            RETURNING ${LINE_COLUMNS}`, action === 'delete' ? [shoppingBasketId, ownerKey] : [shoppingBasketId, ownerKey, MIN_LINE_QUANTITY]);
        return rows[0] ? ok({ line: null, removed: lineOf(rows[0]) }) : err(await this.whyChangeFailed(ownerKey, shoppingBasketId, action));
      }
      case 'increase': {
        const { rows } = await this.db.query<LineRow>(
          `UPDATE basket_lines l SET quantity = l.quantity + 1 FROM product_sizes s
            WHERE l.id = $1 AND l.owner_key = $2 AND s.stock_id = l.stock_id
              AND l.quantity + 1 <= s.units_in_stock AND l.quantity + 1 <= $3::int
            RETURNING ${LINE_COLUMNS}`, [shoppingBasketId, ownerKey, MAX_LINE_QUANTITY]);
        return rows[0] ? ok({ line: lineOf(rows[0]), removed: null }) : err(await this.whyChangeFailed(ownerKey, shoppingBasketId, action));
      }
      default:
        return assertNever(action);
    }
  }

  /**
   * Moves a guest's lines to the shopper in one transaction: matching lines add up within stock
   * and the line limit, the others change owner (capped the same way), sold-out ones are dropped.
   */
  async mergeOwner(from: BasketOwner, to: BasketOwner): Promise<void> {
    const fromKey = ownerKeyOf(from);
    const toKey = ownerKeyOf(to);
    if (fromKey === toKey) return;
    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE basket_lines t SET quantity = LEAST(t.quantity + g.quantity, s.units_in_stock, $3::int),
                last_added_at = GREATEST(t.last_added_at, g.last_added_at)
           FROM basket_lines g, product_sizes s
          WHERE t.owner_key = $2 AND g.owner_key = $1 AND g.stock_id = t.stock_id AND g.variant_key = t.variant_key
            AND s.stock_id = t.stock_id AND s.units_in_stock >= t.quantity`,
        [fromKey, toKey, MAX_LINE_QUANTITY]);
      await tx.query(
        `UPDATE basket_lines g SET owner_key = $2, quantity = LEAST(g.quantity, s.units_in_stock, $3::int)
           FROM product_sizes s
          WHERE g.owner_key = $1 AND s.stock_id = g.stock_id AND s.units_in_stock > 0
            AND NOT EXISTS (SELECT 1 FROM basket_lines t WHERE t.owner_key = $2 AND t.stock_id = g.stock_id AND t.variant_key = g.variant_key)`,
        [fromKey, toKey, MAX_LINE_QUANTITY]);
      await tx.query('DELETE FROM basket_lines WHERE owner_key = $1', [fromKey]);
    });
  }

  private async readLines(runner: SqlRunner, ownerKey: string): Promise<StoredBasketLine[]> {
    const { rows } = await runner.query<LineRow>(
      `SELECT ${LINE_COLUMNS} FROM basket_lines l JOIN product_sizes s ON s.stock_id = l.stock_id
        WHERE l.owner_key = $1 ORDER BY l.last_added_at DESC, l.id`, [ownerKey]);
    return rows.map(lineOf);
  }

  private async readLine(ownerKey: string, id: string): Promise<StoredBasketLine | null> {
    const { rows } = await this.db.query<LineRow>(
      `SELECT ${LINE_COLUMNS} FROM basket_lines l JOIN product_sizes s ON s.stock_id = l.stock_id
        WHERE l.owner_key = $1 AND l.id = $2`, [ownerKey, id]);
    return rows[0] ? lineOf(rows[0]) : null;
  }

  private async unitsOf(stockId: string): Promise<number | null> {
    const { rows } = await this.db.query<{ units_in_stock: number }>('SELECT units_in_stock FROM product_sizes WHERE stock_id = $1', [stockId]);
    return rows[0]?.units_in_stock ?? null;
  }

  private async whyAddFailed(ownerKey: string, line: LineToAdd, variantKey: string): Promise<BasketError> {
    const units = await this.unitsOf(line.stockId);
    const { rows } = await this.db.query<{ quantity: number }>(
      'SELECT quantity FROM basket_lines WHERE owner_key = $1 AND stock_id = $2 AND variant_key = $3', [ownerKey, line.stockId, variantKey]);
    return addRefusal(rows[0]?.quantity ?? 0, line.quantity, units);
  }

  private async whyChangeFailed(ownerKey: string, id: string, action: QuantityAction): Promise<BasketError> {
    const line = await this.readLine(ownerKey, id);
    const units = line === null ? 0 : ((await this.unitsOf(line.stockId)) ?? 0);
    return quantityChangeRefusal(id, line, action, units);
  }
}
