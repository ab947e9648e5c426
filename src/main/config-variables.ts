import { Type, type TSchema } from 'typebox';
import { DEFAULT_RETURN_WINDOW_DAYS } from '../domain/orders/returns.js';

/**
 * The sections of docs/configuration.md, in its order; `about` is what a section's variables do
 * together (Markdown).
 */
export const CONFIG_GROUPS = {
  server: { title: 'Server', about: 'The process, its HTTP server and sessions.' },
  database: { title: 'Database', about: 'The embedded PGlite database, or PostgreSQL with `DATABASE_URL`.' },
  caches: { title: 'Caches', about: 'Per-node caches of rendered pages and catalog reads.' },
  nodes: { title: 'Several nodes and memory', about: 'See [Running several nodes](../README.md#running-several-nodes-on-postgresql).' },
  orders: { title: 'Orders', about: 'Order ids in the browser, and orders left unpaid.' },
  email: { title: 'Order emails', about: 'Order confirmation emails.' },
  webhooks: {
    title: 'Order webhooks',
    about: 'Every change to an order (placed, paid, captured, dispatched, delivered, cancelled, returns, refunds) is sent as JSON to each of `ORDER_WEBHOOK_URLS`, signed by the Standard Webhooks scheme with `ORDER_WEBHOOK_SECRET` (the body is described in [order-events.md](order-events.md)). Each node runs the dispatcher; a delivery not answered 2xx is tried again with backoff for three days, then listed as failed for an operator to redeliver.',
  },
  pickup: {
    title: 'Pick-up maps and networks',
    about: 'The maps of the pick-up step and each pick-up network\'s API; a network without its URL comes from the bundled sandbox network.',
  },
  algolia: {
    title: 'Search: Algolia',
    about: 'With `ALGOLIA_APP_ID` and `ALGOLIA_SEARCH_KEY` set together, search, suggestions and related products run on Algolia (index per site: the site\'s recommendation index, e.g. `ev_gb_products`, with replicas `_price_asc`, `_price_desc`, `_newest`); unset, on the embedded engine in the database.',
  },
  sandbox: {
    title: 'Payment sandbox',
    about: 'The payment sandbox takes payments when no `ADYEN_*` variable is set: no real money, marked on every page.',
  },
  adyen: {
    title: 'Payments: Adyen',
    about: 'The six `ADYEN_*` variables without a default go together: all set, payments run on Adyen; none set, on the payment sandbox; some set is a start-up error naming the missing ones.',
  },
  payPal: {
    title: 'PayPal',
    about: 'With `PAYPAL_CLIENT_ID` and `PAYPAL_CLIENT_SECRET`, PayPal Orders v2 takes PayPal payments and the basket page shows PayPal\'s own button (JS SDK, loaded only when shown). Neither set: the PayPal sandbox (our own approval page, no real money); in production only with `PAYMENTS_SANDBOX_IN_PRODUCTION=true`, otherwise no PayPal button. One without the other is a start-up error.',
  },
  klarna: {
    title: 'Klarna',
    about: 'The three `KLARNA_*` variables without a default go together: some without the others stops start-up naming the missing ones; none set, Klarna runs as the sandbox (its authorise dialog approves or declines), and in production Klarna is then not offered unless `PAYMENTS_SANDBOX_IN_PRODUCTION=true`.',
  },
  tagManager: {
    title: 'Tag manager and consent',
    about: 'Every page asks the shopper\'s consent (necessary, analytics, marketing) on the first visit and tells Google Consent Mode v2 everything is denied until then. A site with a Google Tag Manager container loads it only after analytics or marketing consent; the container\'s origins are added to the CSP only when some site has one. Without one, the shop asks no third party.',
  },
  images: {
    title: 'Product images',
    about: 'Images named by an import (http(s) URLs, or files beside the import file) are fetched, resized and stored under `DATA_DIR/images/products/`; several nodes need that folder shared. Addresses that are not public (private, loopback, link-local, unique-local, multicast) are never fetched.',
  },
} as const;

