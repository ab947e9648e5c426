import { Value } from 'typebox/value';
import type { AdyenSettings } from '../adapters/providers/adyen/adyen-settings.js';
import type { AlgoliaSettings } from '../adapters/providers/algolia/algolia-settings.js';
import type { KlarnaSettings } from '../adapters/providers/klarna/klarna-payments-client.js';
import type { PayPalSettings } from '../adapters/providers/paypal/paypal-settings.js';
import type { SiteSettings } from '../adapters/providers/site-accounts.js';
import { SITE_VARIANTS } from '../domain/site/site-variants.js';
import { ConfigError } from './config-error.js';
import { acceptedBy, CONFIG_VARIABLES, type ConfigVariableName } from './config-variables.js';

type Variables = typeof CONFIG_VARIABLES;
type SiteVariableOf<P> = { [K in ConfigVariableName]: Variables[K] extends { group: P; perSite: true } ? K : never }[ConfigVariableName];
/** A provider whose accounts may differ per site: the group of some `perSite` variable. */
type SiteProvider = { [K in ConfigVariableName]: Variables[K] extends { perSite: true } ? Variables[K]['group'] : never }[ConfigVariableName];

/** A variable a site may set for itself: one marked `perSite` in CONFIG_VARIABLES. */
export type SiteVariable = SiteVariableOf<SiteProvider>;

const siteVariablesOf = <P extends SiteProvider>(provider: P): readonly SiteVariableOf<P>[] =>
  (Object.keys(CONFIG_VARIABLES) as ConfigVariableName[]).filter((name) => {
    const variable: { group: string; perSite?: true } = CONFIG_VARIABLES[name];
    return variable.group === provider && variable.perSite === true;
  }) as SiteVariableOf<P>[];

/**
 * The provider variables a site may set for itself (spec 1: the variant decides the credentials).
 * What stays shared is what one company has once: Adyen's environment and Checkout URL, PayPal's
 * API base URL, Algolia's hosts, every timeout.
 */
const SITE_VARIABLES: { [P in SiteProvider]: readonly SiteVariableOf<P>[] } = {
  adyen: siteVariablesOf('adyen'), payPal: siteVariablesOf('payPal'), klarna: siteVariablesOf('klarna'), algolia: siteVariablesOf('algolia'),
  tagManager: siteVariablesOf('tagManager'),
};

const ALL_SITE_VARIABLES: readonly string[] = Object.values(SITE_VARIABLES).flat();
/** Any variable of these providers with `__` in it is read as a site's own; a typo must not pass silently. */
const PROVIDER_VARIABLE = /^(ADYEN|PAYPAL|KLARNA|ALGOLIA|GTM)_[A-Z0-9_]*?__/;

/** The suffix of a site's variables: its id upper-cased, '-' as '_' ('yours-clothing-de' -> 'YOURS_CLOTHING_DE'). */
export const siteSuffixOf = (siteId: string): string => siteId.toUpperCase().replace(/-/g, '_');

/** A site's own variable: the shared name, '__', the site's suffix (ADYEN_MERCHANT_ACCOUNT__YOURS_CLOTHING_DE). */
export const siteVariableOf = (name: SiteVariable, siteId: string): string => `${name}__${siteSuffixOf(siteId)}`;

const SITE_OF_SUFFIX = new Map(SITE_VARIANTS.map((site) => [siteSuffixOf(site.id), site.id]));

/** The values each site sets for itself, by site id, then by shared variable name. */
export type SiteOverrides = ReadonlyMap<string, Partial<Record<SiteVariable, string>>>;

function fail(message: string): never {
  throw new ConfigError(`Invalid configuration: ${message}`);
}

/**
 * Reads every `<VARIABLE>__<SITE>` of the providers from the environment: the variable must be one a
 * site may set, the suffix a site, and the value must fit the shared variable's own schema.
 */
export function readSiteOverrides(env: Record<string, string | undefined>): SiteOverrides {
  const overrides = new Map<string, Partial<Record<SiteVariable, string>>>();
  for (const [variable, value] of Object.entries(env)) {
    if (value === undefined || !PROVIDER_VARIABLE.test(variable)) continue;
    const split = variable.indexOf('__');
    const name = variable.slice(0, split);
    const suffix = variable.slice(split + 2);
    if (!ALL_SITE_VARIABLES.includes(name)) {
      fail(`${variable}: ${name} cannot differ per site (a site may set its own ${ALL_SITE_VARIABLES.join(', ')})`);
    }
    const siteId = SITE_OF_SUFFIX.get(suffix);
    if (siteId === undefined) fail(`${variable}: '${suffix}' is not a site (one of ${[...SITE_OF_SUFFIX.keys()].join(', ')})`);
    if (!Value.Check(CONFIG_VARIABLES[name as SiteVariable].schema, value)) fail(`${variable} must be ${acceptedBy(name as SiteVariable)}`);
    overrides.set(siteId, { ...overrides.get(siteId), [name]: value });
  }
  return overrides;
}

