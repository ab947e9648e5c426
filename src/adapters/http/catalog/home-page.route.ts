import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ViewHome } from '../../../application/catalog/view-home.use-case.js';
import { HomePage } from '../../ui-react/screens/home/home-page.js';
import { loadHomePage } from './home-page.loader.js';
import { HomeQuery } from './page-queries.js';
import { stringsFor } from '../pages/page-renderer.js';
import { CACHED_PAGE_ROUTE, type ServePage } from '../pages/page-serving.js';

export interface HomePageRouteOptions {
  viewHome: ViewHome;
  serve: ServePage;
}

/** GET /: the brand's home page. */
export const homePageRoute: FastifyPluginAsync<HomePageRouteOptions> = async (fastify, { serve, ...deps }) => {
  fastify.withTypeProvider<TypeBoxTypeProvider>().get('/', { schema: { querystring: HomeQuery }, ...CACHED_PAGE_ROUTE }, async (request, reply) => {
    const site = request.site;
    return serve(request, reply, async () => {
      const home = await loadHomePage(deps, { site, now: request.pricedAt });
      const html = await request.renderPage({ title: stringsFor(site).heroTitle, body: createElement(HomePage, { view: home.view }), categories: home.categories });
      return { status: 200, html };
    });
  });
};
