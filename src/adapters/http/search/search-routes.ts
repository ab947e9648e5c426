import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ListCategories } from '../../../application/catalog/list-categories.use-case.js';
import type { SearchProducts } from '../../../application/search/search-products.use-case.js';
import type { SuggestProducts } from '../../../application/search/suggest-products.use-case.js';
import type { ViewRelatedProducts } from '../../../application/search/view-related-products.use-case.js';
import { catalogLanguageOf } from '../../../domain/catalog/catalog-language.js';
import { textSearchLanguageOf } from '../../../domain/search/text-search-language.js';
import { toRecommendedHitView, toRelatedHitView } from '../../ui-react/parts/tiles/product-hit.view.js';
import { RelatedCarousel } from '../../ui-react/screens/search/related-carousel.js';
import { AnalyticsEvents } from '../../ui-react/parts/analytics/analytics-events.js';
import { viewItemListEvent } from '../../../application/site/ga4-events.js';
import { SearchPage } from '../../ui-react/screens/search/search-page.js';
import { STATUS_OF } from '../errors/error-status.js';
import { HttpError } from '../errors/http-error.js';
import type { PageCache } from '../page-cache/page-cache.js';
import { sendReadyPage } from '../page-cache/send-cached-page.js';
import { stringsFor } from '../pages/page-renderer.js';
import { cacheKeyOf, PAGE, servePageFrom } from '../pages/page-serving.js';
import { appliedSearchOf, loadSearchPage } from './search-page.loader.js';
import { searchPageSeo, seoHead } from '../seo/catalog-page-seo.js';
import { interpolate } from '../../ui-react/runtime/i18n/interpolate.js';
import { RelatedQueryString, SearchQueryString, SuggestQueryString } from './search-schemas.js';
import type { ViewLowestPriorPrice } from '../../../application/catalog/view-lowest-prior-price.use-case.js';

export interface SearchRoutesOptions {
  searchProducts: SearchProducts;
  suggestProducts: SuggestProducts;
  viewRelatedProducts: ViewRelatedProducts;
  listCategories: ListCategories;
  viewLowestPriorPrice: ViewLowestPriorPrice;
  pageCache: PageCache;
}

/** Suggestions are the same for every shopper of a site: browsers may reuse them for a minute. */
const SUGGESTIONS_MAX_AGE_S = 60;

/**
 * The search page (/search?q=, cached like category pages: per site and accepted parameters),
 * the suggestions under the header's search box, and the related-products fragment the product
 * page loads lazily (cached too; a failing engine answers 503, never cached, and the carousel
 * stays hidden).
 */
export const searchRoutes: FastifyPluginAsync<SearchRoutesOptions> = async (fastify, opts) => {
  const { pageCache } = opts;
  fastify.addHook('onRequest', (request, reply, done) => {
    const hit = request.method === 'GET' && request.routeOptions.config?.cachedPage === true ? pageCache.peek(cacheKeyOf(request)) : undefined;
    if (hit === undefined || !sendReadyPage(request, reply, hit)) return done();
  });
  const serve = servePageFrom(pageCache);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/search', { schema: { querystring: SearchQueryString }, compress: false, config: { ...PAGE, cachedPage: true } }, async (request, reply) => {
    const site = request.site;
    const applied = appliedSearchOf(request.query);
    return serve(request, reply, async () => {
      const strings = stringsFor(site);
      const { view, categories, events } = await loadSearchPage(opts, { site, applied, strings, now: request.pricedAt });
      const status = view.outcome.kind === 'unavailable' ? STATUS_OF.PROVIDER_UNAVAILABLE : 200;
      const title = applied.q === '' ? strings.searchPageTitle : applied.q;
      const description = interpolate(strings.searchPageDescription, { query: view.q, count: view.total });
      const html = await request.renderPage({ title, body: createElement(AnalyticsEvents, { events }, createElement(SearchPage, { view })), categories, head: seoHead(request, searchPageSeo(title, description)) });
      return { status, html };
    });
  });

  app.get('/search/api/suggest', { schema: { querystring: SuggestQueryString } }, async (request, reply) => {
    const site = request.site;
    const result = await opts.suggestProducts.execute({
      brand: site.brand, index: site.recommendationIndex, language: textSearchLanguageOf(site.locale), catalogLanguage: catalogLanguageOf(site.locale), text: request.query.q,
    });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    reply.header('cache-control', `private, max-age=${SUGGESTIONS_MAX_AGE_S}`);
    return { query: request.query.q, suggestions: result.value.map((hit) => toRecommendedHitView(hit, site.price, request.pricedAt)) };
  });

  app.get('/recommendations/related', { schema: { querystring: RelatedQueryString }, compress: false, config: { cachedPage: true } }, async (request, reply) => {
    const site = request.site;
    const productIds = request.query.productIds.split(',').map(Number);
    return serve(request, reply, async () => {
      const result = await opts.viewRelatedProducts.execute({ brand: site.brand, index: site.recommendationIndex, productIds, catalogLanguage: catalogLanguageOf(site.locale) });
      const recommended = result.ok ? result.value.map((r) => r.hit) : [];
      // The lowest prior prices of all slides in one read, as a listing's tiles.
      const lowestPriorPrices = await opts.viewLowestPriorPrice.forMany({ products: recommended, site, now: request.pricedAt });
      const hits = recommended.map((hit) => toRelatedHitView(hit, site.price, request.pricedAt, lowestPriorPrices.get(hit.id) ?? null));
      // The slides as a list (the product page's script pushes it when it shows them; a slide clicked is its select_item).
      const related = result.ok && result.value.length > 0
        ? [viewItemListEvent({ id: 'related', name: stringsFor(site).relatedProductsHeading }, result.value.map((r) => r.hit), site, request.pricedAt)]
        : [];
      const html = await request.renderPage({ title: stringsFor(site).relatedProductsHeading, body: createElement(AnalyticsEvents, { events: related }, createElement(RelatedCarousel, { hits })) });
      return { status: result.ok ? 200 : STATUS_OF.PROVIDER_UNAVAILABLE, html };
    });
  });
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answers are served from the page cache before validation (search routes). */
    cachedPage?: boolean;
  }
}
