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
    reversals: () => standIn.reversals(),
    modifications: () => standIn.modifications(),
    nextWebhook: () => standIn.nextWebhook(),
    pages: standIn.sandbox.pages,
    walletToken: (wallet, card) => standIn.sandbox.walletTokens.issue(wallet, card)!,
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

  test("sends Google Pay's payment method and the browser's browserInfo to /payments as Adyen expects", async () => {
    const gateway = new AdyenPaymentGateway(settingsFor(standIn, hmacKey));
    const { token, network } = standIn.sandbox.walletTokens.issue('googlepay', 'visa-authorised')!;
    const browserInfo = { acceptHeader: 'text/html', colorDepth: 24, language: 'en-GB', javaEnabled: false, screenHeight: 900, screenWidth: 1280, userAgent: 'Chrome', timeZoneOffset: -60 };
    const paid = await gateway.pay(paymentRequest({ type: 'googlepay', googlePayToken: token, googlePayCardNetwork: network }, { browserInfo }));
    expect(paid).toMatchObject({ ok: true, value: { resultCode: 'Authorised', paymentMethodType: 'googlepay' } });
    const sent = standIn.requests.at(-1)!;
    expect(sent.path).toBe('/v72/payments');
    expect(sent.body).toMatchObject({ paymentMethod: { type: 'googlepay', googlePayToken: token, googlePayCardNetwork: 'VISA' }, browserInfo, channel: 'Web' });
  });

  test("sends a card's billing address, social security number and instalments by Adyen's names, and nothing of them when absent", async () => {
    const gateway = new AdyenPaymentGateway(settingsFor(standIn, hmacKey));
    const billingAddress = { street: 'Rua Augusta', houseNumberOrName: '1500', postalCode: '01304-001', city: 'São Paulo', stateOrProvince: 'SP', country: 'BR' };
    const cardDetails = { billingAddress, socialSecurityNumber: '123.456.789-09', installments: { value: 1, plan: 'revolving' as const } };
    expect(await gateway.pay(paymentRequest(testCard('4111111111111111'), { cardDetails }))).toMatchObject({ ok: true, value: { resultCode: 'Authorised' } });
    expect(standIn.requests.at(-1)!.body).toMatchObject({
      paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_4111111111111111' },
      billingAddress, socialSecurityNumber: '123.456.789-09', installments: { value: 1, plan: 'revolving' },
    });
    await gateway.pay(paymentRequest(testCard('4111111111111111')));
    const plain = standIn.requests.at(-1)!.body as Record<string, unknown>;
    expect(['billingAddress', 'socialSecurityNumber', 'installments'].filter((name) => name in plain)).toEqual([]);
  });

  test('reverses through /payments/{pspReference}/reversals with the merchant account, the reference and Idempotency-Key', async () => {
    const gateway = new AdyenPaymentGateway(settingsFor(standIn, hmacKey));
    const request = paymentRequest(testCard('4111111111111111'));
    const paid = await gateway.pay(request);
    const pspReference = paid.ok ? paid.value.pspReference! : '';
    const reversed = await gateway.reverse({ site: 'yours-clothing', pspReference, reference: request.reference, amount: request.amount, idempotencyKey: 'order-7-reversal' });
    const sent = standIn.requests.at(-1)!;
    expect(sent.path).toBe(`/v72/payments/${pspReference}/reversals`);
    expect(sent.headers['idempotency-key']).toBe('order-7-reversal');
    expect(sent.body).toEqual({ merchantAccount: MERCHANT, reference: request.reference });
    expect(reversed).toEqual({ ok: true, value: { pspReference: expect.any(String) } });
    await standIn.nextWebhook();
    const again = await gateway.reverse({ site: 'yours-clothing', pspReference, reference: request.reference, amount: request.amount, idempotencyKey: 'order-7-reversal-2' });
    expect(again).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: '702: The payment has already been reversed' } });
    const unknown = await gateway.reverse({ site: 'yours-clothing', pspReference: 'ZZ00000000000000', reference: 'ORD-x', amount: request.amount, idempotencyKey: 'order-8-reversal' });
    expect(unknown).toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: '167: Original pspReference required for this operation' } });
  });

  test('asks manual capture by additionalData.manualCapture, then captures, cancels and refunds through /payments/{pspReference}/captures|cancels|refunds with Idempotency-Key', async () => {
    const gateway = new AdyenPaymentGateway(settingsFor(standIn, hmacKey));
    const request = paymentRequest(testCard('4111111111111111'), { amount: { amountMinor: 3000, currency: 'EUR' }, manualCapture: true });
    const paid = await gateway.pay(request);
    expect(standIn.requests.at(-1)!.body).toMatchObject({ additionalData: { manualCapture: 'true' } });
    await gateway.pay(paymentRequest(testCard('4111111111111111')));
    expect(standIn.requests.at(-1)!.body).not.toHaveProperty('additionalData');
    const pspReference = paid.ok ? paid.value.pspReference! : '';
    const sentFor = async (call: Promise<unknown>, path: string, key: string, body: unknown) => {
      expect(await call).toEqual({ ok: true, value: { pspReference: expect.any(String) } });
      const sent = standIn.requests.at(-1)!;
      expect(sent.path).toBe(`/v72/payments/${pspReference}/${path}`);
      expect(sent.headers['idempotency-key']).toBe(key);
      expect(sent.body).toEqual(body);
      await standIn.nextWebhook();
    };
    const amount = { amountMinor: 1200, currency: 'EUR' };
    await sentFor(gateway.capture({ site: 'yours-clothing', pspReference, reference: 'EV-1-C1', amount, idempotencyKey: 'capture-key' }), 'captures', 'capture-key',
      { merchantAccount: MERCHANT, reference: 'EV-1-C1', amount: { value: 1200, currency: 'EUR' } });
    await sentFor(gateway.refund({ site: 'yours-clothing', pspReference, reference: 'EV-1-R1', amount, idempotencyKey: 'refund-key' }), 'refunds', 'refund-key',
      { merchantAccount: MERCHANT, reference: 'EV-1-R1', amount: { value: 1200, currency: 'EUR' } });
    await sentFor(gateway.cancel({ site: 'yours-clothing', pspReference, reference: 'EV-1-X1', idempotencyKey: 'cancel-key' }), 'cancels', 'cancel-key',
      { merchantAccount: MERCHANT, reference: 'EV-1-X1' });
  });

  test('a wrong API key or merchant account refuses the request', async () => {
    const wrongKey = new AdyenPaymentGateway(settingsFor(standIn, hmacKey, { apiKey: 'nope' }));
    expect(await wrongKey.pay(paymentRequest(testCard('4111111111111111')))).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
    const wrongMerchant = new AdyenPaymentGateway(settingsFor(standIn, hmacKey, { merchantAccount: 'Other' }));
    expect(await wrongMerchant.paymentMethods({ site: 'yours-clothing', countryCode: 'NL', amount: { amountMinor: 1, currency: 'EUR' }, shopperReference: null }))
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
    expect(await gateway.paymentMethods({ site: 'yours-clothing', countryCode: 'NL', amount: { amountMinor: 1, currency: 'EUR' }, shopperReference: null })).toEqual(unavailable);
    expect(await gateway.pay(paymentRequest(testCard('4111111111111111')))).toEqual(unavailable);
    const expected = { reference: 'ORD-1', amount: { amountMinor: 1, currency: 'EUR' }, pspReference: null };
    expect(await gateway.submitDetails({ site: 'yours-clothing', details: { redirectResult: 'x' }, paymentData: null, idempotencyKey: 'k', expected })).toEqual(unavailable);
    expect(await gateway.reverse({ site: 'yours-clothing', pspReference: 'PSP1', reference: 'ORD-1', amount: { amountMinor: 1, currency: 'EUR' }, idempotencyKey: 'r' })).toEqual(unavailable);
  });
});

test('nothing listens: PROVIDER_UNAVAILABLE', async () => {
  const gateway = new AdyenPaymentGateway({
    apiKey: API_KEY, clientKey: 'test_X', merchantAccount: MERCHANT, hmacKey: '00', environment: 'test', checkoutUrl: 'http://127.0.0.1:9', timeoutMs: 500,
  });
  expect(await gateway.pay(paymentRequest(testCard('4111111111111111')))).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
});
