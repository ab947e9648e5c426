import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  addLine,
  addRefusal,
  applyQuantityAction,
  basketCount,
  MAX_LINE_QUANTITY,
  quantityChangeRefusal,
  type BasketLine,
  type QuantityAction,
} from '../../../src/domain/basket/basket.js';

const dress: BasketLine = { shoppingBasketId: 'b-1', productId: 101, stockId: 'S-101-12', quantity: 2 };
const coat: BasketLine = { shoppingBasketId: 'b-2', productId: 202, stockId: 'S-202-14', quantity: 1 };

describe('applyQuantityAction', () => {
  it('increases and decreases a line by one', () => {
    expect(applyQuantityAction([dress, coat], 'increase', 'b-1')).toEqual({
      ok: true,
      value: { lines: [{ ...dress, quantity: 3 }, coat], removed: null },
    });
    expect(applyQuantityAction([dress, coat], 'decrease', 'b-1')).toEqual({
      ok: true,
      value: { lines: [{ ...dress, quantity: 1 }, coat], removed: null },
    });
  });
  it('removes a line whose quantity would reach 0', () => {
    expect(applyQuantityAction([dress, coat], 'decrease', 'b-2')).toEqual({ ok: true, value: { lines: [dress], removed: coat } });
  });
  it('deletes a line whatever its quantity', () => {
    expect(applyQuantityAction([dress, coat], 'delete', 'b-1')).toEqual({ ok: true, value: { lines: [coat], removed: dress } });
  });
  it('gives an error value for an unknown line', () => {
    expect(applyQuantityAction([dress], 'increase', 'b-9')).toEqual({
      ok: false,
      error: { code: 'LINE_NOT_FOUND', shoppingBasketId: 'b-9' },
    });
  });
  it('refuses to increase beyond the available stock', () => {
    expect(applyQuantityAction([dress], 'increase', 'b-1', 2)).toEqual({
      ok: false,
      error: { code: 'OUT_OF_STOCK', available: 2 },
    });
    expect(applyQuantityAction([{ ...dress, quantity: 1 }], 'increase', 'b-1', 1)).toEqual({
      ok: false,
      error: { code: 'OUT_OF_STOCK', available: 1 },
    });
    expect(applyQuantityAction([dress], 'increase', 'b-1', 0)).toEqual({
      ok: false,
      error: { code: 'OUT_OF_STOCK', available: 0 },
    });
    expect(applyQuantityAction([dress], 'increase', 'b-1', 3).ok).toBe(true);
  });
  it('refuses to increase beyond the line limit of 99', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
    expect(applyQuantityAction([{ ...dress, quantity: 99 }], 'increase', 'b-1')).toEqual({
      ok: false,
      error: { code: 'LINE_LIMIT', max: 99 },
    });
  });
});

describe('addLine', () => {
  it('appends a new stock item', () => {
    expect(addLine([dress], coat)).toEqual({ ok: true, value: [dress, coat] });
  });
  it('merges the same stockId into the existing line, keeping its id', () => {
    const again: BasketLine = { ...dress, shoppingBasketId: 'b-new', quantity: 3 };
    expect(addLine([dress, coat], again)).toEqual({ ok: true, value: [{ ...dress, quantity: 5 }, coat] });
  });
  it('refuses a quantity below 1 or not whole', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(addLine([], { ...coat, quantity })).toEqual({
        ok: false,
        error: { code: 'INVALID_QUANTITY', min: 1 },
      });
    }
  });
  it('refuses more than the stock or the line limit', () => {
    expect(addLine([dress], { ...dress, quantity: 1 }, 2)).toEqual({
      ok: false,
      error: { code: 'OUT_OF_STOCK', available: 2 },
    });
    expect(addLine([], { ...coat, quantity: 100 }).ok).toBe(false);
  });
});

describe('addRefusal (why a conditional add changed nothing)', () => {
  it('names the limit the add would pass', () => {
    expect(addRefusal(0, 0, 5).code).toBe('INVALID_QUANTITY');
    expect(addRefusal(4, 2, 5).code).toBe('OUT_OF_STOCK');
    expect(addRefusal(MAX_LINE_QUANTITY, 1, 500).code).toBe('LINE_LIMIT');
  });
  it('calls a vanished stock item, or stock that moved since the write, out of stock', () => {
    expect(addRefusal(0, 1, null).code).toBe('OUT_OF_STOCK');
    expect(addRefusal(0, 1, 10).code).toBe('OUT_OF_STOCK');
  });
});

