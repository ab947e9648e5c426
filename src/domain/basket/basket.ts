import { assertNever, err, ok, type Result } from '../shared/result.js';

/** A basket line (spec section 3): basket items carry a product id and a quantity. */
export interface BasketLine {
  shoppingBasketId: string;
  productId: number;
  stockId: string;
  quantity: number;
}

export type QuantityAction = 'increase' | 'decrease' | 'delete';

/** Most units of one stock item a single basket line may hold. */
export const MAX_LINE_QUANTITY = 99;
/** Fewest units a basket line holds; a line that would go below is removed. */
export const MIN_LINE_QUANTITY = 1;

export type BasketErrorCode = 'LINE_NOT_FOUND' | 'OUT_OF_STOCK' | 'LINE_LIMIT' | 'INVALID_QUANTITY';

/** Why a basket change was refused: a code and the figures a message needs (no text: see src/adapters/i18n). */
export interface BasketError {
  code: BasketErrorCode;
  /** OUT_OF_STOCK: units still available (0 when sold out). */
  available?: number;
  /** LINE_LIMIT: the most units one line may hold. */
  max?: number;
  /** INVALID_QUANTITY: the fewest units one add may hold. */
  min?: number;
  /** LINE_NOT_FOUND: the line asked for. */
  shoppingBasketId?: string;
}

export interface QuantityChange {
  lines: BasketLine[];
  /** The line that left the basket (its quantity reached 0, or it was deleted): it fades out. */
  removed: BasketLine | null;
}

function stockLimitError(available: number): BasketError {
  return { code: 'OUT_OF_STOCK', available: Math.max(0, available) };
}

function lineLimitError(): BasketError {
  return { code: 'LINE_LIMIT', max: MAX_LINE_QUANTITY };
}

/** Checks a wanted line quantity against the line limit and the available stock, if known. */
function checkQuantity(quantity: number, maxStock: number | undefined): BasketError | null {
  if (maxStock !== undefined && quantity > maxStock) return stockLimitError(maxStock);
  if (quantity > MAX_LINE_QUANTITY) return lineLimitError();
  return null;
}

export function applyQuantityAction(
  lines: readonly BasketLine[],
  action: QuantityAction,
  shoppingBasketId: string,
  maxStock?: number,
): Result<QuantityChange, BasketError> {
  const line = lines.find((candidate) => candidate.shoppingBasketId === shoppingBasketId);
  if (line === undefined) {
    return err({ code: 'LINE_NOT_FOUND', shoppingBasketId });
  }
  const others = lines.filter((candidate) => candidate !== line);
  const replaceWith = (quantity: number): BasketLine[] =>
    lines.map((candidate) => (candidate === line ? { ...line, quantity } : candidate));
  switch (action) {
    case 'delete':
      return ok({ lines: others, removed: line });
    case 'decrease':
      return line.quantity - 1 < MIN_LINE_QUANTITY
        ? ok({ lines: others, removed: line })
        : ok({ lines: replaceWith(line.quantity - 1), removed: null });
    case 'increase': {
      const problem = checkQuantity(line.quantity + 1, maxStock);
      return problem === null ? ok({ lines: replaceWith(line.quantity + 1), removed: null }) : err(problem);
    }
    default:
      return assertNever(action);
  }
}

/**
 * Adds a line; a line with the same stockId is merged into the existing one (which keeps its
 * shoppingBasketId). The added quantity must be a whole number of at least 1.
 */
export function addLine(lines: readonly BasketLine[], added: BasketLine, maxStock?: number): Result<BasketLine[], BasketError> {
  const invalid = checkAddedQuantity(added.quantity);
  if (invalid !== null) return err(invalid);
  const existing = lines.find((line) => line.stockId === added.stockId);
  const quantity = (existing?.quantity ?? 0) + added.quantity;
  const problem = checkQuantity(quantity, maxStock);
  if (problem !== null) return err(problem);
  if (existing === undefined) return ok([...lines, added]);
  return ok(lines.map((line) => (line === existing ? { ...existing, quantity } : line)));
}

/** Units may be added only as a whole number of at least MIN_LINE_QUANTITY. */
export function checkAddedQuantity(quantity: number): BasketError | null {
  return Number.isInteger(quantity) && quantity >= MIN_LINE_QUANTITY
    ? null
    : { code: 'INVALID_QUANTITY', min: MIN_LINE_QUANTITY };
}

/**
 * Why a conditional add that changed nothing was refused: adding `added` units to a line of
 * `existing` units (0 when there is none) would pass the stock or the line limit. `unitsInStock`
 * is null when the stock item no longer exists. When the limits allow the add now, the stock
 * moved between the write and this read, and the shopper is told it is out of stock.
 */
export function addRefusal(existing: number, added: number, unitsInStock: number | null): BasketError {
  return checkAddedQuantity(added) ?? (unitsInStock === null ? null : checkQuantity(existing + added, unitsInStock)) ?? stockLimitError(0);
}

/**
 * Why a conditional quantity change that changed nothing was refused, from what the store saw:
 * the line is not the owner's (`existingQuantity` null), or an increase would pass the stock or
 * the line limit; anything else is stock that moved since the write.
 */
export function quantityChangeRefusal(shoppingBasketId: string, existingQuantity: number | null, action: QuantityAction, unitsInStock: number): BasketError {
  if (existingQuantity === null) return { code: 'LINE_NOT_FOUND', shoppingBasketId };
  return (action === 'increase' ? checkQuantity(existingQuantity + 1, unitsInStock) : null) ?? stockLimitError(0);
}

/** The basket count: the sum of line quantities. */
export function basketCount(lines: readonly BasketLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
