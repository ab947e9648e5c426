import { addMoney, money, subtractMoney, zeroMoney, type Money } from '../pricing/money.js';

/** A loyalty coupon applied to the basket: it takes its value off the goods, never below zero. */
interface CouponInput {
  couponId: string;
  value: Money;
}

/** A gift voucher applied to the basket: it pays the total up to its balance. */
interface VoucherInput {
  code: string;
  balance: Money;
}

export interface TotalsInput {
  /** The sum of the line totals. */
  subtotal: Money;
  /** The chosen delivery's price (zero when free). */
  delivery: Money;
  coupons: readonly CouponInput[];
  vouchers: readonly VoucherInput[];
}

/** What one coupon or voucher took off, as applied (a coupon worth more than the goods takes the goods). */
type AppliedReduction =
  | { kind: 'coupon'; couponId: string; amount: Money }
  | { kind: 'voucher'; code: string; amount: Money };

export interface BasketTotals {
  subtotal: Money;
  /** Coupons and vouchers in the order applied, each with the amount it really took. */
  reductions: AppliedReduction[];
  /** The goods after coupons: what free delivery thresholds look at. */
  goodsAfterCoupons: Money;
  delivery: Money;
  /** What the shopper pays: goods after coupons, plus delivery, less vouchers; never below zero. */
  total: Money;
}

const min = (a: Money, b: Money): Money => (a.amountMinor <= b.amountMinor ? a : b);
const positive = (m: Money): Money => money(Math.max(0, m.amountMinor), m.currency);

/**
 * The basket's totals. Coupons come off the goods (a loyalty reward is a discount on what is
 * bought, not on delivery); vouchers are a means of payment, so they pay for goods and delivery.
 * Amounts in another currency than the subtotal's (a basket viewed on another site) do not apply.
 */
export function basketTotals(input: TotalsInput): BasketTotals {
  const currency = input.subtotal.currency;
  const reductions: AppliedReduction[] = [];
  let goods = positive(input.subtotal);
  for (const coupon of input.coupons) {
    if (coupon.value.currency !== currency) continue;
    const amount = min(positive(coupon.value), goods);
    goods = subtractMoney(goods, amount);
    reductions.push({ kind: 'coupon', couponId: coupon.couponId, amount });
  }
  const delivery = input.delivery.currency === currency ? positive(input.delivery) : zeroMoney(currency);
  let due = addMoney(goods, delivery);
  for (const voucher of input.vouchers) {
    if (voucher.balance.currency !== currency) continue;
    const amount = min(positive(voucher.balance), due);
    due = subtractMoney(due, amount);
    reductions.push({ kind: 'voucher', code: voucher.code, amount });
  }
  return { subtotal: input.subtotal, reductions, goodsAfterCoupons: goods, delivery, total: due };
}
