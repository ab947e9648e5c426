import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie, { signerFactory } from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { Clock } from '../../ports/clock.port.js';
import type { HealthProbe } from '../../ports/health.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { SessionStore } from '../../ports/session-store.port.js';
import { makeErrorHandler, sendErrorAnswer } from './errors/error-handler.js';
import { refuseUnsafeInput } from './plugins/input-guard.js';
import { RouteMethods } from './errors/method-not-allowed.js';
import { healthRoutes } from './health/health-routes.js';
import type { AssetManifest } from './pages/asset-manifest.js';
import { renderErrorPage, renderNotFound } from './pages/error-pages.js';
import { pagePlugin, type NavigationSource } from './pages/send-page.js';
import { helmetOptionsFor, securityHeadersFor, securityHeadersPlugin } from './plugins/security-headers.js';
import { merged, NO_BROWSER_PAYMENT_PROVIDERS, paymentProviderCspSources, type BrowserPaymentProviders } from './plugins/payment-provider-csp.js';
import { NO_TAG_MANAGER, tagManagerCspSources, type TagManagerSettings } from './plugins/tag-manager-csp.js';
import { earlyPageHit } from './page-cache/early-page-hit.js';
import type { PageCache } from './page-cache/page-cache.js';
import { makeClientErrorHandler } from './errors/client-error.js';
import { inFlightPlugin } from './plugins/in-flight.plugin.js';
import { sessionPlugin } from './plugins/session.plugin.js';
import { requestDeadlinePlugin } from './plugins/request-deadline.plugin.js';
import { requestLogSerializer } from './plugins/log-redaction.js';
import { sameSitePlugin } from './plugins/same-site.plugin.js';
import { signedSiteCookies, siteVariantPlugin } from './plugins/site-variant.plugin.js';
import { messageFor } from '../i18n/message-catalogue.js';
import { localeOf } from './errors/http-error.js';
import { antiForgeryPlugin } from './plugins/anti-forgery.plugin.js';
import { antiForgeryTokenOf, antiForgeryUserInfo } from './plugins/anti-forgery.js';

/** One route plugin with its options, checked together where an area pairs them (see `routesOf`). */
export interface RouteRegistration {
  register(app: FastifyInstance): Promise<void>;
}

/** Pairs a route plugin with the options its own file declares; the type checker holds them together. */
export function routesOf<O extends object>(plugin: FastifyPluginAsync<O>, options: O): RouteRegistration {
  return { register: async (app) => { await app.register(plugin, options); } };
}

export interface AppOptions {
  logger: FastifyServerOptions['logger'];
  trustProxy: boolean;
  /** A request whose headers and body have not all arrived by then is answered 408 and closed. */
  requestTimeoutMs: number;
  cookieSecret: string;
  siteHosts: Readonly<Record<string, string>>;
  /** Built client files (dist/client/assets), served under /assets/ with immutable caching. */
  clientAssetsDir: string;
  /** Image sources the CSP allows besides the shop's own (the pick-up maps' tile server). */
  extraImageSources?: readonly string[];
  /** The real payment providers whose browser code the CSP lets run; unset: none (the sandboxes). */
  paymentProviders?: BrowserPaymentProviders;
  /** Payments: the payment sandbox is the gateway, so every page says no real money is taken. */
  paymentsSandbox?: boolean;
  /** Google Tag Manager: each site's container, loaded after consent (its origins join the CSP only then); unset: none. */
  tagManager?: TagManagerSettings;
}

