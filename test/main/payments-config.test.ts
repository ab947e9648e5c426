import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/main/config.js';

const ADYEN = {
  ADYEN_API_KEY: 'AQE-key',
  ADYEN_CLIENT_KEY: 'test_ABC123',
  ADYEN_MERCHANT_ACCOUNT: 'StorefrontECOM',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  ADYEN_ENVIRONMENT: 'test',
  ADYEN_CHECKOUT_URL: 'https://checkout-test.adyen.com',
};
const PRODUCTION = { NODE_ENV: 'production', COOKIE_SECRET: 'a-production-cookie-secret-of-32-chars!', ORDER_ID_KEY: 'c'.repeat(64) };

describe('payments configuration', () => {
  it('runs the sandbox when no ADYEN_* is set, with a webhook delay and a key derived from COOKIE_SECRET', () => {
    expect(loadConfig({}).payments).toEqual({ kind: 'sandbox', hmacKey: null, webhookDelayMs: 3_000 });
    const derived = loadConfig({ COOKIE_SECRET: 'x'.repeat(32), PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '0' }).payments;
    expect(derived).toEqual({ kind: 'sandbox', hmacKey: expect.stringMatching(/^[0-9a-f]{64}$/), webhookDelayMs: 0 });
    expect(loadConfig({ PAYMENTS_SANDBOX_HMAC_KEY: 'ab'.repeat(32) }).payments).toMatchObject({ hmacKey: 'ab'.repeat(32) });
  });

  it('runs Adyen when all six ADYEN_* are set', () => {
    expect(loadConfig(ADYEN).payments).toEqual({
      kind: 'adyen',
      adyen: {
        apiKey: 'AQE-key', clientKey: 'test_ABC123', merchantAccount: 'StorefrontECOM', hmacKey: ADYEN.ADYEN_HMAC_KEY, environment: 'test',
        checkoutUrl: 'https://checkout-test.adyen.com', timeoutMs: 15_000,
      },
      bySite: {},
    });
    expect(loadConfig({ ...ADYEN, ...PRODUCTION }).payments.kind).toBe('adyen');
  });

  it.each(Object.keys(ADYEN))('refuses to start when only %s is missing, naming it', (name) => {
    const env: Record<string, string> = { ...ADYEN };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name} is missing`));
  });

  it('refuses a lone ADYEN_API_KEY, naming the five missing variables', () => {
    expect(() => loadConfig({ ADYEN_API_KEY: 'k' })).toThrow(
      'ADYEN_API_KEY is set but ADYEN_CLIENT_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_HMAC_KEY, ADYEN_ENVIRONMENT, ADYEN_CHECKOUT_URL are missing');
  });

  it.each([
    [{ ADYEN_ENVIRONMENT: 'staging' }, 'ADYEN_ENVIRONMENT'],
    [{ ADYEN_HMAC_KEY: 'not-hex' }, 'ADYEN_HMAC_KEY'],
    [{ ADYEN_CHECKOUT_URL: 'ftp://adyen' }, 'ADYEN_CHECKOUT_URL'],
    [{ ADYEN_CLIENT_KEY: 'live_ABC' }, 'ADYEN_CLIENT_KEY'],
    [{ ADYEN_ENVIRONMENT: 'live', ADYEN_CLIENT_KEY: 'live_ABC', ADYEN_CHECKOUT_URL: 'http://adyen.test' }, 'ADYEN_CHECKOUT_URL'],
  ])('refuses %j naming %s', (overrides, name) => {
    expect(() => loadConfig({ ...ADYEN, ...overrides })).toThrow(name);
  });

  it('refuses the sandbox in production unless PAYMENTS_SANDBOX_IN_PRODUCTION=true', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(ConfigError);
    expect(() => loadConfig(PRODUCTION)).toThrow('PAYMENTS_SANDBOX_IN_PRODUCTION=true');
    expect(loadConfig({ ...PRODUCTION, PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }).payments.kind).toBe('sandbox');
  });
});

describe('Klarna configuration', () => {
  const KLARNA_ENV = { KLARNA_USERNAME: 'PK1234_abc', KLARNA_PASSWORD: 'secret', KLARNA_BASE_URL: 'https://api.playground.klarna.com' };

  it('runs Klarna Payments when all three KLARNA_* are set, with a 15 s timeout by default', () => {
    expect(loadConfig(KLARNA_ENV).klarna).toEqual({
      kind: 'klarna', settings: { username: 'PK1234_abc', password: 'secret', baseUrl: 'https://api.playground.klarna.com', timeoutMs: 15_000 }, bySite: {},
    });
  });

  it('runs the Klarna sandbox when none is set; production then offers no Klarna unless the sandbox is allowed', () => {
    expect(loadConfig({}).klarna).toEqual({ kind: 'sandbox' });
    expect(loadConfig({ ...ADYEN, ...PRODUCTION }).klarna).toEqual({ kind: 'off' });
    expect(loadConfig({ ...PRODUCTION, PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }).klarna).toEqual({ kind: 'sandbox' });
  });

  it.each(Object.keys(KLARNA_ENV))('refuses to start when only %s is missing, naming it', (name) => {
    const env: Record<string, string> = { ...KLARNA_ENV };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name} is missing`));
  });

  it('refuses a base URL that is not http(s) and a timeout out of range', () => {
    expect(() => loadConfig({ ...KLARNA_ENV, KLARNA_BASE_URL: 'ftp://klarna' })).toThrow('KLARNA_BASE_URL');
    expect(() => loadConfig({ ...KLARNA_ENV, KLARNA_TIMEOUT_MS: '10' })).toThrow('KLARNA_TIMEOUT_MS');
    expect(() => loadConfig({ ...KLARNA_ENV, ...ADYEN, ...PRODUCTION, KLARNA_BASE_URL: 'http://klarna.test' })).toThrow('KLARNA_BASE_URL must be https');
    expect(loadConfig({ ...KLARNA_ENV, ...ADYEN, ...PRODUCTION }).klarna.kind).toBe('klarna');
  });
});
