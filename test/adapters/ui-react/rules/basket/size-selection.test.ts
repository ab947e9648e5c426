import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  INITIAL_SIZE_SELECTION,
  isSuccessTextShown,
  selectSizeOption,
  SUCCESS_TEXT_MS,
  type SizeSelectionState,
  type StockState,
} from '../../../../../src/adapters/ui-react/rules/basket/size-selection.js';

const now = 1_700_000_000_000;

describe('selectSizeOption', () => {
  it('selects an instock option', () => {
    const step = selectSizeOption(INITIAL_SIZE_SELECTION, { value: '12', stock: 'instock' }, now);
    expect(step.state.selectedValue).toBe('12');
    expect(step.state.lowStockMessageVisible).toBe(false);
    expect(step.effects).toEqual([]);
  });
  it('selects a lowstock option and shows the low-stock message', () => {
    const step = selectSizeOption(INITIAL_SIZE_SELECTION, { value: '14', stock: 'lowstock' }, now);
    expect(step.state).toEqual({ selectedValue: '14', lowStockMessageVisible: true, successTextSuppressedUntilMs: null });
    expect(step.effects).toEqual([{ kind: 'showLowStockMessage' }]);
  });
  it('moving from a lowstock option to an instock one hides the message', () => {
    const low = selectSizeOption(INITIAL_SIZE_SELECTION, { value: '14', stock: 'lowstock' }, now).state;
    const step = selectSizeOption(low, { value: '12', stock: 'instock' }, now);
    expect(step.state.selectedValue).toBe('12');
    expect(step.state.lowStockMessageVisible).toBe(false);
    expect(step.effects).toEqual([{ kind: 'hideLowStockMessage' }]);
  });
  it('clears the selection on a nostock option and starts the notify flow', () => {
    const low = selectSizeOption(INITIAL_SIZE_SELECTION, { value: '14', stock: 'lowstock' }, now).state;
    const step = selectSizeOption(low, { value: '16', stock: 'nostock' }, now);
    expect(step.state.selectedValue).toBeNull();
    expect(step.state.lowStockMessageVisible).toBe(false);
    expect(step.effects).toEqual([{ kind: 'hideLowStockMessage' }, { kind: 'startNotify', value: '16' }]);
    const again = selectSizeOption(step.state, { value: '16', stock: 'nostock' }, now);
    expect(again.effects).toEqual([{ kind: 'startNotify', value: '16' }]);
  });
  it('unselects the selected option, hides the message and suppresses the success text for 2.5 s', () => {
    const low = selectSizeOption(INITIAL_SIZE_SELECTION, { value: '14', stock: 'lowstock' }, now).state;
    const step = selectSizeOption(low, { value: '14', stock: 'lowstock' }, now + 100);
    expect(SUCCESS_TEXT_MS).toBe(2500);
    expect(step.state).toEqual({ selectedValue: null, lowStockMessageVisible: false, successTextSuppressedUntilMs: now + 2600 });
    expect(step.effects).toEqual([{ kind: 'hideLowStockMessage' }, { kind: 'suppressSuccessText', untilMs: now + 2600 }]);
    // An add just after the unselect shows no success text until the suppression ends.
    expect(isSuccessTextShown(step.state, now + 200, now + 2599)).toBe(false);
    expect(isSuccessTextShown(step.state, now + 200, now + 2600)).toBe(true);
  });
});

describe('isSuccessTextShown', () => {
  it('shows the success text for 2.5 s after an add, then reverts', () => {
    expect(isSuccessTextShown(INITIAL_SIZE_SELECTION, now, now)).toBe(true);
    expect(isSuccessTextShown(INITIAL_SIZE_SELECTION, now, now + 2499)).toBe(true);
    expect(isSuccessTextShown(INITIAL_SIZE_SELECTION, now, now + 2500)).toBe(false);
    expect(isSuccessTextShown(INITIAL_SIZE_SELECTION, null, now)).toBe(false);
    expect(isSuccessTextShown(INITIAL_SIZE_SELECTION, now, now - 1)).toBe(false);
  });
  it('is hidden while an unselect suppresses it', () => {
    const suppressed: SizeSelectionState = { ...INITIAL_SIZE_SELECTION, successTextSuppressedUntilMs: now + 1000 };
    expect(isSuccessTextShown(suppressed, now, now + 500)).toBe(false);
    expect(isSuccessTextShown(suppressed, now, now + 1500)).toBe(true);
  });
});

const stockArb = fc.constantFrom<StockState>('instock', 'lowstock');
const valueArb = fc.constantFrom('8', '10', '12', '14');

test.prop([valueArb, stockArb, fc.boolean(), fc.integer({ min: 0, max: 1e13 })])(
  'toggling the same option twice returns to the start selection',
  (value, stock, startSelected, nowMs) => {
    const startSelection = startSelected ? value : null;
    const start: SizeSelectionState = { ...INITIAL_SIZE_SELECTION, selectedValue: startSelection };
    const once = selectSizeOption(start, { value, stock }, nowMs);
    const twice = selectSizeOption(once.state, { value, stock }, nowMs + 10);
    expect(twice.state.selectedValue).toBe(start.selectedValue);
  },
);

test.prop([valueArb, fc.option(valueArb, { nil: null }), fc.boolean(), fc.integer({ min: 0, max: 1e13 })])(
  'a nostock option never stays selected and always starts the notify flow',
  (value, selected, lowVisible, nowMs) => {
    const start: SizeSelectionState = { ...INITIAL_SIZE_SELECTION, selectedValue: selected, lowStockMessageVisible: lowVisible };
    const step = selectSizeOption(start, { value, stock: 'nostock' }, nowMs);
    expect(step.state.selectedValue).toBeNull();
    expect(step.effects).toContainEqual({ kind: 'startNotify', value });
  },
);

test.prop([valueArb, stockArb, fc.integer({ min: 0, max: 1e13 })])(
  'the low-stock message is visible exactly when a lowstock option is selected',
  (value, stock, nowMs) => {
    const step = selectSizeOption(INITIAL_SIZE_SELECTION, { value, stock }, nowMs);
    expect(step.state.lowStockMessageVisible).toBe(stock === 'lowstock');
  },
);

describe('impossible input (a bug) throws', () => {
  it('rejects an unknown stock state', () => {
    expect(() => selectSizeOption(INITIAL_SIZE_SELECTION, { value: '12', stock: 'bogus' as StockState }, now)).toThrow('Unexpected value');
  });
});
