import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { resolveSiteVariant } from '../../../domain/site/resolve-site-variant.js';
import { findSiteVariant, SITE_VARIANTS } from '../../../domain/site/site-variants.js';
import { hostsBySite } from '../../../domain/site/site-urls.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { Clock } from '../../../ports/clock.port.js';
import { systemClock } from '../../system/system-clock.js';
import { isSecureRequest } from './cookie-names.js';
import { isCrossSite } from './same-site.plugin.js';

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteVariant;
    /**
     * The instant the request's prices are told at (read once from the clock, so a page's prices
     * agree with each other when a scheduled sale starts or ends during the request).
     */
    pricedAt: Date;
  }
  interface FastifyInstance {
    /** Each site's own host name (the host table's first for it): canonical and alternate links name it. */
    siteHostOf: ReadonlyMap<string, string>;
  }
}

export const SITE_COOKIE = 'site';
const SITE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

export interface SiteVariantPluginOptions {
  hostTable: Readonly<Record<string, string>>;
  /** The clock the request's prices are told at; the system clock when not given. */
  clock?: Clock;
}

/**
 * The signed `site` cookie of every site as a browser sends it back (URL-encoded, as the cookie
 * plugin writes it), mapped to the site id: the early page hit reads the cookie without the parser.
 */
export function signedSiteCookies(sign: (value: string) => string): ReadonlyMap<string, string> {
  return new Map(SITE_VARIANTS.map((site) => [encodeURIComponent(sign(site.id)), site.id]));
}

/** The site the `site` cookie names when its signature holds (ADR 0027); a tampered or unsigned value names none. */
function rememberedSite(request: FastifyRequest, raw: string): string | undefined {
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null && findSiteVariant(unsigned.value) ? unsigned.value : undefined;
}

/**
 * Resolves the site variant of every request. `?site=<id>` picks a site and is remembered in a
 * signed cookie, so links without the parameter stay on the chosen brand while browsing locally; a
 * link from another site picks it for that request only. A `site` cookie whose signature does not
 * hold is ignored (the host's site is used) and cleared.
 */
const resolveSiteOnEveryRequest: FastifyPluginAsync<SiteVariantPluginOptions> = async (app, opts) => {
  app.decorateRequest('site', null as unknown as SiteVariant);
  app.decorateRequest('pricedAt', null as unknown as Date);
  app.decorate('siteHostOf', hostsBySite(opts.hostTable));
  const clock = opts.clock ?? systemClock;
  app.addHook('onRequest', (request, reply, next) => {
    request.pricedAt = clock.now();
    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = typeof query?.site === 'string' ? query.site : undefined;
    const chosen = fromQuery && findSiteVariant(fromQuery) ? fromQuery : undefined;
    const raw = request.cookies?.[SITE_COOKIE];
    const cookie = raw === undefined ? undefined : rememberedSite(request, raw);
    request.site = resolveSiteVariant({ host: request.headers.host, override: chosen ?? cookie, hostTable: opts.hostTable });
    // Hardening: a `?site=` link followed from another site shows that site for this
    // request but does not switch the shopper's shop for 30 days; Secure when the request came by HTTPS.
    if (chosen && request.site.id !== cookie && !isCrossSite(request)) {
      reply.setCookie(SITE_COOKIE, request.site.id, {
        path: '/', httpOnly: true, sameSite: 'lax', secure: isSecureRequest(request), signed: true, maxAge: SITE_COOKIE_MAX_AGE_S,
      });
    } else if (raw !== undefined && cookie === undefined) {
      // Tampered, or unsigned from before: dropped, so the browser's next pages are answered early again.
      reply.clearCookie(SITE_COOKIE, { path: '/' });
    }
    next();
  });
};

export const siteVariantPlugin = fp(resolveSiteOnEveryRequest, { name: 'site-variant', dependencies: ['@fastify/cookie'] });