describe('quantityChangeRefusal', () => {
  it('is LINE_NOT_FOUND without the line, and the stock limit for an increase past it', () => {
    expect(quantityChangeRefusal('b-9', null, 'increase', 0)).toEqual({ code: 'LINE_NOT_FOUND', shoppingBasketId: 'b-9' });
    expect(quantityChangeRefusal('b-1', dress.quantity, 'increase', 2)).toEqual({ code: 'OUT_OF_STOCK', available: 2 });
    expect(quantityChangeRefusal('b-1', MAX_LINE_QUANTITY, 'increase', 500).code).toBe('LINE_LIMIT');
    expect(quantityChangeRefusal('b-1', dress.quantity, 'decrease', 0)).toEqual({ code: 'OUT_OF_STOCK', available: 0 });
  });

  test.prop([fc.option(fc.integer({ min: 1, max: MAX_LINE_QUANTITY + 2 }), { nil: null }), fc.constantFrom('increase' as const, 'decrease' as const, 'delete' as const), fc.integer({ min: 0, max: 200 })])(
    'needs only the stored quantity: it agrees with applyQuantityAction on the whole line',
    (existing, action, units) => {
      const verdict = applyQuantityAction(existing === null ? [] : [{ ...dress, quantity: existing }], action, dress.shoppingBasketId, units);
      expect(quantityChangeRefusal(dress.shoppingBasketId, existing, action, units)).toEqual(verdict.ok ? { code: 'OUT_OF_STOCK', available: 0 } : verdict.error);
    },
  );
});

describe('basketCount', () => {
  it('sums the quantities', () => {
    expect(basketCount([dress, coat])).toBe(3);
    expect(basketCount([])).toBe(0);
  });
});

const lineArb = (index: number): fc.Arbitrary<BasketLine> =>
  fc.record({
    shoppingBasketId: fc.constant(`b-${index}`),
    productId: fc.integer({ min: 1, max: 1000 }),
    stockId: fc.constant(`S-${index}`),
    quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
  });
const basketArb = fc.integer({ min: 1, max: 6 }).chain((size) => fc.tuple(...Array.from({ length: size }, (_, i) => lineArb(i))));
const actionArb = fc.constantFrom<QuantityAction>('increase', 'decrease', 'delete');

test.prop([basketArb, actionArb, fc.nat()])('the count moves by the action, or stays on an error', (lines, action, pick) => {
  const line = lines[pick % lines.length] as BasketLine;
  const result = applyQuantityAction(lines, action, line.shoppingBasketId);
  const before = basketCount(lines);
  if (!result.ok) {
    expect(action).toBe('increase');
    expect(line.quantity).toBe(MAX_LINE_QUANTITY);
    return;
  }
  const expected = action === 'increase' ? before + 1 : action === 'decrease' ? before - 1 : before - line.quantity;
  expect(basketCount(result.value.lines)).toBe(expected);
  expect(result.value.lines.every((candidate) => candidate.quantity >= 1)).toBe(true);
});

test.prop([basketArb, fc.nat(), fc.integer({ min: 0, max: 120 })])('an increase never passes the available stock', (lines, pick, stock) => {
  const line = lines[pick % lines.length] as BasketLine;
  const result = applyQuantityAction(lines, 'increase', line.shoppingBasketId, stock);
  if (result.ok) {
    const updated = result.value.lines.find((candidate) => candidate.shoppingBasketId === line.shoppingBasketId);
    expect(updated?.quantity).toBeLessThanOrEqual(stock);
  } else {
    expect(line.quantity + 1 > stock || line.quantity + 1 > MAX_LINE_QUANTITY).toBe(true);
  }
});

test.prop([basketArb, lineArb(2)])('adding keeps one line per stockId and adds the quantity', (lines, added) => {
  const result = addLine(lines, added);
  if (!result.ok) {
    expect(result.error.code).toBe('LINE_LIMIT');
    return;
  }
  const stockIds = result.value.map((line) => line.stockId);
  expect(new Set(stockIds).size).toBe(stockIds.length);
  expect(basketCount(result.value)).toBe(basketCount(lines) + added.quantity);
});

describe('impossible input (a bug) throws', () => {
  it('rejects an unknown action', () => {
    expect(() => applyQuantityAction([dress], 'bogus' as QuantityAction, 'b-1')).toThrow('Unexpected value');
  });
});

test.prop([fc.integer({ min: 0, max: 120 }), fc.integer({ min: -5, max: 120 }), fc.integer({ min: 0, max: 150 })])(
  'an add refused by addLine is refused for the same reason by addRefusal',
  (existing, added, stock) => {
    const lines = existing === 0 ? [] : [{ ...dress, quantity: existing }];
    const verdict = addLine(lines, { ...dress, shoppingBasketId: 'new', quantity: added }, stock);
    if (!verdict.ok) expect(addRefusal(existing, added, stock).code).toBe(verdict.error.code);
  },
);
