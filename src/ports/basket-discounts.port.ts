import type { Money } from '../domain/pricing/money.js';
import type { BasketOwner } from '../domain/shopper/basket-owner.js';
import type { OwnerMerge } from './owner-merge.port.js';

/**
 * A discount the shopper applied to the basket. Values are what they were when applied; the order
 * transaction checks and consumes them again (a voucher's balance, a coupon still unused).
 */
export type AppliedDiscount =
  | { kind: 'loyalty-coupon'; couponId: string; label: string; value: Money }
  | { kind: 'gift-voucher'; code: string; balance: Money };

/** The coupons and vouchers applied to each owner's basket, in the order applied. */
export interface BasketDiscounts extends OwnerMerge {
  appliedTo(owner: BasketOwner): Promise<AppliedDiscount[]>;
}
