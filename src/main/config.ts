import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { PickupNetwork } from '../domain/delivery/pickup-network.js';
import { findSiteVariant } from '../domain/site/site-variants.js';
import { parseAlgoliaHosts, type AlgoliaSettings } from '../adapters/providers/algolia/algolia-settings.js';
import { createHmac } from 'node:crypto';
import type { AdyenSettings } from '../adapters/providers/adyen/adyen-settings.js';
// Klarna.
import type { KlarnaSettings } from '../adapters/providers/klarna/klarna-payments-client.js';
// Orders and payments.
import { parseOrderIdKey } from '../adapters/system/aes-gcm-order-id-cipher.js';
// PayPal.
import type { PayPalSettings } from '../adapters/providers/paypal/paypal-settings.js';
// Per-site provider accounts.
import type { SiteSettings } from '../adapters/providers/site-accounts.js';
import { ConfigError } from './config-error.js';
import { adyenSitesOf, algoliaSitesOf, klarnaSitesOf, payPalMerchantIdsOf, payPalSitesOf, readSiteOverrides, refuseSiteVariables, type SiteOverrides } from './site-credentials.js';

/**
 * Every environment variable the storefront reads. README.md's configuration table mirrors this
 * schema; a value that does not fit stops the process with a message naming the variable.
 */
const ConfigSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], { default: 'development' }),
  HOST: Type.String({ default: '0.0.0.0', minLength: 1 }),
  PORT: Type.Integer({ default: 3000, minimum: 0, maximum: 65535 }),
  LOG_LEVEL: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), { default: 'info' }),
  DATA_DIR: Type.String({ default: './data', minLength: 1 }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  SITE_HOSTS: Type.String({ default: '' }),
  COOKIE_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  TRUST_PROXY: Type.Boolean({ default: false }),
  REQUEST_TIMEOUT_MS: Type.Integer({ default: 30_000, minimum: 1_000, maximum: 600_000 }),
  SESSION_PURGE_INTERVAL_MS: Type.Integer({ default: 3_600_000, minimum: 0, maximum: 604_800_000 }),
  PAGE_CACHE_TTL_MS: Type.Integer({ default: 10_000, minimum: 0, maximum: 3_600_000 }),
  PAGE_CACHE_MAX_ENTRIES: Type.Integer({ default: 5_000, minimum: 0, maximum: 1_000_000 }),
  PAGE_CACHE_MAX_MB: Type.Integer({ default: 128, minimum: 1, maximum: 65_536 }),
  CATALOG_CACHE_TTL_MS: Type.Integer({ default: 10_000, minimum: 0, maximum: 3_600_000 }),
  SEED_PRODUCTS_PER_BRAND: Type.Integer({ default: 320, minimum: 0, maximum: 1_000_000 }),
  OPERATOR_TOKEN: Type.Optional(Type.String({ minLength: 24 })),
  PASSWORD_HASH_CONCURRENCY: Type.Integer({ default: 2, minimum: 1, maximum: 64 }),
  // Pick-up maps: a tile server for the maps; unset, they draw bundled outlines offline.
  MAP_TILE_URL: Type.Optional(Type.String({ pattern: '^https?://[^/?#\\s]+/[^\\s]*\\{z\\}[^\\s]*\\{x\\}[^\\s]*\\{y\\}[^\\s]*$', maxLength: 500 })),
  MAP_TILE_ATTRIBUTION: Type.String({ default: '', maxLength: 300 }),
  // pick-up networks: each network's API; unset = the sandbox network
  INPOST_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  INPOST_TOKEN: Type.Optional(Type.String({ minLength: 1 })),
  COLL8_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  COLLECTPLUS_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  EVRI_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  HANDOVER_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  PICKUP_TIMEOUT_MS: Type.Integer({ default: 3_000, minimum: 100, maximum: 60_000 }),
  // search
  ALGOLIA_APP_ID: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,40}$' })),
  ALGOLIA_SEARCH_KEY: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  ALGOLIA_ADMIN_KEY: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  ALGOLIA_HOSTS: Type.String({ default: '' }),
  // payments: Adyen when every ADYEN_* below is set, the payment sandbox when none is
  ADYEN_API_KEY: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  ADYEN_CLIENT_KEY: Type.Optional(Type.String({ pattern: '^(test|live)_[A-Za-z0-9]+$', maxLength: 200 })),
  ADYEN_MERCHANT_ACCOUNT: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,80}$' })),
  ADYEN_HMAC_KEY: Type.Optional(Type.String({ pattern: '^([0-9A-Fa-f]{2}){16,}$', maxLength: 256 })),
  ADYEN_ENVIRONMENT: Type.Optional(Type.Union([Type.Literal('test'), Type.Literal('live')])),
  ADYEN_CHECKOUT_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s?#]+$', maxLength: 300 })),
  ADYEN_TIMEOUT_MS: Type.Integer({ default: 15_000, minimum: 100, maximum: 120_000 }),
  // Wallets: Google's merchant id (Google Pay Business Console), needed by Google Pay in PRODUCTION.
  GOOGLE_PAY_MERCHANT_ID: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,40}$' })),
  PAYMENTS_SANDBOX_IN_PRODUCTION: Type.Boolean({ default: false }),
  PAYMENTS_SANDBOX_HMAC_KEY: Type.Optional(Type.String({ pattern: '^([0-9A-Fa-f]{2}){16,}$', maxLength: 256 })),
  PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: Type.Integer({ default: 3_000, minimum: 0, maximum: 600_000 }),
  // Orders and payments: the key that seals order ids for the browser (32 bytes, hex or base64).
  ORDER_ID_KEY: Type.Optional(Type.String({ minLength: 43, maxLength: 64 })),
  ORDER_PENDING_EXPIRY_MS: Type.Integer({ default: 3_600_000, minimum: 60_000, maximum: 604_800_000 }),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://[^\\s]+$', maxLength: 500 })),
  MAIL_FROM: Type.String({ default: 'Storefront <orders@storefront.invalid>', minLength: 3, maxLength: 200 }),
  // checkout: how often each node expires orders pending past ORDER_PENDING_EXPIRY_MS; 0: never
  ORDER_EXPIRY_SWEEP_INTERVAL_MS: Type.Integer({ default: 60_000, minimum: 0, maximum: 3_600_000 }),
  // Several nodes: app processes of `npm run start:cluster` (0: one per core), shutdown bound, PostgreSQL pool.
  CLUSTER_WORKERS: Type.Integer({ default: 0, minimum: 0, maximum: 256 }),
  SHUTDOWN_GRACE_MS: Type.Integer({ default: 10_000, minimum: 0, maximum: 600_000 }),
  DATABASE_POOL_SIZE: Type.Integer({ default: 10, minimum: 1, maximum: 1_000 }),
  // Memory: how far V8's old generation may grow past its live data before a full collection; 0: V8's own rule.
  HEAP_GROWTH_PERCENT: Type.Integer({ default: 50, minimum: 0, maximum: 300 }),
  DATABASE_CONNECT_TIMEOUT_MS: Type.Integer({ default: 2_000, minimum: 100, maximum: 60_000 }),
  // Waiting for a free connection of a full pool is load, not an outage: bounded apart, and longer.
  DATABASE_POOL_WAIT_MS: Type.Integer({ default: 10_000, minimum: 100, maximum: 60_000 }),
  // PayPal: Orders v2 when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set, the PayPal sandbox when neither is.
  PAYPAL_CLIENT_ID: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,200}$' })),
  PAYPAL_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  PAYPAL_BASE_URL: Type.String({ default: 'https://api-m.sandbox.paypal.com', pattern: '^https?://[^\\s?#]+$', maxLength: 300 }),
  PAYPAL_TIMEOUT_MS: Type.Integer({ default: 15_000, minimum: 100, maximum: 120_000 }),
  PAYPAL_WEBHOOK_ID: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,100}$' })),
  // PayPal's merchant id (payer id, or the account's email) for the JS SDK's merchant-id option.
  PAYPAL_MERCHANT_ID: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._%+@-]{1,127}$' })),
  // Klarna: Klarna Payments when all three are set, the Klarna sandbox when none is (production: Klarna off).
  KLARNA_USERNAME: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  KLARNA_PASSWORD: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  KLARNA_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s?#]+$', maxLength: 300 })),
  KLARNA_TIMEOUT_MS: Type.Integer({ default: 15_000, minimum: 100, maximum: 120_000 }),
});

