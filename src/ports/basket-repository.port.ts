import type { BasketError, BasketLine, QuantityAction } from '../domain/basket/basket.js';
import type { BasketOwner } from '../domain/accounts/basket-owner.js';
import type { Result } from '../domain/shared/result.js';
import type { OwnerMerge } from './owner-merge.port.js';

/** What a gift voucher line carries besides its stock id: the chosen amount, design and recipient. */
export interface GiftVoucherDetails {
  /** The chosen amount in GBP pence (one of the product's price options). */
  priceMinor: number;
  cardType: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** YYYY-MM-DD, or '' to send at once. */
  deliveryDate: string;
}

/** A basket line as stored: the domain line plus when it was last added to and its voucher details. */
export interface StoredBasketLine extends BasketLine {
  giftVoucher: GiftVoucherDetails | null;
  /** When units were last added to the line (the add-to-bag modal shows the latest). */
  lastAddedAt: Date;
}

export interface LineToAdd {
  stockId: string;
  quantity: number;
  giftVoucher: GiftVoucherDetails | null;
}

/**
 * The owner's basket as the changing statement left it: enough to answer the shopper (count) and
 * to price the total, with no second read.
 */
export interface BasketAfterChange {
  /** Units in the basket (sum of quantities). */
  count: number;
  /** Every line, newest first (as `linesOf` orders them). */
  lines: StoredBasketLine[];
}

export interface LineAdded {
  line: StoredBasketLine;
  basket: BasketAfterChange;
}

export interface QuantityChanged {
  /** The line after the change; null when it left the basket (deleted, or decreased from 1). */
  line: StoredBasketLine | null;
  removed: StoredBasketLine | null;
  basket: BasketAfterChange;
}

/**
 * Basket lines per owner. Every change is one conditional statement, so concurrent requests (two
 * tabs, two nodes) can never take a line past the units in stock or MAX_LINE_QUANTITY: the check
 * and the write happen together. That statement also answers with the basket after the change
 * and, when it refuses, the figures that say why (ADR 23). Lines with the same stock id (and, for
 * vouchers, the same details) merge into one line.
 */
export interface BasketRepository extends OwnerMerge {
  linesOf(owner: BasketOwner): Promise<StoredBasketLine[]>;
  /** The count of units (sum of quantities) of the owner's lines. */
  countOf(owner: BasketOwner): Promise<number>;
  /**
   * Adds units; `newLineId` names the line if none exists yet. Fails with OUT_OF_STOCK (the
   * message says how many are left), LINE_LIMIT or INVALID_QUANTITY, and then changes nothing.
   * An unknown stock id is OUT_OF_STOCK too (callers check the catalog first).
   */
  add(owner: BasketOwner, line: LineToAdd, newLineId: string, now: Date): Promise<Result<LineAdded, BasketError>>;
  /** increase / decrease (removing the line at 0) / delete; LINE_NOT_FOUND for another owner's line. */
  changeQuantity(owner: BasketOwner, shoppingBasketId: string, action: QuantityAction): Promise<Result<QuantityChanged, BasketError>>;
}
