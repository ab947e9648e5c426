import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  displayVoucherCode, isVoucherCodeShape, normaliseVoucherCode, voucherUseRefusal,
} from '../../../src/domain/loyalty/gift-voucher-code.js';
import { money } from '../../../src/domain/pricing/money.js';

const codeArb = fc.string({ unit: fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'), minLength: 6, maxLength: 32 });
/** The same code as a shopper might type it: spaces and dashes anywhere, any letter case. */
const typedArb = codeArb.chain((code) =>
  fc.tuple(fc.constant(code), fc.array(fc.constantFrom(' ', '-', '  ', '\t', '–'), { minLength: code.length + 1, maxLength: code.length + 1 }), fc.array(fc.boolean(), { minLength: code.length, maxLength: code.length })))
  .map(([code, gaps, lower]) => [code, gaps[0] + [...code].map((ch, i) => (lower[i] ? ch.toLowerCase() : ch) + gaps[i + 1]).join('')] as const);

describe('gift voucher codes', () => {
  it('are trimmed, upper-cased and stripped of spaces and dashes', () => {
    expect(normaliseVoucherCode('  demo-gbp 25a1 ')).toBe('DEMOGBP25A1');
    expect(displayVoucherCode('DEMOGBP25A1')).toBe('DEMO-GBP2-5A1');
    expect(isVoucherCodeShape('DEMOGBP25A1')).toBe(true);
    expect(isVoucherCodeShape('ABC')).toBe(false);
    expect(isVoucherCodeShape("DEMO'; DROP")).toBe(false);
    expect(normaliseVoucherCode('   ')).toBe('');
  });

  test.prop([typedArb])('a code typed with spaces, dashes or lower case normalises to the stored code', ([code, typed]) => {
    expect(normaliseVoucherCode(typed)).toBe(code);
  });

  test.prop([codeArb])('the printed form reads back as the code', (code) => {
    expect(normaliseVoucherCode(displayVoucherCode(code))).toBe(code);
    expect(isVoucherCodeShape(code)).toBe(true);
  });

  test.prop([fc.string({ maxLength: 80 })])('normalising is idempotent and never throws', (typed) => {
    const once = normaliseVoucherCode(typed);
    expect(normaliseVoucherCode(once)).toBe(once);
    expect(once).not.toMatch(/[\s-]/);
  });
});

describe('using a gift voucher (spec section 5: balance currency equals order currency, balance above 0)', () => {
  it('refuses another currency, then a zero balance', () => {
    expect(voucherUseRefusal(money(2500, 'GBP'), 'GBP')).toBeNull();
    expect(voucherUseRefusal(money(2500, 'EUR'), 'GBP')).toBe('VOUCHER_CURRENCY');
    expect(voucherUseRefusal(money(0, 'GBP'), 'GBP')).toBe('VOUCHER_EMPTY');
    expect(voucherUseRefusal(money(0, 'EUR'), 'GBP')).toBe('VOUCHER_CURRENCY');
  });

  test.prop([fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constantFrom('GBP', 'EUR', 'USD'), fc.constantFrom('GBP', 'EUR', 'USD')])(
    'a voucher can pay exactly when its currency is the order\'s and its balance above zero',
    (minor, currency, orderCurrency) => {
      expect(voucherUseRefusal(money(minor, currency), orderCurrency) === null).toBe(currency === orderCurrency && minor > 0);
    },
  );
});
