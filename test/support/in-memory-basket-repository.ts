import type { OwnerMove } from '../../src/ports/owner-merge.port.js';
import type { Product } from '../../src/domain/catalog/product.js';
import { addLine, applyQuantityAction, MAX_LINE_QUANTITY, type BasketError, type QuantityAction } from '../../src/domain/basket/basket.js';
import { ownerKeyOf, type BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../src/domain/shared/result.js';
import type { BasketAfterChange, BasketRepository, LineAdded, LineToAdd, QuantityChanged, StoredBasketLine } from '../../src/ports/basket-repository.port.js';
import { newestFirst, variantKeyOf } from '../../src/adapters/persistence/sql-basket-repository.js';

interface HeldLine extends StoredBasketLine {
  ownerKey: string;
  variantKey: string;
}

/**
 * Basket lines in memory over a fixed set of products (their sizes give the stock). Passes the
 * same contract suite as SqlBasketRepository, including its error codes and details.
 */
export class InMemoryBasketRepository implements BasketRepository {
  private readonly lines: HeldLine[] = [];
  private readonly stock = new Map<string, { productId: number; units: number; archived: boolean }>();

  constructor(products: readonly Product[]) {
    for (const p of products) for (const s of p.sizes) this.stock.set(s.stockId, { productId: p.id, units: s.unitsInStock, archived: p.archived });
  }

  /** Test hook: the stock of a size changes (a delivery, a sale elsewhere). */
  setUnits(stockId: string, units: number): void {
    const held = this.stock.get(stockId);
    if (held) held.units = units;
  }

  async linesOf(owner: BasketOwner): Promise<StoredBasketLine[]> {
    const key = ownerKeyOf(owner);
    return this.lines
      .filter((l) => l.ownerKey === key)
      .map(publicLine)
      .sort(newestFirst);
  }

  async countOf(owner: BasketOwner): Promise<number> {
    return (await this.linesOf(owner)).reduce((sum, l) => sum + l.quantity, 0);
  }

  async add(owner: BasketOwner, line: LineToAdd, newLineId: string, now: Date): Promise<Result<LineAdded, BasketError>> {
    const ownerKey = ownerKeyOf(owner);
    const variantKey = variantKeyOf(line.giftVoucher);
    const stock = this.stock.get(line.stockId);
    const shape = addLine([], { shoppingBasketId: newLineId, productId: 0, stockId: line.stockId, quantity: line.quantity });
    if (!shape.ok) return err(shape.error);
    if (!stock) return err({ code: 'OUT_OF_STOCK', available: 0 });
    const existing = this.lines.find((l) => l.ownerKey === ownerKey && l.stockId === line.stockId && l.variantKey === variantKey);
    const verdict = addLine(existing ? [existing] : [], { shoppingBasketId: newLineId, productId: stock.productId, stockId: line.stockId, quantity: line.quantity }, stock.units);
    if (!verdict.ok) return err(verdict.error);
    if (existing) {
      existing.quantity += line.quantity;
      existing.lastAddedAt = now;
      return ok({ line: publicLine(existing), basket: await this.basketOf(owner) });
    }
    const held: HeldLine = {
      shoppingBasketId: newLineId, productId: stock.productId, stockId: line.stockId, quantity: line.quantity,
      giftVoucher: line.giftVoucher === null ? null : { ...line.giftVoucher }, lastAddedAt: now, ownerKey, variantKey,
    };
    this.lines.push(held);
    return ok({ line: publicLine(held), basket: await this.basketOf(owner) });
  }

  async changeQuantity(owner: BasketOwner, shoppingBasketId: string, action: QuantityAction): Promise<Result<QuantityChanged, BasketError>> {
    const ownerKey = ownerKeyOf(owner);
    const line = this.lines.find((l) => l.ownerKey === ownerKey && l.shoppingBasketId === shoppingBasketId);
    const stock = line === undefined ? undefined : this.stock.get(line.stockId);
    // An archived product has no units to add, as the SQL repository's line change says.
    const units = line === undefined ? undefined : stock === undefined || stock.archived ? 0 : stock.units;
    const change = applyQuantityAction(line ? [line] : [], action, shoppingBasketId, units);
    if (!change.ok) return err(change.error);
    if (change.value.removed !== null) {
      this.lines.splice(this.lines.indexOf(line!), 1);
      return ok({ line: null, removed: publicLine(line!), basket: await this.basketOf(owner) });
    }
    line!.quantity = change.value.lines[0]!.quantity;
    return ok({ line: publicLine(line!), removed: null, basket: await this.basketOf(owner) });
  }

  private async basketOf(owner: BasketOwner): Promise<BasketAfterChange> {
    const lines = await this.linesOf(owner);
    return { count: lines.reduce((sum, l) => sum + l.quantity, 0), lines };
  }

  async mergeOwners(moves: readonly OwnerMove[]): Promise<void> {
    for (const { from, to } of moves) this.mergeOne(from, to);
  }

  private mergeOne(from: BasketOwner, to: BasketOwner): void {
    const fromKey = ownerKeyOf(from);
    const toKey = ownerKeyOf(to);
    if (fromKey === toKey) return;
    for (const guest of this.lines.filter((l) => l.ownerKey === fromKey)) {
      const units = this.stock.get(guest.stockId)?.units ?? 0;
      const target = this.lines.find((l) => l.ownerKey === toKey && l.stockId === guest.stockId && l.variantKey === guest.variantKey);
      if (target) {
        if (units >= target.quantity) target.quantity = Math.min(target.quantity + guest.quantity, units, MAX_LINE_QUANTITY);
        if (guest.lastAddedAt > target.lastAddedAt) target.lastAddedAt = guest.lastAddedAt;
      } else if (units > 0) {
        this.lines.push({ ...guest, ownerKey: toKey, quantity: Math.min(guest.quantity, units, MAX_LINE_QUANTITY) });
      }
    }
    for (let i = this.lines.length - 1; i >= 0; i--) if (this.lines[i]!.ownerKey === fromKey) this.lines.splice(i, 1);
  }
}

function publicLine(line: HeldLine): StoredBasketLine {
  return {
    shoppingBasketId: line.shoppingBasketId,
    productId: line.productId,
    stockId: line.stockId,
    quantity: line.quantity,
    giftVoucher: line.giftVoucher === null ? null : { ...line.giftVoucher },
    lastAddedAt: line.lastAddedAt,
  };
}
