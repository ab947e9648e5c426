import { ContainerModule, type Container } from 'inversify';
import { GetUserDataLayer } from '../application/accounts/get-user-data-layer.use-case.js';
import { RegisterShopper } from '../application/accounts/register-shopper.use-case.js';
import { SignIn } from '../application/accounts/sign-in.use-case.js';
import { ViewAccount } from '../application/accounts/view-account.use-case.js';
import type { AddToBasket } from '../application/basket/add-to-basket.use-case.js';
import { AddToWishlist } from '../application/wishlist/add-to-wishlist.use-case.js';
import { GetWishlist } from '../application/wishlist/get-wishlist.use-case.js';
import { MoveWishlistItemToBasket } from '../application/wishlist/move-wishlist-item-to-basket.use-case.js';
import { RemoveFromWishlist } from '../application/wishlist/remove-from-wishlist.use-case.js';
import { ViewWishlist } from '../application/wishlist/view-wishlist.use-case.js';
import type { ShopperDependencies } from '../adapters/http/accounts/shopper-routes.js';
import type { Database } from '../adapters/persistence/database.js';
import { SqlShopperAccounts } from '../adapters/persistence/sql-shopper-accounts.js';
import { SqlWishlistRepository } from '../adapters/persistence/sql-wishlist-repository.js';
import { ScryptPasswordHasher } from '../adapters/system/scrypt-password-hasher.js';
import type { BasketRepository } from '../ports/basket-repository.port.js';
import type { CatalogReader } from '../ports/catalog.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { OwnerMerge } from '../ports/owner-merge.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { ShopperAccounts } from '../ports/shopper-accounts.port.js';
import type { WishlistRepository } from '../ports/wishlist-repository.port.js';
import { TOKENS } from './tokens.js';

/** Wishlists and shopper accounts: SQL adapters, the scrypt hasher and their use cases. */
export const shopperModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.WishlistRepository).toResolvedValue((db: Database) => new SqlWishlistRepository(db), [TOKENS.Database]).inSingletonScope();
  bind(TOKENS.ShopperAccounts).toResolvedValue((db: Database) => new SqlShopperAccounts(db), [TOKENS.Database]).inSingletonScope();
  bind(TOKENS.PasswordHasher).toConstantValue(new ScryptPasswordHasher());
  // Everything a guest owns that moves to the shopper on sign-in.
  bind(TOKENS.OwnerMerges).toResolvedValue(
    (baskets: BasketRepository, wishlists: WishlistRepository): OwnerMerge[] => [baskets, wishlists],
    [TOKENS.BasketRepository, TOKENS.WishlistRepository]).inSingletonScope();
  bind(TOKENS.GetWishlist).toResolvedValue((w: WishlistRepository) => new GetWishlist(w), [TOKENS.WishlistRepository]).inSingletonScope();
  bind(TOKENS.AddToWishlist).toResolvedValue(
    (w: WishlistRepository, c: CatalogReader, clock: Clock) => new AddToWishlist(w, c, clock),
    [TOKENS.WishlistRepository, TOKENS.CatalogReader, TOKENS.Clock]).inSingletonScope();
  bind(TOKENS.RemoveFromWishlist).toResolvedValue(
    (w: WishlistRepository, c: CatalogReader) => new RemoveFromWishlist(w, c), [TOKENS.WishlistRepository, TOKENS.CatalogReader]).inSingletonScope();
  bind(TOKENS.ViewWishlist).toResolvedValue(
    (w: WishlistRepository, c: CatalogReader) => new ViewWishlist(w, c), [TOKENS.WishlistRepository, TOKENS.CatalogReader]).inSingletonScope();
  bind(TOKENS.MoveWishlistItemToBasket).toResolvedValue(
    (w: WishlistRepository, add: AddToBasket) => new MoveWishlistItemToBasket(w, { addOne: (cmd) => add.execute({ ...cmd, quantity: 1, giftVoucher: null }) }),
    [TOKENS.WishlistRepository, TOKENS.AddToBasket]).inSingletonScope();
  bind(TOKENS.RegisterShopper).toResolvedValue(
    (a: ShopperAccounts, h: PasswordHasher, clock: Clock, merges: OwnerMerge[]) => new RegisterShopper(a, h, clock, merges),
    [TOKENS.ShopperAccounts, TOKENS.PasswordHasher, TOKENS.Clock, TOKENS.OwnerMerges]).inSingletonScope();
  bind(TOKENS.SignIn).toResolvedValue(
    (a: ShopperAccounts, h: PasswordHasher, merges: OwnerMerge[]) => new SignIn(a, h, merges),
    [TOKENS.ShopperAccounts, TOKENS.PasswordHasher, TOKENS.OwnerMerges]).inSingletonScope();
  bind(TOKENS.ViewAccount).toResolvedValue((a: ShopperAccounts) => new ViewAccount(a), [TOKENS.ShopperAccounts]).inSingletonScope();
  bind(TOKENS.GetUserDataLayer).toResolvedValue(
    (a: ShopperAccounts, w: WishlistRepository, b: BasketRepository) => new GetUserDataLayer(a, w, { basketCount: (owner) => b.countOf(owner) }),
    [TOKENS.ShopperAccounts, TOKENS.WishlistRepository, TOKENS.BasketRepository]).inSingletonScope();
});

/** The wishlist, account and user data layer routes' dependencies, resolved from the container. */
export function shopperHttpDependencies(container: Container): ShopperDependencies {
  return {
    getWishlist: container.get(TOKENS.GetWishlist),
    addToWishlist: container.get(TOKENS.AddToWishlist),
    removeFromWishlist: container.get(TOKENS.RemoveFromWishlist),
    viewWishlist: container.get(TOKENS.ViewWishlist),
    moveToBasket: container.get(TOKENS.MoveWishlistItemToBasket),
    signIn: container.get(TOKENS.SignIn),
    registerShopper: container.get(TOKENS.RegisterShopper),
    viewAccount: container.get(TOKENS.ViewAccount),
    getUserDataLayer: container.get(TOKENS.GetUserDataLayer),
  };
}
