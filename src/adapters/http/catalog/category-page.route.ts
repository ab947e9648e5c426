import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { BrowseCategory } from '../../../application/catalog/browse-category.use-case.js';
import type { ViewLowestPriorPrice } from '../../../application/catalog/view-lowest-prior-price.use-case.js';
import { viewItemListEvent } from '../../../application/site/ga4-events.js';
import { AnalyticsEvents } from '../../ui-react/parts/analytics/analytics-events.js';
import { CategoryPage } from '../../ui-react/screens/category/category-page.js';
import { HttpError } from '../errors/http-error.js';
import { loadCategoryPage } from './category-page.loader.js';
import { categoryPageSeo, seoHead } from '../seo/catalog-page-seo.js';
import { interpolate } from '../../ui-react/runtime/i18n/interpolate.js';
import { CategoryQuery, SlugParams, appliedFiltersOf } from './page-queries.js';
import { stringsFor } from '../pages/page-renderer.js';
import { CACHED_PAGE_ROUTE, type PageBySlugOptions } from '../pages/page-serving.js';

export interface CategoryPageRouteOptions extends PageBySlugOptions {
  browseCategory: BrowseCategory;
  viewLowestPriorPrice: ViewLowestPriorPrice;
}

/** GET /category/:slug: a listing with filters, sort and pages. */
export const categoryPageRoute: FastifyPluginAsync<CategoryPageRouteOptions> = async (fastify, { serve, notFound, ...deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/category/:slug', { schema: { params: SlugParams, querystring: CategoryQuery }, ...CACHED_PAGE_ROUTE }, async (request, reply) => {
    const site = request.site;
    const applied = appliedFiltersOf(request.query);
    // An impossible price range is refused before the cache, so it is never stored.
    if (applied.minPrice !== '' && applied.maxPrice !== '' && Number(applied.minPrice) > Number(applied.maxPrice)) throw new HttpError('PRICE_RANGE');
    return serve(request, reply, async () => {
      const loaded = await loadCategoryPage(deps, { site, slug: request.params.slug, applied, homeLabel: stringsFor(site).home, now: request.pricedAt });
      if (!loaded.ok) return notFound(request);
      const { view, category, categories, products } = loaded.value;
      const events = [viewItemListEvent({ id: category.slug, name: category.name }, products, site, request.pricedAt)];
      const html = await request.renderPage({
        title: category.name, body: createElement(AnalyticsEvents, { events }, createElement(CategoryPage, { view })), categories, activeCategorySlug: category.slug,
        head: seoHead(request, categoryPageSeo(category, applied, interpolate(stringsFor(site).categoryPageDescription, { name: view.title, count: view.total }), view.breadcrumbs)),
      });
      return { status: 200, html };
    });
  });
};
