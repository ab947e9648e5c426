import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageCache } from '../page-cache/page-cache.js';
import { sendCachedPage } from '../page-cache/send-cached-page.js';

/** A rendered catalog page, before it is compressed and cached. */
export type RenderedPage = { status: number; html: string };

/** Pages hold no shopper data, so one rendering serves every shopper of a site and URL. */
export const cacheKeyOf = (request: FastifyRequest): string => `${request.site.id} ${request.url}`;

/** Sends the page for this request from the cache, rendering it once when it is not there. */
export type ServePage = (request: FastifyRequest, reply: FastifyReply, render: () => Promise<RenderedPage>) => Promise<FastifyReply>;

export const servePageFrom = (pageCache: PageCache): ServePage => async (request, reply, render) =>
  sendCachedPage(request, reply, await pageCache.getOrRender(cacheKeyOf(request), render));

/** Errors on a page answer with the error page, whatever the Accept header. */
export const PAGE = { errorBody: 'page' } as const;
