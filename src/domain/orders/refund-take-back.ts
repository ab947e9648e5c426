import { pointsEarned } from '../loyalty/loyalty-points.js';
import { money, type Money } from '../pricing/money.js';
import type { Order } from './order.js';
import type { RefundedLine } from './refund-selection.js';

/** Issued codes of one refunded gift voucher line: cancel up to `atMost` of those still unused. */
interface VoucherCodesToCancel {
  codes: string[];
  /** One voucher's value: a code whose balance is still whole is unused. */
  value: Money;
  atMost: number;
}

/** What a refund that went through takes back besides the money. */
export interface RefundTakeBack {
  vouchers: VoucherCodesToCancel[];
  /** Loyalty points to take from the shopper (0 for a guest). */
  points: number;
}

/** The codes the order issued for its line at `position`: one per unit, in line order (as they were issued when it was paid). */
function codesOfLine(order: Order, position: number): string[] {
  let first = 0;
  for (const [p, line] of order.lines.entries()) {
    if (line.giftVoucher === null) continue;
    if (p === position) return order.issuedVoucherCodes.slice(first, first + line.quantity);
    first += line.quantity;
  }
  return [];
}

/**
 * A succeeded refund's take-back: the refunded gift voucher lines' unused codes (one per unit
 * refunded), and the points the refunded goods had earned, at the site's rate as they were
 * awarded (goods other than gift vouchers, less coupons). A refund by lines counts its goods; a
 * refund by amount counts the amount, at most the goods that earned points.
 */
export function refundTakeBack(order: Order, refund: { lines: readonly RefundedLine[]; amount: Money }, currencyRate: number): RefundTakeBack {
  const vouchers = refund.lines.flatMap(({ position, quantity }) => {
    const voucher = order.lines[position]?.giftVoucher;
    return voucher == null ? [] : [{ codes: codesOfLine(order, position), value: voucher.value, atMost: quantity }];
  });
  if (order.shopperId === null) return { vouchers, points: 0 };
  const coupons = order.reductions.reduce((sum, r) => sum + (r.kind === 'coupon' ? r.amount.amountMinor : 0), 0);
  const earning = Math.max(0, order.lines.reduce((sum, l) => sum + (l.giftVoucher === null ? l.lineTotal.amountMinor : 0), 0) - coupons);
  const refundedGoods = refund.lines.length === 0
    ? refund.amount.amountMinor
    : refund.lines.reduce((sum, { position, quantity }) => {
      const line = order.lines[position];
      return sum + (line === undefined || line.giftVoucher !== null ? 0 : line.unitPrice.amountMinor * quantity);
    }, 0);
  return { vouchers, points: pointsEarned(money(Math.min(refundedGoods, earning), order.total.currency), currencyRate) };
}
