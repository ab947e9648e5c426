import { ContainerModule } from 'inversify';
import type { AddToBasket } from '../application/basket/add-to-basket.use-case.js';
import { AddToWishlist } from '../application/wishlist/add-to-wishlist.use-case.js';
import { GetWishlist } from '../application/wishlist/get-wishlist.use-case.js';
import { MoveWishlistItemToBasket } from '../application/wishlist/move-wishlist-item-to-basket.use-case.js';
import { RemoveFromWishlist } from '../application/wishlist/remove-from-wishlist.use-case.js';
import { ViewWishlist } from '../application/wishlist/view-wishlist.use-case.js';
import { routesOf } from '../adapters/http/app.js';
import { wishlistRoutes } from '../adapters/http/wishlist/wishlist-routes.js';
import type { Database } from '../adapters/persistence/database.js';
import { SqlWishlistRepository } from '../adapters/persistence/sql-wishlist-repository.js';
import type { CatalogReader } from '../ports/catalog.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { WishlistRepository } from '../ports/wishlist-repository.port.js';
import { BASKET } from './basket-module.js';
import type { HttpArea } from './http-area.js';
import { TOKENS, token } from './tokens.js';

/** The wishlist area's own tokens. */
export const WISHLIST = {
  WishlistRepository: token<WishlistRepository>('WishlistRepository'),
  GetWishlist: token<GetWishlist>('GetWishlist'),
  AddToWishlist: token<AddToWishlist>('AddToWishlist'),
  RemoveFromWishlist: token<RemoveFromWishlist>('RemoveFromWishlist'),
  ViewWishlist: token<ViewWishlist>('ViewWishlist'),
  MoveWishlistItemToBasket: token<MoveWishlistItemToBasket>('MoveWishlistItemToBasket'),
} as const;

/** Wishlists: the SQL adapter, use cases, the JSON API and the wishlist page. */
export const wishlistArea: HttpArea = {
  name: 'wishlist',
  module: new ContainerModule(({ bind }) => {
    bind(WISHLIST.WishlistRepository).toResolvedValue((db: Database) => new SqlWishlistRepository(db), [TOKENS.Database]).inSingletonScope();
    bind(WISHLIST.GetWishlist).toResolvedValue((w: WishlistRepository) => new GetWishlist(w), [WISHLIST.WishlistRepository]).inSingletonScope();
    bind(WISHLIST.AddToWishlist).toResolvedValue(
      (w: WishlistRepository, c: CatalogReader, clock: Clock) => new AddToWishlist(w, c, clock),
      [WISHLIST.WishlistRepository, TOKENS.CatalogReader, TOKENS.Clock]).inSingletonScope();
    bind(WISHLIST.RemoveFromWishlist).toResolvedValue(
      (w: WishlistRepository, c: CatalogReader) => new RemoveFromWishlist(w, c), [WISHLIST.WishlistRepository, TOKENS.CatalogReader]).inSingletonScope();
    bind(WISHLIST.ViewWishlist).toResolvedValue(
      (w: WishlistRepository, c: CatalogReader) => new ViewWishlist(w, c), [WISHLIST.WishlistRepository, TOKENS.CatalogReader]).inSingletonScope();
    bind(WISHLIST.MoveWishlistItemToBasket).toResolvedValue(
      (w: WishlistRepository, add: AddToBasket) => new MoveWishlistItemToBasket(w, { addOne: (cmd) => add.execute({ ...cmd, quantity: 1, giftVoucher: null }) }),
      [WISHLIST.WishlistRepository, BASKET.AddToBasket]).inSingletonScope();
  }),
  routes: (c) => [
    routesOf(wishlistRoutes, {
      getWishlist: c.get(WISHLIST.GetWishlist), addToWishlist: c.get(WISHLIST.AddToWishlist), removeFromWishlist: c.get(WISHLIST.RemoveFromWishlist),
      viewWishlist: c.get(WISHLIST.ViewWishlist), moveToBasket: c.get(WISHLIST.MoveWishlistItemToBasket),
    }),
  ],
};
