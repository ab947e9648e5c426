import { createHmac } from 'node:crypto';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { PickupNetwork } from '../domain/delivery/pickup-network.js';
import { findSiteVariant } from '../domain/site/site-variants.js';
import type { AdyenSettings } from '../adapters/providers/adyen/adyen-settings.js';
import { parseAlgoliaHosts, type AlgoliaSettings } from '../adapters/providers/algolia/algolia-settings.js';
import type { KlarnaSettings } from '../adapters/providers/klarna/klarna-payments-client.js';
import type { PayPalSettings } from '../adapters/providers/paypal/paypal-settings.js';
import type { SiteSettings } from '../adapters/providers/site-accounts.js';
import { parseOrderIdKey } from '../adapters/system/aes-gcm-order-id-cipher.js';
import { DEFAULT_SCRYPT_COST, MIN_PRODUCTION_SCRYPT_LOG2_N, type ScryptCost } from '../adapters/system/scrypt-password-hasher.js';
import { ConfigError } from './config-error.js';
import { acceptedBy, CONFIG_VARIABLES, type ConfigVariableName } from './config-variables.js';
import { adyenSitesOf, algoliaSitesOf, klarnaSitesOf, payPalMerchantIdsOf, payPalSitesOf, readSiteOverrides, refuseSiteVariables, tagManagerContainersOf, type SiteOverrides } from './site-credentials.js';

type Variables = typeof CONFIG_VARIABLES;

/** The whole environment: one property per variable of CONFIG_VARIABLES, with its type, default and range. */
const ConfigSchema = Type.Object(
  Object.fromEntries(Object.entries(CONFIG_VARIABLES).map(([name, { schema }]) => [name, schema])) as { -readonly [K in ConfigVariableName]: Variables[K]['schema'] },
);

type RawConfig = Static<typeof ConfigSchema>;

/** What the composition root is built from: every variable read, checked and put in the shape its modules take. */
export type AppConfig = ReturnType<typeof loadConfig>;

/** PayPal: the real API, the sandbox (approval page of our own), or no PayPal button at all. */
type PayPalConfig =
  /** `merchantId`: PAYPAL_MERCHANT_ID for the browser's SDK (merchant-id), null when unset. */
  | { kind: 'paypal'; settings: PayPalSettings; bySite: SiteSettings<PayPalSettings>; merchantId: string | null; merchantIdBySite: SiteSettings<string | null> }
  /** The sandbox, which answers this share (0 to 1) of its refunds PENDING. */
  | { kind: 'sandbox'; pendingRefundShare: number } | { kind: 'off' };

type KlarnaConfig = { kind: 'klarna'; settings: KlarnaSettings; bySite: SiteSettings<KlarnaSettings> } | { kind: 'sandbox' } | { kind: 'off' };

/** Algolia: the shared application and keys, and the sites with their own (`bySite`: only those). */
export interface AlgoliaConfig {
  settings: AlgoliaSettings;
  bySite: SiteSettings<AlgoliaSettings>;
}

type PaymentsConfig =
  /** `bySite`: the sites with an Adyen account of their own (ADYEN_MERCHANT_ACCOUNT__<SITE> and the like), complete settings each. */
  | { kind: 'adyen'; adyen: AdyenSettings; bySite: SiteSettings<AdyenSettings> }
  /** `hmacKey`: null gives a random key for this process (one node only). */
  | { kind: 'sandbox'; hmacKey: string | null; webhookDelayMs: number };

interface PickupNetworkEndpoint {
  baseUrl: string;
  token: string | null;
}

export { ConfigError };

/** Parses `host=siteId` pairs separated by commas, e.g. 'www.evans.co.uk=evans,evans.ie=evans-ie'. */
export function parseSiteHosts(raw: string): Record<string, string> {
  const table: Record<string, string> = {};
  for (const pair of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [host, siteId, extra] = pair.split('=').map((s) => s.trim());
    if (!host || !siteId || extra !== undefined) throw new ConfigError(`SITE_HOSTS: '${pair}' is not of the form host=siteId`);
    if (!findSiteVariant(siteId)) throw new ConfigError(`SITE_HOSTS: '${siteId}' is not a known site id`);
    table[host.toLowerCase()] = siteId.toLowerCase();
  }
  return table;
}

