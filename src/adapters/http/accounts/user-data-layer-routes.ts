import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { GetUserDataLayer } from '../../../application/accounts/get-user-data-layer.use-case.js';
import { ANTI_FORGERY_FIELD, issueAntiForgeryToken } from '../plugins/anti-forgery.js';

/** Where the Layout's user data layer element points (spec section 7). */
const USER_DATA_LAYER_PATH = '/api/user/datalayer';

const UserDataLayerResponse = Type.Object({
  isShopper: Type.Boolean(),
  shopperName: Type.Optional(Type.String()),
  basketCount: Type.Integer({ minimum: 0 }),
  wishlistCount: Type.Integer({ minimum: 0 }),
  [ANTI_FORGERY_FIELD]: Type.String(),
});

/**
 * The user data layer: shopper or guest, the header's counts and a fresh anti-forgery token. It
 * is what makes cached catalog pages personal, so it is never cached by the server or a proxy.
 */
export const userDataLayerRoutes: FastifyPluginAsync<{ getUserDataLayer: GetUserDataLayer }> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(USER_DATA_LAYER_PATH, { schema: { response: { 200: UserDataLayerResponse } } }, async (request, reply) => {
    const layer = await opts.getUserDataLayer.execute(await request.currentSession(), request.site.id);
    reply.header('cache-control', 'no-store');
    return {
      isShopper: layer.isShopper,
      ...(layer.shopperName === null ? {} : { shopperName: layer.shopperName }),
      basketCount: layer.basketCount,
      wishlistCount: layer.wishlistCount,
      [ANTI_FORGERY_FIELD]: issueAntiForgeryToken(reply),
    };
  });
};
