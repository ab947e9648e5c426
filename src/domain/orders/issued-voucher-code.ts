import type { OrderLine } from './order.js';

/** Characters of an issued gift voucher code: 16 upper case letters and digits (about 80 bits). */
const ISSUED_VOUCHER_CODE_LENGTH = 16;

/**
 * An issued gift voucher code made from random text (base64url from the id generator): its letters
 * and digits, upper case, the first 16. Null when the text holds too few of them.
 */
export function issuedVoucherCode(random: string): string | null {
  const code = random.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, ISSUED_VOUCHER_CODE_LENGTH);
  return code.length === ISSUED_VOUCHER_CODE_LENGTH ? code : null;
}

/** How many gift vouchers an order's lines issue when it is paid: one per unit of each voucher line. */
export const giftVouchersIssuedBy = (lines: readonly OrderLine[]): number =>
  lines.reduce((n, l) => n + (l.giftVoucher === null ? 0 : l.quantity), 0);