export interface AppDependencies {
  assets: AssetManifest;
  healthProbes: HealthProbe[];
  sessions: SessionStore;
  clock: Clock;
  ids: IdGenerator;
  /** The brand's categories for the navigation of pages that do not load them themselves. */
  navigation: NavigationSource;
  /** Every area's routes (catalog, basket, wishlist, accounts...), registered in this order. */
  routes: readonly RouteRegistration[];
  /** Hot path: cached pages answered in the first hook; without it, by the page routes' own hook. */
  pageCache?: PageCache;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;
const ONE_YEAR_S = 31_536_000;

export async function buildApp(options: AppOptions, deps: AppDependencies): Promise<FastifyInstance> {
  const tagManager = options.tagManager ?? NO_TAG_MANAGER;
  const cspSources = merged([paymentProviderCspSources(options.paymentProviders ?? NO_BROWSER_PAYMENT_PROVIDERS), tagManagerCspSources(tagManager)]);
  const helmetOptions = helmetOptionsFor(options.extraImageSources ?? [], cspSources);
  const securityHeaders = securityHeadersFor(helmetOptions);
  const app = Fastify({
    // Request logs never carry personal data from the URL (a gift voucher's recipient, emails).
    logger: options.logger && typeof options.logger === 'object'
      ? { ...options.logger, serializers: { req: requestLogSerializer, ...options.logger.serializers } }
      : options.logger,
    trustProxy: options.trustProxy,
    // Headers that do not arrive in time: Node answers 408 (bodies: see requestDeadlinePlugin).
    requestTimeout: options.requestTimeoutMs,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 256 * 1024,
    clientErrorHandler: makeClientErrorHandler(securityHeaders),
    // A path parameter over maxParamLength (414) or a malformed URL (400), answered without
    // echoing the URL or Fastify's internal code. The router refuses these before any hook runs,
    // so the security headers, which every other answer gets from a hook, are set here.
    frameworkErrors: (error, request, reply) => {
      reply.headers(securityHeaders).header('x-request-id', request.id);
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void sendErrorAnswer(request, reply, tooLong ? 'URI_TOO_LONG' : 'INVALID_INPUT', messageFor(localeOf(request), tooLong ? 'URI_TOO_LONG' : 'BAD_URL'));
    },
  });
  // Every route's methods, so a wrong method on a known path answers 405 rather than 404.
  const routeMethods = new RouteMethods();
  routeMethods.listen(app);

  // Hot path: a cached page is sent in the first hook, before cookies and the site plugin.
  // The signed `site` cookie values are the cookie plugin's (same secret, same default sha256).
  if (deps.pageCache) {
    const signer = signerFactory(options.cookieSecret);
    const siteCookies = signedSiteCookies((value) => signer.sign(value));
    app.addHook('onRequest', earlyPageHit({ pageCache: deps.pageCache, hostTable: options.siteHosts, securityHeaders, siteCookies }));
  }
  // After the early page hit, so cached pages pay nothing for it.
  await app.register(inFlightPlugin);
  await app.register(securityHeadersPlugin, { options: helmetOptions });
  // Before any route is added: state-changing routes refuse requests sent by other sites.
  await app.register(sameSitePlugin);
  await app.register(requestDeadlinePlugin, { timeoutMs: options.requestTimeoutMs });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie, {
    secret: options.cookieSecret,
    parseOptions: { httpOnly: true, sameSite: 'lax', path: '/' },
  });
  await app.register(fastifyFormbody);
  await app.register(siteVariantPlugin, { hostTable: options.siteHosts, clock: deps.clock });
  // Cookies are Secure, and `__Host-` named, exactly when the request came by HTTPS (ADR 0027).
  await app.register(sessionPlugin, { store: deps.sessions, clock: deps.clock, ids: deps.ids });
  // The anti-forgery token travels in the RequestVerificationToken header (spec section 6).
  // Hardening: a signed-in shopper's token is bound to the session (HMAC with the cookie secret).
  await app.register(antiForgeryPlugin, { hmacKey: options.cookieSecret, tokenOf: antiForgeryTokenOf, userInfoOf: antiForgeryUserInfo });

  if (existsSync(options.clientAssetsDir)) {
    await app.register(fastifyStatic, {
      root: options.clientAssetsDir,
      prefix: '/assets/',
      immutable: true,
      maxAge: ONE_YEAR_S * 1000,
      preCompressed: false,
      index: false,
    });
  } else {
    app.log.warn({ dir: options.clientAssetsDir }, 'client assets are missing: run npm run build:client');
  }

  const notFoundPage = renderNotFound(deps.assets);
  const notFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const allowed = routeMethods.allowedAt(request.url.split('?')[0]!);
    // A route that answers this method but found nothing (callNotFound) is a plain 404.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return sendErrorAnswer(request, reply, 'METHOD_NOT_ALLOWED', messageFor(localeOf(request), 'METHOD_NOT_ALLOWED', { method: request.method }));
    }
    return notFoundPage(request, reply);
  };
  const errorHandler = makeErrorHandler(renderErrorPage(deps.assets));
  // A body that fails to parse on an unknown path or method is still a 404 or 405, not a 400.
  app.setErrorHandler((error: FastifyError, request, reply) => (request.is404 ? notFound(request, reply) : errorHandler(error, request, reply)));
  app.setNotFoundHandler(notFound);
  // NUL and other control characters, and numbers that are not finite, never reach a handler.
  app.addHook('preHandler', refuseUnsafeInput);
  await app.register(pagePlugin, { assets: deps.assets, navigation: deps.navigation, paymentsSandbox: options.paymentsSandbox === true, tagManager });

  await app.register(healthRoutes, { probes: deps.healthProbes });
  for (const routes of deps.routes) await routes.register(app);

  return app;
}
