import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../adapters/http/app.js';
import { tileImageSource } from '../adapters/http/plugins/security-headers.js';
import type { Database } from '../adapters/persistence/database.js';
import { PurgeIdleSessions } from '../application/accounts/purge-idle-sessions.use-case.js';
import { PurgeIdleOperatorSessions } from '../application/operators/purge-idle-operator-sessions.use-case.js';
import type { AppConfig } from './config.js';
import { browserPaymentProvidersOf } from './checkout-browser-payment-providers.js';
import { accountsArea } from './accounts-module.js';
import { basketArea } from './basket-module.js';
import { catalogArea } from './catalog-module.js';
import { catalogStockArea } from './catalog-stock-module.js';
import { catalogImportArea } from './catalog-import-module.js';
import { ImportCatalog } from '../application/catalog/import-catalog.use-case.js';
import { ApplyStockFeed } from '../application/catalog/stock-feed.use-case.js';
import { ListCategories } from '../application/catalog/list-categories.use-case.js';
import { buildContainer, clientBuildDirOf } from './container.js';
import type { HttpArea } from './http-area.js';
import { pickupArea } from './delivery-pickup-module.js';
import { deliveryArea } from './delivery-module.js';
import { shopperDetailsArea } from './checkout-shopper-details-module.js';
import { PageCache } from '../adapters/http/page-cache/page-cache.js';
import { TOKENS } from './tokens.js';
import { wishlistArea } from './wishlist-module.js';
// Loyalty and gift vouchers.
import { loyaltyArea } from './loyalty-module.js';
// search
import { searchArea } from './search-module.js';
import { seoArea } from './seo-module.js';
// Payment sandbox
import { connectSandboxWebhooks, paymentSandboxArea } from './payment-sandbox-module.js';
// Checkout: orders, the payment calls, the webhook and the confirmation page.
import { checkoutArea, startCheckout, withOrderIdKey } from './checkout-module.js';
// Several nodes: caches told of other nodes' writes, and /metrics.
import { openCacheBus } from './cache-bus.js';
import { metricsArea } from './metrics-module.js';
// PayPal.
import { connectPayPalSandboxWebhooks, payPalArea } from './checkout-paypal-module.js';
// Klarna.
import { klarnaArea } from './checkout-klarna-module.js';
// Operators: accounts, sign-in, API keys, the audit log and the guard of operator routes.
import { operatorsArea } from './operators-module.js';
// Orders after the payment: fulfilment.
import { ordersArea } from './orders-module.js';
import { startOrdersOut } from './orders-out.js';

/** The shop's areas, in the order their routes are registered. A new area is added here. */
export const AREAS: readonly HttpArea[] = [
  // Operators first: the guard of every operator route (requireOperator) authenticates through it.
  operatorsArea,
  catalogArea, basketArea, wishlistArea, accountsArea,
  // pick-up networks
  pickupArea,
  // the basket page's delivery and totals
  deliveryArea,
  // Loyalty and gift vouchers.
  loyaltyArea,
  // Shopper details (basket page).
  shopperDetailsArea,
  // search
  searchArea,
  // Payment sandbox: the payment gateway; the sandbox's pages only while it is the gateway
  paymentSandboxArea,
  // Checkout: orders, the payment calls, the webhook and the confirmation page
  checkoutArea,
  // Orders after the payment: dispatch, delivery, lines cancelled
  ordersArea,
  // Several nodes: requests counted per route, and /metrics for operator API keys
  metricsArea,
  // PayPal: Orders v2 or its sandbox, /checkout/paypal/* and the sandbox's approval page
  payPalArea,
  // Klarna: the wallet (buy-now-pay-later) button's session, CompleteOrder and the sandbox's authorise
  klarnaArea,
  // Stock feeds: PUT /operator/api/stock and the back-in-stock emails
  catalogStockArea,
  // Imports: POST /operator/api/catalog/imports, staged then merged
  catalogImportArea,
  // Found by search engines: robots.txt and the sitemaps
  seoArea,
];

