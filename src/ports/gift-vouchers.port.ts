import type { Money } from '../domain/pricing/money.js';

/** A gift voucher: a normalised code and what is left on it. */
export interface GiftVoucher {
  code: string;
  balance: Money;
  issuedAt: Date;
}

/** Gift vouchers issued by the shop (gift voucher orders, demo codes). */
export interface GiftVouchers {
  /** Issues a voucher; false when its code exists already (the caller makes a new code). */
  issue(voucher: GiftVoucher): Promise<boolean>;
  /** The voucher with this normalised code, or null. */
  find(code: string): Promise<GiftVoucher | null>;
}
