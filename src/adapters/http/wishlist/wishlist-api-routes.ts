import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AddToWishlist } from '../../../application/wishlist/add-to-wishlist.use-case.js';
import type { GetWishlist } from '../../../application/wishlist/get-wishlist.use-case.js';
import type { MoveWishlistItemToBasket } from '../../../application/wishlist/move-wishlist-item-to-basket.use-case.js';
import type { RemoveFromWishlist } from '../../../application/wishlist/remove-from-wishlist.use-case.js';
import type { WishlistSummary } from '../../../application/wishlist/wishlist-summary.js';
import { ownerOfSession } from '../../../domain/accounts/basket-owner.js';
import { HttpError } from '../errors/http-error.js';
import { requireAntiForgeryToken } from '../plugins/anti-forgery.js';
import { MoveQuery, ProductIdQuery, WishlistChangeResponse, WishlistResponse } from './wishlist-schemas.js';
import { ownerToBe } from '../plugins/request-owner.js';

export interface WishlistApiOptions {
  getWishlist: GetWishlist;
  addToWishlist: AddToWishlist;
  removeFromWishlist: RemoveFromWishlist;
  moveToBasket: MoveWishlistItemToBasket;
}

/** The analytics event of a removal or move, as the JSON string the spec's dataLayer field carries (an add's is GA4's, from its use case). */
const dataLayerOf = (event: 'remove_from_wishlist' | 'move_to_basket', productId: number): string =>
  JSON.stringify({ event, ecommerce: { items: [{ item_id: String(productId) }] } });

const changed = (dataLayer: string, summary: WishlistSummary) =>
  ({ success: true, dataLayer, cachedWishListItems: summary.items, count: summary.count });

/** GET /wishlist/api/get and the changing POSTs (spec section 7), each guarded by the anti-forgery token. */
export const wishlistApiRoutes: FastifyPluginAsync<WishlistApiOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const change = { preValidation: requireAntiForgeryToken(fastify), config: { specErrorFields: 'success' } } as const;

  app.get('/wishlist/api/get', { schema: { response: { 200: WishlistResponse } } }, async (request, reply) => {
    const session = await request.currentSession();
    reply.header('cache-control', 'no-store');
    return opts.getWishlist.execute(session ? ownerOfSession(session, request.site.id) : null);
  });

  app.post('/wishlist/api/add', { ...change, schema: { querystring: ProductIdQuery, response: { 200: WishlistChangeResponse } } }, async (request, reply) => {
    const owner = await ownerToBe(request, reply);
    const { productId } = request.query;
    const result = await opts.addToWishlist.execute({ owner, site: request.site, productId });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    const { event, ...summary } = result.value;
    return changed(JSON.stringify(event), summary);
  });

  app.post('/wishlist/api/delete', { ...change, schema: { querystring: ProductIdQuery, response: { 200: WishlistChangeResponse } } }, async (request, reply) => {
    const owner = ownerOfSession(await request.ensureSession(reply), request.site.id);
    const { productId } = request.query;
    const result = await opts.removeFromWishlist.execute({ owner, productId });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    return changed(dataLayerOf('remove_from_wishlist', productId), result.value);
  });

  app.post('/wishlist/api/move', { ...change, schema: { querystring: MoveQuery, response: { 200: WishlistChangeResponse } } }, async (request, reply) => {
    const owner = ownerOfSession(await request.ensureSession(reply), request.site.id);
    const { productId, stockId } = request.query;
    const moved = await opts.moveToBasket.execute({ owner, site: request.site, productId, stockId });
    if (!moved.ok) throw new HttpError(moved.error.code, moved.error);
    return changed(dataLayerOf('move_to_basket', productId), moved.value);
  });
};
