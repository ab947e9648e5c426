/** The loyalty and gift voucher routes (spec section 7 for the first two), shared by server and browser. */
export const LOYALTY_URLS = {
  /** GET ?couponId={id}[&isConfirmation=true]: {success, errorMessage}. */
  applyLoyaltyCoupon: '/basket/api/ApplyLoyaltyCoupon',
  /** GET: the voucher-create link; answers the loyalty area as HTML. */
  createLoyaltyVoucher: '/basket/api/CreateLoyaltyVoucher',
  /** POST JSON {code}. */
  applyGiftVoucher: '/basket/api/voucher',
  /** POST JSON {code}. */
  removeGiftVoucher: '/basket/api/voucher/remove',
  /** The same as plain form posts (no JavaScript), answered with a redirect to the basket. */
  applyGiftVoucherForm: '/basket/voucher',
  removeGiftVoucherForm: '/basket/voucher/remove',
  signIn: '/account/signin',
} as const;

/** The basket page's anchors for the two boxes (a plain form post comes back to them). */
export const LOYALTY_AREA_ID = 'loyalty-vouchers';
export const GIFT_VOUCHER_BOX_ID = 'gift-voucher';

/** The event the basket page listens to, to refresh its totals, after any change here. */
export const BASKET_CHANGED_EVENT = 'basket:changed';
