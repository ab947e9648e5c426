import { ApplyGiftVoucher } from '../application/loyalty/apply-gift-voucher.use-case.js';
import { CreateLoyaltyVoucher } from '../application/loyalty/create-loyalty-voucher.use-case.js';
import { RemoveGiftVoucher } from '../application/loyalty/remove-gift-voucher.use-case.js';
import { ToggleLoyaltyCoupon } from '../application/loyalty/toggle-loyalty-coupon.use-case.js';
import { ViewBasketDiscounts } from '../application/loyalty/view-basket-discounts.use-case.js';
import { routesOf } from '../adapters/http/app.js';
import { giftVoucherRoutes } from '../adapters/http/loyalty/gift-voucher-routes.js';
import { loyaltyRoutes } from '../adapters/http/loyalty/loyalty-routes.js';
import { SqlGiftVouchers } from '../adapters/persistence/sql-gift-vouchers.js';
import { SqlLoyaltyAccounts } from '../adapters/persistence/sql-loyalty-accounts.js';
import type { BasketDiscounts } from '../ports/basket-discounts.port.js';
import { DELIVERY } from './delivery-module.js';
import type { Clock } from '../ports/clock.port.js';
import type { GiftVouchers } from '../ports/gift-vouchers.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { LoyaltyAccounts } from '../ports/loyalty-accounts.port.js';
import { httpArea } from './http-area.js';
import { TOKENS, token } from './tokens.js';
import { bindDatabaseAdapters, bindUseCases } from './bind-singleton.js';

/**
 * The loyalty area's ports; its use cases are their own tokens (the basket page uses
 * ViewBasketDiscounts, its two boxes). What is applied to each basket is the delivery area's
 * DELIVERY.BasketDiscounts (its totals read it), bound there once.
 */
export const LOYALTY = {
  LoyaltyAccounts: token<LoyaltyAccounts>('LoyaltyAccounts'),
  GiftVouchers: token<GiftVouchers>('GiftVouchers'),
} as const;

/** Loyalty points and coupons, gift vouchers and what is applied to each basket: SQL adapters, use cases, routes. */
export const loyaltyArea = httpArea('loyalty', (bind) => {
  bindDatabaseAdapters(bind, [LOYALTY.LoyaltyAccounts, SqlLoyaltyAccounts], [LOYALTY.GiftVouchers, SqlGiftVouchers]);
  // The voucher rule is the constructor's default (LOYALTY_VOUCHER_RULE), as for CreateLoyaltyVoucher.
  bind(ViewBasketDiscounts).toResolvedValue(
    (l: LoyaltyAccounts, d: BasketDiscounts) => new ViewBasketDiscounts(l, d), [LOYALTY.LoyaltyAccounts, DELIVERY.BasketDiscounts]).inSingletonScope();
  bindUseCases(bind, [ToggleLoyaltyCoupon], [LOYALTY.LoyaltyAccounts, TOKENS.Clock]);
  bind(CreateLoyaltyVoucher).toResolvedValue(
    (l: LoyaltyAccounts, clock: Clock, ids: IdGenerator) => new CreateLoyaltyVoucher(l, clock, ids),
    [LOYALTY.LoyaltyAccounts, TOKENS.Clock, TOKENS.IdGenerator]).inSingletonScope();
  bindUseCases(bind, [ApplyGiftVoucher], [LOYALTY.GiftVouchers, DELIVERY.BasketDiscounts, TOKENS.Clock]);
  bindUseCases(bind, [RemoveGiftVoucher], [DELIVERY.BasketDiscounts]);
}, (c) => [
  routesOf(loyaltyRoutes, {
    toggleCoupon: c.get(ToggleLoyaltyCoupon), createVoucher: c.get(CreateLoyaltyVoucher),
    viewDiscounts: c.get(ViewBasketDiscounts), rateLimits: c.get(TOKENS.RateLimits),
  }),
  routesOf(giftVoucherRoutes, {
    applyVoucher: c.get(ApplyGiftVoucher), removeVoucher: c.get(RemoveGiftVoucher),
    viewDiscounts: c.get(ViewBasketDiscounts), rateLimits: c.get(TOKENS.RateLimits),
  }),
]);
