import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { BrowseCategory } from '../../../application/catalog/browse-category.use-case.js';
import type { ViewHome } from '../../../application/catalog/view-home.use-case.js';
import type { ViewProduct } from '../../../application/catalog/view-product.use-case.js';
import { CategoryPage } from '../../ui-react/pages/category-page.js';
import { HomePage } from '../../ui-react/pages/home-page.js';
import { ProductPage } from '../../ui-react/pages/product-page.js';
import { STATUS_OF } from '../errors/error-status.js';
import { HttpError } from '../errors/http-error.js';
import type { PageCache } from '../page-cache/page-cache.js';
import { sendCachedPage } from '../page-cache/send-cached-page.js';
import { loadCategoryPage } from './category-page.loader.js';
import { notFoundPage } from './error-pages.js';
import { generatedAssetRoutes } from './generated-asset-routes.js';
import { loadHomePage } from './home-page.loader.js';
import { CategoryQuery, HomeQuery, ProductQueryString, SlugParams, appliedFiltersOf } from './page-queries.js';
import { stringsFor } from './page-renderer.js';
import { loadProductPage } from './product-page.loader.js';

export { renderErrorPage, renderNotFound } from './error-pages.js';

/** The catalog pages' use cases. */
export interface PageRoutesOptions {
  viewHome: ViewHome;
  browseCategory: BrowseCategory;
  viewProduct: ViewProduct;
  pageCache: PageCache;
}

/** Errors on a page answer with the error page, whatever the Accept header. */
const PAGE = { errorBody: 'page' } as const;

// Pages are compressed once when cached (sendCachedPage), so the compress plugin skips them.
type RenderedPage = { status: number; html: string };

/** Pages hold no shopper data, so one rendering serves every shopper of a site and URL. */
const cacheKeyOf = (request: FastifyRequest): string => `${request.site.id} ${request.url}`;

/**
 * Home, category and product pages: each route parses its input, calls its page's loader and
 * renders the page through `request.renderPage` (whole document, or fragment for nolayout=true),
 * served from the page cache.
 */
export const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { pageCache } = opts;

  // The cache in front, as a reverse proxy would be: a page already rendered for this site and URL
  // is sent before body parsing, validation and the handler. Only valid URLs that rendered with
  // status 200 are ever cached, so skipping validation on a hit accepts nothing new.
  fastify.addHook('onRequest', (request, reply, done) => {
    const hit = request.method === 'GET' ? pageCache.peek(cacheKeyOf(request)) : undefined;
    if (hit === undefined) return done();
    sendCachedPage(request, reply, hit);
  });

  const serve = async (request: FastifyRequest, reply: FastifyReply, render: () => Promise<RenderedPage>): Promise<FastifyReply> =>
    sendCachedPage(request, reply, await pageCache.getOrRender(cacheKeyOf(request), render));

  const notFound = async (request: FastifyRequest): Promise<RenderedPage> => {
    const categories = await opts.viewHome.execute(request.site.brand).then((home) => home.categories, () => []);
    return { status: STATUS_OF.NOT_FOUND, html: await notFoundPage(request, categories) };
  };

  app.get('/', { schema: { querystring: HomeQuery }, compress: false, config: PAGE }, async (request, reply) => {
    const site = request.site;
    return serve(request, reply, async () => {
      const home = await loadHomePage(opts, { site });
      const html = await request.renderPage({ title: stringsFor(site).heroTitle, body: createElement(HomePage, { view: home.view }), categories: home.categories });
      return { status: 200, html };
    });
  });

  app.get('/category/:slug', { schema: { params: SlugParams, querystring: CategoryQuery }, compress: false, config: PAGE }, async (request, reply) => {
    const site = request.site;
    const applied = appliedFiltersOf(request.query);
    // An impossible price range is refused before the cache, so it is never stored.
    if (applied.minPrice !== '' && applied.maxPrice !== '' && Number(applied.minPrice) > Number(applied.maxPrice)) throw new HttpError('PRICE_RANGE');
    return serve(request, reply, async () => {
      const loaded = await loadCategoryPage(opts, { site, slug: request.params.slug, applied, homeLabel: stringsFor(site).home });
      if (!loaded.ok) return notFound(request);
      const { view, category, categories } = loaded.value;
      const html = await request.renderPage({ title: category.name, body: createElement(CategoryPage, { view }), categories, activeCategorySlug: category.slug });
      return { status: 200, html };
    });
  });

  app.get('/product/:slug', { schema: { params: SlugParams, querystring: ProductQueryString }, compress: false, config: PAGE }, async (request, reply) => {
    const site = request.site;
    return serve(request, reply, async () => {
      const loaded = await loadProductPage(opts, {
        site, slug: request.params.slug, sizingRegion: request.query.sizingRegion ?? 'UK', homeLabel: stringsFor(site).home,
      });
      if (!loaded.ok) return notFound(request);
      const { view, product, category, categories } = loaded.value;
      const html = await request.renderPage({
        title: product.name, body: createElement(ProductPage, { view }), categories, activeCategorySlug: category?.slug ?? null,
      });
      return { status: 200, html };
    });
  });

  await generatedAssetRoutes(fastify);
};
