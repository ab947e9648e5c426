import { describe, expect, it } from 'vitest';
import {
  NO_BROWSER_PAYMENT_PROVIDERS, paymentProviderCspSources, type BrowserPaymentProviders,
} from '../../../../src/adapters/http/plugins/payment-provider-csp.js';
import { helmetOptions, helmetOptionsFor, securityHeadersFor } from '../../../../src/adapters/http/plugins/security-headers.js';
import { browserPaymentProvidersOf } from '../../../../src/main/checkout-browser-payment-providers.js';
import { loadConfig } from '../../../../src/main/config.js';

/** The policy every page sent before real providers widened it; sandbox mode must keep it byte for byte. */
const STRICT_CSP = "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';connect-src 'self';"
  + "frame-src 'self';form-action 'self';frame-ancestors 'self';base-uri 'self';object-src 'none'";

const cspOf = (providers: BrowserPaymentProviders, tiles: readonly string[] = []): string =>
  securityHeadersFor(helmetOptionsFor(tiles, paymentProviderCspSources(providers)))['content-security-policy'] ?? '';

/** The policy as directive name to its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((part) => {
    const [name = '', ...sources] = part.trim().split(/\s+/);
    return [name, sources];
  }));
}

const sourcesOf = (providers: BrowserPaymentProviders, directive: string): string[] => directives(cspOf(providers)).get(directive) ?? [];

const ADYEN_TEST = {
  ADYEN_API_KEY: 'AQE-key', ADYEN_CLIENT_KEY: 'test_ABC123', ADYEN_MERCHANT_ACCOUNT: 'StorefrontECOM',
  ADYEN_HMAC_KEY: 'ab'.repeat(32), ADYEN_ENVIRONMENT: 'test', ADYEN_CHECKOUT_URL: 'https://checkout-test.adyen.com/checkout',
};
const ADYEN_LIVE = { ...ADYEN_TEST, ADYEN_CLIENT_KEY: 'live_ABC123', ADYEN_ENVIRONMENT: 'live', ADYEN_CHECKOUT_URL: 'https://x-checkout-live.adyenpayments.com/checkout' };
const PAYPAL = { PAYPAL_CLIENT_ID: 'AbC-123_x', PAYPAL_CLIENT_SECRET: 'secret' };
const KLARNA = { KLARNA_USERNAME: 'K123_abc', KLARNA_PASSWORD: 'secret', KLARNA_BASE_URL: 'https://api.playground.klarna.com' };

const ADYEN_ONLY: BrowserPaymentProviders = { adyen: 'test', payPal: false, klarna: false };
const PAYPAL_ONLY: BrowserPaymentProviders = { adyen: null, payPal: true, klarna: false };
const KLARNA_ONLY: BrowserPaymentProviders = { adyen: null, payPal: false, klarna: true };

describe('which real payment providers load browser code', () => {
  it('none while every provider is its sandbox, or off in production', () => {
    expect(browserPaymentProvidersOf(loadConfig({}))).toEqual(NO_BROWSER_PAYMENT_PROVIDERS);
    const production = loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'c'.repeat(40), ORDER_ID_KEY: 'd'.repeat(64), PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' });
    expect(browserPaymentProvidersOf(production)).toEqual(NO_BROWSER_PAYMENT_PROVIDERS);
  });

  it('Adyen with its environment, PayPal and Klarna each when its variables are set', () => {
    expect(browserPaymentProvidersOf(loadConfig(ADYEN_TEST))).toEqual(ADYEN_ONLY);
    expect(browserPaymentProvidersOf(loadConfig(ADYEN_LIVE))).toEqual({ ...ADYEN_ONLY, adyen: 'live' });
    expect(browserPaymentProvidersOf(loadConfig(PAYPAL))).toEqual(PAYPAL_ONLY);
    expect(browserPaymentProvidersOf(loadConfig(KLARNA))).toEqual(KLARNA_ONLY);
    expect(browserPaymentProvidersOf(loadConfig({ ...ADYEN_LIVE, ...PAYPAL, ...KLARNA }))).toEqual({ adyen: 'live', payPal: true, klarna: true });
  });
});

describe('the CSP per configured payment provider', () => {
  it('sandbox mode: exactly the strict policy of before, the same options object', () => {
    expect(paymentProviderCspSources(NO_BROWSER_PAYMENT_PROVIDERS)).toEqual({});
    expect(helmetOptionsFor([], paymentProviderCspSources(NO_BROWSER_PAYMENT_PROVIDERS))).toBe(helmetOptions);
    expect(cspOf(NO_BROWSER_PAYMENT_PROVIDERS)).toBe(STRICT_CSP);
  });

  it('Adyen test: its card fields, API, CDN and analytics hosts, Google Pay and Apple Pay; any https frame and form for 3-D Secure', () => {
    const api = 'https://checkoutshopper-test.adyen.com';
    const cdn = 'https://checkoutshopper-test.cdn.adyen.com';
    expect(sourcesOf(ADYEN_ONLY, 'script-src')).toEqual(["'self'", 'https://pay.google.com', 'https://applepay.cdn-apple.com']);
    expect(sourcesOf(ADYEN_ONLY, 'frame-src')).toEqual(["'self'", api, 'https:', 'https://pay.google.com']);
    expect(sourcesOf(ADYEN_ONLY, 'form-action')).toEqual(["'self'", 'https:']);
    expect(sourcesOf(ADYEN_ONLY, 'connect-src')).toEqual(
      ["'self'", api, cdn, 'https://checkoutanalytics-test.adyen.com', 'https://pay.google.com', 'https://google.com/pay', 'https://www.google.com/pay']);
    expect(sourcesOf(ADYEN_ONLY, 'img-src')).toEqual(["'self'", 'data:', api, cdn, 'https://www.gstatic.com']);
    // Google Pay's pay.js adds its button's styles as <style> elements.
    expect(sourcesOf(ADYEN_ONLY, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(cspOf(ADYEN_ONLY)).not.toMatch(/paypal|klarna|live/);
  });

  it('Adyen live: the live hosts only', () => {
    const live = cspOf({ ...ADYEN_ONLY, adyen: 'live' });
    expect(live).toContain('https://checkoutshopper-live.adyen.com');
    expect(live).toContain('https://checkoutshopper-live.cdn.adyen.com');
    expect(live).toContain('https://checkoutanalytics-live.adyen.com');
    expect(live).not.toContain('-test.');
    expect(live.replaceAll('-live.', '-test.')).toBe(cspOf(ADYEN_ONLY));
  });

  it('PayPal: its SDK, frames, calls and images on paypal.com and paypalobjects.com', () => {
    const hosts = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
    for (const directive of ['script-src', 'frame-src', 'connect-src']) expect(sourcesOf(PAYPAL_ONLY, directive)).toEqual(["'self'", ...hosts]);
    expect(sourcesOf(PAYPAL_ONLY, 'img-src')).toEqual(["'self'", 'data:', ...hosts]);
    expect(sourcesOf(PAYPAL_ONLY, 'style-src')).toEqual(["'self'", "'unsafe-inline'", ...hosts]);
    expect(sourcesOf(PAYPAL_ONLY, 'form-action')).toEqual(["'self'"]);
    expect(cspOf(PAYPAL_ONLY)).not.toMatch(/adyen|google|apple|klarna/);
  });

  it('Klarna: its widget library on x.klarnacdn.net, frames and calls on klarna.com', () => {
    expect(sourcesOf(KLARNA_ONLY, 'script-src')).toEqual(["'self'", 'https://x.klarnacdn.net']);
    expect(sourcesOf(KLARNA_ONLY, 'frame-src')).toEqual(["'self'", 'https://*.klarna.com', 'https://x.klarnacdn.net']);
    expect(sourcesOf(KLARNA_ONLY, 'connect-src')).toContain('https://*.klarna.com');
    expect(sourcesOf(KLARNA_ONLY, 'font-src')).toEqual(["'self'", 'https://x.klarnacdn.net']);
    expect(sourcesOf(KLARNA_ONLY, 'form-action')).toEqual(["'self'"]);
    expect(cspOf(KLARNA_ONLY)).not.toMatch(/adyen|google|apple|paypal/);
  });

  it.each([
    ['Adyen', ADYEN_ONLY], ['PayPal', PAYPAL_ONLY], ['Klarna', KLARNA_ONLY], ['all three', { adyen: 'live', payPal: true, klarna: true } as const],
  ])('%s: scripts never inline or from any https host; `https:` only in frame-src and form-action, only with Adyen', (_name, providers) => {
    const policy = directives(cspOf(providers));
    for (const [name, sources] of policy) {
      if (name === 'script-src') expect(sources).not.toContain("'unsafe-inline'");
      if (name !== 'frame-src' && name !== 'form-action') expect(sources).not.toContain('https:');
      else expect(sources.includes('https:')).toBe(providers.adyen !== null);
      expect(sources).not.toContain('*');
    }
    for (const fixed of ['default-src', 'frame-ancestors', 'base-uri', 'object-src']) expect(policy.get(fixed)).toEqual(directives(STRICT_CSP).get(fixed));
  });

  it('together: each source once, after the pick-up map tiles', () => {
    const csp = cspOf({ adyen: 'test', payPal: true, klarna: true }, ['https://*.tile.openstreetmap.org']);
    const policy = directives(csp);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://*.paypal.com', 'https://*.paypalobjects.com', 'https://x.klarnacdn.net']);
    expect(policy.get('img-src')?.slice(0, 3)).toEqual(["'self'", 'data:', 'https://*.tile.openstreetmap.org']);
    for (const sources of policy.values()) expect(new Set(sources).size).toBe(sources.length);
  });
});
