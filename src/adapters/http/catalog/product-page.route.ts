import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ViewLowestPriorPrice } from '../../../application/catalog/view-lowest-prior-price.use-case.js';
import type { ViewProduct } from '../../../application/catalog/view-product.use-case.js';
import { ProductGonePage } from '../../ui-react/screens/errors/product-gone-page.js';
import { viewItemEvent } from '../../../application/site/ga4-events.js';
import { AnalyticsEvents } from '../../ui-react/parts/analytics/analytics-events.js';
import { ProductPage } from '../../ui-react/screens/product/product-page.js';
import { STATUS_OF } from '../errors/error-status.js';
import { categoryLinks } from './home-page.loader.js';
import { ProductQueryString, SlugParams } from './page-queries.js';
import { stringsFor } from '../pages/page-renderer.js';
import { CACHED_PAGE_ROUTE, type PageBySlugOptions } from '../pages/page-serving.js';
import { loadProductPage } from './product-page.loader.js';
import { productPageSeo, seoHead } from '../seo/catalog-page-seo.js';

export interface ProductPageRouteOptions extends PageBySlugOptions {
  viewProduct: ViewProduct;
  viewLowestPriorPrice: ViewLowestPriorPrice;
}

/**
 * GET /product/:slug: the product page in the shopper's sizing region; 410 with a page saying so
 * for a product the shop no longer sells (only 200 pages are cached, so it is rendered each time).
 */
export const productPageRoute: FastifyPluginAsync<ProductPageRouteOptions> = async (fastify, { serve, notFound, ...deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/product/:slug', { schema: { params: SlugParams, querystring: ProductQueryString }, ...CACHED_PAGE_ROUTE }, async (request, reply) => {
    const site = request.site;
    return serve(request, reply, async () => {
      const loaded = await loadProductPage(deps, {
        site, slug: request.params.slug, sizingRegion: request.query.sizingRegion ?? 'UK', homeLabel: stringsFor(site).home, now: request.pricedAt,
      });
      if (!loaded.ok && loaded.error.code === 'PRODUCT_ARCHIVED') {
        const { name, category, categories } = loaded.error;
        const html = await request.renderPage({
          title: stringsFor(site).productGoneTitle, status: STATUS_OF.PRODUCT_ARCHIVED, categories, activeCategorySlug: category?.slug ?? null,
          body: createElement(ProductGonePage, { name, category: category === null ? null : categoryLinks([category])[0]! }),
        });
        return { status: STATUS_OF.PRODUCT_ARCHIVED, html };
      }
      if (!loaded.ok) return notFound(request);
      const { view, product, category, categories } = loaded.value;
      const html = await request.renderPage({
        title: product.name, body: createElement(AnalyticsEvents, { events: [viewItemEvent(product, site, request.pricedAt)] }, createElement(ProductPage, { view })), categories, activeCategorySlug: category?.slug ?? null,
        head: seoHead(request, productPageSeo(product, site, request.pricedAt, view)),
      });
      return { status: 200, html };
    });
  });
};
