import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { BrowseCategory } from '../../application/catalog/browse-category.use-case.js';
import type { ViewHome } from '../../application/catalog/view-home.use-case.js';
import type { ViewProduct } from '../../application/catalog/view-product.use-case.js';
import type { ViewProductById } from '../../application/catalog/view-product-by-id.use-case.js';
import type { Clock } from '../../ports/clock.port.js';
import type { HealthProbe } from '../../ports/health.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { SessionStore } from '../../ports/session-store.port.js';
import { basketHttp, type BasketHttpDependencies } from './basket/basket-http.plugin.js';
import { makeErrorHandler } from './errors/error-handler.js';
import { healthRoutes } from './health/health-routes.js';
import type { PageCache } from './page-cache/page-cache.js';
import type { AssetManifest } from './pages/asset-manifest.js';
import { pageRoutes, renderErrorPage, renderNotFound } from './pages/page-routes.js';
import { helmetOptions, securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.plugin.js';
import { siteVariantPlugin } from './plugins/site-variant.plugin.js';
import { quickViewRoutes } from './quick-view/quick-view-routes.js';
import { shopperRoutes, type ShopperDependencies } from './accounts/shopper-routes.js';

export interface AppOptions {
  logger: FastifyServerOptions['logger'];
  trustProxy: boolean;
  cookieSecret: string;
  siteHosts: Readonly<Record<string, string>>;
  /** Built client files (dist/client/assets), served under /assets/ with immutable caching. */
  clientAssetsDir: string;
  /** Secure flag on cookies: on in production, where the storefront is served over HTTPS. */
  secureCookies: boolean;
}

export interface AppDependencies {
  viewHome: ViewHome;
  browseCategory: BrowseCategory;
  viewProduct: ViewProduct;
  viewProductById: ViewProductById;
  assets: AssetManifest;
  pageCache: PageCache;
  healthProbes: HealthProbe[];
  sessions: SessionStore;
  clock: Clock;
  ids: IdGenerator;
  basket: BasketHttpDependencies;
  /** Wishlist, accounts and the user data layer. */
  shopper: ShopperDependencies;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;
const ONE_YEAR_S = 31_536_000;

export async function buildApp(options: AppOptions, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger,
    trustProxy: options.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 256 * 1024,
  });

  await app.register(securityHeadersPlugin, { options: helmetOptions });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie, {
    secret: options.cookieSecret,
    parseOptions: { httpOnly: true, sameSite: 'lax', path: '/' },
  });
  await app.register(fastifyFormbody);
  await app.register(siteVariantPlugin, { hostTable: options.siteHosts });
  await app.register(sessionPlugin, { store: deps.sessions, clock: deps.clock, ids: deps.ids, secureCookies: options.secureCookies });
  // The anti-forgery token travels in the RequestVerificationToken header (spec section 6).
  await app.register(fastifyCsrf, {
    cookieKey: '_csrf',
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'strict', secure: options.secureCookies, signed: true },
    getToken: (request) => {
      const header = request.headers['requestverificationtoken'];
      if (typeof header === 'string') return header;
      // Plain form posts (no JavaScript) carry it as a hidden field of the same name.
      const field = (request.body as Record<string, unknown> | null | undefined)?.RequestVerificationToken;
      return typeof field === 'string' ? field : undefined;
    },
  });

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

  app.setErrorHandler(makeErrorHandler(renderErrorPage(deps.assets)));
  app.setNotFoundHandler(renderNotFound(deps.assets));

  await app.register(healthRoutes, { probes: deps.healthProbes });
  await app.register(pageRoutes, {
    viewHome: deps.viewHome,
    browseCategory: deps.browseCategory,
    viewProduct: deps.viewProduct,
    assets: deps.assets,
    pageCache: deps.pageCache,
  });
  await app.register(basketHttp, deps.basket);
  await app.register(shopperRoutes, {
    ...deps.shopper,
    assets: deps.assets,
    navigation: async (brand) => (await deps.viewHome.execute(brand)).categories,
  });
  await app.register(quickViewRoutes, { viewProduct: deps.viewProduct, viewProductById: deps.viewProductById });

  return app;
}
