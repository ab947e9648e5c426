import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { MoveWishlistItemToBasket } from '../../../application/wishlist/move-wishlist-item-to-basket.use-case.js';
import type { RemoveFromWishlist } from '../../../application/wishlist/remove-from-wishlist.use-case.js';
import type { ViewWishlist } from '../../../application/wishlist/view-wishlist.use-case.js';
import { ownerOfSession } from '../../../domain/shopper/basket-owner.js';
import { ENGLISH_DEFAULTS } from '../../ui-react/runtime/i18n/english-defaults.js';
import { WishlistPage } from '../../ui-react/screens/wishlist/wishlist-page.js';
import { toWishlistItemView, type WishlistNotice } from '../../ui-react/screens/wishlist/wishlist-page.view.js';
import { issueAntiForgeryToken, requireAntiForgeryToken } from '../user-data-layer/anti-forgery.js';
import { sendShopperPage, type ShopperPageDeps } from '../user-data-layer/page-frame.js';
import { statusOfWishlistError } from './wishlist-status.js';
import { MoveForm, PRODUCT_ID_MESSAGE, RemoveForm, STOCK_ID_MESSAGE, WishlistPageQuery } from './wishlist-schemas.js';

export interface WishlistPageOptions extends ShopperPageDeps {
  viewWishlist: ViewWishlist;
  removeFromWishlist: RemoveFromWishlist;
  moveToBasket: MoveWishlistItemToBasket;
}

export const WISHLIST_PATH = '/wishlist';

const DONE_NOTICES = {
  removed: { kind: 'success', text: 'The item was removed from your wishlist.' },
  moved: { kind: 'success', text: 'The item was moved to your bag.' },
} as const;

/** GET /wishlist and the page's plain form posts, which work without JavaScript. */
export const wishlistPageRoutes: FastifyPluginAsync<WishlistPageOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: requireAntiForgeryToken(fastify), attachValidation: true } as const;

  const renderWishlist = async (request: FastifyRequest, reply: FastifyReply, status: number, notice: WishlistNotice) => {
    const session = await request.currentSession();
    const items = await opts.viewWishlist.execute(session ? ownerOfSession(session) : null);
    const view = { items: items.map((i) => toWishlistItemView(i.product, request.site.price)), token: issueAntiForgeryToken(reply), notice };
    return sendShopperPage(request, reply, opts, { status, title: ENGLISH_DEFAULTS.wishlistTitle, body: createElement(WishlistPage, { view }) });
  };
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, text: string) =>
    renderWishlist(request, reply, status, { kind: 'error', text });

  app.get(WISHLIST_PATH, { schema: { querystring: WishlistPageQuery }, attachValidation: true }, async (request, reply) => {
    const done = request.validationError ? undefined : request.query.done;
    return renderWishlist(request, reply, 200, done ? DONE_NOTICES[done] : null);
  });

  app.post(`${WISHLIST_PATH}/remove`, { ...guarded, schema: { body: RemoveForm } }, async (request, reply) => {
    if (request.validationError) return refuse(request, reply, 400, PRODUCT_ID_MESSAGE);
    const owner = ownerOfSession(await request.ensureSession(reply));
    const removed = await opts.removeFromWishlist.execute({ owner, productId: request.body.productId });
    if (!removed.ok) return refuse(request, reply, statusOfWishlistError(removed.error.code), removed.error.message);
    return reply.code(303).redirect(`${WISHLIST_PATH}?done=removed`);
  });

  app.post(`${WISHLIST_PATH}/move`, { ...guarded, schema: { body: MoveForm } }, async (request, reply) => {
    if (request.validationError) return refuse(request, reply, 400, PRODUCT_ID_MESSAGE);
    const { productId, stockId } = request.body;
    if (!stockId) return refuse(request, reply, 400, STOCK_ID_MESSAGE);
    const owner = ownerOfSession(await request.ensureSession(reply));
    const moved = await opts.moveToBasket.execute({ owner, site: request.site, productId, stockId });
    if (!moved.ok) return refuse(request, reply, statusOfWishlistError(moved.error.code), moved.error.message);
    return reply.code(303).redirect(`${WISHLIST_PATH}?done=moved`);
  });
};
