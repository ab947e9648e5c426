import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BasketPage } from '../../ui-react/screens/basket/basket-page.js';
import { stringsFor } from '../pages/page-renderer.js';
import { issueAntiForgeryToken } from '../user-data-layer/anti-forgery.js';
import { loadBasketPage, type BasketPageDeps } from './basket-page.loader.js';
import { BasketPageQuery } from './basket-schemas.js';

export type BasketPageRouteOptions = BasketPageDeps;

/** GET /basket: the shopper's lines with quantity controls (a fragment with nolayout=true). Personal, so never cached. */
export const basketPageRoute: FastifyPluginAsync<BasketPageRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/basket', { schema: { querystring: BasketPageQuery }, config: { errorBody: 'page' } }, async (request, reply) => {
    const view = await loadBasketPage(opts, { session: await request.currentSession(), site: request.site, token: issueAntiForgeryToken(reply) });
    const error = request.query.error ?? null;
    return reply.sendPage({ title: stringsFor(request.site).basketPageTitle, body: createElement(BasketPage, { view, error }) });
  });
};