type RawConfig = Static<typeof ConfigSchema>;

export interface AppConfig {
  nodeEnv: RawConfig['NODE_ENV'];
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | null;
  siteHosts: Record<string, string>;
  cookieSecret: string | null;
  trustProxy: boolean;
  /** How long a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
  /** How often idle sessions and what their guests owned are purged; 0 turns the purge off. */
  sessionPurgeIntervalMs: number;
  pageCache: { ttlMs: number; maxEntries: number; maxBytes: number };
  catalogCache: { ttlMs: number; maxEntries: number };
  seedProductsPerBrand: number;
  /** Bearer token for the operator routes (back-in-stock list); null turns them off. */
  operatorToken: string | null;
  /** Password hashes one node runs at once; sign-in and register beyond it answer 503 at once. */
  passwordHashConcurrency: number;
  /** Tile layer of the pick-up maps; null draws the bundled country outlines (no tile server). */
  mapTiles: { url: string; attribution: string } | null;
  /** Each pick-up network's API, or null for the sandbox network; and how long a call may take. */
  pickup: { networks: Record<PickupNetwork, PickupNetworkEndpoint | null>; timeoutMs: number };
  // search
  /** Search and recommendations on Algolia when set (and the sites with an application or key of their own); the embedded engine on the database otherwise. */
  algolia: AlgoliaConfig | null;
  // payments
  /** Adyen when configured; otherwise the payment sandbox (never in production unless explicitly allowed). */
  payments: PaymentsConfig;
  /** Wallets: GOOGLE_PAY_MERCHANT_ID, written to the basket page's "Google merchant account" input; null when unset. */
  googlePayMerchantId: string | null;
  // Orders and payments.
  /** ORDER_ID_KEY (32 bytes), or null outside production: then a key kept under the data folder (loadOrCreateOrderIdKey). */
  orderIdKey: Buffer | null;
  /** How long an order may stay pending before the sweep expires it (its stock goes back). */
  orderPendingExpiryMs: number;
  /** SMTP_URL: order emails go over SMTP; null: written as .eml files under `<data>/mail/` (and logged). */
  smtpUrl: string | null;
  mailFrom: string;
  // checkout
  /** How often each node sweeps orders pending past orderPendingExpiryMs (0: never). */
  orderExpirySweepIntervalMs: number;
  // Several nodes
  /** App processes `npm run start:cluster` forks; 0: one per core. */
  clusterWorkers: number;
  /** How long SIGTERM waits for in-flight requests before the process exits anyway. */
  shutdownGraceMs: number;
  heapGrowthPercent: number;
  /**
   * PostgreSQL pool per process: most connections, the longest wait for a new one to open, and the
   * longest wait for one of a full pool to come free, before a 503.
   */
  databasePool: { size: number; connectTimeoutMs: number; poolWaitMs: number };
  // PayPal
  /** PayPal Orders v2 when configured; the PayPal sandbox otherwise; off in production unless the sandbox is allowed there. */
  payPal: PayPalConfig;
  // Klarna
  /** Klarna Payments when KLARNA_* are set, else the Klarna sandbox (in production: not offered, unless the sandbox is allowed). */
  klarna: KlarnaConfig;
}

/** PayPal: the real API, the sandbox (approval page of our own), or no PayPal button at all. */
type PayPalConfig =
  /** `merchantId`: PAYPAL_MERCHANT_ID for the browser's SDK (merchant-id), null when unset. */
  | { kind: 'paypal'; settings: PayPalSettings; bySite: SiteSettings<PayPalSettings>; merchantId: string | null; merchantIdBySite: SiteSettings<string | null> }
  | { kind: 'sandbox' } | { kind: 'off' };

// Klarna
type KlarnaConfig = { kind: 'klarna'; settings: KlarnaSettings; bySite: SiteSettings<KlarnaSettings> } | { kind: 'sandbox' } | { kind: 'off' };

/** Algolia: the shared application and keys, and the sites with their own (`bySite`: only those). */
export interface AlgoliaConfig {
  settings: AlgoliaSettings;
  bySite: SiteSettings<AlgoliaSettings>;
}

