import type { CouponStatus } from '../domain/loyalty/loyalty-coupon.js';
import type { Money } from '../domain/pricing/money.js';

/** A shopper's loyalty coupon: a fixed amount off the goods, made from points. */
export interface LoyaltyCoupon {
  couponId: string;
  shopperId: number;
  label: string;
  value: Money;
  status: CouponStatus;
  createdAt: Date;
}

/** A coupon about to be made from points. */
export interface NewLoyaltyCoupon {
  couponId: string;
  label: string;
  value: Money;
  createdAt: Date;
}

/** Signed-in shoppers' loyalty points and the coupons made from them. */
export interface LoyaltyAccounts {
  /** The shopper's points; 0 without an account. */
  pointsOf(shopperId: number): Promise<number>;
  /** Adds (or with a negative number takes) points, never below zero; the new balance. */
  addPoints(shopperId: number, points: number): Promise<number>;
  /** The shopper's coupons that are not used yet, oldest first. */
  couponsOf(shopperId: number): Promise<LoyaltyCoupon[]>;
  couponById(couponId: string): Promise<LoyaltyCoupon | null>;
  /**
   * Moves one of the shopper's coupons from `from` to `to` (available <-> applied) in one
   * conditional write; false when the coupon is not the shopper's or not in `from` any more.
   */
  changeCouponStatus(shopperId: number, couponId: string, from: 'available' | 'applied', to: 'available' | 'applied', at: Date): Promise<boolean>;
  /**
   * Spends `points` and makes the coupon, in one atomic step: false (and nothing changed) when the
   * shopper has fewer points, so two requests can never spend the same points.
   */
  createCouponFromPoints(shopperId: number, points: number, coupon: NewLoyaltyCoupon): Promise<boolean>;
}
