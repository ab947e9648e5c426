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
  return sameOrderGoods(a, b) && a.marketingOptIn === b.marketingOptIn && canonicalJson(a.delivery) === canonicalJson(b.delivery);
}

/**
 * The same, leaving out the choices that ride along without changing what is bought, sent or paid:
 * the marketing choice and the courier's instructions. An open order that differs only in those
 * is amended, not replaced.
 */
export function sameOrderGoods(a: OrderSnapshot, b: OrderSnapshot): boolean {
  if (a.siteCode !== b.siteCode || !moneyEquals(a.total, b.total) || a.lines.length !== b.lines.length) return false;
  const linesA = a.lines.map(lineKey).sort();
  const linesB = b.lines.map(lineKey).sort();
  if (linesA.some((key, i) => key !== linesB[i])) return false;
  return canonicalJson([withoutInstructions(a), a.details, a.reductions]) === canonicalJson([withoutInstructions(b), b.details, b.reductions]);
}

const withoutInstructions = (s: OrderSnapshot): OrderSnapshot['delivery'] => ({ ...s.delivery, safePlaceInstructions: '' });