type SiteValues = Partial<Record<SiteVariable, string>>;

/** The sites that set some of `names`, with what they set. */
function sitesSetting(overrides: SiteOverrides, names: readonly SiteVariable[]): [string, SiteValues][] {
  return [...overrides].filter(([, values]) => names.some((name) => values[name] !== undefined));
}

/** Per site that sets some of a provider's variables, its settings made from what it sets (site by site, in order). */
function settingsBySite<T>(overrides: SiteOverrides, provider: keyof typeof SITE_VARIABLES, settingsOf: (siteId: string, values: SiteValues) => T): SiteSettings<T> {
  return Object.fromEntries(sitesSetting(overrides, SITE_VARIABLES[provider]).map(([siteId, values]) => [siteId, settingsOf(siteId, values)]));
}

/** Whether a site sets a PayPal app of its own (a client id other than the shared one). */
const ownPayPalApp = (shared: PayPalSettings, values: SiteValues): boolean => values.PAYPAL_CLIENT_ID !== undefined && values.PAYPAL_CLIENT_ID !== shared.clientId;

/**
 * Refuses any site's own variable of a provider that runs as its sandbox, on the embedded engine or
 * not at all (`mode` says which, in words): such a value has no account to belong to.
 */
export function refuseSiteVariables(overrides: SiteOverrides, provider: keyof typeof SITE_VARIABLES, mode: string): void {
  const names = SITE_VARIABLES[provider];
  const [first] = sitesSetting(overrides, names);
  if (first === undefined) return;
  const name = names.find((n) => first[1][n] !== undefined)!;
  fail(`${siteVariableOf(name, first[0])} is set but ${mode}; a site's own account needs the shared one configured first`);
}

function together(siteId: string, values: SiteValues, a: SiteVariable, b: SiteVariable, why: string): void {
  if ((values[a] === undefined) !== (values[b] === undefined)) {
    const [set, missing] = values[a] === undefined ? [b, a] : [a, b];
    fail(`${siteVariableOf(set, siteId)} needs ${siteVariableOf(missing, siteId)} (${why})`);
  }
}

function needs(siteId: string, values: SiteValues, name: SiteVariable, required: SiteVariable, why: string): void {
  if (values[name] !== undefined && values[required] === undefined) fail(`${siteVariableOf(name, siteId)} needs ${siteVariableOf(required, siteId)} (${why})`);
}

/**
 * Adyen per site: usually the company's API key with a merchant account and client key per site.
 * A site's own API key is another API credential, whose client key it must bring too; a site's
 * own HMAC key is the key of its merchant account's webhook, so it comes with that merchant
 * account, and one merchant account never has two keys (notifications are verified by the
 * merchant account they name).
 */
