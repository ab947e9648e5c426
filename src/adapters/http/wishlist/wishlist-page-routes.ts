import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { MoveWishlistItemToBasket } from '../../../application/wishlist/move-wishlist-item-to-basket.use-case.js';
import type { RemoveFromWishlist } from '../../../application/wishlist/remove-from-wishlist.use-case.js';
import type { ViewWishlist } from '../../../application/wishlist/view-wishlist.use-case.js';
import type { WishlistError } from '../../../application/wishlist/wishlist-summary.js';
import { ownerOfSession } from '../../../domain/accounts/basket-owner.js';
import { stringsFor } from '../pages/page-renderer.js';
import { WishlistPage } from '../../ui-react/screens/wishlist/wishlist-page.js';
import type { WishlistNotice } from '../../ui-react/screens/wishlist/wishlist-page.view.js';
import { messageFor } from '../../i18n/message-catalogue.js';
import { describeError } from '../errors/error-message.js';
import { STATUS_OF } from '../errors/error-status.js';
import { localeOf } from '../errors/http-error.js';
import { issueAntiForgeryToken, requireAntiForgeryToken } from '../plugins/anti-forgery.js';
import { loadWishlistPage } from './wishlist-page.loader.js';
import { MoveForm, RemoveForm, WishlistPageQuery } from './wishlist-schemas.js';

export interface WishlistPageOptions {
  viewWishlist: ViewWishlist;
  removeFromWishlist: RemoveFromWishlist;
  moveToBasket: MoveWishlistItemToBasket;
}

const WISHLIST_PATH = '/wishlist';

/** The notice after a plain form post, by the `done` query value. */
const DONE_NOTICES = { removed: 'WISHLIST_REMOVED', moved: 'WISHLIST_MOVED' } as const;

/** GET /wishlist and the page's plain form posts, which work without JavaScript. */
export const wishlistPageRoutes: FastifyPluginAsync<WishlistPageOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: requireAntiForgeryToken(fastify), config: { errorPage: true } } as const;

  const sendWishlist = async (request: FastifyRequest, reply: FastifyReply, status: number, notice: WishlistNotice) => {
    const view = { ...(await loadWishlistPage(opts, { session: await request.currentSession(), site: request.site, now: request.pricedAt })), token: issueAntiForgeryToken(reply), notice };
    return reply.sendPage({ status, title: stringsFor(request.site).wishlistTitle, body: createElement(WishlistPage, { view }) });
  };
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: WishlistError) =>
    sendWishlist(request, reply, STATUS_OF[error.code], { kind: 'error', text: describeError(localeOf(request), error) });

  app.get(WISHLIST_PATH, { schema: { querystring: WishlistPageQuery }, config: { errorPage: true } }, async (request, reply) => {
    const done = request.query.done;
    return sendWishlist(request, reply, 200, done ? { kind: 'success', text: messageFor(localeOf(request), DONE_NOTICES[done]) } : null);
  });

  app.post(`${WISHLIST_PATH}/remove`, { ...guarded, schema: { body: RemoveForm } }, async (request, reply) => {
    const owner = ownerOfSession(await request.ensureSession(reply), request.site.id);
    const removed = await opts.removeFromWishlist.execute({ owner, productId: request.body.productId });
    if (!removed.ok) return refuse(request, reply, removed.error);
    return reply.code(303).redirect(`${WISHLIST_PATH}?done=removed`);
  });

  app.post(`${WISHLIST_PATH}/move`, { ...guarded, schema: { body: MoveForm } }, async (request, reply) => {
    const { productId, stockId } = request.body;
    if (!stockId) {
      return sendWishlist(request, reply, STATUS_OF.INVALID_INPUT, { kind: 'error', text: messageFor(localeOf(request), 'SELECT_SIZE') });
    }
    const owner = ownerOfSession(await request.ensureSession(reply), request.site.id);
    const moved = await opts.moveToBasket.execute({ owner, site: request.site, productId, stockId });
    if (!moved.ok) return refuse(request, reply, moved.error);
    return reply.code(303).redirect(`${WISHLIST_PATH}?done=moved`);
  });
};
