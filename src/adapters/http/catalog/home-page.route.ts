import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ViewHome } from '../../../application/catalog/view-home.use-case.js';
import type { ViewLowestPriorPrice } from '../../../application/catalog/view-lowest-prior-price.use-case.js';
import { HomePage } from '../../ui-react/screens/home/home-page.js';
import { loadHomePage } from './home-page.loader.js';
import { HomeQuery } from './page-queries.js';
import { homePageSeo, seoHead } from '../seo/catalog-page-seo.js';
import { interpolate } from '../../ui-react/runtime/i18n/interpolate.js';
import { brandIconHref } from '../pages/theme-css.js';
import { stringsFor } from '../pages/page-renderer.js';
import { CACHED_PAGE_ROUTE, type ServePage } from '../pages/page-serving.js';

export interface HomePageRouteOptions {
  viewHome: ViewHome;
  viewLowestPriorPrice: ViewLowestPriorPrice;
  serve: ServePage;
}

/** GET /: the brand's home page. */
export const homePageRoute: FastifyPluginAsync<HomePageRouteOptions> = async (fastify, { serve, ...deps }) => {
  fastify.withTypeProvider<TypeBoxTypeProvider>().get('/', { schema: { querystring: HomeQuery }, ...CACHED_PAGE_ROUTE }, async (request, reply) => {
    const site = request.site;
    return serve(request, reply, async () => {
      const home = await loadHomePage(deps, { site, now: request.pricedAt });
      const t = stringsFor(site);
      const description = interpolate(t.homePageDescription, { brand: home.view.brandName, text: t.heroText });
      const html = await request.renderPage({
        title: t.heroTitle, body: createElement(HomePage, { view: home.view }), categories: home.categories,
        head: seoHead(request, homePageSeo(site, t.heroTitle, description, brandIconHref(site.id, site.theme))),
      });
      return { status: 200, html };
    });
  });
};
