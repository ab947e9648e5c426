/**
 * English page strings of the basket page's loyalty area and gift voucher box, spread
 * into ENGLISH_DEFAULTS. The spec's own strings ('Please enter a voucher code', 'Creating
 * voucher...', 'Something went wrong, please try again later') live in rules/messages.ts.
 */
export const LOYALTY_ENGLISH = {
  loyaltyTitle: 'Loyalty rewards',
  loyaltyPoints: 'You have {points} points.',
  loyaltyNextVoucher: 'Collect {points} more points for a {value} voucher.',
  loyaltyCreateVoucher: 'Create a {value} voucher ({points} points)',
  loyaltyCouponsLegend: 'Your loyalty vouchers: tick one to use it on this order',
  loyaltyCouponLabel: '{value} off (voucher {label})',
  loyaltyNoCoupons: 'You have no loyalty vouchers yet.',
  loyaltySignInPrompt: 'Sign in to collect points and use your loyalty vouchers.',
  giftVoucherTitle: 'Gift voucher',
  giftVoucherCodeLabel: 'Gift voucher code',
  giftVoucherCodeHint: 'The code on your gift card, with or without the dashes.',
  giftVoucherApply: 'Apply',
  giftVoucherAppliedHeading: 'Gift vouchers on this order',
  giftVoucherBalance: '{code}: balance {balance}',
  giftVoucherRemove: 'Remove',
  giftVoucherRemoveLabel: 'Remove gift voucher {code}',
  giftVoucherAdded: 'Gift voucher {code} was applied.',
  giftVoucherRemoved: 'Gift voucher {code} was removed.',
} as const;
