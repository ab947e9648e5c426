import { couponChange, type CouponRequest } from '../../domain/loyalty/loyalty-coupon.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { Clock } from '../../ports/clock.port.js';
import type { LoyaltyAccounts } from '../../ports/loyalty-accounts.port.js';
import { refusal, type LoyaltyError } from './loyalty-errors.js';

export interface ToggleLoyaltyCouponCommand {
  owner: BasketOwner | null;
  site: SiteVariant;
  couponId: string;
  /** 'toggle': the checkbox changed; 'apply': the shopper confirmed applying it (never removes). */
  request: CouponRequest;
}

/**
 * Applies one of the signed-in shopper's loyalty coupons to the basket, or takes it off. A guest,
 * another shopper's coupon (answered as unknown, so ids cannot be probed), a used coupon, or one
 * in another currency than the site's is refused, and nothing changes.
 */
export class ToggleLoyaltyCoupon {
  constructor(private readonly loyalty: LoyaltyAccounts, private readonly clock: Clock) {}

  async execute(cmd: ToggleLoyaltyCouponCommand): Promise<Result<{ couponId: string; applied: boolean }, LoyaltyError>> {
    if (cmd.owner === null || cmd.owner.kind !== 'shopper') return err(refusal('SIGN_IN_REQUIRED'));
    const shopperId = cmd.owner.shopperId;
    // A second look settles a race with another tab: the status moved between reading and writing.
    for (let attempt = 0; attempt < 2; attempt++) {
      const coupon = await this.loyalty.couponById(cmd.couponId);
      if (coupon === null || coupon.shopperId !== shopperId) return err(refusal('COUPON_NOT_FOUND'));
      const change = couponChange(coupon.status, cmd.request);
      if (change === 'COUPON_USED') return err(refusal('COUPON_USED'));
      if (change === 'none') return ok({ couponId: coupon.couponId, applied: true });
      if (change === 'apply' && coupon.value.currency !== cmd.site.currency) return err(refusal('COUPON_CURRENCY'));
      const [from, to] = change === 'apply' ? (['available', 'applied'] as const) : (['applied', 'available'] as const);
      if (await this.loyalty.changeCouponStatus(shopperId, coupon.couponId, from, to, this.clock.now())) {
        return ok({ couponId: coupon.couponId, applied: to === 'applied' });
      }
    }
    return err(refusal('COUPON_USED'));
  }
}
