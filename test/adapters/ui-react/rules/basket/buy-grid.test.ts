import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  buyGridAddPayload,
  addButtonState,
  shouldAutoAdd,
  validateBuyGrid,
  type BuyGridRow,
} from '../../../../../src/adapters/ui-react/rules/basket/buy-grid.js';

const size: BuyGridRow = { kind: 'radio', name: 'size', checkedValue: '12', validationMessage: 'Please select a size' };
const colour: BuyGridRow = { kind: 'select', name: 'colour', value: 'black', validationMessage: 'Please select a colour' };
const message: BuyGridRow = { kind: 'input', name: 'message', value: 'Happy birthday', validationMessage: 'Please enter a message' };

const isRowFilled = (row: BuyGridRow): boolean => validateBuyGrid([row]).ok;

describe('a filled row', () => {
  it('needs a non-blank input, a checked radio and a chosen select', () => {
    expect(isRowFilled(message)).toBe(true);
    expect(isRowFilled({ ...message, value: '' })).toBe(false);
    expect(isRowFilled({ ...message, value: '   ' })).toBe(false);
    expect(isRowFilled(size)).toBe(true);
    expect(isRowFilled({ ...size, checkedValue: null })).toBe(false);
    expect(isRowFilled({ ...size, checkedValue: '' })).toBe(false);
    expect(isRowFilled(colour)).toBe(true);
    expect(isRowFilled({ ...colour, value: '' })).toBe(false);
  });
});

describe('validateBuyGrid', () => {
  it('accepts a grid with every row filled', () => {
    expect(validateBuyGrid([size, colour, message])).toEqual({ ok: true, value: true });
  });
  it("gives the first invalid row's own message", () => {
    const rows = [size, { ...colour, value: '' }, { ...message, value: '' }];
    expect(validateBuyGrid(rows)).toEqual({ ok: false, error: { rowName: 'colour', message: 'Please select a colour' } });
  });
  it('reports an unchecked radio row', () => {
    expect(validateBuyGrid([{ ...size, checkedValue: null }, colour])).toEqual({
      ok: false,
      error: { rowName: 'size', message: 'Please select a size' },
    });
  });
});

describe('addButtonState', () => {
  it('is enabled with success styling and normal text when every row is filled', () => {
    expect(addButtonState([size, colour])).toEqual({ enabled: true, styling: 'success', text: 'normal' });
  });
  it('is disabled with secondary styling and alternate text otherwise', () => {
    expect(addButtonState([{ ...size, checkedValue: null }, colour])).toEqual({
      enabled: false,
      styling: 'secondary',
      text: 'alternate',
    });
  });
});

describe('auto-add grid', () => {
  it('adds automatically once every row is valid', () => {
    expect(shouldAutoAdd([size, colour], true)).toBe(true);
    expect(shouldAutoAdd([{ ...size, checkedValue: null }, colour], true)).toBe(false);
  });
  it('never adds on an ordinary grid or a grid without rows', () => {
    expect(shouldAutoAdd([size, colour], false)).toBe(false);
    expect(shouldAutoAdd([], true)).toBe(false);
  });
});

const rowArb: fc.Arbitrary<BuyGridRow> = fc.oneof(
  fc.record({ kind: fc.constant('input' as const), name: fc.string(), value: fc.string(), validationMessage: fc.string() }),
  fc.record({
    kind: fc.constant('radio' as const),
    name: fc.string(),
    checkedValue: fc.option(fc.string(), { nil: null }),
    validationMessage: fc.string(),
  }),
  fc.record({ kind: fc.constant('select' as const), name: fc.string(), value: fc.string(), validationMessage: fc.string() }),
);

test.prop([fc.array(rowArb, { maxLength: 6 })])('the add button is enabled exactly when the grid validates', (rows) => {
  expect(addButtonState(rows).enabled).toBe(validateBuyGrid(rows).ok);
});

test.prop([fc.array(rowArb, { maxLength: 6 })])('a failed validation names a row that is not filled', (rows) => {
  const result = validateBuyGrid(rows);
  if (!result.ok) {
    const first = rows.find((row) => !isRowFilled(row));
    expect(first?.name).toBe(result.error.rowName);
    expect(first?.validationMessage).toBe(result.error.message);
  } else {
    expect(rows.every(isRowFilled)).toBe(true);
  }
});

describe('impossible input (a bug) throws', () => {
  it('rejects an unknown row kind', () => {
    expect(() => isRowFilled({ kind: 'bogus', name: 'x' } as unknown as BuyGridRow)).toThrow('Unexpected value');
  });
});

describe('the add payload (spec section 3)', () => {
  it('carries groupParentId and parentSize with productId, the chosen stockId and quantity', () => {
    expect(buyGridAddPayload({ productId: 12, groupParentId: '7', parentSize: '14' }, 'EV-000012-16')).toEqual({
      productId: '12', groupParentId: '7', parentSize: '14', stockId: 'EV-000012-16', quantity: '1',
    });
  });
  it('sends groupParentId and parentSize even when empty (hidden fields), and no stockId before a size is chosen', () => {
    expect(buyGridAddPayload({ productId: 12, groupParentId: '', parentSize: '' }, null)).toEqual({
      productId: '12', groupParentId: '', parentSize: '', quantity: '1',
    });
  });
  test.prop([fc.string(), fc.string()])('groupParentId and parentSize pass through unchanged', (groupParentId, parentSize) => {
    const payload = buyGridAddPayload({ productId: 1, groupParentId, parentSize }, 's');
    expect([payload.groupParentId, payload.parentSize]).toEqual([groupParentId, parentSize]);
  });
});
