import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { resolveSiteVariant } from '../../../domain/site/resolve-site-variant.js';
import { findSiteVariant } from '../../../domain/site/site-variants.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import { isCrossSite } from './same-site.plugin.js';

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteVariant;
  }
}

export const SITE_COOKIE = 'site';
const SITE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

export interface SiteVariantPluginOptions {
  hostTable: Readonly<Record<string, string>>;
}

/**
 * Resolves the site variant of every request. `?site=<id>` picks a site and is remembered in a
 * cookie, so links without the parameter stay on the chosen brand while browsing locally; a link
 * from another site picks it for that request only.
 */
const resolveSiteOnEveryRequest: FastifyPluginAsync<SiteVariantPluginOptions> = async (app, opts) => {
  app.decorateRequest('site', null as unknown as SiteVariant);
  app.addHook('onRequest', (request, reply, next) => {
    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = typeof query?.site === 'string' ? query.site : undefined;
    const chosen = fromQuery && findSiteVariant(fromQuery) ? fromQuery : undefined;
    const cookie = request.cookies?.[SITE_COOKIE];
    request.site = resolveSiteVariant({ host: request.headers.host, override: chosen ?? cookie, hostTable: opts.hostTable });
    // Hardening (issue 12): a `?site=` link followed from another site shows that site for this
    // request but does not switch the shopper's shop for 30 days; Secure when the request came by HTTPS.
    if (chosen && chosen !== cookie && !isCrossSite(request)) {
      reply.setCookie(SITE_COOKIE, request.site.id, {
        path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: SITE_COOKIE_MAX_AGE_S,
      });
    }
    next();
  });
};

export const siteVariantPlugin = fp(resolveSiteOnEveryRequest, { name: 'site-variant', dependencies: ['@fastify/cookie'] });
