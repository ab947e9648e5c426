import type { FastifyPluginAsync } from 'fastify';
import { wishlistApiRoutes, type WishlistApiOptions } from './wishlist-api-routes.js';
import { wishlistPageRoutes, type WishlistPageOptions } from './wishlist-page-routes.js';

export type WishlistRoutesOptions = WishlistApiOptions & WishlistPageOptions;

/** Everything under /wishlist: the JSON API the hearts use and the wishlist page. */
export const wishlistRoutes: FastifyPluginAsync<WishlistRoutesOptions> = async (app, opts) => {
  await app.register(wishlistApiRoutes, opts);
  await app.register(wishlistPageRoutes, opts);
};
