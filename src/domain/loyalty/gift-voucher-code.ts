import type { Money } from '../pricing/money.js';

/** The most characters a typed code may have before it is normalised (spaces and dashes included). */
export const MAX_VOUCHER_CODE_INPUT = 64;

/** A stored code: letters and digits only, upper case. */
const CODE_SHAPE = /^[A-Z0-9]{6,32}$/;

/**
 * A typed gift voucher code as stored: trimmed, upper case, without spaces or dashes (shoppers
 * copy codes with the groups printed on the card, 'abcd-efgh 1234').
 */
export const normaliseVoucherCode = (typed: string): string => typed.toUpperCase().replace(/[\s\-\u2010-\u2015\u2212]+/g, '');

/** Whether a normalised code can be a voucher's code at all (before asking the store). */
export const isVoucherCodeShape = (code: string): boolean => CODE_SHAPE.test(code);

/** A stored code as printed: groups of four joined by dashes ('ABCD-EFGH-1234'). */
export const displayVoucherCode = (code: string): string => (code.match(/.{1,4}/g) ?? []).join('-');

/** Why a voucher cannot pay an order in `orderCurrency` (spec section 5: same currency, balance above 0). */
export type VoucherUseRefusal = 'VOUCHER_EMPTY' | 'VOUCHER_CURRENCY';

export function voucherUseRefusal(balance: Money, orderCurrency: string): VoucherUseRefusal | null {
  if (balance.currency !== orderCurrency) return 'VOUCHER_CURRENCY';
  if (balance.amountMinor <= 0) return 'VOUCHER_EMPTY';
  return null;
}
