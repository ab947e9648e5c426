import { assertNever } from '../shared/result.js';

/** A loyalty coupon's life: made from points (available), on the basket (applied), spent by an order (used). */
export type CouponStatus = 'available' | 'applied' | 'used';

/** What the shopper asks of a coupon: flip it (the checkbox changed), or have it applied (confirmed). */
export type CouponRequest = 'toggle' | 'apply';

/** What to do with a coupon in a status: apply it, remove it, nothing (already as asked), or refuse. */
export type CouponChange = 'apply' | 'remove' | 'none' | 'COUPON_USED';

export function couponChange(status: CouponStatus, request: CouponRequest): CouponChange {
  switch (status) {
    case 'used':
      return 'COUPON_USED';
    case 'available':
      return 'apply';
    case 'applied':
      return request === 'toggle' ? 'remove' : 'none';
    default:
      return assertNever(status);
  }
}
