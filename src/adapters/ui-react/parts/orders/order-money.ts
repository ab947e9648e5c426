import { formatMoney } from '../../../../domain/pricing/format-price.js';
import type { Money } from '../../../../domain/pricing/money.js';
import { findSiteVariant } from '../../../../domain/site/site-variants.js';

/** An amount as the order's site shows it (its symbol and separator), in the order's own currency. */
export function orderMoneyFormatter(siteCode: string): (m: Money) => string {
  const site = findSiteVariant(siteCode);
  return (m) => (site && site.price.currency === m.currency ? formatMoney(m, site.price) : `${(m.amountMinor / 100).toFixed(2)} ${m.currency}`);
}