type PaymentsConfig =
  /** `bySite`: the sites with an Adyen account of their own (ADYEN_MERCHANT_ACCOUNT__<SITE> and the like), complete settings each. */
  | { kind: 'adyen'; adyen: AdyenSettings; bySite: SiteSettings<AdyenSettings> }
  | {
    kind: 'sandbox';
    /** Hex key signing the sandbox's webhooks and payment tokens; null: a random key for this process (one node only). */
    hmacKey: string | null;
    /** How long after a Received payment the sandbox sends its AUTHORISATION webhook. */
    webhookDelayMs: number;
  };

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

function describeProblem(name: string, message: string): string {
  const schema = ConfigSchema.properties[name as keyof RawConfig] as { anyOf?: { const: string }[] } | undefined;
  if (schema?.anyOf) return `${name} must be one of ${schema.anyOf.map((o) => o.const).join(', ')}`;
  return `${name} ${message}`;
}

const endpoint = (baseUrl: string | undefined, token?: string): PickupNetworkEndpoint | null =>
  baseUrl === undefined ? null : { baseUrl, token: token ?? null };

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const candidate = Value.Convert(ConfigSchema, Value.Default(ConfigSchema, Value.Clean(ConfigSchema, { ...env })));
  if (!Value.Check(ConfigSchema, candidate)) {
    const problems = new Map<string, string>();
    for (const e of Value.Errors(ConfigSchema, candidate)) {
      const name = e.instancePath.replace(/^\//, '');
      if (!problems.has(name)) problems.set(name, describeProblem(name, e.message));
    }
    throw new ConfigError(`Invalid configuration: ${[...problems.values()].join('; ')}`);
  }
  const raw = candidate as RawConfig;
  if (raw.NODE_ENV === 'production' && !raw.COOKIE_SECRET) {
    throw new ConfigError('Invalid configuration: COOKIE_SECRET must be set (at least 32 characters) when NODE_ENV is production');
  }
  // Per-site provider accounts: `<VARIABLE>__<SITE>`, each value checked against its shared variable's schema.
  const sites = readSiteOverrides(env, (name) => ConfigSchema.properties[name]);
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
    operatorToken: raw.OPERATOR_TOKEN ?? null,
    passwordHashConcurrency: raw.PASSWORD_HASH_CONCURRENCY,
    mapTiles: raw.MAP_TILE_URL === undefined ? null : { url: raw.MAP_TILE_URL, attribution: raw.MAP_TILE_ATTRIBUTION },
    pickup: {
      networks: {
        inpost: endpoint(raw.INPOST_BASE_URL, raw.INPOST_TOKEN),
        coll8: endpoint(raw.COLL8_BASE_URL),
        'collect-plus': endpoint(raw.COLLECTPLUS_BASE_URL),
        hermes: endpoint(raw.EVRI_BASE_URL),
        'hand-over': endpoint(raw.HANDOVER_BASE_URL),
      },
      timeoutMs: raw.PICKUP_TIMEOUT_MS,
    },
    // search
    algolia: algoliaConfigOf(raw, sites),
    // payments
    payments: paymentsConfigOf(raw, sites),
    googlePayMerchantId: raw.GOOGLE_PAY_MERCHANT_ID ?? null,
    // Orders and payments.
    orderIdKey: orderIdKeyOf(raw),
    orderPendingExpiryMs: raw.ORDER_PENDING_EXPIRY_MS,
    smtpUrl: raw.SMTP_URL ?? null,
    mailFrom: raw.MAIL_FROM,
    // checkout
    orderExpirySweepIntervalMs: raw.ORDER_EXPIRY_SWEEP_INTERVAL_MS,
    // Several nodes
    clusterWorkers: raw.CLUSTER_WORKERS,
    shutdownGraceMs: raw.SHUTDOWN_GRACE_MS,
    heapGrowthPercent: raw.HEAP_GROWTH_PERCENT,
    databasePool: { size: raw.DATABASE_POOL_SIZE, connectTimeoutMs: raw.DATABASE_CONNECT_TIMEOUT_MS, poolWaitMs: raw.DATABASE_POOL_WAIT_MS },
    // PayPal
    payPal: payPalConfigOf(raw, sites),
    // Klarna
    klarna: klarnaConfigOf(raw, sites),
  };
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
    return off ? { kind: 'off' } : { kind: 'sandbox' };
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

// Klarna.
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
