import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { basketTotals } from '../../../src/domain/checkout/basket-totals.js';
import { money } from '../../../src/domain/pricing/money.js';

const gbp = (minor: number) => money(minor, 'GBP');
const amount = fc.integer({ min: 0, max: 10_000_000 });

describe('basket totals', () => {
  it('adds delivery to the goods', () => {
    const totals = basketTotals({ subtotal: gbp(2799), delivery: gbp(399), coupons: [], vouchers: [] });
    expect(totals).toMatchObject({ subtotal: gbp(2799), goodsAfterCoupons: gbp(2799), delivery: gbp(399), total: gbp(3198), reductions: [] });
  });

  it('takes coupons off the goods only, and a voucher pays goods and delivery up to its balance', () => {
    const totals = basketTotals({
      subtotal: gbp(2000), delivery: gbp(399),
      coupons: [{ couponId: 'C1', value: gbp(500) }, { couponId: 'C2', value: gbp(5000) }],
      vouchers: [{ code: 'V1', balance: gbp(100) }, { code: 'V2', balance: gbp(10_000) }],
    });
    expect(totals.reductions).toEqual([
      { kind: 'coupon', couponId: 'C1', amount: gbp(500) },
      { kind: 'coupon', couponId: 'C2', amount: gbp(1500) },
      { kind: 'voucher', code: 'V1', amount: gbp(100) },
      { kind: 'voucher', code: 'V2', amount: gbp(299) },
    ]);
    expect(totals.goodsAfterCoupons).toEqual(gbp(0));
    expect(totals.total).toEqual(gbp(0));
  });

  it('ignores amounts in another currency (a basket seen on another site)', () => {
    const totals = basketTotals({
      subtotal: gbp(2000), delivery: money(399, 'EUR'), coupons: [{ couponId: 'C', value: money(500, 'EUR') }], vouchers: [{ code: 'V', balance: money(1, 'EUR') }],
    });
    expect(totals.total).toEqual(gbp(2000));
    expect(totals.reductions).toEqual([]);
  });

  test.prop([amount, amount, fc.array(amount, { maxLength: 4 }), fc.array(amount, { maxLength: 4 })])(
    'never below zero; every reduction is what was taken; the total is goods after coupons plus delivery less vouchers',
    (subtotal, delivery, coupons, vouchers) => {
      const t = basketTotals({
        subtotal: gbp(subtotal), delivery: gbp(delivery),
        coupons: coupons.map((v, i) => ({ couponId: `C${i}`, value: gbp(v) })),
        vouchers: vouchers.map((v, i) => ({ code: `V${i}`, balance: gbp(v) })),
      });
      const taken = (kind: 'coupon' | 'voucher') => t.reductions.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.amount.amountMinor, 0);
      expect(t.total.amountMinor).toBeGreaterThanOrEqual(0);
      expect(t.goodsAfterCoupons.amountMinor).toBe(subtotal - taken('coupon'));
      expect(t.total.amountMinor).toBe(t.goodsAfterCoupons.amountMinor + delivery - taken('voucher'));
      expect(taken('coupon')).toBeLessThanOrEqual(subtotal);
      t.reductions.forEach((r) => expect(r.amount.amountMinor).toBeGreaterThanOrEqual(0));
    },
  );
});
