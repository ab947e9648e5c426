import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/main/config.js';
import { payPalButtonOf } from '../../src/main/checkout-paypal-settings.js';

const ADYEN = {
  ADYEN_API_KEY: 'AQE-key', ADYEN_CLIENT_KEY: 'live_ABC123', ADYEN_MERCHANT_ACCOUNT: 'StorefrontECOM',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056', ADYEN_ENVIRONMENT: 'live', ADYEN_CHECKOUT_URL: 'https://x-checkout-live.adyenpayments.com/checkout',
};
const PRODUCTION = { NODE_ENV: 'production', COOKIE_SECRET: 'a-production-cookie-secret-of-32-chars!', ORDER_ID_KEY: 'c'.repeat(64), ...ADYEN };

describe('PayPal configuration', () => {
  it('runs the PayPal sandbox when neither PAYPAL_CLIENT_ID nor PAYPAL_CLIENT_SECRET is set', () => {
    const config = loadConfig({});
    expect(config.payPal).toEqual({ kind: 'sandbox', pendingRefundShare: 0 });
    expect(loadConfig({ PAYPAL_SANDBOX_PENDING_REFUND_PERCENT: '25' }).payPal).toEqual({ kind: 'sandbox', pendingRefundShare: 0.25 });
    expect(() => loadConfig({ PAYPAL_SANDBOX_PENDING_REFUND_PERCENT: '101' })).toThrow(/PAYPAL_SANDBOX_PENDING_REFUND_PERCENT/);
    expect(payPalButtonOf(config, 'yours-clothing')).toEqual({ mode: 'sandbox', intent: 'capture', clientId: '', merchantId: '', userGuidOf: expect.any(Function) });
  });

  it('runs PayPal Orders v2 with both, at the sandbox API by default, 15 s per call', () => {
    const config = loadConfig({ PAYPAL_CLIENT_ID: 'AbC-123_x', PAYPAL_CLIENT_SECRET: 'secret' });
    expect(config.payPal).toEqual({ kind: 'paypal', settings: { clientId: 'AbC-123_x', clientSecret: 'secret', baseUrl: 'https://api-m.sandbox.paypal.com', timeoutMs: 15_000, webhookId: null }, bySite: {}, merchantId: null, merchantIdBySite: {} });
    expect(payPalButtonOf(config, 'yours-clothing')).toEqual({ mode: 'sdk', intent: 'capture', clientId: 'AbC-123_x', merchantId: '', userGuidOf: expect.any(Function) });
    // A manual-capture site authorises its PayPal orders: its SDK is loaded with intent authorize.
    const manual = loadConfig({ PAYPAL_CLIENT_ID: 'AbC-123_x', PAYPAL_CLIENT_SECRET: 'secret', MANUAL_CAPTURE_SITES: 'evans' });
    expect([payPalButtonOf(manual, 'evans')?.intent, payPalButtonOf(manual, 'yours-clothing')?.intent]).toEqual(['authorize', 'capture']);
    // The page's UserGuid: one GUID per owner and site, the same on every node with the same COOKIE_SECRET.
    const guest = { kind: 'guest', sessionId: 's1', site: 'evans' } as const;
    const withSecret = (secret: string) => payPalButtonOf(loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', COOKIE_SECRET: secret }), 'yours-clothing')!.userGuidOf;
    const guid = withSecret('s'.repeat(40))(guest);
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(withSecret('s'.repeat(40))(guest)).toBe(guid);
    expect(withSecret('s'.repeat(40))({ ...guest, site: 'evans-ie' })).not.toBe(guid);
    expect(withSecret('t'.repeat(40))(guest)).not.toBe(guid);
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', PAYPAL_BASE_URL: 'http://127.0.0.1:9999', PAYPAL_TIMEOUT_MS: '500' }).payPal)
      .toMatchObject({ settings: { baseUrl: 'http://127.0.0.1:9999', timeoutMs: 500 } });
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', PAYPAL_WEBHOOK_ID: '1JE4291016473214C' }).payPal).toMatchObject({ settings: { webhookId: '1JE4291016473214C' } });
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', PAYPAL_WEBHOOK_ID: 'not an id' })).toThrow(/PAYPAL_WEBHOOK_ID/);
  });

  it('gives the SDK PAYPAL_MERCHANT_ID when set; refuses one that is not an id, and one without PayPal configured', () => {
    const config = loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', PAYPAL_MERCHANT_ID: 'XK7YB2N8QWERT' });
    expect(config.payPal).toMatchObject({ kind: 'paypal', merchantId: 'XK7YB2N8QWERT' });
    expect(payPalButtonOf(config, 'yours-clothing')).toMatchObject({ mode: 'sdk', clientId: 'a', merchantId: 'XK7YB2N8QWERT' });
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' }).payPal).toMatchObject({ merchantId: null });
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', PAYPAL_MERCHANT_ID: 'a&b=c' })).toThrow(/PAYPAL_MERCHANT_ID/);
    expect(() => loadConfig({ PAYPAL_MERCHANT_ID: 'XK7YB2N8QWERT' })).toThrow(/PAYPAL_MERCHANT_ID needs PAYPAL_CLIENT_ID/);
  });

  it('refuses one without the other, a client id that is not one, and plain http in production', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'a' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYPAL_CLIENT_SECRET: 'b' })).toThrow(/PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together/);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'a b', PAYPAL_CLIENT_SECRET: 'b' })).toThrow(/PAYPAL_CLIENT_ID/);
    expect(() => loadConfig({ ...PRODUCTION, PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', PAYPAL_BASE_URL: 'http://paypal.test' })).toThrow(/https/);
    expect(loadConfig({ ...PRODUCTION, PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', PAYPAL_BASE_URL: 'https://api-m.paypal.com' }).payPal).toMatchObject({ kind: 'paypal' });
  });

  it('production without PayPal shows no PayPal button, unless the sandbox is allowed there', () => {
    const off = loadConfig(PRODUCTION);
    expect(off.payPal).toEqual({ kind: 'off' });
    expect(payPalButtonOf(off, 'yours-clothing')).toBeNull();
    expect(loadConfig({ ...PRODUCTION, PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }).payPal).toEqual({ kind: 'sandbox', pendingRefundShare: 0 });
  });
});
