import { GetUserDataLayer } from '../application/accounts/get-user-data-layer.use-case.js';
import { RegisterShopper } from '../application/accounts/register-shopper.use-case.js';
import { SignIn } from '../application/accounts/sign-in.use-case.js';
import { ViewAccount } from '../application/accounts/view-account.use-case.js';
import { accountRoutes } from '../adapters/http/accounts/account-routes.js';
import { PasswordWorkGate } from '../adapters/http/accounts/password-work-gate.js';
import { routesOf } from '../adapters/http/app.js';
import { userDataLayerRoutes } from '../adapters/http/accounts/user-data-layer-routes.js';
import { SqlShopperAccounts } from '../adapters/persistence/sql-shopper-accounts.js';
import { ScryptPasswordHasher } from '../adapters/system/scrypt-password-hasher.js';
import { ZxcvbnPasswordStrength } from '../adapters/system/zxcvbn-password-strength.js';
import type { BasketRepository } from '../ports/basket-repository.port.js';
import type { OwnerMerge } from '../ports/owner-merge.port.js';
import type { BasketDiscounts } from '../ports/basket-discounts.port.js';
import type { DeliveryChoices } from '../ports/delivery-choices.port.js';
import { DELIVERY } from './delivery-module.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { PasswordStrength } from '../ports/password-strength.port.js';
import type { ShopperAccounts } from '../ports/shopper-accounts.port.js';
import type { ShopperDetailsRepository } from '../ports/shopper-details-repository.port.js';
import type { WishlistRepository } from '../ports/wishlist-repository.port.js';
import { BASKET } from './basket-module.js';
import type { AppConfig } from './config.js';
import { httpArea } from './http-area.js';
import { SHOPPER_DETAILS } from './checkout-shopper-details-tokens.js';
import { TOKENS, token } from './tokens.js';
import { bindDatabaseAdapters, bindUseCases } from './bind-singleton.js';
import { WISHLIST } from './wishlist-module.js';
// Checkout.
import { confirmationPageUrl } from '../adapters/http/checkout/payment-routes.js';
import { ListShopperOrders } from '../application/orders/list-shopper-orders.use-case.js';
import { CHECKOUT } from './checkout-module.js';

/** The accounts area's ports; its classes (use cases, the password work gate) are their own tokens. */
export const ACCOUNTS = {
  ShopperAccounts: token<ShopperAccounts>('ShopperAccounts'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  PasswordStrength: token<PasswordStrength>('PasswordStrength'),
  OwnerMerges: token<OwnerMerge[]>('OwnerMerges'),
} as const;

/** Shopper accounts and the user data layer: SQL adapter, the scrypt hasher, use cases and routes. */
export const accountsArea = httpArea('accounts', (bind) => {
  bindDatabaseAdapters(bind, [ACCOUNTS.ShopperAccounts, SqlShopperAccounts]);
  bind(ACCOUNTS.PasswordHasher).toResolvedValue(
    (config: AppConfig) => new ScryptPasswordHasher(config.passwordHashCost), [TOKENS.Config]).inSingletonScope();
  bind(ACCOUNTS.PasswordStrength).toResolvedValue(() => new ZxcvbnPasswordStrength()).inSingletonScope();
  bind(PasswordWorkGate).toResolvedValue(
    (config: AppConfig) => new PasswordWorkGate(config.passwordHashConcurrency), [TOKENS.Config]).inSingletonScope();
  // Everything a guest owns that moves to the shopper on sign-in.
  bind(ACCOUNTS.OwnerMerges).toResolvedValue(
    (baskets: BasketRepository, wishlists: WishlistRepository, delivery: DeliveryChoices, discounts: BasketDiscounts,
      shopperDetails: ShopperDetailsRepository): OwnerMerge[] => [
      baskets, wishlists, delivery, discounts,
      // Shopper details (basket page).
      shopperDetails,
    ],
    [BASKET.BasketRepository, WISHLIST.WishlistRepository, DELIVERY.DeliveryChoices, DELIVERY.BasketDiscounts,
      SHOPPER_DETAILS.ShopperDetailsRepository]).inSingletonScope();
  bindUseCases(bind, [RegisterShopper], [ACCOUNTS.ShopperAccounts, ACCOUNTS.PasswordHasher, TOKENS.Clock, ACCOUNTS.OwnerMerges, ACCOUNTS.PasswordStrength]);
  bindUseCases(bind, [SignIn], [ACCOUNTS.ShopperAccounts, ACCOUNTS.PasswordHasher, ACCOUNTS.OwnerMerges]);
  bindUseCases(bind, [ViewAccount], [ACCOUNTS.ShopperAccounts]);
  bind(GetUserDataLayer).toResolvedValue(
    (a: ShopperAccounts, w: WishlistRepository, b: BasketRepository) => new GetUserDataLayer(a, w, { basketCount: (owner) => b.countOf(owner) }),
    [ACCOUNTS.ShopperAccounts, WISHLIST.WishlistRepository, BASKET.BasketRepository]).inSingletonScope();
}, (c) => [
  routesOf(userDataLayerRoutes, { getUserDataLayer: c.get(GetUserDataLayer) }),
  routesOf(accountRoutes, {
    signIn: c.get(SignIn), registerShopper: c.get(RegisterShopper), viewAccount: c.get(ViewAccount),
    rateLimits: c.get(TOKENS.RateLimits), passwordGate: c.get(PasswordWorkGate),
    // Checkout: the shopper's orders on the account page.
    orders: { listOrders: c.get(ListShopperOrders), cipher: c.get(CHECKOUT.OrderIdCipher), confirmationUrl: confirmationPageUrl },
  }),
]);
