import { moneyEquals } from '../pricing/money.js';
import { canonicalJson } from '../shared/canonical-json.js';
import type { OrderLine, OrderSnapshot } from './order.js';

const lineKey = (line: OrderLine): string =>
  canonicalJson([line.stockId, line.quantity, line.unitPrice.amountMinor, line.unitPrice.currency, line.giftVoucher]);

/**
 * Whether an open order holds what the shopper is about to pay for now: the same site, lines
 * (stock ids, quantities, prices, voucher details), delivery, details, reductions, total and marketing choice.
 * Then a second submit (double click, second tab) reuses the order instead of placing another.
 */
export function sameOrderContent(a: OrderSnapshot, b: OrderSnapshot): boolean {
  if (a.siteCode !== b.siteCode || a.marketingOptIn !== b.marketingOptIn || !moneyEquals(a.total, b.total) || a.lines.length !== b.lines.length) return false;
  const linesA = a.lines.map(lineKey).sort();
  const linesB = b.lines.map(lineKey).sort();
  if (linesA.some((key, i) => key !== linesB[i])) return false;
  return canonicalJson([a.delivery, a.details, a.reductions]) === canonicalJson([b.delivery, b.details, b.reductions]);
}
