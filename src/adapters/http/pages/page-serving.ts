import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageCache } from '../page-cache/page-cache.js';
import { sendCachedPage } from '../page-cache/send-cached-page.js';

/** A rendered catalog page, before it is compressed and cached. */
export type RenderedPage = { status: number; html: string };

/**
 * Pages hold no shopper data, so one rendering serves every shopper of a site and URL. Only the
 * query parameters the route's schema accepts are part of the key, sorted: `?utm_source=x` or any
 * other unknown parameter, and a different order, reuse one entry instead of rendering and
 * storing a page per variant.
 */
export function cacheKeyOf(request: FastifyRequest): string {
  return cacheKeyFor(request.site.id, request);
}

/** The cache key of a request on a given site (the early hit resolves the site before the site plugin). */
export function cacheKeyFor(siteId: string, request: FastifyRequest): string {
  const queryAt = request.url.indexOf('?');
  if (queryAt < 0) return `${siteId} ${request.url}`;
  const accepted = (request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const kept = [...new URLSearchParams(request.url.slice(queryAt + 1))]
    .filter(([name]) => name !== 'site' && Object.prototype.hasOwnProperty.call(accepted, name))
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const path = request.url.slice(0, queryAt);
  return kept.length === 0 ? `${siteId} ${path}` : `${siteId} ${path}?${new URLSearchParams(kept).toString()}`;
}

/** Sends the page for this request from the cache, rendering it once when it is not there. */
export type ServePage = (request: FastifyRequest, reply: FastifyReply, render: () => Promise<RenderedPage>) => Promise<FastifyReply>;

export const servePageFrom = (pageCache: PageCache): ServePage => async (request, reply, render) =>
  sendCachedPage(request, reply, await pageCache.getOrRender(cacheKeyOf(request), render));

/** Errors on a page answer with the error page, whatever the Accept header. */
export const PAGE = { errorPage: true } as const;

/** A page whose cached copy the app's first hook may send (early-page-hit.ts). */
export const CACHED_PAGE = { ...PAGE, cachedPage: true } as const;

/** A cached page's route options: the cache holds it in each encoding already, so the route does not compress it. */
export const CACHED_PAGE_ROUTE = { compress: false, config: CACHED_PAGE } as const;

/** What a cached page found by its slug takes besides its use case: how pages are served, and the 404 page. */
export interface PageBySlugOptions {
  serve: ServePage;
  /** The 404 page, rendered with the brand's navigation. */
  notFound: (request: FastifyRequest) => Promise<RenderedPage>;
}
