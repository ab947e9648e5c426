import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { currencyDivisor, fromMinorUnits, toMinorUnits } from '../../../src/domain/pricing/minor-units.js';

describe('currencyDivisor', () => {
  it.each(['JPY', 'KRW', 'VND', 'IDR', 'CLP', 'ISK', 'XAF', 'XOF', 'XPF', 'PYG', 'UGX', 'RWF', 'KMF', 'GNF', 'BIF', 'DJF', 'VUV'])(
    '%s has no minor unit (divisor 1)',
    (code) => expect(currencyDivisor(code)).toBe(1),
  );
  it.each(['BHD', 'KWD', 'JOD', 'OMR', 'TND', 'LYD', 'IQD'])('%s has three decimals (divisor 1000)', (code) =>
    expect(currencyDivisor(code)).toBe(1000),
  );
  it('MRO has divisor 10', () => expect(currencyDivisor('MRO')).toBe(10));
  it.each(['GBP', 'EUR', 'USD', 'SEK', 'PLN', 'AUD'])('%s has divisor 100', (code) => expect(currencyDivisor(code)).toBe(100));
  it('ignores case and surrounding spaces', () => {
    expect(currencyDivisor(' jpy ')).toBe(1);
    expect(currencyDivisor('kwd')).toBe(1000);
  });
});

describe('toMinorUnits and fromMinorUnits', () => {
  it('multiplies GBP amounts by 100 (spec section 9)', () => {
    expect(toMinorUnits(25.99, 'GBP')).toBe(2599);
    expect(fromMinorUnits(2599, 'GBP')).toBe(25.99);
  });
  it('leaves JPY whole and uses 1000 for KWD', () => {
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
    expect(toMinorUnits(1.234, 'KWD')).toBe(1234);
    expect(fromMinorUnits(1234, 'KWD')).toBe(1.234);
    expect(toMinorUnits(12.3, 'MRO')).toBe(123);
  });
  it('rounds a floating product to the nearest minor unit', () => {
    expect(toMinorUnits(0.1 + 0.2, 'GBP')).toBe(30);
    expect(toMinorUnits(1.005, 'EUR')).toBe(100);
  });

  const currencyArb = fc.constantFrom('JPY', 'MRO', 'GBP', 'EUR', 'KWD', 'BHD', 'XOF');

  test.prop([fc.integer({ min: -1e12, max: 1e12 }), currencyArb])(
    'minor -> major -> minor is the identity for every divisor',
    (minor, currency) => {
      expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
    },
  );

  test.prop([fc.integer({ min: -1e9, max: 1e9 }), currencyArb])(
    'a major amount with the currency\'s decimals survives major -> minor -> major',
    (minor, currency) => {
      const major = fromMinorUnits(minor, currency);
      expect(fromMinorUnits(toMinorUnits(major, currency), currency)).toBe(major);
    },
  );
});
