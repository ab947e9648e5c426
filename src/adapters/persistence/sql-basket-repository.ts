import type { GuestDataPurge } from '../../ports/guest-data-purge.port.js';
import {
  addRefusal, checkAddedQuantity, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, quantityChangeRefusal, type BasketError, type QuantityAction,
} from '../../domain/basket/basket.js';
import { ownerKeyOf, type BasketOwner } from '../../domain/accounts/basket-owner.js';
import { assertNever, err, ok, type Result } from '../../domain/shared/result.js';
import type {
  BasketAfterChange, BasketRepository, GiftVoucherDetails, LineAdded, LineToAdd, QuantityChanged, StoredBasketLine,
} from '../../ports/basket-repository.port.js';
import { ADD_LINE_SQL, DECREASE_LINE_SQL, DELETE_LINE_SQL, INCREASE_LINE_SQL } from './basket-change-sql.js';
import { purgeGuestRowsWithoutSession } from './purge-guest-rows.js';
import { KEY_PAIRS, moveOwnedRows } from './owner-moves.js';
import type { OwnerMove } from '../../ports/owner-merge.port.js';
import type { Database, SqlRunner } from './database.js';

/** What every changing statement answers (see basket-change-sql.ts). */
interface ChangeRow {
  line: LineRow | null;
  gone: LineRow | null;
  units: number | null;
  existing: number | null;
  others: LineRow[] | null;
}

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
 * Basket lines in SQL. Each change is one statement (basket-change-sql.ts) whose WHERE clause
 * holds the stock and line limits, so the check and the write are one atomic step on either
 * driver; the same statement answers with the basket after the change, or with the figures from
 * which the domain's refusal rules say which limit stopped it (the repository stores, the domain
 * decides).
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

  async add(owner: BasketOwner, line: LineToAdd, newLineId: string, now: Date): Promise<Result<LineAdded, BasketError>> {
    const invalid = checkAddedQuantity(line.quantity);
    if (invalid !== null) return err(invalid);
    const { rows } = await this.db.query<ChangeRow>(ADD_LINE_SQL, [
      newLineId, ownerKeyOf(owner), line.stockId, variantKeyOf(line.giftVoucher), line.quantity,
      line.giftVoucher === null ? null : JSON.stringify(line.giftVoucher), now.toISOString(), MAX_LINE_QUANTITY,
    ]);
    const row = rows[0]!;
    if (row.line === null) return err(addRefusal(row.existing ?? 0, line.quantity, row.units));
    const added = lineOf(row.line);
    return ok({ line: added, basket: basketAfter(row, added) });
  }

  async changeQuantity(owner: BasketOwner, shoppingBasketId: string, action: QuantityAction): Promise<Result<QuantityChanged, BasketError>> {
    const params = [shoppingBasketId, ownerKeyOf(owner)];
    const { rows } = await this.db.query<ChangeRow>(...statementOf(action, params));
    const row = rows[0]!;
    if (row.line === null && row.gone === null) {
      return err(quantityChangeRefusal(shoppingBasketId, row.existing, action, row.units ?? 0));
    }
    const changed = row.line === null ? null : lineOf(row.line);
    return ok({ line: changed, removed: row.gone === null ? null : lineOf(row.gone), basket: basketAfter(row, changed) });
  }

  /**
   * Moves guests' lines to shoppers in one transaction (every move in each statement): matching
   * lines add up within stock and the line limit, the others change owner (capped the same way),
   * sold-out ones are dropped.
   */
  mergeOwners(moves: readonly OwnerMove[]): Promise<void> {
    return moveOwnedRows(this.db, 'basket_lines', moves, ownerKeyOf, [
      `UPDATE basket_lines t SET quantity = LEAST(t.quantity + g.quantity, s.units_in_stock, $3::int),
              last_added_at = GREATEST(t.last_added_at, g.last_added_at)
         FROM ${KEY_PAIRS}, basket_lines g, product_sizes s
        WHERE t.owner_key = k.to_key AND g.owner_key = k.from_key AND g.stock_id = t.stock_id AND g.variant_key = t.variant_key
          AND s.stock_id = t.stock_id AND s.units_in_stock >= t.quantity`,
      `UPDATE basket_lines g SET owner_key = k.to_key, quantity = LEAST(g.quantity, s.units_in_stock, $3::int)
         FROM ${KEY_PAIRS}, product_sizes s
        WHERE g.owner_key = k.from_key AND s.stock_id = g.stock_id AND s.units_in_stock > 0
          AND NOT EXISTS (SELECT 1 FROM basket_lines t WHERE t.owner_key = k.to_key AND t.stock_id = g.stock_id AND t.variant_key = g.variant_key)`,
    ], [MAX_LINE_QUANTITY]);
  }

  private async readLines(runner: SqlRunner, ownerKey: string): Promise<StoredBasketLine[]> {
    const { rows } = await runner.query<LineRow>(
      `SELECT ${LINE_COLUMNS} FROM basket_lines l JOIN product_sizes s ON s.stock_id = l.stock_id
        WHERE l.owner_key = $1 ORDER BY l.last_added_at DESC, l.id`, [ownerKey]);
    return rows.map(lineOf);
  }
}

function statementOf(action: QuantityAction, params: string[]): [string, unknown[]] {
  switch (action) {
    case 'increase':
      return [INCREASE_LINE_SQL, [...params, MAX_LINE_QUANTITY]];
    case 'decrease':
      return [DECREASE_LINE_SQL, [...params, MIN_LINE_QUANTITY]];
    case 'delete':
      return [DELETE_LINE_SQL, params];
    default:
      return assertNever(action);
  }
}

/** The basket after a change: the written line (if it stayed) and the others, newest first. */
function basketAfter(row: ChangeRow, changed: StoredBasketLine | null): BasketAfterChange {
  const lines = [...(changed === null ? [] : [changed]), ...(row.others ?? []).map(lineOf)].sort(newestFirst);
  return { count: lines.reduce((sum, l) => sum + l.quantity, 0), lines };
}

/** The order of `linesOf`: last added first, then by id. */
export const newestFirst = (a: StoredBasketLine, b: StoredBasketLine): number =>
  b.lastAddedAt.getTime() - a.lastAddedAt.getTime() || (a.shoppingBasketId < b.shoppingBasketId ? -1 : a.shoppingBasketId > b.shoppingBasketId ? 1 : 0);
