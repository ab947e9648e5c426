import { LOYALTY_VOUCHER_RULE, voucherFromPoints, type LoyaltyVoucherRule } from '../../domain/loyalty/loyalty-points.js';
import { sitePrice } from '../../domain/pricing/format-price.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { Clock } from '../../ports/clock.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { LoyaltyAccounts, LoyaltyCoupon } from '../../ports/loyalty-accounts.port.js';
import { refusal, type LoyaltyError } from './loyalty-errors.js';

/** A coupon's label: a short reference the shopper can quote ('LV-7F3KQ2'), not words. */
const couponLabelOf = (couponId: string): string => `LV-${couponId.replace(/[^A-Za-z0-9]/g, '').slice(0, 6).toUpperCase()}`;

/**
 * Turns the signed-in shopper's points into a loyalty coupon worth the rule's value in the site's
 * currency. The points are spent in one conditional write: two requests at once cannot spend the
 * same points, and the balance never goes below zero.
 */
export class CreateLoyaltyVoucher {
  constructor(
    private readonly loyalty: LoyaltyAccounts,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly rule: LoyaltyVoucherRule = LOYALTY_VOUCHER_RULE,
  ) {}

  async execute(cmd: { owner: BasketOwner | null; site: SiteVariant }): Promise<Result<LoyaltyCoupon, LoyaltyError>> {
    if (cmd.owner === null || cmd.owner.kind !== 'shopper') return err(refusal('SIGN_IN_REQUIRED'));
    const shopperId = cmd.owner.shopperId;
    const made = voucherFromPoints(await this.loyalty.pointsOf(shopperId), this.rule);
    if (!made.ok) return err(refusal(made.error));
    const couponId = this.ids.next();
    const coupon = { couponId, label: couponLabelOf(couponId), value: sitePrice(made.value.valueGbpMinor, cmd.site.price), createdAt: this.clock.now() };
    if (!(await this.loyalty.createCouponFromPoints(shopperId, made.value.spend, coupon))) return err(refusal('NOT_ENOUGH_POINTS'));
    return ok({ ...coupon, shopperId, status: 'available' });
  }
}