/** One environment variable: its schema (type, default, range) and the words docs/configuration.md shows. */
interface ConfigVariable {
  group: keyof typeof CONFIG_GROUPS;
  schema: TSchema;
  /** What it does (Markdown). */
  doc: string;
  /** What a value must be, in words, where the schema's bounds do not say it (a pattern, a format). */
  accepts?: string;
  /** The default column's words where the schema's default does not tell it. */
  unset?: string;
  /** A site may set its own value, `<NAME>__<SITE>` (src/main/site-credentials.ts). */
  perSite?: true;
}

// What several variables accept.
const NETWORK_API = { schema: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })), accepts: 'an http(s) URL' };
const HEX_KEY = { schema: Type.Optional(Type.String({ pattern: '^([0-9A-Fa-f]{2}){16,}$', maxLength: 256 })), accepts: '32 to 256 hex digits (16 to 128 bytes)' };
const API_URL = { pattern: '^https?://[^\\s?#]+$', maxLength: 300 };
const API_URL_WORDS = 'an http(s) URL without query or fragment, at most 300 characters';

/** Every environment variable the storefront reads; a value that does not fit stops the process naming it. */
export const CONFIG_VARIABLES = {
  NODE_ENV: {
    group: 'server', schema: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], { default: 'development' }),
    doc: 'Production requires `COOKIE_SECRET`, `ORDER_ID_KEY` and real payments (see `PAYMENTS_SANDBOX_IN_PRODUCTION`).',
  },
  HOST: { group: 'server', schema: Type.String({ default: '0.0.0.0', minLength: 1 }), doc: 'Interface to listen on.' },
  PORT: { group: 'server', schema: Type.Integer({ default: 3000, minimum: 0, maximum: 65535 }), doc: 'HTTP port.' },
  LOG_LEVEL: {
    group: 'server', schema: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), { default: 'info' }),
    doc: 'pino level. Logs are JSON lines with a request id (`x-request-id` is accepted and echoed).',
  },
  SITE_HOSTS: {
    group: 'server', schema: Type.String({ default: '' }), accepts: 'host=siteId pairs separated by commas',
    doc: 'Production host names per site: `www.evans.co.uk=evans,www.yourclothing.de=yours-clothing-de`.',
  },
  COOKIE_SECRET: {
    group: 'server', schema: Type.Optional(Type.String({ minLength: 32 })), unset: 'random per process',
    doc: 'Secret that signs cookies. Set it in production and share it across nodes.',
  },
  TRUST_PROXY: { group: 'server', schema: Type.Boolean({ default: false }), doc: '`true` behind a load balancer, so client addresses and protocol come from `X-Forwarded-*`.' },
  REQUEST_TIMEOUT_MS: {
    group: 'server', schema: Type.Integer({ default: 30_000, minimum: 1_000, maximum: 600_000 }),
    doc: 'How long a client may take to send a whole request (headers and body); a body still arriving after that is answered 408 and the connection closed.',
  },
  SESSION_PURGE_INTERVAL_MS: {
    group: 'server', schema: Type.Integer({ default: 3_600_000, minimum: 0, maximum: 604_800_000 }),
    doc: 'How often each node removes sessions idle for 30 days and the basket lines and wishlist items of guests whose session is gone (also once at start-up); `0` turns it off.',
  },
  PASSWORD_HASH_CONCURRENCY: {
    group: 'server', schema: Type.Integer({ default: 2, minimum: 1, maximum: 64 }),
    doc: 'Password hashes (scrypt, about half a second each) one node runs at once; sign-in and register beyond it answer 503 with `Retry-After: 1` at once, so a flood cannot take the thread pool that compresses pages (libuv has 4 threads by default).',
  },
  PASSWORD_HASH_COST: {
    group: 'server', schema: Type.Integer({ default: 17, minimum: 10, maximum: 20 }),
    doc: 'scrypt\'s cost for new password hashes, as the power of two of N (r=8, p=1): `17` is OWASP\'s minimum, about 128 MiB of memory work and half a second a hash, and each step up doubles both. Production refuses less than 17; the tests run with less. Every hash keeps the cost it was made with, so accounts hashed before a change still sign in.',
  },
  OPERATOR_SESSION_IDLE_MINUTES: {
    group: 'server', schema: Type.Integer({ default: 30, minimum: 1, maximum: 1_440 }),
    doc: 'Minutes an operator\'s console session lasts without a request; then the operator signs in again. Operators and API keys are made with `npm run operator` (see the README).',
  },
  DATA_DIR: {
    group: 'database', schema: Type.String({ default: './data', minLength: 1 }),
    doc: 'Folder of the embedded PGlite database (`<DATA_DIR>/pglite`), locked by the process that opens it: a second process on the same folder exits (code 2) naming the holder. A lock left by a killed process goes stale after 10 s. Ignored when `DATABASE_URL` is set.',
  },
  DATABASE_URL: {
    group: 'database', schema: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })), accepts: 'a postgres:// or postgresql:// URL',
    doc: '`postgres://user:password@host:5432/db`: use PostgreSQL instead of the embedded database.',
  },
  SEED_PRODUCTS_PER_BRAND: { group: 'database', schema: Type.Integer({ default: 320, minimum: 0, maximum: 1_000_000 }), doc: 'Size of the demo catalog created when the database is empty.' },
  DATABASE_POOL_SIZE: {
    group: 'database', schema: Type.Integer({ default: 10, minimum: 1, maximum: 1_000 }),
    doc: 'PostgreSQL connections per process; the cache-invalidation listener takes one more. Keep processes × (pool + 1) under the server\'s `max_connections`.',
  },
  DATABASE_CONNECT_TIMEOUT_MS: {
    group: 'database', schema: Type.Integer({ default: 2_000, minimum: 100, maximum: 60_000 }),
    doc: 'Longest wait for a new PostgreSQL connection to open before the request fails with 503 `DATABASE_UNAVAILABLE`. After a connection error, requests fail at once for 1 s before the database is tried again.',
  },
  DATABASE_POOL_WAIT_MS: {
    group: 'database', schema: Type.Integer({ default: 10_000, minimum: 100, maximum: 60_000 }),
    doc: 'Longest wait for a connection of a full pool to come free before the request fails with 503 `DATABASE_UNAVAILABLE`. Requests wait in arrival order; a full pool is busy, not down, so this wait is bounded apart from the connect timeout, is longer, and opens no fail-fast window.',
  },
  PAGE_CACHE_TTL_MS: {
    group: 'caches', schema: Type.Integer({ default: 10_000, minimum: 0, maximum: 3_600_000 }),
    doc: 'How long a rendered catalog page is served from the per-node cache. `0` disables caching.',
  },
  PAGE_CACHE_MAX_ENTRIES: { group: 'caches', schema: Type.Integer({ default: 5_000, minimum: 0, maximum: 1_000_000 }), doc: 'Most pages kept in that cache.' },
  PAGE_CACHE_MAX_MB: {
    group: 'caches', schema: Type.Integer({ default: 128, minimum: 1, maximum: 65_536 }),
    doc: 'Most memory those pages may take (HTML and its gzip and brotli copies). Entries are keyed on the site, the path and the query parameters the page accepts, so unknown parameters (`?utm_source=`) share one entry.',
  },
  CATALOG_CACHE_TTL_MS: {
    group: 'caches', schema: Type.Integer({ default: 10_000, minimum: 0, maximum: 3_600_000 }),
    doc: 'How long a product or category read from the database is reused by basket, quick-view and wishlist requests. `0` disables it. Stock is always checked in the database when the basket changes.',
  },
  CLUSTER_WORKERS: {
    group: 'nodes', schema: Type.Integer({ default: 0, minimum: 0, maximum: 256 }),
    doc: 'App processes `npm run start:cluster` runs on one port (needs `DATABASE_URL`); `0`: one per core.',
  },
  SHUTDOWN_GRACE_MS: {
    group: 'nodes', schema: Type.Integer({ default: 10_000, minimum: 0, maximum: 600_000 }),
    doc: 'On `SIGTERM`/`SIGINT` a process stops accepting, lets in-flight requests finish for at most this long, closes the database and exits.',
  },
  HEAP_GROWTH_PERCENT: {
    group: 'nodes', schema: Type.Integer({ default: 50, minimum: 0, maximum: 300 }),
    doc: 'How far the JavaScript heap may grow past its live data before a full collection. V8\'s own rule lets it reach up to four times its live data under load, which on a 100,000-product catalog put a node at 400 MB resident; 50 keeps it near 270 MB for a few more collections, most of them concurrent. `0` leaves V8\'s rule. A `--heap-growing-percent` in `NODE_OPTIONS` wins.',
  },
  ORDER_ID_KEY: {
    group: 'orders', schema: Type.Optional(Type.String({ minLength: 43, maxLength: 64 })), accepts: '32 bytes as 64 hex digits or base64',
    unset: 'a key made once under `DATA_DIR/secrets/order-id.key`',
    doc: 'Seals the order ids the browser carries (AES-256-GCM). Required in production, the same on every node.',
  },
  ORDER_PENDING_EXPIRY_MS: {
    group: 'orders', schema: Type.Integer({ default: 3_600_000, minimum: 60_000, maximum: 604_800_000 }),
    doc: 'How long an order may wait for its payment before the sweep expires it and its stock goes back.',
  },
  MANUAL_CAPTURE_SITES: {
    group: 'orders', schema: Type.String({ default: '', pattern: '^[a-z0-9,-]*$', maxLength: 500 }), accepts: 'site ids separated by commas',
    doc: 'Sites whose payments are only authorised at checkout and captured later by an operator (`POST /operator/api/orders/{reference}/captures`); the other sites capture at authorisation. Example: `evans,yours-clothing`.',
  },
  RETURN_WINDOW_DAYS: {
    group: 'orders', schema: Type.Integer({ default: DEFAULT_RETURN_WINDOW_DAYS, minimum: 1, maximum: 365 }),
    doc: 'How many days a shopper has to ask for a return, counted from the day a line was delivered (or dispatched, for a parcel never marked delivered); a site may set its own in `SITE_RETURN_WINDOW_DAYS`.',
  },
  SITE_RETURN_WINDOW_DAYS: {
    group: 'orders', schema: Type.String({ default: '', pattern: '^([a-z0-9-]+=[0-9]{1,3})?(,[a-z0-9-]+=[0-9]{1,3})*$', maxLength: 500 }), accepts: 'siteId=days pairs separated by commas',
    doc: 'Return windows of sites that differ from `RETURN_WINDOW_DAYS`, in days (1 to 365): `evans=14,yours-clothing-de=30`.',
  },
  ORDER_EXPIRY_SWEEP_INTERVAL_MS: {
    group: 'orders', schema: Type.Integer({ default: 60_000, minimum: 0, maximum: 3_600_000 }),
    doc: 'How often each node closes payment calls left without an answer for 30 s, then expires orders still pending after `ORDER_PENDING_EXPIRY_MS` (their stock and vouchers go back); `0` turns the sweep off.',
  },
  PAYMENT_RESEND_SWEEP_INTERVAL_MS: {
    group: 'orders', schema: Type.Integer({ default: 60_000, minimum: 0, maximum: 3_600_000 }),
    doc: 'How often each node asks a payment provider again for the captures, cancels, refunds and releases the shop recorded and the provider never took (out of reach, or the process stopped before the call), two minutes after they were recorded and then with a backoff up to an hour; `0` turns this node\'s sweep off.',
  },
  ORDER_WEBHOOK_URLS: {
    group: 'webhooks', schema: Type.Optional(Type.String({ maxLength: 2000 })), accepts: 'https URLs separated by commas (http only for localhost)',
    doc: 'The endpoints order events are delivered to, separated by commas. An endpoint added later gets the events written from then on; one removed gets nothing more. Needs `ORDER_WEBHOOK_SECRET`.',
  },
  ORDER_WEBHOOK_SECRET: {
    group: 'webhooks', schema: Type.Optional(Type.String({ pattern: '^whsec_[A-Za-z0-9+/]{32,}={0,2}$' })), accepts: '`whsec_` followed by a base64 key of at least 24 bytes',
    doc: 'The Standard Webhooks signing secret shared with the receivers (`whsec_` and a base64 key: `echo whsec_$(openssl rand -base64 32)`).',
  },
  ORDER_WEBHOOK_TIMEOUT_MS: {
    group: 'webhooks', schema: Type.Integer({ default: 10_000, minimum: 100, maximum: 60_000 }),
    doc: 'How long a receiver has to answer one delivery; no answer by then is a failure to try again.',
  },
  ORDER_WEBHOOK_POLL_INTERVAL_MS: {
    group: 'webhooks', schema: Type.Integer({ default: 1_000, minimum: 0, maximum: 60_000 }),
    doc: 'How often each node looks for order events due for delivery (a round that finds a full batch looks again at once); `0` turns this node\'s dispatcher off.',
  },
  SMTP_URL: {
    group: 'email', schema: Type.Optional(Type.String({ pattern: '^smtps?://[^\\s]+$', maxLength: 500 })), accepts: 'an smtp:// or smtps:// URL, at most 500 characters',
    doc: '`smtp://user:pass@host:587` or `smtps://...`: order confirmation emails go over SMTP. Unset, each email is written as a `.eml` file under `DATA_DIR/mail/` and logged.',
  },
  MAIL_FROM: { group: 'email', schema: Type.String({ default: 'Storefront <orders@storefront.invalid>', minLength: 3, maxLength: 200 }), doc: 'The sender of order emails.' },
  MAP_TILE_URL: {
    group: 'pickup',
    schema: Type.Optional(Type.String({ pattern: '^https?://[^/?#\\s]+/[^\\s]*\\{z\\}[^\\s]*\\{x\\}[^\\s]*\\{y\\}[^\\s]*$', maxLength: 500 })),
    accepts: 'an http(s) URL template with {z}, {x} and {y}, at most 500 characters',
    doc: 'Tile server for the pick-up maps (optionally with `{s}`), e.g. `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`; its host is added to the CSP\'s `img-src`. Unset, the maps draw the UK and Ireland from bundled Natural Earth outlines and ask no tile server.',
  },
  MAP_TILE_ATTRIBUTION: {
    group: 'pickup', schema: Type.String({ default: '', maxLength: 300 }),
    doc: 'Attribution shown on the maps with `MAP_TILE_URL` (HTML, as the tile provider asks), e.g. `&copy; OpenStreetMap contributors`.',
  },
  INPOST_BASE_URL: { group: 'pickup', ...NETWORK_API, doc: 'InPost\'s points API (the part before `/v1/points`) for parcel lockers.' },
  INPOST_TOKEN: { group: 'pickup', schema: Type.Optional(Type.String({ minLength: 1 })), doc: 'Bearer token sent to `INPOST_BASE_URL`, for hosts that need one.' },
  COLL8_BASE_URL: { group: 'pickup', ...NETWORK_API, doc: 'Coll8\'s pick-up point API (`GET /locations?searchTerm=`, `/locations/{id}`).' },
  COLLECTPLUS_BASE_URL: { group: 'pickup', ...NETWORK_API, doc: 'Collect+ store API (`GET /stores?searchTerm=`, `/stores/{siteNumber}`).' },
  EVRI_BASE_URL: { group: 'pickup', ...NETWORK_API, doc: 'Evri (Hermes) ParcelShop API (`GET /parcelshops?searchTerm=`, `/parcelshops/{externalId}`).' },
  HANDOVER_BASE_URL: { group: 'pickup', ...NETWORK_API, doc: 'Hand-over point API (`GET /points?searchTerm=`, `/points/{facilityId}`).' },
  PICKUP_TIMEOUT_MS: {
    group: 'pickup', schema: Type.Integer({ default: 3_000, minimum: 100, maximum: 60_000 }),
    doc: 'How long a pick-up network\'s API may take; a slower, failing or unreadable answer is logged and the search answered as no results.',
  },
  ALGOLIA_APP_ID: { group: 'algolia', schema: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,40}$' })), accepts: '1 to 40 letters or digits', perSite: true, doc: 'Algolia application id.' },
  ALGOLIA_SEARCH_KEY: { group: 'algolia', schema: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), perSite: true, doc: 'Search-only API key (set together with `ALGOLIA_APP_ID`).' },
  ALGOLIA_ADMIN_KEY: {
    group: 'algolia', schema: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), perSite: true,
    doc: 'Admin API key, used only by `npm run index:algolia` to push the catalog (settings, replicas, records in batches of 1000).',
  },
  ALGOLIA_HOSTS: {
    group: 'algolia', schema: Type.String({ default: '' }), accepts: 'hosts separated by commas, each [http(s)://]host[:port]', unset: 'Algolia\'s own',
    doc: 'Hosts to use instead (default scheme https). Timeouts: connect 1 s, read 2 s, write 30 s; a host that fails is skipped for 2 minutes.',
  },
  PAYMENTS_SANDBOX_IN_PRODUCTION: {
    group: 'sandbox', schema: Type.Boolean({ default: false }),
    doc: 'With `NODE_ENV=production` and no `ADYEN_*` set, start-up fails unless this is `true` (a demo shop that takes no money on purpose); it also lets production run the PayPal and Klarna sandboxes.',
  },
  PAYMENTS_SANDBOX_HMAC_KEY: {
    group: 'sandbox', ...HEX_KEY, unset: 'derived',
    doc: 'Key signing the sandbox\'s webhooks and payment tokens; set the same on every node. Unset, it is derived from `COOKIE_SECRET`, or random per process when that is unset too.',
  },
  PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: {
    group: 'sandbox', schema: Type.Integer({ default: 3_000, minimum: 0, maximum: 600_000 }),
    doc: 'How long after a Received payment (holder name PENDING, SEPA) the sandbox sends its AUTHORISATION webhook.',
  },
  PAYPAL_SANDBOX_PENDING_REFUND_PERCENT: {
    group: 'sandbox', schema: Type.Integer({ default: 0, minimum: 0, maximum: 100 }),
    doc: 'The share of the PayPal sandbox\'s refunds that answer PENDING (as an eCheck\'s do) and complete, or fail for an amount ending in 13 minor units, by webhook `PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS` later; the others complete at once.',
  },
  ADYEN_API_KEY: { group: 'adyen', schema: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })), perSite: true, doc: 'Adyen Checkout API key, sent as `x-api-key`.' },
  ADYEN_CLIENT_KEY: {
    group: 'adyen', schema: Type.Optional(Type.String({ pattern: '^(test|live)_[A-Za-z0-9]+$', maxLength: 200 })), perSite: true,
    accepts: 'test_ or live_ then letters or digits, at most 200 characters',
    doc: 'Client key for `@adyen/adyen-web` in the browser; its prefix matches `ADYEN_ENVIRONMENT`.',
  },
  ADYEN_MERCHANT_ACCOUNT: {
    group: 'adyen', schema: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,80}$' })), accepts: '1 to 80 letters, digits, _ or -', perSite: true,
    doc: 'Merchant account every call names.',
  },
  ADYEN_HMAC_KEY: {
    group: 'adyen', ...HEX_KEY, perSite: true,
    doc: 'HMAC key of the webhook configuration; `POST /api/payments/adyen/notifications` answers 401 to any item not signed with it, or, for an item naming a site\'s own merchant account, with that site\'s own key.',
  },
  ADYEN_ENVIRONMENT: { group: 'adyen', schema: Type.Optional(Type.Union([Type.Literal('test'), Type.Literal('live')])), doc: 'Adyen\'s test or live platform.' },
  ADYEN_CHECKOUT_URL: {
    group: 'adyen', schema: Type.Optional(Type.String(API_URL)), accepts: API_URL_WORDS,
    doc: 'Base of the Checkout API without the version, e.g. `https://checkout-test.adyen.com` or your live prefix URL `https://{prefix}-checkout-live.adyenpayments.com/checkout` (https required for live); `/v72/...` is appended.',
  },
  ADYEN_TIMEOUT_MS: {
    group: 'adyen', schema: Type.Integer({ default: 15_000, minimum: 100, maximum: 120_000 }),
    doc: 'How long one Adyen call may take; slower, unreachable or 5xx is answered as `PROVIDER_UNAVAILABLE`.',
  },
  GOOGLE_PAY_MERCHANT_ID: {
    group: 'adyen', schema: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,40}$' })), accepts: '1 to 40 letters or digits',
    doc: 'Google Pay: the merchant id from Google\'s Pay & Wallet Console, written to the basket page\'s "Google merchant account" input and given to Google Pay as `merchantId`; Google requires it when `ADYEN_ENVIRONMENT` is `live` (Google Pay\'s PRODUCTION). The gateway merchant is always the site\'s Adyen merchant account. Unused by the payment sandbox.',
  },
  PAYPAL_CLIENT_ID: {
    group: 'payPal', schema: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,200}$' })), accepts: '1 to 200 letters, digits, _ or -', perSite: true,
    doc: 'PayPal app\'s client id.',
  },
  PAYPAL_CLIENT_SECRET: {
    group: 'payPal', schema: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), perSite: true,
    doc: 'PayPal app\'s client secret (OAuth2 client credentials; the token is cached until shortly before it expires).',
  },
  PAYPAL_BASE_URL: {
    group: 'payPal', schema: Type.String({ default: 'https://api-m.sandbox.paypal.com', ...API_URL }), accepts: API_URL_WORDS,
    doc: 'PayPal\'s REST API: `https://api-m.paypal.com` for live (https required in production).',
  },
  PAYPAL_TIMEOUT_MS: {
    group: 'payPal', schema: Type.Integer({ default: 15_000, minimum: 100, maximum: 120_000 }),
    doc: 'How long one PayPal call may take; slower, unreachable or 5xx is `PROVIDER_UNAVAILABLE`.',
  },
  PAYPAL_WEBHOOK_ID: {
    group: 'payPal', schema: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,100}$' })), accepts: '1 to 100 letters or digits', perSite: true,
    doc: 'The id of the shop\'s webhook in PayPal\'s developer portal (listening on `/checkout/paypal/webhook` for `CHECKOUT.ORDER.APPROVED`, `PAYMENT.CAPTURE.COMPLETED`, `PAYMENT.CAPTURE.DENIED`, and for refunds `PAYMENT.CAPTURE.REFUNDED`, `PAYMENT.REFUND.PENDING`, `PAYMENT.REFUND.FAILED`, `PAYMENT.CAPTURE.REVERSED`); PayPal\'s webhooks are verified against it. Unset with PayPal configured: every webhook is refused (401) and the browser\'s capture alone completes orders. The sandbox signs its webhooks with a key derived from `PAYMENTS_SANDBOX_HMAC_KEY`.',
  },
  PAYPAL_MERCHANT_ID: {
    group: 'payPal', schema: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._%+@-]{1,127}$' })), accepts: '1 to 127 letters, digits or . _ % + @ -', perSite: true,
    doc: 'The merchant id (payer id, or the account\'s email) the basket page\'s PayPal JS SDK is loaded with (`merchant-id`), as the spec\'s SDK options list. Needs `PAYPAL_CLIENT_ID` and `PAYPAL_CLIENT_SECRET`; unset: the SDK goes by the client id\'s own account.',
  },
  KLARNA_USERNAME: { group: 'klarna', schema: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), perSite: true, doc: 'Klarna Payments API user (basic auth).' },
  KLARNA_PASSWORD: { group: 'klarna', schema: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })), perSite: true, doc: 'The API user\'s password.' },
  KLARNA_BASE_URL: {
    group: 'klarna', schema: Type.Optional(Type.String(API_URL)), accepts: API_URL_WORDS, perSite: true,
    doc: '`https://api.playground.klarna.com` (test) or `https://api.klarna.com` (live, or your region\'s host); https required in production.',
  },
  KLARNA_TIMEOUT_MS: {
    group: 'klarna', schema: Type.Integer({ default: 15_000, minimum: 100, maximum: 120_000 }),
    doc: 'How long one Klarna call may take; slower, unreachable or 5xx is `PROVIDER_UNAVAILABLE` and may be retried.',
  },
  IMAGE_FETCH_TIMEOUT_MS: {
    group: 'images', schema: Type.Integer({ default: 10_000, minimum: 500, maximum: 120_000 }),
    doc: 'How long fetching one product image of an import may take, redirects included; a slower image is a warning on its product\'s line.',
  },
  IMAGE_MAX_BYTES: {
    group: 'images', schema: Type.Integer({ default: 20_000_000, minimum: 100_000, maximum: 200_000_000 }),
    doc: 'The largest product image an import fetches or reads, in bytes; the download stops past it and the image is a warning on its line.',
  },
  IMPORT_MAX_BYTES: {
    group: 'images', schema: Type.Integer({ default: 536_870_912, minimum: 1_000_000, maximum: 4_294_967_296 }),
    doc: 'The largest import file `POST /operator/api/catalog/imports` takes, in bytes (it is read as it arrives, never held whole); past it the import stops with 413 and nothing is applied. `npm run import` reads files of any size.',
  },
  GTM_CONTAINER_ID: {
    group: 'tagManager', schema: Type.Optional(Type.String({ pattern: '^GTM-[A-Z0-9]{4,12}$' })), accepts: '`GTM-` and 4 to 12 capital letters or digits', perSite: true,
    doc: 'The Google Tag Manager container of every site, e.g. `GTM-ABC1234`; a site sets its own with `GTM_CONTAINER_ID__<SITE>`. Loaded after the shopper\'s analytics or marketing consent only. Unset: no tag manager, and the CSP stays without Google\'s origins.',
  },
  GTM_ORIGIN: {
    group: 'tagManager', schema: Type.String({ default: 'https://www.googletagmanager.com', ...API_URL }), accepts: API_URL_WORDS,
    doc: 'Where `gtm.js` is loaded from: Google\'s own origin, or a first-party tagging server (server-side tagging) on a host of your own, which the CSP then allows.',
  },
} as const satisfies Record<string, ConfigVariable>;

