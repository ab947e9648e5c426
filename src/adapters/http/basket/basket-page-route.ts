import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ViewQuickBasket } from '../../../application/basket/view-quick-basket.use-case.js';
import { BasketPage } from '../../ui-react/screens/basket/basket-page.js';
import { stringsFor } from '../pages/page-renderer.js';
import { loadBasketPage, loadPickupDelivery, type MapTiles } from './basket-page.loader.js';
import { BasketPageQuery } from './basket-schemas.js';

export interface BasketPageRouteOptions {
  viewBasket: ViewQuickBasket;
  /** MAP_TILE_URL for the pick-up maps (null: offline outlines). */
  mapTiles: MapTiles;
}

/** GET /basket: the shopper's lines with quantity controls (a fragment with nolayout=true). Personal, so never cached. */
export const basketPageRoute: FastifyPluginAsync<BasketPageRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/basket', { schema: { querystring: BasketPageQuery }, config: { errorBody: 'page' } }, async (request, reply) => {
    const view = await loadBasketPage(opts, { session: await request.currentSession(), site: request.site });
    const error = request.query.error ?? null;
    const pickup = loadPickupDelivery(opts, { site: request.site });
    return reply.sendPage({ title: stringsFor(request.site).basketPageTitle, body: createElement(BasketPage, { view, error, pickup }) });
  });
};
