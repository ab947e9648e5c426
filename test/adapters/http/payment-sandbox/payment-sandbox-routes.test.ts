import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SandboxPaymentGateway } from '../../../../src/adapters/providers/adyen/sandbox/sandbox-payment-gateway.js';
import { paymentRequest, testCard } from '../../../support/payment-gateway-contract.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

const KEY = 'c0ffee'.repeat(8);
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
  payload: new URLSearchParams(fields).toString(),
});

describe('payment sandbox pages (sandbox active)', () => {
  let shop: StorefrontUnderTest;
  // Another node sharing the sandbox key: it starts payments, the shop's pages continue them.
  const gateway = new SandboxPaymentGateway({ hmacKey: KEY, clock: { now: () => new Date() }, deliver: async () => undefined, webhookDelayMs: 0 });
  beforeAll(async () => {
    shop = await startStorefrontUnderTest({ env: { PAYMENTS_SANDBOX_HMAC_KEY: KEY } });
  }, 60_000);
  afterAll(() => shop.close());

  /** The payment the last action belongs to, as the shop names it when it sends the action's details. */
  let expected: { reference: string; amount: ReturnType<typeof paymentRequest>['amount']; pspReference: null } | null = null;
  const actionUrl = async (method: Parameters<typeof paymentRequest>[0], overrides: Parameters<typeof paymentRequest>[1] = {}) => {
    const request = paymentRequest(method, overrides);
    expected = { reference: request.reference, amount: request.amount, pspReference: null };
    const result = await gateway.pay(request);
    if (!result.ok || result.value.action === null) throw new Error('no action');
    return String(result.value.action['url']);
  };

  test('the bank page shows the sandbox mark, the amount and iDEAL\'s central bank list; approving needs a bank', async () => {
    const url = await actionUrl({ type: 'ideal' });
    const page = await shop.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('Payment sandbox — no real money');
    expect(page.body).toContain('Pay with iDEAL | Wero');
    expect([...page.body.matchAll(/<meta name="description" content="([^"]*)"\/>/g)].map((m) => m[1])).toEqual(['Pay with iDEAL | Wero']);
    expect(page.body).toContain('45.99 EUR');
    expect(page.body).toMatch(/<input type="radio" id="issuer-ing" name="issuer" value="ing"/);
    const session = new URL(url, 'https://shop.test').searchParams.get('session')!;
    const refused = await shop.app.inject({ method: 'POST', url: '/payment-sandbox/bank', ...form({ session, decision: 'approve' }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Choose your bank to approve the payment.');
    const approved = await shop.app.inject({ method: 'POST', url: '/payment-sandbox/bank', ...form({ session, decision: 'approve', issuer: 'ing' }) });
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location!);
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.test/Checkout/PaymentComponent/Return');
    const done = await gateway.submitDetails({ site: 'yours-clothing', details: { redirectResult: back.searchParams.get('redirectResult') }, paymentData: null, idempotencyKey: 'a', expected: expected! });
    expect(done).toMatchObject({ ok: true, value: { resultCode: 'Authorised' } });
    const cancelled = await shop.app.inject({ method: 'POST', url: '/payment-sandbox/bank', ...form({ session, decision: 'cancel' }) });
    expect(cancelled.statusCode).toBe(303);
    const after = new URL(cancelled.headers.location!).searchParams.get('redirectResult');
    expect(await gateway.submitDetails({ site: 'yours-clothing', details: { redirectResult: after }, paymentData: null, idempotencyKey: 'b', expected: expected! })).toMatchObject({ ok: true, value: { resultCode: 'Cancelled' } });
  });

  test('the challenge page asks for the password and hands a threeDSResult to the shop\'s window', async () => {
    const url = await actionUrl(testCard('4212345678910006'));
    const page = await shop.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Payment sandbox — no real money');
    expect(page.body).toContain('<label class="form-field__label" for="sandbox-password">Password</label>');
    const session = new URL(url, 'https://shop.test').searchParams.get('session')!;
    const answered = await shop.app.inject({ method: 'POST', url: '/payment-sandbox/challenge', ...form({ session, password: 'password' }) });
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain('data-page-module="pages/payment-sandbox-challenge"');
    expect(answered.body).toContain('data-target-origin="https://shop.test"');
    const threeDSResult = /data-three-ds-result="([^"]+)"/.exec(answered.body)![1]!;
    expect(await gateway.submitDetails({ site: 'yours-clothing', details: { threeDSResult }, paymentData: null, idempotencyKey: 'c', expected: expected! })).toMatchObject({ ok: true, value: { resultCode: 'Authorised' } });
  });

  test.each([
    ['GET', '/payment-sandbox/bank?session=forged.token'],
    ['GET', '/payment-sandbox/challenge?session=forged.token'],
  ])('%s %s with a session the sandbox did not sign is 400', async (method, url) => {
    const answer = await shop.app.inject({ method: method as 'GET', url, headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(400);
  });

  test('posts with a forged session or a bad decision are 400 and change nothing', async () => {
    expect((await shop.app.inject({ method: 'POST', url: '/payment-sandbox/bank', ...form({ session: 'x.y', decision: 'approve', issuer: 'ing' }) })).statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'POST', url: '/payment-sandbox/bank', ...form({ session: 'x.y', decision: 'steal' }) })).statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'POST', url: '/payment-sandbox/challenge', ...form({ session: 'x.y', password: 'password' }) })).statusCode).toBe(400);
  });

  test("answers the card form's bin lookups by the sandbox's bin rules; a bin it cannot read is 400", async () => {
    const lookup = (payload: Record<string, unknown>) => shop.app.inject({ method: 'POST', url: '/payment-sandbox/v2/bin/binLookup', payload });
    const visa = await lookup({ supportedBrands: ['visa', 'mc'], encryptedBin: 'test_411111', requestId: 'r1' });
    expect(visa.statusCode).toBe(200);
    expect(visa.headers['cache-control']).toBe('no-store');
    expect(visa.json()).toEqual({
      requestId: 'r1', brands: [{ brand: 'visa', supported: true, cvcPolicy: 'required', showExpiryDate: true, enableLuhnCheck: true, showSocialSecurityNumber: false }],
    });
    expect((await lookup({ supportedBrands: ['visa', 'mc'], encryptedBin: 'test_370000', requestId: 'r2' })).json().brands[0]).toMatchObject({ brand: 'amex', supported: false });
    expect((await lookup({ encryptedBin: 'test_670344', requestId: 'r3' })).json().brands[0]).toMatchObject({ brand: 'bcmc', supported: true, cvcPolicy: 'hidden' });
    expect((await lookup({ encryptedBin: 'test_999999', requestId: 'r4' })).json()).toEqual({ requestId: 'r4', brands: [] });
    for (const bad of [{ encryptedBin: 'adyenjs_0_1_25$abc', requestId: 'r5' }, { encryptedBin: 'test_4111', requestId: 'r6' }, { encryptedBin: 'test_411111' }]) {
      expect((await lookup(bad)).statusCode).toBe(400);
    }
  });
});

describe('payment sandbox pages with Adyen configured', () => {
  let shop: StorefrontUnderTest;
  beforeAll(async () => {
    shop = await startStorefrontUnderTest({
      env: {
        ADYEN_API_KEY: 'k', ADYEN_CLIENT_KEY: 'test_K', ADYEN_MERCHANT_ACCOUNT: 'M', ADYEN_HMAC_KEY: 'ab'.repeat(32), ADYEN_ENVIRONMENT: 'test',
        ADYEN_CHECKOUT_URL: 'http://127.0.0.1:9',
      },
    });
  }, 60_000);
  afterAll(() => shop.close());

  test('are not served at all', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/payment-sandbox/bank?session=a.b' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/payment-sandbox/challenge?session=a.b' })).statusCode).toBe(404);
  });
});
