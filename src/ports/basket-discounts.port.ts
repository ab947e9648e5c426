import type { Money } from '../domain/pricing/money.js';
import type { BasketOwner } from '../domain/accounts/basket-owner.js';
import type { OwnerMerge } from './owner-merge.port.js';

/**
 * A discount the shopper applied to the basket. Values are what they were when applied; the order
 * transaction checks and consumes them again (a voucher's balance, a coupon still unused).
 */
export type AppliedDiscount =
  | { kind: 'loyalty-coupon'; couponId: string; label: string; value: Money }
  | { kind: 'gift-voucher'; code: string; balance: Money };

/**
 * The coupons and vouchers applied to each owner's basket: coupons first (in the order applied),
 * then vouchers (in the order applied). A guest's vouchers move to the shopper on sign-in.
 */
export interface BasketDiscounts extends OwnerMerge {
  appliedTo(owner: BasketOwner): Promise<AppliedDiscount[]>;
  /** Puts a gift voucher (an issued, normalised code) on the owner's basket; false when it is there already. */
  applyVoucher(owner: BasketOwner, code: string, at: Date): Promise<boolean>;
  /** Takes a voucher off the owner's basket; false when it was not on it. */
  removeVoucher(owner: BasketOwner, code: string): Promise<boolean>;
}
