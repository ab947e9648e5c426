import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/adapters/persistence/database.js';
import { signNotificationItem, type NotificationItemWire } from '../../src/adapters/providers/adyen/adyen-notifications.js';
import { findSiteVariant } from '../../src/domain/site/site-variants.js';
import { AREAS } from '../../src/main/compose-app.js';
import { loadConfig, type AppConfig } from '../../src/main/config.js';
import { buildContainer, clientBuildDirOf } from '../../src/main/container.js';
import { KLARNA } from '../../src/main/checkout-klarna-module.js';
import { PAYMENTS } from '../../src/main/payment-sandbox-module.js';
import { paymentSettingsOf } from '../../src/main/checkout-payment-settings.js';
import { PAYPAL } from '../../src/main/checkout-paypal-module.js';
import { payPalButtonOf } from '../../src/main/checkout-paypal-settings.js';
import { projectRoot } from '../../src/main/project-root.js';
import { SEARCH } from '../../src/main/search-module.js';
import { klarnaPurchase } from '../support/klarna-payments-contract.js';
import { paymentRequest, testCard } from '../support/payment-gateway-contract.js';
import { payPalOrderRequest } from '../support/paypal-orders-contract.js';
import { startAdyenStandIn, type AdyenStandIn } from '../support/stand-ins/adyen-stand-in.js';
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../support/stand-ins/algolia-stand-in.js';
import { startKlarnaStandIn, type KlarnaStandIn } from '../support/stand-ins/klarna-stand-in.js';
import { startPayPalStandIn, type PayPalStandIn } from '../support/stand-ins/paypal-stand-in.js';
import { openEmptyPglite } from '../support/test-databases.js';

// Two brands: pixie on the shared accounts, Yours Clothing's German site on its own.
const PIXIE = 'pixie';
const YOURS_DE = 'yours-clothing-de';
const SHARED_HMAC = 'ab'.repeat(32);
const YOURS_DE_HMAC = 'cd'.repeat(32);
const YOURS_DE_PAYPAL = { clientId: 'yours-de-app', clientSecret: 'yours-de-secret' };
const YOURS_DE_KLARNA = { username: 'PK777_yoursde', password: 'yours-de-password' };
const YOURS_DE_ALGOLIA = { appId: 'YOURSDEAPP', searchKey: 'yours-de-search-key' };

const userOfBasic = (authorization: unknown): string => Buffer.from(String(authorization).replace(/^Basic /, ''), 'base64').toString('utf8').split(':')[0]!;

