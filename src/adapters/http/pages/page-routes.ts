import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { catalogLanguageOf } from '../../../domain/catalog/catalog-language.js';
import type { BrowseCategory } from '../../../application/catalog/browse-category.use-case.js';
import type { ViewHome } from '../../../application/catalog/view-home.use-case.js';
import type { ViewLowestPriorPrice } from '../../../application/catalog/view-lowest-prior-price.use-case.js';
import type { ViewProduct } from '../../../application/catalog/view-product.use-case.js';
import type { ViewHelpPage } from '../../../application/site/view-help-page.use-case.js';
import { STATUS_OF } from '../errors/error-status.js';
import type { PageCache } from '../page-cache/page-cache.js';
import { sendReadyPage } from '../page-cache/send-cached-page.js';
import { categoryPageRoute } from '../catalog/category-page.route.js';
import { notFoundPage } from './error-pages.js';
import { generatedAssetRoutes } from './generated-asset-routes.js';
import { helpPageRoute } from '../site/help-page.route.js';
import { homePageRoute } from '../catalog/home-page.route.js';
import { cacheKeyOf, servePageFrom, type RenderedPage } from './page-serving.js';
import { productPageRoute } from '../catalog/product-page.route.js';

export { renderErrorPage, renderNotFound } from './error-pages.js';

/** The catalog pages' use cases. */
export interface PageRoutesOptions {
  viewHome: ViewHome;
  browseCategory: BrowseCategory;
  viewProduct: ViewProduct;
  viewLowestPriorPrice: ViewLowestPriorPrice;
  viewHelpPage: ViewHelpPage;
  pageCache: PageCache;
}

/**
 * Home, category and product pages, each in its own `*-page.route.ts` beside its
 * `*-page.loader.ts`: the route parses its input, calls the loader and renders the page through
 * `request.renderPage` (whole document, or fragment for nolayout=true), served from the page cache.
 */
export const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (fastify, opts) => {
  const { pageCache } = opts;

  // The cache in front, as a reverse proxy would be: a page already rendered for this site and URL
  // is sent before body parsing, validation and the handler. Only valid URLs that rendered with
  // status 200 are ever cached, so skipping validation on a hit accepts nothing new.
  fastify.addHook('onRequest', (request, reply, done) => {
    const hit = request.method === 'GET' ? pageCache.peek(cacheKeyOf(request)) : undefined;
    if (hit === undefined || !sendReadyPage(request, reply, hit)) return done();
  });

  const serve = servePageFrom(pageCache);
  const notFound = async (request: FastifyRequest): Promise<RenderedPage> => {
    const categories = await opts.viewHome.execute(request.site.brand, catalogLanguageOf(request.site.locale)).then((home) => home.categories, () => []);
    return { status: STATUS_OF.NOT_FOUND, html: await notFoundPage(request, categories) };
  };

  await fastify.register(homePageRoute, { viewHome: opts.viewHome, viewLowestPriorPrice: opts.viewLowestPriorPrice, serve });
  await fastify.register(categoryPageRoute, { browseCategory: opts.browseCategory, viewLowestPriorPrice: opts.viewLowestPriorPrice, serve, notFound });
  await fastify.register(productPageRoute, { viewProduct: opts.viewProduct, viewLowestPriorPrice: opts.viewLowestPriorPrice, serve, notFound });
  await fastify.register(helpPageRoute, { viewHelpPage: opts.viewHelpPage, serve, notFound });
  await fastify.register(generatedAssetRoutes);
};
