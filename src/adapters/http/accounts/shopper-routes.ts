import type { FastifyPluginAsync } from 'fastify';
import type { GetUserDataLayer } from '../../../application/accounts/get-user-data-layer.use-case.js';
import type { RegisterShopper } from '../../../application/accounts/register-shopper.use-case.js';
import type { SignIn } from '../../../application/accounts/sign-in.use-case.js';
import type { ViewAccount } from '../../../application/accounts/view-account.use-case.js';
import type { AddToWishlist } from '../../../application/wishlist/add-to-wishlist.use-case.js';
import type { GetWishlist } from '../../../application/wishlist/get-wishlist.use-case.js';
import type { MoveWishlistItemToBasket } from '../../../application/wishlist/move-wishlist-item-to-basket.use-case.js';
import type { RemoveFromWishlist } from '../../../application/wishlist/remove-from-wishlist.use-case.js';
import type { ViewWishlist } from '../../../application/wishlist/view-wishlist.use-case.js';
import type { AssetManifest } from '../pages/asset-manifest.js';
import type { NavigationSource } from '../user-data-layer/page-frame.js';
import { userDataLayerRoutes } from '../user-data-layer/user-data-layer-routes.js';
import { wishlistRoutes } from '../wishlist/wishlist-routes.js';
import { accountRoutes } from './account-routes.js';

/** The use cases behind the shopper's own routes: wishlist, accounts and the user data layer. */
export interface ShopperDependencies {
  getWishlist: GetWishlist;
  addToWishlist: AddToWishlist;
  removeFromWishlist: RemoveFromWishlist;
  viewWishlist: ViewWishlist;
  moveToBasket: MoveWishlistItemToBasket;
  signIn: SignIn;
  registerShopper: RegisterShopper;
  viewAccount: ViewAccount;
  getUserDataLayer: GetUserDataLayer;
}

export interface ShopperRoutesOptions extends ShopperDependencies {
  assets: AssetManifest;
  navigation: NavigationSource;
}

/** Registers the wishlist, account and user data layer routes, each in its own plugin. */
export const shopperRoutes: FastifyPluginAsync<ShopperRoutesOptions> = async (app, opts) => {
  await app.register(userDataLayerRoutes, { getUserDataLayer: opts.getUserDataLayer });
  await app.register(wishlistRoutes, opts);
  await app.register(accountRoutes, opts);
};
