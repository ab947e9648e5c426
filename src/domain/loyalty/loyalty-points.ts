import { toMajorUnits, type Money } from '../pricing/money.js';
import { err, ok, type Result } from '../shared/result.js';

/**
 * How loyalty points become a voucher: each voucher spends `pointsPerVoucher` points and is worth
 * `valueGbpMinor` (catalog pence, converted to the site's currency like a price when it is made).
 */
export interface LoyaltyVoucherRule {
  readonly pointsPerVoucher: number;
  readonly valueGbpMinor: number;
}

/** The shop's rule: 500 points buy a £5 voucher. */
export const LOYALTY_VOUCHER_RULE: LoyaltyVoucherRule = { pointsPerVoucher: 500, valueGbpMinor: 500 };

/** One voucher made from points: what it spends, what is left, what it is worth (GBP pence). */
export interface VoucherFromPoints {
  spend: number;
  remaining: number;
  valueGbpMinor: number;
}

/**
 * One voucher from a balance of points, or NOT_ENOUGH_POINTS below the threshold. The balance
 * never goes below zero and nothing is lost: spend + remaining = points.
 */
export function voucherFromPoints(points: number, rule: LoyaltyVoucherRule = LOYALTY_VOUCHER_RULE): Result<VoucherFromPoints, 'NOT_ENOUGH_POINTS'> {
  const balance = wholePoints(points);
  if (balance < rule.pointsPerVoucher) return err('NOT_ENOUGH_POINTS');
  return ok({ spend: rule.pointsPerVoucher, remaining: balance - rule.pointsPerVoucher, valueGbpMinor: rule.valueGbpMinor });
}

/** Points still needed before a voucher can be made (0 when one can be made now). */
export const pointsToNextVoucher = (points: number, rule: LoyaltyVoucherRule = LOYALTY_VOUCHER_RULE): number =>
  Math.max(0, rule.pointsPerVoucher - wholePoints(points));

/** A stored balance as a whole, non-negative number of points (anything else counts as none). */
const wholePoints = (points: number): number => (Number.isSafeInteger(points) && points > 0 ? points : 0);


/**
 * The shop's earning rule: one point for each whole pound of goods paid, at the site's rate (units
 * of its currency per pound). `goods` are the lines other than gift vouchers (vouchers are money:
 * points come when they are spent) less the coupons used; delivery earns nothing. Never negative.
 */
export function pointsEarned(goods: Money, currencyRate: number): number {
  if (!(currencyRate > 0) || !Number.isFinite(goods.amountMinor)) return 0;
  const pounds = toMajorUnits(goods) / currencyRate;
  return pounds > 0 ? Math.floor(pounds + 1e-9) : 0;
}
