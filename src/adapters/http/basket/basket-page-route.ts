import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ViewQuickBasket } from '../../../application/basket/view-quick-basket.use-case.js';
import type { ViewHome } from '../../../application/catalog/view-home.use-case.js';
import { ownerOfSession } from '../../../domain/shopper/basket-owner.js';
import { BasketPage } from '../../ui-react/screens/basket/basket-page.js';
import { toBasketView } from '../../ui-react/parts/basket/basket.view.js';
import type { AssetManifest } from '../pages/asset-manifest.js';
import { renderDocument, stringsFor } from '../pages/page-renderer.js';
import { BasketPageQuery } from './basket-schemas.js';

export interface BasketPageRouteOptions {
  viewBasket: ViewQuickBasket;
  viewHome: ViewHome;
  assets: AssetManifest;
}

/** GET /basket: the shopper's lines with quantity controls. Personal, so never cached. */
export const basketPageRoute: FastifyPluginAsync<BasketPageRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/basket', { schema: { querystring: BasketPageQuery }, attachValidation: true }, async (request, reply) => {
    const site = request.site;
    const session = await request.currentSession();
    const [basket, home] = await Promise.all([
      opts.viewBasket.execute({ owner: session === null ? null : ownerOfSession(session), site, addedProductId: null, completeTheLook: false }),
      opts.viewHome.execute(site.brand),
    ]);
    const error = request.validationError ? null : (request.query.error ?? null);
    const frame = { site, assets: opts.assets, categories: home.categories, activeCategorySlug: null };
    const html = renderDocument(frame, stringsFor(site).basketPageTitle, createElement(BasketPage, { view: toBasketView(basket, site.price), error }));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};
