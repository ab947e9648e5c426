import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  addMoney, convertMoney, money, moneyEquals, multiplyMoney, roundHalfAwayFromZero, subtractMoney, sumMoney, toMajorUnits, zeroMoney,
} from '../../../src/domain/pricing/money.js';
import { formatMoney, parsePrice, sitePrice, type PriceDisplay } from '../../../src/domain/pricing/format-price.js';

const amountArb = fc.integer({ min: -100_000_000, max: 100_000_000 });
const currencyArb = fc.constantFrom('GBP', 'EUR', 'SEK', 'JPY', 'KWD', 'MRO');
const rateArb = fc.double({ min: 0.001, max: 500, noNaN: true, noDefaultInfinity: true });

describe('money', () => {
  it('keeps whole minor units and an upper-case ISO code', () => {
    expect(money(2599, 'gbp')).toEqual({ amountMinor: 2599, currency: 'GBP' });
    expect(Object.is(money(-0, 'GBP').amountMinor, 0)).toBe(true);
  });
  it('refuses fractions, unsafe integers, non-finite amounts and bad codes (caller bugs)', () => {
    expect(() => money(25.5, 'GBP')).toThrow(RangeError);
    expect(() => money(Number.MAX_SAFE_INTEGER + 1, 'GBP')).toThrow(RangeError);
    expect(() => money(Number.POSITIVE_INFINITY, 'GBP')).toThrow(RangeError);
    expect(() => money(1, 'pounds')).toThrow(RangeError);
  });
  it('adds, subtracts and multiplies within one currency only', () => {
    expect(addMoney(money(1000, 'EUR'), money(99, 'EUR'))).toEqual(money(1099, 'EUR'));
    expect(subtractMoney(money(1000, 'EUR'), money(1099, 'EUR'))).toEqual(money(-99, 'EUR'));
    expect(multiplyMoney(money(2599, 'GBP'), 3)).toEqual(money(7797, 'GBP'));
    expect(() => addMoney(money(1, 'GBP'), money(1, 'EUR'))).toThrow(/GBP with EUR/);
  });
  it('sums none to zero in the given currency', () => {
    expect(sumMoney([], 'SEK')).toEqual(zeroMoney('SEK'));
    expect(sumMoney([money(1, 'SEK'), money(2, 'SEK')], 'SEK')).toEqual(money(3, 'SEK'));
  });
  it('gives major units for payloads', () => {
    expect(toMajorUnits(money(2599, 'GBP'))).toBe(25.99);
    expect(toMajorUnits(money(2599, 'JPY'))).toBe(2599);
    expect(toMajorUnits(money(2599, 'KWD'))).toBe(2.599);
  });
});

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.49)).toBe(2);
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });
  it('is not fooled by binary noise of decimal rates (50 x 1.15 = 57.5, 25 x 5.02 = 125.5)', () => {
    expect(50 * 1.15).toBeLessThan(57.5);
    expect(roundHalfAwayFromZero(50 * 1.15)).toBe(58);
    expect(25 * 5.02).toBeLessThan(125.5);
    expect(roundHalfAwayFromZero(25 * 5.02)).toBe(126);
  });
});

test.prop([fc.double({ min: -1e16, max: 1e16, noNaN: true })])('rounds as the 15-digit rule does, whole numbers included', (value) => {
  const magnitude = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.floor(magnitude + 0.5);
  expect(roundHalfAwayFromZero(value)).toBe(value < 0 && rounded !== 0 ? -rounded : rounded);
});

test.prop([fc.integer({ min: -1e12, max: 1e12 })])('a whole number is its own rounding (and -0 is 0)', (value) => {
  expect(Object.is(roundHalfAwayFromZero(value), value === 0 ? 0 : value)).toBe(true);
});

