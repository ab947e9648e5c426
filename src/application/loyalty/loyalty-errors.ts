/**
 * Why a loyalty or voucher request was refused. Codes, never text: the edge words them
 * (src/adapters/i18n) and maps them to statuses (STATUS_OF).
 */
export type LoyaltyErrorCode =
  | 'SIGN_IN_REQUIRED'
  | 'COUPON_NOT_FOUND'
  | 'COUPON_USED'
  | 'COUPON_CURRENCY'
  | 'NOT_ENOUGH_POINTS'
  | 'VOUCHER_CODE_REQUIRED'
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_EMPTY'
  | 'VOUCHER_CURRENCY'
  | 'VOUCHER_ALREADY_APPLIED'
  | 'VOUCHER_NOT_APPLIED';

export interface LoyaltyError {
  code: LoyaltyErrorCode;
}

export const refusal = (code: LoyaltyErrorCode): LoyaltyError => ({ code });
