import { assertNever, err, ok, type Result } from '../../../../domain/shared/result.js';
import { serialiseForm, type SerialisedForm } from './form-serialisation.js';

/**
 * Buy grid option rows (spec sections 3, 4, 5). Every row must be filled before adding to the
 * bag: an input row non-empty (blank after trimming counts as empty), a radio row with one
 * option checked, a select row with a non-empty value.
 */
export type BuyGridRow =
  | { kind: 'input'; name: string; value: string; validationMessage: string }
  | { kind: 'radio'; name: string; checkedValue: string | null; validationMessage: string }
  | { kind: 'select'; name: string; value: string; validationMessage: string };

export interface BuyGridInvalid {
  rowName: string;
  message: string;
}

function isRowFilled(row: BuyGridRow): boolean {
  switch (row.kind) {
    case 'input':
      return row.value.trim() !== '';
    case 'radio':
      return row.checkedValue !== null && row.checkedValue !== '';
    case 'select':
      return row.value !== '';
    default:
      return assertNever(row);
  }
}

/** The first unfilled row's own validation message (shown as a toast; nothing is sent). */
export function validateBuyGrid(rows: readonly BuyGridRow[]): Result<true, BuyGridInvalid> {
  const invalid = rows.find((row) => !isRowFilled(row));
  return invalid === undefined ? ok(true) : err({ rowName: invalid.name, message: invalid.validationMessage });
}

export interface AddButtonState {
  enabled: boolean;
  styling: 'success' | 'secondary';
  text: 'normal' | 'alternate';
}

export function addButtonState(rows: readonly BuyGridRow[]): AddButtonState {
  return rows.every(isRowFilled)
    ? { enabled: true, styling: 'success', text: 'normal' }
    : { enabled: false, styling: 'secondary', text: 'alternate' };
}

/**
 * An auto-add grid clicks add-to-bag by itself once every row is valid, and clears its last
 * radio row AUTO_ADD_CLEAR_RADIO_MS (1 s) later. A grid with no rows never auto-adds (it would
 * add on page load without any shopper choice).
 */
export function shouldAutoAdd(rows: readonly BuyGridRow[], isAutoAddGrid: boolean): boolean {
  return isAutoAddGrid && rows.length > 0 && rows.every(isRowFilled);
}

/** The grid-level fields a buy grid carries besides its rows (spec section 3, basket add payload). */
export interface BuyGridFields {
  productId: number;
  /** The group a grouped product is added under, '' when none. */
  groupParentId: string;
  /** The size chosen for the group's parent, '' when none. */
  parentSize: string;
}

/**
 * The add payload of a buy grid: productId, groupParentId and parentSize (hidden fields, sent even
 * when empty), the chosen size as stockId (a radio: only when chosen) and quantity 1.
 */
export function buyGridAddPayload(grid: BuyGridFields, chosenStockId: string | null): SerialisedForm {
  return serialiseForm([
    { type: 'hidden', name: 'productId', value: String(grid.productId) },
    { type: 'hidden', name: 'groupParentId', value: grid.groupParentId },
    { type: 'hidden', name: 'parentSize', value: grid.parentSize },
    { type: 'radio', name: 'stockId', value: chosenStockId ?? '', checked: chosenStockId !== null },
    { type: 'hidden', name: 'quantity', value: '1' },
  ]);
}
