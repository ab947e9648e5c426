import { describe, expect, it } from 'vitest';
import { SITE_VARIANTS } from '../../src/domain/site/site-variants.js';
import { ConfigError, loadConfig } from '../../src/main/config.js';
import { payPalButtonOf } from '../../src/main/checkout-paypal-settings.js';
import { siteSuffixOf, siteVariableOf } from '../../src/main/site-credentials.js';

const ADYEN = {
  ADYEN_API_KEY: 'AQE-company', ADYEN_CLIENT_KEY: 'test_SHARED', ADYEN_MERCHANT_ACCOUNT: 'StorefrontECOM', ADYEN_HMAC_KEY: 'ab'.repeat(32),
  ADYEN_ENVIRONMENT: 'test', ADYEN_CHECKOUT_URL: 'https://checkout-test.adyen.com',
};
const PAYPAL = { PAYPAL_CLIENT_ID: 'shared-app', PAYPAL_CLIENT_SECRET: 'shared-secret' };
const KLARNA = { KLARNA_USERNAME: 'PK1_shared', KLARNA_PASSWORD: 'shared', KLARNA_BASE_URL: 'https://api.playground.klarna.com' };
const ALGOLIA = { ALGOLIA_APP_ID: 'SHAREDAPP', ALGOLIA_SEARCH_KEY: 'shared-search', ALGOLIA_ADMIN_KEY: 'shared-admin' };
const ALL = { ...ADYEN, ...PAYPAL, ...KLARNA, ...ALGOLIA };