/** SITE_RETURN_WINDOW_DAYS: each site named must exist and its window be 1 to 365 days. */
function parseSiteReturnWindows(raw: string): ReadonlyMap<string, number> {
  const windows = new Map<string, number>();
  for (const pair of raw.split(',').filter(Boolean)) {
    const [siteId = '', days = ''] = pair.split('=');
    if (!findSiteVariant(siteId)) throw new ConfigError(`SITE_RETURN_WINDOW_DAYS: '${siteId}' is not a known site id`);
    const n = Number(days);
    if (n < 1 || n > 365) throw new ConfigError(`SITE_RETURN_WINDOW_DAYS: ${siteId}'s window must be 1 to 365 days, not ${days}`);
    windows.set(siteId, n);
  }
  return windows;
}

/** The environment converted and checked against ConfigSchema; every variable that does not fit is named with what it accepts. */
function parse(env: Record<string, string | undefined>): RawConfig {
  const candidate = Value.Convert(ConfigSchema, Value.Default(ConfigSchema, Value.Clean(ConfigSchema, { ...env })));
  if (Value.Check(ConfigSchema, candidate)) return candidate;
  const names = new Set([...Value.Errors(ConfigSchema, candidate)].map((e) => e.instancePath.replace(/^\//, '') as ConfigVariableName));
  throw new ConfigError(`Invalid configuration: ${[...names].map((name) => `${name} must be ${acceptedBy(name)}`).join('; ')}`);
}

const endpoint = (baseUrl: string | undefined, token?: string): PickupNetworkEndpoint | null =>
  baseUrl === undefined ? null : { baseUrl, token: token ?? null };

/** Reads the configuration from `env`; what each variable does is written once, in CONFIG_VARIABLES. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const raw = parse(env);
  if (raw.NODE_ENV === 'production' && !raw.COOKIE_SECRET) {
    throw new ConfigError('Invalid configuration: COOKIE_SECRET must be set (at least 32 characters) when NODE_ENV is production');
  }
  const sites = readSiteOverrides(env);
  return {
    nodeEnv: raw.NODE_ENV,
    host: raw.HOST,
    port: raw.PORT,
    logLevel: raw.LOG_LEVEL,
    dataDir: raw.DATA_DIR,
    databaseUrl: raw.DATABASE_URL ?? null,
    siteHosts: parseSiteHosts(raw.SITE_HOSTS),
    cookieSecret: raw.COOKIE_SECRET ?? null,
    trustProxy: raw.TRUST_PROXY,
    requestTimeoutMs: raw.REQUEST_TIMEOUT_MS,
    sessionPurgeIntervalMs: raw.SESSION_PURGE_INTERVAL_MS,
    pageCache: { ttlMs: raw.PAGE_CACHE_TTL_MS, maxEntries: raw.PAGE_CACHE_MAX_ENTRIES, maxBytes: raw.PAGE_CACHE_MAX_MB * 1024 * 1024 },
    catalogCache: { ttlMs: raw.CATALOG_CACHE_TTL_MS, maxEntries: 20_000 },
    seedProductsPerBrand: raw.SEED_PRODUCTS_PER_BRAND,
    operatorSessionIdleMs: raw.OPERATOR_SESSION_IDLE_MINUTES * 60_000,
    passwordHashConcurrency: raw.PASSWORD_HASH_CONCURRENCY,
    passwordHashCost: passwordHashCostOf(raw),
    /** null: the pick-up maps draw the bundled country outlines (no tile server). */
    mapTiles: raw.MAP_TILE_URL === undefined ? null : { url: raw.MAP_TILE_URL, attribution: raw.MAP_TILE_ATTRIBUTION },
    /** Google Tag Manager: where gtm.js comes from, and each site's container (a site without one loads no tags). */
    tagManager: { origin: raw.GTM_ORIGIN.replace(/\/+$/, ''), containers: tagManagerContainersOf(raw.GTM_CONTAINER_ID ?? null, sites) },
    /** Each network's API, or null for the sandbox network. */
    pickup: {
      networks: {
        inpost: endpoint(raw.INPOST_BASE_URL, raw.INPOST_TOKEN),
        coll8: endpoint(raw.COLL8_BASE_URL),
        'collect-plus': endpoint(raw.COLLECTPLUS_BASE_URL),
        hermes: endpoint(raw.EVRI_BASE_URL),
        'hand-over': endpoint(raw.HANDOVER_BASE_URL),
      } satisfies Record<PickupNetwork, PickupNetworkEndpoint | null>,
      timeoutMs: raw.PICKUP_TIMEOUT_MS,
    },
    /** null: search and recommendations on the embedded engine in the database. */
    algolia: algoliaConfigOf(raw, sites),
    payments: paymentsConfigOf(raw, sites),
    googlePayMerchantId: raw.GOOGLE_PAY_MERCHANT_ID ?? null,
    /** null outside production: then a key kept under the data folder (loadOrCreateOrderIdKey). */
    orderIdKey: orderIdKeyOf(raw),
    orderPendingExpiryMs: raw.ORDER_PENDING_EXPIRY_MS,
    /** Sites that capture by hand; the others capture at authorisation. */
    manualCaptureSites: new Set(raw.MANUAL_CAPTURE_SITES.split(',').filter((site) => site !== '')) as ReadonlySet<string>,
    /** null: order emails are written as .eml files under `<data>/mail/` (and logged). */
    smtpUrl: raw.SMTP_URL ?? null,
    mailFrom: raw.MAIL_FROM,
    orderExpirySweepIntervalMs: raw.ORDER_EXPIRY_SWEEP_INTERVAL_MS,
    paymentResendSweepIntervalMs: raw.PAYMENT_RESEND_SWEEP_INTERVAL_MS,
    /** Days to ask for a return: each site's own, else the shop's. */
    returnWindows: { days: raw.RETURN_WINDOW_DAYS, bySite: parseSiteReturnWindows(raw.SITE_RETURN_WINDOW_DAYS) },
    orderWebhooks: orderWebhooksConfigOf(raw),
    clusterWorkers: raw.CLUSTER_WORKERS,
    shutdownGraceMs: raw.SHUTDOWN_GRACE_MS,
    heapGrowthPercent: raw.HEAP_GROWTH_PERCENT,
    databasePool: { size: raw.DATABASE_POOL_SIZE, connectTimeoutMs: raw.DATABASE_CONNECT_TIMEOUT_MS, poolWaitMs: raw.DATABASE_POOL_WAIT_MS },
    payPal: payPalConfigOf(raw, sites),
    klarna: klarnaConfigOf(raw, sites),
    productImages: { fetchTimeoutMs: raw.IMAGE_FETCH_TIMEOUT_MS, maxBytes: raw.IMAGE_MAX_BYTES },
    importMaxBytes: raw.IMPORT_MAX_BYTES,
  };
}

/**
 * Order webhooks: the endpoints of ORDER_WEBHOOK_URLS (https; http only to this machine), signed
 * with ORDER_WEBHOOK_SECRET, which they need. None: events are still written, and sent to no one.
 */
function orderWebhooksConfigOf(raw: RawConfig) {
  const urls = (raw.ORDER_WEBHOOK_URLS ?? '').split(',').map((u) => u.trim()).filter((u) => u !== '');
  for (const url of urls) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      // Reported below, as is a URL of another scheme.
    }
    const local = parsed !== null && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
    if (parsed === null || !(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && local))) {
      throw new ConfigError(`Invalid configuration: ORDER_WEBHOOK_URLS: '${url}' is not an https URL (http is accepted only for localhost)`);
    }
  }
  if (urls.length > 0 && raw.ORDER_WEBHOOK_SECRET === undefined) {
    throw new ConfigError('Invalid configuration: ORDER_WEBHOOK_URLS needs ORDER_WEBHOOK_SECRET (the whsec_ secret the receivers verify signatures with)');
  }
  return { urls, secret: raw.ORDER_WEBHOOK_SECRET ?? null, timeoutMs: raw.ORDER_WEBHOOK_TIMEOUT_MS, pollIntervalMs: raw.ORDER_WEBHOOK_POLL_INTERVAL_MS };
}

