import { LOYALTY_VOUCHER_RULE, pointsToNextVoucher, type LoyaltyVoucherRule } from '../../domain/loyalty/loyalty-points.js';
import { sitePrice } from '../../domain/pricing/format-price.js';
import type { Money } from '../../domain/pricing/money.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { BasketDiscounts } from '../../ports/basket-discounts.port.js';
import type { LoyaltyAccounts } from '../../ports/loyalty-accounts.port.js';

interface LoyaltyCouponSummary {
  couponId: string;
  label: string;
  value: Money;
  applied: boolean;
}

/** A signed-in shopper's loyalty account as the basket page shows it. */
interface LoyaltySummary {
  points: number;
  /** Points still needed for the next voucher (0: one can be made now). */
  pointsToNextVoucher: number;
  pointsPerVoucher: number;
  /** What the next voucher made from points is worth on this site. */
  voucherValue: Money;
  /** Coupons in the site's currency that are not used yet, oldest first. */
  coupons: LoyaltyCouponSummary[];
}

export interface BasketDiscountsSummary {
  /** Null for a guest (the page asks them to sign in). */
  loyalty: LoyaltySummary | null;
  /** Gift vouchers on the basket, in the order applied. */
  vouchers: Array<{ code: string; balance: Money }>;
}

/** The basket page's loyalty area and gift voucher box: points, coupons, applied vouchers. */
export class ViewBasketDiscounts {
  constructor(
    private readonly loyalty: LoyaltyAccounts,
    private readonly discounts: BasketDiscounts,
    private readonly rule: LoyaltyVoucherRule = LOYALTY_VOUCHER_RULE,
  ) {}

  async execute(cmd: { owner: BasketOwner | null; site: SiteVariant }): Promise<BasketDiscountsSummary> {
    const { owner, site } = cmd;
    if (owner === null) return { loyalty: null, vouchers: [] };
    const applied = await this.discounts.appliedTo(owner);
    const vouchers = applied.flatMap((d) => (d.kind === 'gift-voucher' ? [{ code: d.code, balance: d.balance }] : []));
    if (owner.kind === 'guest') return { loyalty: null, vouchers };
    const [points, coupons] = await Promise.all([this.loyalty.pointsOf(owner.shopperId), this.loyalty.couponsOf(owner.shopperId)]);
    return {
      loyalty: {
        points,
        pointsToNextVoucher: pointsToNextVoucher(points, this.rule),
        pointsPerVoucher: this.rule.pointsPerVoucher,
        voucherValue: sitePrice(this.rule.valueGbpMinor, site.price),
        coupons: coupons
          .filter((c) => c.value.currency === site.currency)
          .map((c) => ({ couponId: c.couponId, label: c.label, value: c.value, applied: c.status === 'applied' })),
      },
      vouchers,
    };
  }
}