const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('per-site provider accounts', () => {
  it('names a site\'s variable: the shared name, "__", the site id upper-cased with "-" as "_"', () => {
    expect(siteVariableOf('ADYEN_MERCHANT_ACCOUNT', 'yours-clothing-de')).toBe('ADYEN_MERCHANT_ACCOUNT__YOURS_CLOTHING_DE');
    expect(siteVariableOf('PAYPAL_CLIENT_ID', 'long-tall-us')).toBe('PAYPAL_CLIENT_ID__LONG_TALL_US');
    expect(new Set(SITE_VARIANTS.map((site) => siteSuffixOf(site.id))).size).toBe(SITE_VARIANTS.length);
  });

  it('gives a site its own values and the shared ones for the rest; sites without any have no entry', () => {
    const config = loadConfig({
      ...ALL,
      ADYEN_MERCHANT_ACCOUNT__YOURS_CLOTHING_DE: 'YoursDE', ADYEN_CLIENT_KEY__YOURS_CLOTHING_DE: 'test_DE',
      PAYPAL_CLIENT_ID__EVANS_IE: 'evans-ie-app', PAYPAL_CLIENT_SECRET__EVANS_IE: 'evans-ie-secret',
      KLARNA_USERNAME__LONG_TALL_US: 'PK9_na', KLARNA_PASSWORD__LONG_TALL_US: 'na', KLARNA_BASE_URL__LONG_TALL_US: 'https://api-na.playground.klarna.com',
      ALGOLIA_APP_ID__PIXIE: 'PIXIEAPP', ALGOLIA_SEARCH_KEY__PIXIE: 'pixie-search', ALGOLIA_SEARCH_KEY__EVANS: 'evans-only-search',
    });
    expect(config.payments).toMatchObject({ kind: 'adyen', bySite: { 'yours-clothing-de': { apiKey: 'AQE-company', merchantAccount: 'YoursDE', clientKey: 'test_DE', hmacKey: 'ab'.repeat(32) } } });
    expect(Object.keys(config.payments.kind === 'adyen' ? config.payments.bySite : {})).toEqual(['yours-clothing-de']);
    expect(config.payPal).toMatchObject({ kind: 'paypal', bySite: { 'evans-ie': { clientId: 'evans-ie-app', clientSecret: 'evans-ie-secret', baseUrl: 'https://api-m.sandbox.paypal.com' } } });
    expect(config.klarna).toMatchObject({ kind: 'klarna', bySite: { 'long-tall-us': { username: 'PK9_na', password: 'na', baseUrl: 'https://api-na.playground.klarna.com' } } });
    expect(config.algolia?.bySite).toEqual({
      pixie: { appId: 'PIXIEAPP', searchKey: 'pixie-search', adminKey: null, hosts: [] },
      evans: { appId: 'SHAREDAPP', searchKey: 'evans-only-search', adminKey: 'shared-admin', hosts: [] },
    });
  });

  it('leaves variables of other programs alone', () => {
    expect(() => loadConfig({ npm_config__cache: 'x', SOME_TOOL__PIXIE: 'y' })).not.toThrow();
  });

  it.each([
    [{ ADYEN_MERCHANT_ACCOUNT__YOURS_CLOTHING_XX: 'M' }, "ADYEN_MERCHANT_ACCOUNT__YOURS_CLOTHING_XX: 'YOURS_CLOTHING_XX' is not a site"],
    [{ ADYEN_MERCHANT_ACCOUNT__yours_clothing_de: 'M' }, 'ADYEN_MERCHANT_ACCOUNT__yours_clothing_de'],
    [{ PAYPAL_CLIENT_ID__EVANSIE: 'a', PAYPAL_CLIENT_SECRET__EVANSIE: 'b' }, 'PAYPAL_CLIENT_ID__EVANSIE'],
  ])('refuses %j: an unknown site, naming the variable', (env, message) => {
    expect(refusal({ ...ALL, ...env })).toContain(message);
  });

  it.each([
    ['ADYEN_ENVIRONMENT__PIXIE', 'live'], ['ADYEN_CHECKOUT_URL__PIXIE', 'https://x'], ['PAYPAL_BASE_URL__PIXIE', 'https://x'],
    ['ALGOLIA_HOSTS__PIXIE', 'x'], ['ADYEN_MERCHANT_ACOUNT__PIXIE', 'typo'],
  ])('refuses %s: not a value a site may set, naming it', (name, value) => {
    expect(refusal({ ...ALL, [name]: value })).toMatch(new RegExp(`^Invalid configuration: ${name}: .* cannot differ per site`));
  });

  it.each([
    [{ PAYPAL_CLIENT_ID__PIXIE: 'pixie-app' }, 'PAYPAL_CLIENT_ID__PIXIE needs PAYPAL_CLIENT_SECRET__PIXIE'],
    [{ PAYPAL_CLIENT_SECRET__PIXIE: 'secret' }, 'PAYPAL_CLIENT_SECRET__PIXIE needs PAYPAL_CLIENT_ID__PIXIE'],
    [{ KLARNA_USERNAME__EVANS_IE: 'PK2' }, 'KLARNA_USERNAME__EVANS_IE needs KLARNA_PASSWORD__EVANS_IE'],
    [{ KLARNA_BASE_URL__LONG_TALL_US: 'https://api-na.klarna.com' }, 'KLARNA_BASE_URL__LONG_TALL_US needs KLARNA_USERNAME__LONG_TALL_US'],
    [{ ADYEN_HMAC_KEY__PIXIE: 'cd'.repeat(32) }, 'ADYEN_HMAC_KEY__PIXIE needs ADYEN_MERCHANT_ACCOUNT__PIXIE'],
    [{ ADYEN_API_KEY__PIXIE: 'AQE-other', ADYEN_MERCHANT_ACCOUNT__PIXIE: 'Pixie' }, 'ADYEN_API_KEY__PIXIE needs ADYEN_CLIENT_KEY__PIXIE'],
    [{ ALGOLIA_APP_ID__STAR: 'STARAPP' }, 'ALGOLIA_APP_ID__STAR needs ALGOLIA_SEARCH_KEY__STAR'],
  ])('refuses a partial set %j, naming what is missing', (env, message) => {
    expect(refusal({ ...ALL, ...env })).toContain(message);
  });

  it.each([
    [{ ...PAYPAL, ...KLARNA, ...ALGOLIA, ADYEN_MERCHANT_ACCOUNT__PIXIE: 'Pixie' }, 'ADYEN_MERCHANT_ACCOUNT__PIXIE is set but payments run in the payment sandbox'],
    [{ ...ADYEN, PAYPAL_CLIENT_ID__PIXIE: 'a', PAYPAL_CLIENT_SECRET__PIXIE: 'b' }, 'PAYPAL_CLIENT_ID__PIXIE is set but PayPal runs as its sandbox'],
    [{ ...ADYEN, KLARNA_USERNAME__PIXIE: 'u', KLARNA_PASSWORD__PIXIE: 'p' }, 'KLARNA_USERNAME__PIXIE is set but Klarna runs as its sandbox'],
    [{ ...ADYEN, ALGOLIA_SEARCH_KEY__PIXIE: 'k' }, 'ALGOLIA_SEARCH_KEY__PIXIE is set but search runs on the embedded engine'],
  ])('refuses a site\'s own account of a provider in sandbox mode (%#)', (env, message) => {
    expect(refusal(env)).toContain(message);
  });

  it('refuses a site\'s own PayPal app in production while PayPal is off', () => {
    const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), ORDER_ID_KEY: 'c'.repeat(64), ...ADYEN };
    expect(refusal({ ...production, PAYPAL_CLIENT_ID__PIXIE: 'a', PAYPAL_CLIENT_SECRET__PIXIE: 'b' })).toContain('PAYPAL_CLIENT_ID__PIXIE is set but PayPal is off');
  });

  it.each([
    ['ADYEN_CLIENT_KEY__PIXIE', 'no-prefix'], ['ADYEN_HMAC_KEY__PIXIE', 'not-hex'], ['ADYEN_MERCHANT_ACCOUNT__PIXIE', 'has spaces'],
    ['PAYPAL_CLIENT_ID__PIXIE', 'bad id!'], ['PAYPAL_WEBHOOK_ID__PIXIE', 'WH-1'], ['KLARNA_BASE_URL__PIXIE', 'ftp://klarna'],
    ['ALGOLIA_APP_ID__PIXIE', 'APP 1'], ['ALGOLIA_SEARCH_KEY__PIXIE', ''], ['KLARNA_PASSWORD__PIXIE', ''],
  ])('refuses a malformed %s=%j, naming it', (name, value) => {
    expect(refusal({ ...ALL, [name]: value })).toMatch(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('refuses a site\'s client key of the other Adyen environment', () => {
    expect(refusal({ ...ALL, ADYEN_CLIENT_KEY__PIXIE: 'live_PIXIE' })).toContain("ADYEN_CLIENT_KEY__PIXIE must start with 'test_'");
  });

  it('refuses two HMAC keys for one merchant account: notifications are verified by the account they name', () => {
    expect(refusal({ ...ALL, ADYEN_MERCHANT_ACCOUNT__PIXIE: 'StorefrontECOM', ADYEN_HMAC_KEY__PIXIE: 'cd'.repeat(32) }))
      .toContain('ADYEN_HMAC_KEY__PIXIE and ADYEN_HMAC_KEY give merchant account StorefrontECOM two HMAC keys');
    const twoSites = { ADYEN_MERCHANT_ACCOUNT__EVANS: 'Evans', ADYEN_HMAC_KEY__EVANS: 'cd'.repeat(32), ADYEN_MERCHANT_ACCOUNT__EVANS_IE: 'Evans', ADYEN_HMAC_KEY__EVANS_IE: 'ef'.repeat(32) };
    expect(refusal({ ...ALL, ...twoSites })).toContain('merchant account Evans two HMAC keys');
    expect(() => loadConfig({ ...ALL, ...twoSites, ADYEN_HMAC_KEY__EVANS_IE: 'cd'.repeat(32) })).not.toThrow();
  });

  it('wants a site\'s own webhook id when its own PayPal app replaces the shared one whose webhook PAYPAL_WEBHOOK_ID is', () => {
    const own = { ...ALL, PAYPAL_WEBHOOK_ID: 'WHSHARED', PAYPAL_CLIENT_ID__PIXIE: 'pixie-app', PAYPAL_CLIENT_SECRET__PIXIE: 'pixie-secret' };
    expect(refusal(own)).toContain('PAYPAL_WEBHOOK_ID__PIXIE must be set');
    expect(loadConfig({ ...own, PAYPAL_WEBHOOK_ID__PIXIE: 'WHPIXIE' }).payPal).toMatchObject({ bySite: { pixie: { webhookId: 'WHPIXIE' } } });
    // The shared app's webhook on a site's own host: only the webhook id differs.
    expect(loadConfig({ ...ALL, PAYPAL_WEBHOOK_ID: 'WHSHARED', PAYPAL_WEBHOOK_ID__EVANS: 'WHEVANS' }).payPal)
      .toMatchObject({ bySite: { evans: { clientId: 'shared-app', webhookId: 'WHEVANS' } } });
  });

  it('loads a site\'s PayPal button with its own merchant id, never with another app\'s', () => {
    const config = loadConfig({
      ...ALL, PAYPAL_MERCHANT_ID: 'SHAREDMERCHANT',
      PAYPAL_CLIENT_ID__PIXIE: 'pixie-app', PAYPAL_CLIENT_SECRET__PIXIE: 'pixie-secret',
      PAYPAL_CLIENT_ID__STAR: 'star-app', PAYPAL_CLIENT_SECRET__STAR: 'star-secret', PAYPAL_MERCHANT_ID__STAR: 'STARMERCHANT',
    });
    expect(payPalButtonOf(config, 'evans')).toMatchObject({ clientId: 'shared-app', merchantId: 'SHAREDMERCHANT' });
    expect(payPalButtonOf(config, 'pixie')).toMatchObject({ clientId: 'pixie-app', merchantId: '' });
    expect(payPalButtonOf(config, 'star')).toMatchObject({ clientId: 'star-app', merchantId: 'STARMERCHANT' });
    expect(refusal({ ...ADYEN, PAYPAL_MERCHANT_ID__STAR: 'STARMERCHANT' })).toContain('PAYPAL_MERCHANT_ID__STAR is set but PayPal runs as its sandbox');
  });

  it('wants https for a site\'s Klarna API URL in production', () => {
    const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), ORDER_ID_KEY: 'c'.repeat(64), ...ALL };
    expect(refusal({ ...production, KLARNA_USERNAME__LONG_TALL_US: 'u', KLARNA_PASSWORD__LONG_TALL_US: 'p', KLARNA_BASE_URL__LONG_TALL_US: 'http://api-na.klarna.test' }))
      .toContain('KLARNA_BASE_URL__LONG_TALL_US must be https when NODE_ENV is production');
  });
});