/**
 * PayPal: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET together run PayPal Orders v2 at
 * PAYPAL_BASE_URL (https in production); one
 * without the other is an error. Neither gives the PayPal sandbox, which production shows only
 * with PAYMENTS_SANDBOX_IN_PRODUCTION=true; otherwise production has no PayPal button.
 */
function payPalConfigOf(raw: RawConfig, sites: SiteOverrides): PayPalConfig {
  if (raw.PAYPAL_CLIENT_ID === undefined && raw.PAYPAL_CLIENT_SECRET === undefined) {
    const off = raw.NODE_ENV === 'production' && !raw.PAYMENTS_SANDBOX_IN_PRODUCTION;
    refuseSiteVariables(sites, 'payPal', `PayPal ${off ? 'is off' : 'runs as its sandbox'} (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set)`);
    if (raw.PAYPAL_MERCHANT_ID !== undefined) throw new ConfigError('Invalid configuration: PAYPAL_MERCHANT_ID needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (the PayPal sandbox has no merchant id)');
    return off ? { kind: 'off' } : { kind: 'sandbox', pendingRefundShare: raw.PAYPAL_SANDBOX_PENDING_REFUND_PERCENT / 100 };
  }
  if (raw.PAYPAL_CLIENT_ID === undefined || raw.PAYPAL_CLIENT_SECRET === undefined) {
    throw new ConfigError('Invalid configuration: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together (unset both for the PayPal sandbox)');
  }
  if (raw.NODE_ENV === 'production' && !raw.PAYPAL_BASE_URL.startsWith('https://')) {
    throw new ConfigError('Invalid configuration: PAYPAL_BASE_URL must be https when NODE_ENV is production');
  }
  const settings: PayPalSettings = { clientId: raw.PAYPAL_CLIENT_ID, clientSecret: raw.PAYPAL_CLIENT_SECRET, baseUrl: raw.PAYPAL_BASE_URL, timeoutMs: raw.PAYPAL_TIMEOUT_MS, webhookId: raw.PAYPAL_WEBHOOK_ID ?? null };
  const merchantId = raw.PAYPAL_MERCHANT_ID ?? null;
  return { kind: 'paypal', settings, bySite: payPalSitesOf(settings, sites), merchantId, merchantIdBySite: payPalMerchantIdsOf(settings, merchantId, sites) };
}

