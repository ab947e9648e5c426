import { ContainerModule } from 'inversify';
import type { AddToBasket } from '../application/basket/add-to-basket.use-case.js';
import { AddToWishlist } from '../application/wishlist/add-to-wishlist.use-case.js';
import { GetWishlist } from '../application/wishlist/get-wishlist.use-case.js';
import { MoveWishlistItemToBasket } from '../application/wishlist/move-wishlist-item-to-basket.use-case.js';
import { RemoveFromWishlist } from '../application/wishlist/remove-from-wishlist.use-case.js';
import { ViewWishlist } from '../application/wishlist/view-wishlist.use-case.js';
import { routesOf } from '../adapters/http/app.js';
import { wishlistRoutes } from '../adapters/http/wishlist/wishlist-routes.js';
import { SqlWishlistRepository } from '../adapters/persistence/sql-wishlist-repository.js';
import type { WishlistRepository } from '../ports/wishlist-repository.port.js';
import { BASKET } from './basket-module.js';
import type { HttpArea } from './http-area.js';
import { TOKENS, token } from './tokens.js';
import { bindSingleton } from './bind-singleton.js';

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
    bindSingleton(bind, WISHLIST.WishlistRepository, SqlWishlistRepository, [TOKENS.Database]);
    bindSingleton(bind, WISHLIST.GetWishlist, GetWishlist, [WISHLIST.WishlistRepository]);
    bindSingleton(bind, WISHLIST.AddToWishlist, AddToWishlist, [WISHLIST.WishlistRepository, TOKENS.CatalogReader, TOKENS.Clock]);
    bindSingleton(bind, WISHLIST.RemoveFromWishlist, RemoveFromWishlist, [WISHLIST.WishlistRepository, TOKENS.CatalogReader]);
    bindSingleton(bind, WISHLIST.ViewWishlist, ViewWishlist, [WISHLIST.WishlistRepository, TOKENS.CatalogReader]);
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
