import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { resolveSiteVariant } from '../../../domain/site/resolve-site-variant.js';
import { cacheKeyFor } from '../pages/page-serving.js';
import { SITE_COOKIE } from '../plugins/site-variant.plugin.js';
import type { PageCache } from './page-cache.js';
import { preferredEncoding, sendCachedPage } from './send-cached-page.js';

export interface EarlyPageHitOptions {
  pageCache: PageCache;
  hostTable: Readonly<Record<string, string>>;
  /** The headers every answer carries (security-headers.ts), set here as that plugin would. */
  securityHeaders: Readonly<Record<string, string>>;
  /** Every site's signed `site` cookie as sent back by a browser, to its site id (`signedSiteCookies`). */
  siteCookies: ReadonlyMap<string, string>;
}

const SITE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${SITE_COOKIE}=([A-Za-z0-9%._-]{1,120})(?:;|\\s*$)`);
const ODD_SITE_COOKIE = new RegExp(`(?:^|;\\s*)${SITE_COOKIE}=`);

/**
 * The site a signed `site` cookie names; undefined when there is none; null when the cookie is
 * anything else (tampered, unsigned, oddly written), which the site plugin decides (and clears).
 */
function siteCookieOf(header: string | undefined, siteCookies: ReadonlyMap<string, string>): string | undefined | null {
  if (header === undefined || !header.includes(`${SITE_COOKIE}=`)) return undefined;
  const value = SITE_COOKIE_VALUE.exec(header)?.[1];
  if (value !== undefined) return siteCookies.get(value) ?? null;
  return ODD_SITE_COOKIE.test(header) ? null : undefined;
}

/**
 * The page cache answered in the app's FIRST hook: a GET of a route marked
 * `cachedPage` whose page is cached is sent before cookies are parsed, the site plugin runs and
 * the other hooks (ADR 2, ADR 23). The site is resolved as the site plugin does (host table, host
 * convention, a signed `site` cookie: one of the precomputed values) and the key is the page
 * cache's own (`cacheKeyFor`). Anything else goes the normal way: `?site=` (which sets a cookie),
 * any other `site` cookie (the site plugin ignores and clears it), a miss. The answer carries the same headers and encodings as a hit answered later.
 */
export function earlyPageHit(opts: EarlyPageHitOptions): onRequestHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.method !== 'GET' || request.routeOptions.config?.cachedPage !== true || request.url.includes('site=')) return done();
    const cookie = siteCookieOf(request.headers.cookie, opts.siteCookies);
    if (cookie === null) return done();
    const site = resolveSiteVariant({ host: request.headers.host, override: cookie, hostTable: opts.hostTable });
    const hit = opts.pageCache.peek(cacheKeyFor(site.id, request));
    if (hit === undefined) return done();
    const encoding = preferredEncoding(request);
    if (encoding !== null && hit.encoded[encoding] === undefined) return done();
    reply.headers(opts.securityHeaders);
    reply.header('x-request-id', request.id);
    void sendCachedPage(request, reply, hit);
  };
}