/** Wires the container and builds the Fastify app over an opened, migrated database. */
export async function composeApp(
  config: AppConfig,
  database: Database,
  root: string,
  logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers.requestverificationtoken', 'res.headers["set-cookie"]'],
  },
): Promise<FastifyInstance> {
  const clientBuildDir = clientBuildDirOf(root);
  // Checkout: the order id key (made once under the data folder when ORDER_ID_KEY is unset).
  const checkoutConfig = await withOrderIdKey(config, root);
  // Several nodes: the bus logs through the app once it exists.
  let log: FastifyInstance['log'] | null = null;
  const cacheBus = await openCacheBus(config, database, (message, error) => log?.warn({ err: error }, message));
  const container = buildContainer({ config: checkoutConfig, database, clientBuildDir, cacheBus }, AREAS);
  const listCategories = container.get(ListCategories);
  const app = await buildApp(
    {
      logger,
      trustProxy: config.trustProxy,
      requestTimeoutMs: config.requestTimeoutMs,
      cookieSecret: config.cookieSecret ?? randomBytes(32).toString('hex'),
      siteHosts: config.siteHosts,
      clientAssetsDir: join(clientBuildDir, 'assets'),
      extraImageSources: config.mapTiles === null ? [] : [tileImageSource(config.mapTiles.url)],
      // The CSP lets the configured real payment providers' browser code run (none for the sandboxes).
      paymentProviders: browserPaymentProvidersOf(config),
      // Payments: the sandbox banner on every page while the sandbox is the gateway.
      paymentsSandbox: config.payments.kind === 'sandbox',
      // Consent: each site's tag manager container, loaded after the shopper's consent.
      tagManager: config.tagManager,
    },
    {
      assets: container.get(TOKENS.AssetManifest),
      healthProbes: container.get(TOKENS.HealthProbes),
      sessions: container.get(TOKENS.SessionStore),
      clock: container.get(TOKENS.Clock),
      ids: container.get(TOKENS.IdGenerator),
      navigation: (brand, language) => listCategories.execute(brand, language),
      routes: AREAS.flatMap((area) => area.routes(container)),
      pageCache: container.get(PageCache), // hot path: cached pages in the first hook
    },
  );
  // Several nodes
  log = app.log;
  app.addHook('onClose', async () => cacheBus.close());
  schedulePurge(app, container.get(PurgeIdleSessions), container.get(PurgeIdleOperatorSessions), config.sessionPurgeIntervalMs);
  // Payment sandbox: its webhooks go through the app's own webhook route.
  connectSandboxWebhooks(app, container);
  // Checkout: order problems on the app's log, and the sweep of orders pending too long.
  startCheckout(app, container);
  // PayPal: the PayPal sandbox's webhooks go through the app's own webhook route.
  connectPayPalSandboxWebhooks(app, container);
  // Orders out: the webhook endpoints, this node's dispatcher of order events, and its sweep of unsent money actions.
  startOrdersOut(app, container);
  // Stock feeds: `npm run stock` sent to this shop (embedded database) applies through the shop's own use case.
  app.decorate('applyStockFeed', container.get(ApplyStockFeed));
  // Imports: `npm run import` sent to this shop (embedded database) imports through the shop's own use case.
  app.decorate('importCatalog', container.get(ImportCatalog));
  if (!config.cookieSecret) app.log.warn('COOKIE_SECRET is not set: using a random secret, so signed cookies end when the process restarts');
  return app;
}

/** Purges idle shopper and operator sessions once the app is ready and then every `intervalMs` (0: never), until it closes. */
function schedulePurge(app: FastifyInstance, purge: PurgeIdleSessions, purgeOperators: PurgeIdleOperatorSessions, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    Promise.all([purge.execute(), purgeOperators.execute()]).then(([purged, operatorSessions]) => ({ ...purged, operatorSessions })).then(
      (purged) => app.log.info(purged, 'idle sessions purged'),
      (error: unknown) => app.log.error({ err: error }, 'purging idle sessions failed'),
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