const KLARNA_VARIABLES = ['KLARNA_USERNAME', 'KLARNA_PASSWORD', 'KLARNA_BASE_URL'] as const;

/**
 * Klarna Payments needs all three KLARNA_* variables; some without the others is an error naming
 * the missing ones. None set gives the Klarna sandbox, except in production, where Klarna is then
 * not offered at all unless PAYMENTS_SANDBOX_IN_PRODUCTION=true runs the sandbox on purpose.
 */
function klarnaConfigOf(raw: RawConfig, sites: SiteOverrides): KlarnaConfig {
  const set = KLARNA_VARIABLES.filter((name) => raw[name] !== undefined);
  const production = raw.NODE_ENV === 'production';
  if (set.length === 0) {
    const off = production && !raw.PAYMENTS_SANDBOX_IN_PRODUCTION;
    refuseSiteVariables(sites, 'klarna', `Klarna ${off ? 'is off' : 'runs as its sandbox'} (no KLARNA_* variable is set)`);
    return off ? { kind: 'off' } : { kind: 'sandbox' };
  }
  const missing = KLARNA_VARIABLES.filter((name) => raw[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration: Klarna needs every KLARNA_* variable; ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (unset them all for the Klarna sandbox)`);
  }
  if (raw.NODE_ENV === 'production' && !raw.KLARNA_BASE_URL!.startsWith('https://')) {
    throw new ConfigError('Invalid configuration: KLARNA_BASE_URL must be https when NODE_ENV is production');
  }
  const settings: KlarnaSettings = { username: raw.KLARNA_USERNAME!, password: raw.KLARNA_PASSWORD!, baseUrl: raw.KLARNA_BASE_URL!, timeoutMs: raw.KLARNA_TIMEOUT_MS };
  return { kind: 'klarna', settings, bySite: klarnaSitesOf(settings, sites, production) };
}

const ADYEN_VARIABLES = [
  'ADYEN_API_KEY', 'ADYEN_CLIENT_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_HMAC_KEY', 'ADYEN_ENVIRONMENT', 'ADYEN_CHECKOUT_URL',
] as const;

/**
 * Adyen needs all six ADYEN_* variables; some without the others is an error naming the missing
 * ones. None set gives the payment sandbox, which production refuses unless
 * PAYMENTS_SANDBOX_IN_PRODUCTION=true: a shop that silently takes no money must be a choice.
 */
function paymentsConfigOf(raw: RawConfig, sites: SiteOverrides): PaymentsConfig {
  const set = ADYEN_VARIABLES.filter((name) => raw[name] !== undefined);
  if (set.length === 0) {
    refuseSiteVariables(sites, 'adyen', 'payments run in the payment sandbox (no ADYEN_* variable is set)');
    if (raw.NODE_ENV === 'production' && !raw.PAYMENTS_SANDBOX_IN_PRODUCTION) {
      throw new ConfigError('Invalid configuration: no ADYEN_* variable is set, so payments would run in the sandbox (no real money), '
        + 'which NODE_ENV=production refuses; set every ADYEN_* variable, or PAYMENTS_SANDBOX_IN_PRODUCTION=true to run the sandbox on purpose');
    }
    const hmacKey = raw.PAYMENTS_SANDBOX_HMAC_KEY
      ?? (raw.COOKIE_SECRET === undefined ? null : createHmac('sha256', raw.COOKIE_SECRET).update('payment-sandbox').digest('hex'));
    return { kind: 'sandbox', hmacKey, webhookDelayMs: raw.PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS };
  }
  const missing = ADYEN_VARIABLES.filter((name) => raw[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration: Adyen needs every ADYEN_* variable; ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (unset them all for the payment sandbox)`);
  }
  const environment = raw.ADYEN_ENVIRONMENT!;
  const clientKey = raw.ADYEN_CLIENT_KEY!;
  if (!clientKey.startsWith(`${environment}_`)) {
    throw new ConfigError(`Invalid configuration: ADYEN_CLIENT_KEY must start with '${environment}_' when ADYEN_ENVIRONMENT is ${environment}`);
  }
  const checkoutUrl = raw.ADYEN_CHECKOUT_URL!;
  if (environment === 'live' && !checkoutUrl.startsWith('https://')) {
    throw new ConfigError('Invalid configuration: ADYEN_CHECKOUT_URL must be https when ADYEN_ENVIRONMENT is live');
  }
  const adyen: AdyenSettings = {
    apiKey: raw.ADYEN_API_KEY!, clientKey, merchantAccount: raw.ADYEN_MERCHANT_ACCOUNT!, hmacKey: raw.ADYEN_HMAC_KEY!, environment, checkoutUrl,
    timeoutMs: raw.ADYEN_TIMEOUT_MS,
  };
  return { kind: 'adyen', adyen, bySite: adyenSitesOf(adyen, sites) };
}

