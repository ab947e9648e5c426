import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BasketPage } from '../../ui-react/screens/basket/basket-page.js';
import { stringsFor } from '../pages/page-renderer.js';
import { issueAntiForgeryToken } from '../plugins/anti-forgery.js';
import { loadBasketPage, type BasketPageDeps } from './basket-page.loader.js';
import { BasketPageQuery } from './basket-schemas.js';
import { AnalyticsEvents } from '../../ui-react/parts/analytics/analytics-events.js';

export type BasketPageRouteOptions = BasketPageDeps;

/**
 * GET /basket: the lines with quantity controls, delivery and the order summary (a fragment with
 * nolayout=true). `?error=` is a short code the page words, or a message shown as text; `?changeDelivery=true` opens the
 * delivery options (the "Change" link without JavaScript). Personal, so never cached.
 */
export const basketPageRoute: FastifyPluginAsync<BasketPageRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/basket', { schema: { querystring: BasketPageQuery }, config: { errorPage: true } }, async (request, reply) => {
    const view = await loadBasketPage(opts, {
      session: await request.currentSession(), site: request.site, errorCode: request.query.error, changeDelivery: request.query.changeDelivery === 'true',
      token: issueAntiForgeryToken(reply), query: request.query, payPalReturn: request.query.paypal !== undefined,
    });
    return reply.sendPage({ title: stringsFor(request.site).basketPageTitle, body: createElement(AnalyticsEvents, { events: view.events }, createElement(BasketPage, { view })) });
  });
};