describe('convertMoney', () => {
  it('converts at the rate and rounds to minor units of the target', () => {
    expect(convertMoney(money(2599, 'GBP'), 1.17, 'EUR')).toEqual(money(3041, 'EUR'));
    expect(convertMoney(money(2599, 'GBP'), 13.35, 'SEK')).toEqual(money(34697, 'SEK'));
    expect(convertMoney(money(2599, 'GBP'), 190, 'JPY')).toEqual(money(4938, 'JPY'));
    expect(convertMoney(money(2599, 'GBP'), 0.38, 'KWD')).toEqual(money(9876, 'KWD'));
  });
  it('refuses a rate that is not positive and finite', () => {
    expect(() => convertMoney(money(1, 'GBP'), 0, 'EUR')).toThrow(RangeError);
    expect(() => convertMoney(money(1, 'GBP'), Number.NaN, 'EUR')).toThrow(RangeError);
  });
});

test.prop([amountArb, currencyArb])('converting at rate 1 to the same currency is the identity', (amount, currency) => {
  expect(convertMoney(money(amount, currency), 1, currency)).toEqual(money(amount, currency));
});

test.prop([amountArb, rateArb, currencyArb])('conversion is odd: -x converts to -(x converted)', (amount, rate, to) => {
  expect(convertMoney(money(-amount, 'GBP'), rate, to).amountMinor).toBe(-convertMoney(money(amount, 'GBP'), rate, to).amountMinor || 0);
});

test.prop([amountArb, amountArb, rateArb])('conversion keeps order (monotonic)', (a, b, rate) => {
  const [low, high] = a <= b ? [a, b] : [b, a];
  expect(convertMoney(money(low, 'GBP'), rate, 'EUR').amountMinor).toBeLessThanOrEqual(convertMoney(money(high, 'GBP'), rate, 'EUR').amountMinor);
});

test.prop([amountArb, rateArb])('a converted amount is within half a minor unit of the exact value', (amount, rate) => {
  const converted = convertMoney(money(amount, 'GBP'), rate, 'EUR').amountMinor;
  expect(Math.abs(converted - amount * rate)).toBeLessThanOrEqual(0.5 + 1e-6 * Math.max(1, Math.abs(amount * rate)));
});

test.prop([fc.array(amountArb, { maxLength: 20 }), currencyArb])('sum is the same in any order', (amounts, currency) => {
  const list = amounts.map((a) => money(a, currency));
  expect(moneyEquals(sumMoney(list, currency), sumMoney([...list].reverse(), currency))).toBe(true);
});

test.prop([amountArb, fc.integer({ min: 0, max: 99 })])('a line total is the unit price added quantity times', (unit, quantity) => {
  const byAdding = sumMoney(Array.from({ length: quantity }, () => money(unit, 'GBP')), 'GBP');
  expect(multiplyMoney(money(unit, 'GBP'), quantity)).toEqual(byAdding);
});

describe('formatMoney', () => {
  const kronor: PriceDisplay = { currency: 'SEK', currencySymbol: 'kr', currencyRate: 13.35, symbolPosition: 'after', separator: ',' };
  it('shows as many decimals as the currency has minor units', () => {
    expect(formatMoney(money(2599, 'GBP'), { currencySymbol: '£', symbolPosition: 'before', separator: '.' })).toBe('£25.99');
    expect(formatMoney(money(2599, 'JPY'), { currencySymbol: '¥', symbolPosition: 'before', separator: '.' })).toBe('¥2599');
    expect(formatMoney(money(2005, 'KWD'), { currencySymbol: 'KD', symbolPosition: 'after', separator: '.' })).toBe('2.005 KD');
    expect(formatMoney(money(2000, 'KWD'), { currencySymbol: 'KD', symbolPosition: 'after', separator: '.' })).toBe('2 KD');
  });
  it('formats a site price from catalog pence', () => {
    expect(formatMoney(sitePrice(2599, kronor), kronor)).toBe('346,97 kr');
  });
  test.prop([amountArb, fc.constantFrom('GBP', 'JPY', 'KWD')])('parsing a formatted amount gives it back', (amount, currency) => {
    const display: PriceDisplay = { currency, currencySymbol: 'X', currencyRate: 1, symbolPosition: 'before', separator: ',' };
    expect(parsePrice(formatMoney(money(amount, currency), display), display)).toBe(amount);
  });
});
