import { AddToBasket } from '../application/basket/add-to-basket.use-case.js';
import { AddToWishlist } from '../application/wishlist/add-to-wishlist.use-case.js';
import { GetWishlist } from '../application/wishlist/get-wishlist.use-case.js';
import { MoveWishlistItemToBasket } from '../application/wishlist/move-wishlist-item-to-basket.use-case.js';
import { RemoveFromWishlist } from '../application/wishlist/remove-from-wishlist.use-case.js';
import { ViewWishlist } from '../application/wishlist/view-wishlist.use-case.js';
import { routesOf } from '../adapters/http/app.js';
import { wishlistRoutes } from '../adapters/http/wishlist/wishlist-routes.js';
import { SqlWishlistRepository } from '../adapters/persistence/sql-wishlist-repository.js';
import type { WishlistRepository } from '../ports/wishlist-repository.port.js';
import { httpArea } from './http-area.js';
import { TOKENS, token } from './tokens.js';
import { bindDatabaseAdapters, bindUseCases } from './bind-singleton.js';

/** The wishlist area's port (the accounts area merges and counts wishlists); its use cases are their own tokens. */
export const WISHLIST = {
  WishlistRepository: token<WishlistRepository>('WishlistRepository'),
} as const;

/** Wishlists: the SQL adapter, use cases, the JSON API and the wishlist page. */
export const wishlistArea = httpArea('wishlist', (bind) => {
  bindDatabaseAdapters(bind, [WISHLIST.WishlistRepository, SqlWishlistRepository]);
  bindUseCases(bind, [GetWishlist], [WISHLIST.WishlistRepository]);
  bindUseCases(bind, [AddToWishlist], [WISHLIST.WishlistRepository, TOKENS.CatalogReader, TOKENS.Clock]);
  bindUseCases(bind, [RemoveFromWishlist, ViewWishlist], [WISHLIST.WishlistRepository, TOKENS.CatalogReader]);
  bind(MoveWishlistItemToBasket).toResolvedValue(
    (w: WishlistRepository, add: AddToBasket) => new MoveWishlistItemToBasket(w, { addOne: (cmd) => add.execute({ ...cmd, quantity: 1, giftVoucher: null }) }),
    [WISHLIST.WishlistRepository, AddToBasket]).inSingletonScope();
}, (c) => [
  routesOf(wishlistRoutes, {
    getWishlist: c.get(GetWishlist), addToWishlist: c.get(AddToWishlist), removeFromWishlist: c.get(RemoveFromWishlist),
    viewWishlist: c.get(ViewWishlist), moveToBasket: c.get(MoveWishlistItemToBasket),
  }),
]);
