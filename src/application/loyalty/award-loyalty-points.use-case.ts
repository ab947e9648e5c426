import { pointsEarned } from '../../domain/loyalty/loyalty-points.js';
import type { Order } from '../../domain/orders/order.js';
import { subtractMoney, sumMoney } from '../../domain/pricing/money.js';
import { findSiteVariant } from '../../domain/site/site-variants.js';
import type { LoyaltyAccounts } from '../../ports/loyalty-accounts.port.js';

/**
 * Adds the points a paid order earns to its shopper's loyalty account: goods other than gift
 * vouchers, less the coupons used, at the site's rate (domain `pointsEarned`). Guests earn none.
 * Runs once per order, after the paid close that only one caller wins.
 */
export class AwardLoyaltyPoints {
  constructor(private readonly accounts: Pick<LoyaltyAccounts, 'addPoints'>) {}

  async execute(order: Order): Promise<number> {
    const site = findSiteVariant(order.siteCode);
    if (order.shopperId === null || site === undefined) return 0;
    const currency = order.total.currency;
    const goods = sumMoney(order.lines.filter((l) => l.giftVoucher === null).map((l) => l.lineTotal), currency);
    const coupons = sumMoney(order.reductions.flatMap((r) => (r.kind === 'coupon' ? [r.amount] : [])), currency);
    const points = pointsEarned(subtractMoney(goods, coupons), site.price.currencyRate);
    if (points > 0) await this.accounts.addPoints(order.shopperId, points);
    return points;
  }
}
