import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { convertPrice, formatPrice, parsePrice, type PriceDisplay } from '../../../src/domain/pricing/format-price.js';

const pounds: PriceDisplay = { currency: 'GBP', currencySymbol: '£', currencyRate: 1, symbolPosition: 'before', separator: '.' };
const kronor: PriceDisplay = { currency: 'SEK', currencySymbol: 'kr', currencyRate: 13.5, symbolPosition: 'after', separator: ',' };
const euros: PriceDisplay = { currency: 'EUR', currencySymbol: '€', currencyRate: 1.15, symbolPosition: 'before', separator: ',' };

describe('formatPrice', () => {
  it('drops a trailing .00 (2500 pence at rate 1 is £25)', () => expect(formatPrice(2500, pounds)).toBe('£25'));
  it('keeps two decimals otherwise', () => {
    expect(formatPrice(2599, pounds)).toBe('£25.99');
    expect(formatPrice(2510, pounds)).toBe('£25.10');
    expect(formatPrice(5, pounds)).toBe('£0.05');
    expect(formatPrice(0, pounds)).toBe('£0');
  });
  it('multiplies by the currency rate and rounds to 2 decimals', () => {
    expect(formatPrice(2599, euros)).toBe('€29,89');
    expect(formatPrice(1000, euros)).toBe('€11,50');
    expect(formatPrice(2000, { ...euros, currencyRate: 1.25 })).toBe('€25');
  });
  it('puts an after-symbol behind one space and uses the page separator', () => {
    expect(formatPrice(2599, kronor)).toBe('350,87 kr');
    expect(formatPrice(200, kronor)).toBe('27 kr');
  });
  it('puts a minus sign in front of everything', () => {
    expect(formatPrice(-500, pounds)).toBe('-£5');
    expect(formatPrice(-199, { ...kronor, currencyRate: 1 })).toBe('-1,99 kr');
  });
});

describe('convertPrice', () => {
  it('gives minor units of the display currency', () => {
    expect(convertPrice(2599, 1)).toBe(2599);
    expect(convertPrice(2599, 1.15)).toBe(2989);
    expect(convertPrice(1, 0.4)).toBe(0);
    expect(Object.is(convertPrice(-1, 0.4), 0)).toBe(true);
  });
});

describe('parsePrice', () => {
  it('reads formatted prices back', () => {
    expect(parsePrice('£25', pounds)).toBe(2500);
    expect(parsePrice('£25.99', pounds)).toBe(2599);
    expect(parsePrice('350,87 kr', kronor)).toBe(35087);
    expect(parsePrice('-£5', pounds)).toBe(-500);
  });
  it('gives NaN for text of another shape', () => {
    expect(parsePrice('25.99', pounds)).toBeNaN();
    expect(parsePrice('£25,99', pounds)).toBeNaN();
    expect(parsePrice('kr 25', kronor)).toBeNaN();
    expect(parsePrice('£25.9', pounds)).toBeNaN();
  });
  it('treats regular-expression characters in the symbol literally', () => {
    const dollars: PriceDisplay = { currency: 'USD', currencySymbol: '$', currencyRate: 1, symbolPosition: 'before', separator: '.' };
    expect(parsePrice('$4.20', dollars)).toBe(420);
    expect(parsePrice('4.20', dollars)).toBeNaN();
  });
});

const displayArb: fc.Arbitrary<PriceDisplay> = fc.record({
  currency: fc.constantFrom('GBP', 'EUR', 'SEK', 'PLN', 'AUD'),
  currencySymbol: fc.constantFrom('£', '€', '$', 'kr', 'zł', 'A$', 'CHF'),
  currencyRate: fc.double({ min: 0.01, max: 200, noNaN: true }),
  symbolPosition: fc.constantFrom('before' as const, 'after' as const),
  separator: fc.constantFrom('.', ','),
});

test.prop([fc.integer({ min: -10_000_000, max: 10_000_000 }), displayArb])(
  'formatting then parsing gives the rounded converted amount',
  (pence, display) => {
    expect(parsePrice(formatPrice(pence, display), display)).toBe(convertPrice(pence, display.currencyRate));
  },
);

test.prop([fc.integer({ min: 0, max: 10_000_000 })])('at rate 1 a price never ends in .00 and has at most 2 decimals', (pence) => {
  const text = formatPrice(pence, pounds);
  expect(text.endsWith('.00')).toBe(false);
  expect(text).toMatch(/^£\d+(\.\d{2})?$/);
});
