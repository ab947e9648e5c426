import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ViewHelpPage } from '../../../application/site/view-help-page.use-case.js';
import { HELP_PAGES, helpPagePath, type HelpPage as HelpPageSlug } from '../../../domain/site/help-pages.js';
import { helpPageSeo, seoHead } from '../seo/catalog-page-seo.js';
import { HelpPage } from '../../ui-react/screens/help/help-page.js';
import { toHelpPageView } from '../../ui-react/screens/help/help.view.js';
import { HomeQuery, SlugParams } from '../catalog/page-queries.js';
import { stringsFor } from '../pages/page-renderer.js';
import { CACHED_PAGE_ROUTE, type PageBySlugOptions } from '../pages/page-serving.js';

export interface HelpPageRouteOptions extends PageBySlugOptions {
  viewHelpPage: ViewHelpPage;
}

const isHelpPage = (slug: string): slug is HelpPageSlug => (HELP_PAGES as readonly string[]).includes(slug);

/** GET /help/:page: terms, privacy, cookies, returns, delivery and contact, in the site's language where written. */
export const helpPageRoute: FastifyPluginAsync<HelpPageRouteOptions> = async (fastify, { serve, notFound, viewHelpPage }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/help/:slug', { schema: { params: SlugParams, querystring: HomeQuery }, ...CACHED_PAGE_ROUTE }, async (request, reply) => {
    const site = request.site;
    const slug = request.params.slug;
    return serve(request, reply, async () => {
      if (!isHelpPage(slug)) return notFound(request);
      const view = toHelpPageView(await viewHelpPage.execute(site, slug), site.price, site.locale, stringsFor(site));
      const html = await request.renderPage({
        title: view.title, body: createElement(HelpPage, { view }), head: seoHead(request, helpPageSeo(helpPagePath(slug), view.title, view.description)),
      });
      return { status: 200, html };
    });
  });
};
