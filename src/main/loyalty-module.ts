import { ContainerModule } from 'inversify';
import { ApplyGiftVoucher } from '../application/loyalty/apply-gift-voucher.use-case.js';
import { CreateLoyaltyVoucher } from '../application/loyalty/create-loyalty-voucher.use-case.js';
import { RemoveGiftVoucher } from '../application/loyalty/remove-gift-voucher.use-case.js';
import { ToggleLoyaltyCoupon } from '../application/loyalty/toggle-loyalty-coupon.use-case.js';
import { ViewBasketDiscounts } from '../application/loyalty/view-basket-discounts.use-case.js';
import { routesOf } from '../adapters/http/app.js';
import { giftVoucherRoutes } from '../adapters/http/loyalty/gift-voucher-routes.js';
import { loyaltyRoutes } from '../adapters/http/loyalty/loyalty-routes.js';
import type { Database } from '../adapters/persistence/database.js';
import { SqlGiftVouchers } from '../adapters/persistence/sql-gift-vouchers.js';
import { SqlLoyaltyAccounts } from '../adapters/persistence/sql-loyalty-accounts.js';
import type { BasketDiscounts } from '../ports/basket-discounts.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { GiftVouchers } from '../ports/gift-vouchers.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { LoyaltyAccounts } from '../ports/loyalty-accounts.port.js';
import type { HttpArea } from './http-area.js';
import { TOKENS, token } from './tokens.js';

/**
 * The loyalty area's own tokens; the basket page uses ViewBasketDiscounts (its two boxes).
 * BasketDiscounts is the same token as DELIVERY.BasketDiscounts (tokens are named symbols), bound
 * once by the delivery area, whose totals read it: one adapter behind one token.
 */
export const LOYALTY = {
  BasketDiscounts: token<BasketDiscounts>('BasketDiscounts'),
  LoyaltyAccounts: token<LoyaltyAccounts>('LoyaltyAccounts'),
  GiftVouchers: token<GiftVouchers>('GiftVouchers'),
  ViewBasketDiscounts: token<ViewBasketDiscounts>('ViewBasketDiscounts'),
  ToggleLoyaltyCoupon: token<ToggleLoyaltyCoupon>('ToggleLoyaltyCoupon'),
  CreateLoyaltyVoucher: token<CreateLoyaltyVoucher>('CreateLoyaltyVoucher'),
  ApplyGiftVoucher: token<ApplyGiftVoucher>('ApplyGiftVoucher'),
  RemoveGiftVoucher: token<RemoveGiftVoucher>('RemoveGiftVoucher'),
} as const;

/** Loyalty points and coupons, gift vouchers and what is applied to each basket: SQL adapters, use cases, routes. */
export const loyaltyArea: HttpArea = {
  name: 'loyalty',
  module: new ContainerModule(({ bind }) => {
    bind(LOYALTY.LoyaltyAccounts).toResolvedValue((db: Database) => new SqlLoyaltyAccounts(db), [TOKENS.Database]).inSingletonScope();
    bind(LOYALTY.GiftVouchers).toResolvedValue((db: Database) => new SqlGiftVouchers(db), [TOKENS.Database]).inSingletonScope();
    bind(LOYALTY.ViewBasketDiscounts).toResolvedValue(
      (l: LoyaltyAccounts, d: BasketDiscounts) => new ViewBasketDiscounts(l, d), [LOYALTY.LoyaltyAccounts, LOYALTY.BasketDiscounts]).inSingletonScope();
    bind(LOYALTY.ToggleLoyaltyCoupon).toResolvedValue(
      (l: LoyaltyAccounts, clock: Clock) => new ToggleLoyaltyCoupon(l, clock), [LOYALTY.LoyaltyAccounts, TOKENS.Clock]).inSingletonScope();
    bind(LOYALTY.CreateLoyaltyVoucher).toResolvedValue(
      (l: LoyaltyAccounts, clock: Clock, ids: IdGenerator) => new CreateLoyaltyVoucher(l, clock, ids),
      [LOYALTY.LoyaltyAccounts, TOKENS.Clock, TOKENS.IdGenerator]).inSingletonScope();
    bind(LOYALTY.ApplyGiftVoucher).toResolvedValue(
      (v: GiftVouchers, d: BasketDiscounts, clock: Clock) => new ApplyGiftVoucher(v, d, clock),
      [LOYALTY.GiftVouchers, LOYALTY.BasketDiscounts, TOKENS.Clock]).inSingletonScope();
    bind(LOYALTY.RemoveGiftVoucher).toResolvedValue((d: BasketDiscounts) => new RemoveGiftVoucher(d), [LOYALTY.BasketDiscounts]).inSingletonScope();
  }),
  routes: (c) => [
    routesOf(loyaltyRoutes, {
      toggleCoupon: c.get(LOYALTY.ToggleLoyaltyCoupon), createVoucher: c.get(LOYALTY.CreateLoyaltyVoucher),
      viewDiscounts: c.get(LOYALTY.ViewBasketDiscounts), rateLimits: c.get(TOKENS.RateLimits),
    }),
    routesOf(giftVoucherRoutes, {
      applyVoucher: c.get(LOYALTY.ApplyGiftVoucher), removeVoucher: c.get(LOYALTY.RemoveGiftVoucher),
      viewDiscounts: c.get(LOYALTY.ViewBasketDiscounts), rateLimits: c.get(TOKENS.RateLimits),
    }),
  ],
};