describe('each brand calls the providers with its own account', () => {
  let database: Database;
  let adyen: AdyenStandIn;
  let payPal: PayPalStandIn;
  let klarna: KlarnaStandIn;
  let algolia: AlgoliaStandIn;
  let config: AppConfig;
  let container: ReturnType<typeof buildContainer>;

  beforeAll(async () => {
    database = await openEmptyPglite();
    // One company API key; the German site has its own merchant account (and its webhook's HMAC key).
    adyen = await startAdyenStandIn({ apiKey: 'company-key', merchantAccount: 'StorefrontECOM', hmacKey: SHARED_HMAC, moreAccounts: [{ apiKey: 'company-key', merchantAccount: 'YoursDE_ECOM' }] });
    payPal = await startPayPalStandIn({ moreApps: [YOURS_DE_PAYPAL] });
    klarna = await startKlarnaStandIn(undefined, null, [YOURS_DE_KLARNA]);
    algolia = await startAlgoliaStandIn([YOURS_DE_ALGOLIA]);
    config = loadConfig({
      LOG_LEVEL: 'silent',
      ADYEN_API_KEY: 'company-key', ADYEN_CLIENT_KEY: 'test_SHARED', ADYEN_MERCHANT_ACCOUNT: 'StorefrontECOM', ADYEN_HMAC_KEY: SHARED_HMAC,
      ADYEN_ENVIRONMENT: 'test', ADYEN_CHECKOUT_URL: adyen.baseUrl,
      ADYEN_MERCHANT_ACCOUNT__YOURS_CLOTHING_DE: 'YoursDE_ECOM', ADYEN_CLIENT_KEY__YOURS_CLOTHING_DE: 'test_YOURSDE', ADYEN_HMAC_KEY__YOURS_CLOTHING_DE: YOURS_DE_HMAC,
      PAYPAL_CLIENT_ID: payPal.clientId, PAYPAL_CLIENT_SECRET: payPal.clientSecret, PAYPAL_BASE_URL: payPal.baseUrl,
      PAYPAL_CLIENT_ID__YOURS_CLOTHING_DE: YOURS_DE_PAYPAL.clientId, PAYPAL_CLIENT_SECRET__YOURS_CLOTHING_DE: YOURS_DE_PAYPAL.clientSecret,
      PAYPAL_WEBHOOK_ID: payPal.webhookId, PAYPAL_WEBHOOK_ID__YOURS_CLOTHING_DE: 'WHYOURSDE',
      KLARNA_USERNAME: klarna.username, KLARNA_PASSWORD: klarna.password, KLARNA_BASE_URL: klarna.baseUrl,
      KLARNA_USERNAME__YOURS_CLOTHING_DE: YOURS_DE_KLARNA.username, KLARNA_PASSWORD__YOURS_CLOTHING_DE: YOURS_DE_KLARNA.password,
      ALGOLIA_APP_ID: algolia.appId, ALGOLIA_SEARCH_KEY: algolia.searchKey, ALGOLIA_HOSTS: `http://${algolia.host.url}:${algolia.host.port}`,
      ALGOLIA_APP_ID__YOURS_CLOTHING_DE: YOURS_DE_ALGOLIA.appId, ALGOLIA_SEARCH_KEY__YOURS_CLOTHING_DE: YOURS_DE_ALGOLIA.searchKey,
    });
    container = buildContainer({ config, database, clientBuildDir: clientBuildDirOf(projectRoot()) }, AREAS);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([adyen?.close(), payPal?.close(), klarna?.close(), algolia?.close()]);
    await database?.close();
  });

  test('Adyen: each payment names its site\'s merchant account, and the browser gets its site\'s client key', async () => {
    const gateway = container.get(PAYMENTS.PaymentGateway);
    const pixie = paymentRequest(testCard('4111111111111111'), { site: PIXIE, countryCode: 'GB', amount: { amountMinor: 2500, currency: 'GBP' } });
    const yoursDe = paymentRequest(testCard('4111111111111111'), { site: YOURS_DE, countryCode: 'DE' });
    expect(await gateway.pay(pixie)).toMatchObject({ ok: true, value: { resultCode: 'Authorised' } });
    const paidDe = await gateway.pay(yoursDe);
    expect(paidDe).toMatchObject({ ok: true, value: { resultCode: 'Authorised' } });
    expect(await gateway.paymentMethods({ site: YOURS_DE, countryCode: 'DE', amount: { amountMinor: 100, currency: 'EUR' }, shopperReference: null })).toMatchObject({ ok: true });
    const merchantAccountOf = (reference: string) =>
      adyen.requests.filter((r) => r.path === '/v72/payments').map((r) => r.body as Record<string, unknown>).find((b) => b['reference'] === reference)?.['merchantAccount'];
    expect(merchantAccountOf(pixie.reference)).toBe('StorefrontECOM');
    expect(merchantAccountOf(yoursDe.reference)).toBe('YoursDE_ECOM');
    expect((adyen.requests.find((r) => r.path === '/v72/paymentMethods')?.body as Record<string, unknown>)['merchantAccount']).toBe('YoursDE_ECOM');
    expect(adyen.requests.every((r) => r.headers['x-api-key'] === 'company-key')).toBe(true);
    // The German payment given back: the reversal names the German merchant account too.
    const pspReference = paidDe.ok ? paidDe.value.pspReference! : '';
    expect(await gateway.reverse({ site: YOURS_DE, pspReference, reference: yoursDe.reference, amount: yoursDe.amount, idempotencyKey: 'rev-1' })).toMatchObject({ ok: true });
    expect(adyen.requests.filter((r) => r.path.endsWith('/reversals')).map((r) => (r.body as Record<string, unknown>)['merchantAccount'])).toEqual(['YoursDE_ECOM']);
    expect(paymentSettingsOf(config, PIXIE)).toMatchObject({ merchantAccount: 'StorefrontECOM', clientKey: 'test_SHARED' });
    expect(paymentSettingsOf(config, YOURS_DE)).toMatchObject({ merchantAccount: 'YoursDE_ECOM', clientKey: 'test_YOURSDE' });
  });

  test('Adyen: a notification is verified with the HMAC key of the merchant account it names', () => {
    const gateway = container.get(PAYMENTS.PaymentGateway);
    const item = (merchantAccountCode: string): NotificationItemWire => ({
      amount: { currency: 'EUR', value: 4599 }, eventCode: 'AUTHORISATION', eventDate: '2026-11-27T12:00:00+01:00', merchantAccountCode,
      merchantReference: 'YC-1', pspReference: 'PSP00000000000001', success: 'true',
    });
    const body = (signed: NotificationItemWire) => ({ live: 'false', notificationItems: [{ NotificationRequestItem: signed }] });
    expect(gateway.verifyNotifications(body(signNotificationItem(item('YoursDE_ECOM'), YOURS_DE_HMAC)))).toHaveLength(1);
    expect(gateway.verifyNotifications(body(signNotificationItem(item('StorefrontECOM'), SHARED_HMAC)))).toHaveLength(1);
    expect(gateway.verifyNotifications(body(signNotificationItem(item('YoursDE_ECOM'), SHARED_HMAC)))).toBeNull();
    expect(gateway.verifyNotifications(body(signNotificationItem(item('StorefrontECOM'), YOURS_DE_HMAC)))).toBeNull();
  });

  test('PayPal: each site\'s orders are created with a token of its own app, and its button carries that client id', async () => {
    const orders = container.get(PAYPAL.PayPalOrders);
    const pixie = await orders.create(payPalOrderRequest({ reference: 'PX-1' }), PIXIE);
    const yoursDe = await orders.create(payPalOrderRequest({ reference: 'YC-2', amount: { amountMinor: 4599, currency: 'EUR' } }), YOURS_DE);
    expect(pixie.ok && yoursDe.ok).toBe(true);
    const appOf = (reference: string) => {
      const call = payPal.requests.find((r) => r.path === '/v2/checkout/orders' && JSON.stringify(r.body).includes(`"reference_id":"${reference}"`));
      return payPal.clientOfToken(String(call?.headers.authorization).replace(/^Bearer /, ''));
    };
    expect(appOf('PX-1')).toBe(payPal.clientId);
    expect(appOf('YC-2')).toBe(YOURS_DE_PAYPAL.clientId);
    expect(payPal.requests.filter((r) => r.path === '/v1/oauth2/token').map((r) => userOfBasic(r.headers.authorization)).sort())
      .toEqual([payPal.clientId, YOURS_DE_PAYPAL.clientId].sort());
    expect(await orders.get(yoursDe.ok ? yoursDe.value.id : '', YOURS_DE)).toMatchObject({ ok: true, value: { reference: 'YC-2' } });
    expect(payPalButtonOf(config, PIXIE)?.clientId).toBe(payPal.clientId);
    expect(payPalButtonOf(config, YOURS_DE)?.clientId).toBe(YOURS_DE_PAYPAL.clientId);
  });

  test('PayPal: a webhook is verified with the app and webhook id of the site it was posted to', async () => {
    const orders = container.get(PAYPAL.PayPalOrders);
    const created = await orders.create(payPalOrderRequest({ reference: 'PX-5' }), PIXIE);
    if (!created.ok) throw new Error(created.error.code);
    const delivery = payPal.sandbox.signedWebhook('CHECKOUT.ORDER.APPROVED', created.value);
    expect(await orders.verifyWebhook(delivery, PIXIE)).toMatchObject({ ok: true, value: { reference: 'PX-5' } });
    // Posted to the German host, it is checked as a webhook of the German app, whose webhook id it does not carry.
    expect(await orders.verifyWebhook(delivery, YOURS_DE)).toEqual({ ok: false, error: { code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' } });
    const checks = payPal.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature');
    expect(checks.map((r) => (r.body as Record<string, unknown>)['webhook_id'])).toEqual([payPal.webhookId, 'WHYOURSDE']);
    expect(checks.map((r) => payPal.clientOfToken(String(r.headers.authorization).replace(/^Bearer /, '')))).toEqual([payPal.clientId, YOURS_DE_PAYPAL.clientId]);
  });

  test('Klarna: each site\'s sessions go out under its own API user', async () => {
    const payments = container.get(KLARNA.KlarnaPayments)!;
    expect(await payments.createSession(klarnaPurchase({ merchantReference: 'PX-3' }), PIXIE)).toMatchObject({ ok: true });
    expect(await payments.createSession(klarnaPurchase({ merchantReference: 'YC-4' }), YOURS_DE)).toMatchObject({ ok: true });
    const userOf = (reference: string) => userOfBasic(klarna.requests.find((r) => JSON.stringify(r.body).includes(`"merchant_reference1":"${reference}"`))?.headers.authorization);
    expect(userOf('PX-3')).toBe(klarna.username);
    expect(userOf('YC-4')).toBe(YOURS_DE_KLARNA.username);
  });

  test('Algolia: each site\'s index is asked on its own application', async () => {
    const recommendations = container.get(SEARCH.Recommendations);
    const search = container.get(SEARCH.ProductSearch);
    const pixieIndex = findSiteVariant(PIXIE)!.recommendationIndex;
    const yoursDeIndex = findSiteVariant(YOURS_DE)!.recommendationIndex;
    expect(await recommendations.related({ brand: 'pixie', index: pixieIndex, productIds: [1], maxRecommendations: 10, threshold: 0 })).toMatchObject({ ok: true });
    expect(await recommendations.related({ brand: 'yours-clothing', index: yoursDeIndex, productIds: [1], maxRecommendations: 10, threshold: 0 })).toMatchObject({ ok: true });
    expect(await search.suggest({ brand: 'yours-clothing', index: yoursDeIndex, language: 'german', text: 'kleid', limit: 6 })).toMatchObject({ ok: true });
    const appsAsked = (index: string) => [...new Set(algolia.requests.filter((r) => JSON.stringify(r.body).includes(index) || r.path.includes(index)).map((r) => r.appId))];
    expect(appsAsked(pixieIndex)).toEqual([algolia.appId]);
    expect(appsAsked(yoursDeIndex)).toEqual([YOURS_DE_ALGOLIA.appId]);
  });
});
