import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdyenPaymentGateway } from '../../../../src/adapters/providers/adyen/adyen-payment-gateway.js';
import type { AdyenSettings } from '../../../../src/adapters/providers/adyen/adyen-settings.js';
import { describePaymentGatewayContract, paymentRequest, testCard } from '../../../support/payment-gateway-contract.js';
import { startAdyenStandIn, type AdyenStandIn, type AdyenStandInFault } from '../../../support/stand-ins/adyen-stand-in.js';

const API_KEY = 'AQE-test-api-key';
const MERCHANT = 'StorefrontECOM';

function settingsFor(standIn: AdyenStandIn, hmacKey: string, overrides: Partial<AdyenSettings> = {}): AdyenSettings {
  return {
    apiKey: API_KEY, clientKey: 'test_CLIENTKEY', merchantAccount: MERCHANT, hmacKey, environment: 'test', checkoutUrl: standIn.baseUrl, timeoutMs: 2_000,
    ...overrides,
  };
}

describePaymentGatewayContract('AdyenPaymentGateway against the Checkout v72 stand-in', async () => {
  const hmacKey = randomBytes(32).toString('hex');
  const standIn = await startAdyenStandIn({ apiKey: API_KEY, merchantAccount: MERCHANT, hmacKey });
  return {
    gateway: new AdyenPaymentGateway(settingsFor(standIn, hmacKey)),
    charges: () => standIn.charges(),
    nextWebhook: () => standIn.nextWebhook(),
    pages: standIn.sandbox.pages,
    close: () => standIn.close(),
  };
});

describe('AdyenPaymentGateway on the wire', () => {
  const hmacKey = randomBytes(32).toString('hex');
  let standIn: AdyenStandIn;
  beforeAll(async () => {
    standIn = await startAdyenStandIn({ apiKey: API_KEY, merchantAccount: MERCHANT, hmacKey });
  });
  afterAll(() => standIn.close());

  test('posts to the configured base URL with x-api-key, Idempotency-Key and the merchant account', async () => {
    const gateway = new AdyenPaymentGateway(settingsFor(standIn, hmacKey, { checkoutUrl: `${standIn.baseUrl}/` }));
    const request = paymentRequest({ type: 'dotpay' }, { countryCode: 'PL', amount: { amountMinor: 1234, currency: 'PLN' }, idempotencyKey: 'order-7-attempt-1' });
    await gateway.pay(request);
    const sent = standIn.requests.at(-1)!;
    expect(sent.path).toBe('/v72/payments');
    expect(sent.headers['x-api-key']).toBe(API_KEY);
    expect(sent.headers['idempotency-key']).toBe('order-7-attempt-1');
    expect(sent.body).toMatchObject({
      merchantAccount: MERCHANT, reference: request.reference, amount: { value: 1234, currency: 'PLN' }, countryCode: 'PL',
      paymentMethod: { type: 'onlineBanking_PL' }, returnUrl: request.returnUrl, channel: 'Web',
    });
  });

  test('a wrong API key or merchant account refuses the request', async () => {
    const wrongKey = new AdyenPaymentGateway(settingsFor(standIn, hmacKey, { apiKey: 'nope' }));
    expect(await wrongKey.pay(paymentRequest(testCard('4111111111111111')))).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
    const wrongMerchant = new AdyenPaymentGateway(settingsFor(standIn, hmacKey, { merchantAccount: 'Other' }));
    expect(await wrongMerchant.paymentMethods({ countryCode: 'NL', amount: { amountMinor: 1, currency: 'EUR' }, shopperReference: null }))
      .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: '901: Invalid Merchant Account' } });
  });

  test('verifies webhooks with its own HMAC key only', async () => {
    const gateway = new AdyenPaymentGateway(settingsFor(standIn, hmacKey));
    await gateway.pay(paymentRequest(testCard('4111111111111111', 'PENDING')));
    const body = await standIn.nextWebhook();
    expect(gateway.verifyNotifications(body)).toHaveLength(1);
    const otherKey = new AdyenPaymentGateway(settingsFor(standIn, randomBytes(32).toString('hex')));
    expect(otherKey.verifyNotifications(body)).toBeNull();
  });
});

describe.each<AdyenStandInFault>(['status-500', 'garbage', 'hang'])('AdyenPaymentGateway when Adyen answers %s', (fault) => {
  let standIn: AdyenStandIn;
  beforeAll(async () => {
    standIn = await startAdyenStandIn({ apiKey: API_KEY, merchantAccount: MERCHANT, hmacKey: '00', fault });
  });
  afterAll(() => standIn.close());

  test('every call is PROVIDER_UNAVAILABLE', async () => {
    const gateway = new AdyenPaymentGateway(settingsFor(standIn, '00', { timeoutMs: 300 }));
    const unavailable = { ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } };
    expect(await gateway.paymentMethods({ countryCode: 'NL', amount: { amountMinor: 1, currency: 'EUR' }, shopperReference: null })).toEqual(unavailable);
    expect(await gateway.pay(paymentRequest(testCard('4111111111111111')))).toEqual(unavailable);
    expect(await gateway.submitDetails({ details: { redirectResult: 'x' }, paymentData: null, idempotencyKey: 'k' })).toEqual(unavailable);
  });
});

test('nothing listens: PROVIDER_UNAVAILABLE', async () => {
  const gateway = new AdyenPaymentGateway({
    apiKey: API_KEY, clientKey: 'test_X', merchantAccount: MERCHANT, hmacKey: '00', environment: 'test', checkoutUrl: 'http://127.0.0.1:9', timeoutMs: 500,
  });
  expect(await gateway.pay(paymentRequest(testCard('4111111111111111')))).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
});