export type ConfigVariableName = keyof typeof CONFIG_VARIABLES;

interface Bounds { type?: string; anyOf?: { const: string }[]; minimum?: number; maximum?: number; minLength?: number; maxLength?: number; pattern?: string }

/** What the schema accepts in words: the bounds of a number or a text, the values of a choice. */
function acceptedOf(name: string, variable: ConfigVariable): string {
  if (variable.accepts !== undefined) return variable.accepts;
  const { type, anyOf, minimum, maximum, minLength = 0, maxLength, pattern } = variable.schema as Bounds;
  if (anyOf) return `one of ${anyOf.map((o) => o.const).join(', ')}`;
  if (type === 'integer') return `an integer from ${minimum} to ${maximum}`;
  if (type === 'boolean') return 'true or false';
  if (type === 'string' && pattern === undefined) {
    if (maxLength !== undefined) return minLength > 0 ? `${minLength} to ${maxLength} characters` : `at most ${maxLength} characters`;
    if (minLength > 1) return `at least ${minLength} characters`;
    if (minLength === 1) return 'non-empty text';
  }
  throw new Error(`${name}: its definition must say in words what it accepts`);
}

const ACCEPTED = Object.fromEntries(Object.entries(CONFIG_VARIABLES).map(([name, variable]) => [name, acceptedOf(name, variable)])) as Record<ConfigVariableName, string>;

/** What a value of `name` must be, as start-up errors and docs/configuration.md say it ("an integer from 0 to 65535"). */
export const acceptedBy = (name: ConfigVariableName): string => ACCEPTED[name];