/** PASSWORD_HASH_COST as scrypt's parameters; production keeps at least OWASP's minimum. */
function passwordHashCostOf(raw: RawConfig): ScryptCost {
  if (raw.NODE_ENV === 'production' && raw.PASSWORD_HASH_COST < MIN_PRODUCTION_SCRYPT_LOG2_N) {
    throw new ConfigError(`Invalid configuration: PASSWORD_HASH_COST must be at least ${MIN_PRODUCTION_SCRYPT_LOG2_N} when NODE_ENV is production`);
  }
  return { ...DEFAULT_SCRYPT_COST, N: 2 ** raw.PASSWORD_HASH_COST };
}

/** ORDER_ID_KEY as 32 bytes; required in production (every node must open the ids the others sealed). */
function orderIdKeyOf(raw: RawConfig): Buffer | null {
  if (raw.ORDER_ID_KEY === undefined) {
    if (raw.NODE_ENV === 'production') throw new ConfigError('Invalid configuration: ORDER_ID_KEY must be set (32 bytes as 64 hex digits or base64) when NODE_ENV is production');
    return null;
  }
  const key = parseOrderIdKey(raw.ORDER_ID_KEY);
  if (!key) throw new ConfigError('Invalid configuration: ORDER_ID_KEY must be 32 bytes written as 64 hex digits or as base64');
  return key;
}

/** Algolia needs an application id and a search key together; hosts default to Algolia's own. */
function algoliaConfigOf(raw: RawConfig, sites: SiteOverrides): AlgoliaConfig | null {
  if (raw.ALGOLIA_APP_ID === undefined && raw.ALGOLIA_SEARCH_KEY === undefined) {
    refuseSiteVariables(sites, 'algolia', 'search runs on the embedded engine (ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY are not set)');
    return null;
  }
  if (raw.ALGOLIA_APP_ID === undefined || raw.ALGOLIA_SEARCH_KEY === undefined) {
    throw new ConfigError('Invalid configuration: ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY must be set together');
  }
  let hosts;
  try {
    hosts = parseAlgoliaHosts(raw.ALGOLIA_HOSTS);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  const settings: AlgoliaSettings = { appId: raw.ALGOLIA_APP_ID, searchKey: raw.ALGOLIA_SEARCH_KEY, adminKey: raw.ALGOLIA_ADMIN_KEY ?? null, hosts };
  return { settings, bySite: algoliaSitesOf(settings, sites) };
}
