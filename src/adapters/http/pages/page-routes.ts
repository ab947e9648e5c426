import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { BrowseCategory } from '../../../application/catalog/browse-category.use-case.js';
import type { ViewHome } from '../../../application/catalog/view-home.use-case.js';
import type { ViewProduct } from '../../../application/catalog/view-product.use-case.js';
import type { Category } from '../../../domain/catalog/product.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import { CategoryPage } from '../../ui-react/screens/category/category-page.js';
import { HomePage } from '../../ui-react/screens/home/home-page.js';
import { ProductPage } from '../../ui-react/screens/product/product-page.js';
import { toCategoryListingView } from '../../ui-react/screens/category/category-listing.view.js';
import { categoryHref } from '../../ui-react/parts/chrome/page-chrome.view.js';
import { toProductDetailView } from '../../ui-react/screens/product/product-detail.view.js';
import { toProductTileView } from '../../ui-react/parts/tiles/product-tile.view.js';
import type { PageCache } from '../page-cache/page-cache.js';
import { sendCachedPage } from '../page-cache/send-cached-page.js';
import type { AssetManifest } from './asset-manifest.js';
import { badRequestHtml, categoryLinks, notFoundHtml } from './error-pages.js';
import { generatedAssetRoutes } from './generated-asset-routes.js';
import {
  CategoryQuery, HomeQuery, ProductQueryString, SlugParams, appliedFiltersOf, queryErrorMessage, toProductQuery, wantsFragment,
} from './page-queries.js';
import { renderPage, stringsFor } from './page-renderer.js';

export { renderErrorPage, renderNotFound } from './error-pages.js';

export interface PageRoutesOptions {
  viewHome: ViewHome;
  browseCategory: BrowseCategory;
  viewProduct: ViewProduct;
  assets: AssetManifest;
  pageCache: PageCache;
}

// Pages are compressed once when cached (sendCachedPage), so the compress plugin skips them.
type RenderedPage = { status: number; html: string };

/** Pages hold no shopper data, so one rendering serves every shopper of a site and URL. */
const cacheKeyOf = (request: FastifyRequest): string => `${request.site.id} ${request.url}`;

/** Home, category and product pages, rendered by React on the server and served from the page cache. */
export const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { assets, pageCache } = opts;

  // The cache in front, as a reverse proxy would be: a page already rendered for this site and URL
  // is sent before body parsing, validation and the handler. Only valid URLs that rendered with
  // status 200 are ever cached, so skipping validation on a hit accepts nothing new.
  fastify.addHook('onRequest', (request, reply, done) => {
    const hit = request.method === 'GET' ? pageCache.peek(cacheKeyOf(request)) : undefined;
    if (hit === undefined) return done();
    sendCachedPage(request, reply, hit);
  });

  const categoriesOf = async (site: SiteVariant): Promise<Category[]> => (await opts.viewHome.execute(site.brand)).categories;

  const serve = async (request: FastifyRequest, reply: FastifyReply, render: () => Promise<RenderedPage>): Promise<FastifyReply> =>
    sendCachedPage(request, reply, await pageCache.getOrRender(cacheKeyOf(request), render));

  const badRequest = async (request: FastifyRequest, reply: FastifyReply, message: string, retryHref: string | null): Promise<FastifyReply> => {
    const categories = await categoriesOf(request.site);
    const retry = retryHref ? { href: retryHref, label: stringsFor(request.site).clearFilters, current: false } : null;
    return reply.code(400).type('text/html; charset=utf-8').header('cache-control', 'no-cache')
      .send(badRequestHtml(request, assets, categories, message, retry));
  };

  app.get('/', { schema: { querystring: HomeQuery }, attachValidation: true, compress: false }, async (request, reply) => {
    if (request.validationError) return badRequest(request, reply, queryErrorMessage(request.validationError.validation), null);
    const site = request.site;
    return serve(request, reply, async () => {
      const home = await opts.viewHome.execute(site.brand);
      const view = {
        brandName: site.brandName,
        categories: categoryLinks(home.categories),
        featured: home.featured.map((p) => toProductTileView(p, site.price)),
      };
      const frame = { site, assets, categories: home.categories, activeCategorySlug: null };
      return { status: 200, html: renderPage(frame, stringsFor(site).heroTitle, createElement(HomePage, { view }), wantsFragment(request.query)) };
    });
  });

  app.get('/category/:slug', { schema: { params: SlugParams, querystring: CategoryQuery }, attachValidation: true, compress: false }, async (request, reply) => {
    const slug = request.params.slug;
    if (request.validationError) return badRequest(request, reply, queryErrorMessage(request.validationError.validation), categoryHref(slug));
    const site = request.site;
    const applied = appliedFiltersOf(request.query);
    const query = toProductQuery(site, slug, applied);
    if (!query.ok) return badRequest(request, reply, query.error, categoryHref(slug));
    return serve(request, reply, async () => {
      const result = await opts.browseCategory.execute(query.value);
      if (!result.ok) return { status: 404, html: notFoundHtml(request, assets, await categoriesOf(site)) };
      const { category, categories, listing } = result.value;
      const view = toCategoryListingView({ category, listing, applied, display: site.price, homeLabel: stringsFor(site).home });
      const frame = { site, assets, categories, activeCategorySlug: category.slug };
      return { status: 200, html: renderPage(frame, category.name, createElement(CategoryPage, { view }), wantsFragment(request.query)) };
    });
  });

  app.get('/product/:slug', { schema: { params: SlugParams, querystring: ProductQueryString }, attachValidation: true, compress: false }, async (request, reply) => {
    if (request.validationError) return badRequest(request, reply, queryErrorMessage(request.validationError.validation), null);
    const site = request.site;
    return serve(request, reply, async () => {
      const result = await opts.viewProduct.execute(site.brand, request.params.slug);
      if (!result.ok) return { status: 404, html: notFoundHtml(request, assets, await categoriesOf(site)) };
      const { product, category, categories } = result.value;
      const view = toProductDetailView({
        product, category, site, sizingRegion: request.query.sizingRegion ?? 'UK', homeLabel: stringsFor(site).home,
      });
      const frame = { site, assets, categories, activeCategorySlug: category?.slug ?? null };
      return { status: 200, html: renderPage(frame, product.name, createElement(ProductPage, { view }), wantsFragment(request.query)) };
    });
  });

  await generatedAssetRoutes(fastify);
};
