import type { BasketDiscountsSummary } from '../../../../../application/loyalty/view-basket-discounts.use-case.js';
import { displayVoucherCode } from '../../../../../domain/loyalty/gift-voucher-code.js';
import { formatMoney, type PriceDisplay } from '../../../../../domain/pricing/format-price.js';

export interface LoyaltyCouponView {
  /** The coupon's account id: the checkbox carries it, and ApplyLoyaltyCoupon takes it as couponId. */
  couponId: string;
  label: string;
  value: string;
  applied: boolean;
}

/** A notice after a plain form post or link: the outcome, already worded. */
export type OutcomeNotice = { kind: 'success' | 'error'; text: string } | null;

/** The loyalty vouchers area: a signed-in shopper's points and coupons, or a sign-in prompt. */
export type LoyaltyAreaView = { notice: OutcomeNotice } & (
  | { signedIn: false; signInUrl: string }
  | {
      signedIn: true;
      points: number;
      pointsToNextVoucher: number;
      pointsPerVoucher: number;
      voucherValue: string;
      canCreateVoucher: boolean;
      coupons: LoyaltyCouponView[];
    });

export interface AppliedGiftVoucherView {
  code: string;
  /** The code as printed, in groups of four. */
  display: string;
  balance: string;
}

export interface GiftVoucherBoxView {
  vouchers: AppliedGiftVoucherView[];
  /** The anti-forgery token of the plain forms (no JavaScript). */
  token: string;
  notice: OutcomeNotice;
}

/** Both boxes of the basket page, as the loader hands them to the page. */
export interface BasketDiscountsView {
  loyalty: LoyaltyAreaView;
  giftVouchers: GiftVoucherBoxView;
}

export const toAppliedGiftVoucherView = (voucher: { code: string; balance: { amountMinor: number; currency: string } }, price: PriceDisplay): AppliedGiftVoucherView =>
  ({ code: voucher.code, display: displayVoucherCode(voucher.code), balance: formatMoney(voucher.balance, price) });

export function toLoyaltyAreaView(summary: BasketDiscountsSummary, price: PriceDisplay, signInUrl: string): LoyaltyAreaView {
  const loyalty = summary.loyalty;
  if (loyalty === null) return { signedIn: false, signInUrl, notice: null };
  return {
    signedIn: true,
    notice: null,
    points: loyalty.points,
    pointsToNextVoucher: loyalty.pointsToNextVoucher,
    pointsPerVoucher: loyalty.pointsPerVoucher,
    voucherValue: formatMoney(loyalty.voucherValue, price),
    canCreateVoucher: loyalty.pointsToNextVoucher === 0,
    coupons: loyalty.coupons.map((c) => ({ couponId: c.couponId, label: c.label, value: formatMoney(c.value, price), applied: c.applied })),
  };
}

export function toBasketDiscountsView(
  summary: BasketDiscountsSummary,
  price: PriceDisplay,
  form: { token: string; notice: OutcomeNotice; signInUrl: string },
): BasketDiscountsView {
  return {
    loyalty: toLoyaltyAreaView(summary, price, form.signInUrl),
    giftVouchers: { vouchers: summary.vouchers.map((v) => toAppliedGiftVoucherView(v, price)), token: form.token, notice: form.notice },
  };
}
