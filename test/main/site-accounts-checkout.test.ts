import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, initiate, shopperWithBasket } from '../adapters/http/checkout/checkout-test-kit.js';
import { startAdyenStandIn, type AdyenStandIn } from '../support/stand-ins/adyen-stand-in.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../support/storefront-under-test.js';

const HMAC = 'ab'.repeat(32);

/**
 * Through the whole app: a shopper pays on pixie (the shared Adyen merchant account) and another on
 * Yours Clothing's German site (its own, ADYEN_MERCHANT_ACCOUNT__YOURS_CLOTHING_DE); each basket
 * page carries its site's merchant account and client key, and each /payments names its order's.
 */
describe('a payment on two brands, each on its own Adyen merchant account', () => {
  let adyen: AdyenStandIn;
  let sut: StorefrontUnderTest;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'site-accounts-'));
    adyen = await startAdyenStandIn({ apiKey: 'company-key', merchantAccount: 'StorefrontECOM', hmacKey: HMAC, moreAccounts: [{ apiKey: 'company-key', merchantAccount: 'YoursDE_ECOM' }] });
    sut = await startStorefrontUnderTest({
      env: {
        DATA_DIR: dataDir, ADYEN_API_KEY: 'company-key', ADYEN_CLIENT_KEY: 'test_SHARED', ADYEN_MERCHANT_ACCOUNT: 'StorefrontECOM', ADYEN_HMAC_KEY: HMAC,
        ADYEN_ENVIRONMENT: 'test', ADYEN_CHECKOUT_URL: adyen.baseUrl,
        ADYEN_MERCHANT_ACCOUNT__YOURS_CLOTHING_DE: 'YoursDE_ECOM', ADYEN_CLIENT_KEY__YOURS_CLOTHING_DE: 'test_YOURSDE',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await sut?.close();
    await adyen?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['pixie', 'pixie', 'GB', 'StorefrontECOM', 'test_SHARED'],
    ['yours-clothing-de', 'yours-clothing', 'DE', 'YoursDE_ECOM', 'test_YOURSDE'],
  ])('%s: the basket page and the payment use its merchant account', async (site, brand, country, merchantAccount, clientKey) => {
    const { browser } = await shopperWithBasket(sut, { site, brand, country });
    const page = (await browser.get('/basket', { accept: 'text/html' })).body;
    expect(page).toContain(`value="${merchantAccount}"`);
    expect(page).toContain(`value="${clientKey}"`);
    const paid = await initiate(browser, card('4111111111111111'));
    expect(paid.statusCode).toBe(200);
    const reference: string = paid.json().merchantReference;
    const call = adyen.requests.find((r) => r.path === '/v72/payments' && (r.body as Record<string, unknown>)['reference'] === reference);
    expect(call?.body).toMatchObject({ merchantAccount, countryCode: country });
    expect(call?.headers['x-api-key']).toBe('company-key');
  });
});