export function adyenSitesOf(shared: AdyenSettings, overrides: SiteOverrides): SiteSettings<AdyenSettings> {
  const keyOfAccount = new Map([[shared.merchantAccount, { hmacKey: shared.hmacKey, variable: 'ADYEN_HMAC_KEY' }]]);
  return settingsBySite(overrides, 'adyen', (siteId, values) => {
    needs(siteId, values, 'ADYEN_API_KEY', 'ADYEN_CLIENT_KEY', 'a client key belongs to the API credential of its API key');
    needs(siteId, values, 'ADYEN_HMAC_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'an HMAC key verifies the notifications of one merchant account');
    const clientKey = values.ADYEN_CLIENT_KEY ?? shared.clientKey;
    if (!clientKey.startsWith(`${shared.environment}_`)) {
      fail(`${siteVariableOf('ADYEN_CLIENT_KEY', siteId)} must start with '${shared.environment}_' when ADYEN_ENVIRONMENT is ${shared.environment}`);
    }
    const settings: AdyenSettings = {
      ...shared,
      apiKey: values.ADYEN_API_KEY ?? shared.apiKey,
      clientKey,
      merchantAccount: values.ADYEN_MERCHANT_ACCOUNT ?? shared.merchantAccount,
      hmacKey: values.ADYEN_HMAC_KEY ?? shared.hmacKey,
    };
    const variable = values.ADYEN_HMAC_KEY === undefined ? 'ADYEN_HMAC_KEY' : siteVariableOf('ADYEN_HMAC_KEY', siteId);
    const known = keyOfAccount.get(settings.merchantAccount);
    if (known !== undefined && known.hmacKey.toLowerCase() !== settings.hmacKey.toLowerCase()) {
      fail(`${variable} and ${known.variable} give merchant account ${settings.merchantAccount} two HMAC keys; Adyen signs one merchant account's notifications with one key`);
    }
    keyOfAccount.set(settings.merchantAccount, { hmacKey: settings.hmacKey, variable });
    return settings;
  });
}

/**
 * PayPal per site: a site's own app (client id and secret together). Its webhook id falls back to
 * PAYPAL_WEBHOOK_ID only on the shared app: another app's webhook never verifies, so a site with its
 * own app sets its own webhook id whenever the shared one is set. A site on the shared app may still
 * set its own webhook id (a webhook of that app on the site's own host).
 */
export function payPalSitesOf(shared: PayPalSettings, overrides: SiteOverrides): SiteSettings<PayPalSettings> {
  return settingsBySite(overrides, 'payPal', (siteId, values) => {
    together(siteId, values, 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'a PayPal app is its client id and secret');
    const ownApp = ownPayPalApp(shared, values);
    if (ownApp && shared.webhookId !== null && values.PAYPAL_WEBHOOK_ID === undefined) {
      fail(`${siteVariableOf('PAYPAL_WEBHOOK_ID', siteId)} must be set: PAYPAL_WEBHOOK_ID is a webhook of the shared PayPal app, not of ${siteVariableOf('PAYPAL_CLIENT_ID', siteId)}`);
    }
    return {
      ...shared,
      clientId: values.PAYPAL_CLIENT_ID ?? shared.clientId,
      clientSecret: values.PAYPAL_CLIENT_SECRET ?? shared.clientSecret,
      webhookId: values.PAYPAL_WEBHOOK_ID ?? (ownApp ? null : shared.webhookId),
    };
  });
}

/**
 * The merchant id each site's PayPal button is loaded with (PAYPAL_MERCHANT_ID__<SITE>): the shared
 * one only on the shared app, since the SDK refuses a merchant id that is not its client id's
 * account; a site with its own app and no merchant id of its own goes by the app's own account.
 */
export function payPalMerchantIdsOf(shared: PayPalSettings, sharedMerchantId: string | null, overrides: SiteOverrides): SiteSettings<string | null> {
  return settingsBySite(overrides, 'payPal', (_siteId, values) => values.PAYPAL_MERCHANT_ID ?? (ownPayPalApp(shared, values) ? null : sharedMerchantId));
}

/**
 * Klarna per site: its own API user (username and password together), and, for a store in another
 * Klarna region (North America, Oceania), that region's API URL, whose credentials are its own.
 */
export function klarnaSitesOf(shared: KlarnaSettings, overrides: SiteOverrides, production: boolean): SiteSettings<KlarnaSettings> {
  return settingsBySite(overrides, 'klarna', (siteId, values) => {
    together(siteId, values, 'KLARNA_USERNAME', 'KLARNA_PASSWORD', 'they are one API user');
    needs(siteId, values, 'KLARNA_BASE_URL', 'KLARNA_USERNAME', 'each Klarna region has its own API users');
    if (production && values.KLARNA_BASE_URL !== undefined && !values.KLARNA_BASE_URL.startsWith('https://')) {
      fail(`${siteVariableOf('KLARNA_BASE_URL', siteId)} must be https when NODE_ENV is production`);
    }
    return {
      ...shared,
      username: values.KLARNA_USERNAME ?? shared.username,
      password: values.KLARNA_PASSWORD ?? shared.password,
      baseUrl: values.KLARNA_BASE_URL ?? shared.baseUrl,
    };
  });
}

/**
 * Algolia per site: its own application (with that application's search key), or its own search
 * key on the shared application (one restricted to its index). The admin key (for
 * `npm run index:algolia` only) falls back to ALGOLIA_ADMIN_KEY on the shared application only.
 */
export function algoliaSitesOf(shared: AlgoliaSettings, overrides: SiteOverrides): SiteSettings<AlgoliaSettings> {
  return settingsBySite(overrides, 'algolia', (siteId, values) => {
    needs(siteId, values, 'ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_SEARCH_KEY is a key of the shared application');
    const ownApplication = values.ALGOLIA_APP_ID !== undefined && values.ALGOLIA_APP_ID !== shared.appId;
    return {
      ...shared,
      appId: values.ALGOLIA_APP_ID ?? shared.appId,
      searchKey: values.ALGOLIA_SEARCH_KEY ?? shared.searchKey,
      adminKey: values.ALGOLIA_ADMIN_KEY ?? (ownApplication ? null : shared.adminKey),
    };
  });
}

/**
 * The tag manager container of each site that has one: its own (GTM_CONTAINER_ID__<SITE>), else the
 * shared GTM_CONTAINER_ID; a site with neither is left out (no tag manager there).
 */
export function tagManagerContainersOf(shared: string | null, overrides: SiteOverrides): SiteSettings<string> {
  return Object.fromEntries(SITE_VARIANTS.flatMap((site) => {
    const container = overrides.get(site.id)?.GTM_CONTAINER_ID ?? shared;
    return container === null ? [] : [[site.id, container]];
  }));
}
