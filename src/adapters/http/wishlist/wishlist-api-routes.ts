import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AddToWishlist } from '../../../application/wishlist/add-to-wishlist.use-case.js';
import type { GetWishlist } from '../../../application/wishlist/get-wishlist.use-case.js';
import type { MoveWishlistItemToBasket } from '../../../application/wishlist/move-wishlist-item-to-basket.use-case.js';
import type { RemoveFromWishlist } from '../../../application/wishlist/remove-from-wishlist.use-case.js';
import type { WishlistError, WishlistSummary } from '../../../application/wishlist/wishlist-summary.js';
import { ownerOfSession } from '../../../domain/shopper/basket-owner.js';
import type { Result } from '../../../domain/shared/result.js';
import { requireAntiForgeryToken } from '../user-data-layer/anti-forgery.js';
import { statusOfWishlistError } from './wishlist-status.js';
import {
  MoveQuery, PRODUCT_ID_MESSAGE, ProductIdQuery, STOCK_ID_MESSAGE, WishlistChangeResponse, WishlistResponse,
} from './wishlist-schemas.js';

export interface WishlistApiOptions {
  getWishlist: GetWishlist;
  addToWishlist: AddToWishlist;
  removeFromWishlist: RemoveFromWishlist;
  moveToBasket: MoveWishlistItemToBasket;
}

/** No 403 here: the anti-forgery refusal is answered by the app's error handler in its own shape. */
const changeResponses = { 200: WishlistChangeResponse, 400: WishlistChangeResponse, 404: WishlistChangeResponse, 409: WishlistChangeResponse };

/** The analytics event of a change, as the JSON string the spec's dataLayer field carries. */
const dataLayerOf = (event: 'add_to_wishlist' | 'remove_from_wishlist' | 'move_to_basket', productId: number): string =>
  JSON.stringify({ event, ecommerce: { items: [{ item_id: String(productId) }] } });

function answer(reply: FastifyReply, result: Result<WishlistSummary, WishlistError>, dataLayer: string) {
  if (!result.ok) return reply.code(statusOfWishlistError(result.error.code)).send({ success: false, message: result.error.message });
  return reply.send({ success: true, dataLayer, cachedWishListItems: result.value.items, count: result.value.count });
}

/** GET /wishlist/api/get and the changing POSTs (spec section 7), each guarded by the anti-forgery token. */
export const wishlistApiRoutes: FastifyPluginAsync<WishlistApiOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: requireAntiForgeryToken(fastify), attachValidation: true } as const;

  app.get('/wishlist/api/get', { schema: { response: { 200: WishlistResponse } } }, async (request, reply) => {
    const session = await request.currentSession();
    reply.header('cache-control', 'no-store');
    return opts.getWishlist.execute(session ? ownerOfSession(session) : null);
  });

  app.post('/wishlist/api/add', { ...guarded, schema: { querystring: ProductIdQuery, response: changeResponses } }, async (request, reply) => {
    if (request.validationError) return reply.code(400).send({ success: false, message: PRODUCT_ID_MESSAGE });
    const owner = ownerOfSession(await request.ensureSession(reply));
    const { productId } = request.query;
    return answer(reply, await opts.addToWishlist.execute({ owner, productId }), dataLayerOf('add_to_wishlist', productId));
  });

  app.post('/wishlist/api/delete', { ...guarded, schema: { querystring: ProductIdQuery, response: changeResponses } }, async (request, reply) => {
    if (request.validationError) return reply.code(400).send({ success: false, message: PRODUCT_ID_MESSAGE });
    const owner = ownerOfSession(await request.ensureSession(reply));
    const { productId } = request.query;
    return answer(reply, await opts.removeFromWishlist.execute({ owner, productId }), dataLayerOf('remove_from_wishlist', productId));
  });

  app.post('/wishlist/api/move', { ...guarded, schema: { querystring: MoveQuery, response: changeResponses } }, async (request, reply) => {
    if (request.validationError) {
      const aboutStock = request.validationError.validation.some((v: { instancePath: string; params: unknown }) => v.instancePath.includes('stockId') || JSON.stringify(v.params).includes('stockId'));
      return reply.code(400).send({ success: false, message: aboutStock ? STOCK_ID_MESSAGE : PRODUCT_ID_MESSAGE });
    }
    const owner = ownerOfSession(await request.ensureSession(reply));
    const { productId, stockId } = request.query;
    const moved = await opts.moveToBasket.execute({ owner, site: request.site, productId, stockId });
    return answer(reply, moved, dataLayerOf('move_to_basket', productId));
  });
};
