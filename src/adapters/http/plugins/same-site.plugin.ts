import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { HttpError } from '../errors/http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (the spec's add to bag): refused cross-site like a POST, never run for HEAD. */
    changesState?: boolean;
    /**
     * A route other sites' SERVERS call, authenticated by its own signature rather than by the
     * browser's origin (the payment provider's webhook, checked by HMAC): the same-site check is
     * not attached to it. Never set it on a route a browser uses.
     */
    signedByProvider?: boolean;
  }
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether `origin` names this host (default ports compared as the browser writes them). */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  try {
    const from = new URL(origin);
    return host !== undefined && from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * Whether a browser sent this request from another site. Browsers say so in `Sec-Fetch-Site`
 * (`same-origin`, `same-site` and `none`, a typed address or bookmark, are ours); older ones only
 * send `Origin`, which must then be this host. A request with neither (a script, a server) is not
 * a browser acting for a shopper and is left to the anti-forgery token.
 */
export function isCrossSite(request: Pick<FastifyRequest, 'headers'>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'cross-site';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return !isOwnOrigin(origin, request.headers.host);
}

const refuseCrossSite: onRequestHookHandler = (request, _reply, done) => {
  done(isCrossSite(request) ? new HttpError('CROSS_SITE') : undefined);
};

const refuseHead: onRequestHookHandler = (request, reply, done) => {
  if (request.method !== 'HEAD') return done();
  reply.header('allow', 'GET');
  done(new HttpError('METHOD_NOT_ALLOWED', { method: 'HEAD' }));
};

const methodsOf = (route: RouteOptions): string[] => (Array.isArray(route.method) ? route.method : [route.method]);

const withHook = (existing: RouteOptions['onRequest'], hook: onRequestHookHandler): onRequestHookHandler[] =>
  [hook, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])] as onRequestHookHandler[];

/**
 * Every state-changing route (any method but GET/HEAD/OPTIONS, and GETs marked `changesState`)
 * refuses requests a browser sent from another site with 403 CROSS_SITE, before any other work;
 * a state-changing GET is never run for HEAD. Routes marked `signedByProvider` (the payment
 * webhook, posted by the provider's servers and checked by its HMAC) are left out. Attached per route when routes are added, so pages
 * and other reads pay nothing.
 */
const guardStateChangingRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    const changesState = route.config?.changesState === true || methodsOf(route).some((m) => !SAFE_METHODS.has(m));
    if (!changesState || route.config?.signedByProvider === true) return;
    route.onRequest = withHook(route.onRequest, refuseCrossSite);
    if (route.config?.changesState === true && methodsOf(route).includes('HEAD')) route.onRequest = withHook(route.onRequest, refuseHead);
  });
};

export const sameSitePlugin = fp(guardStateChangingRoutes, { name: 'same-site' });
