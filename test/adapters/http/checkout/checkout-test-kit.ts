import { expect } from 'vitest';
import { seededCatalog, ShopperBrowser } from '../../../support/shopper-browser.js';
import type { StorefrontUnderTest } from '../../../support/storefront-under-test.js';

export const PAY = '/Checkout/PaymentComponent';

/** Adyen's unencrypted test format, as the sandbox card form sends it. */
export const card = (number: string, holderName = 'Jo Shopper') => ({
  type: 'scheme', encryptedCardNumber: `test_${number}`, encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: number.startsWith('3') ? 'test_7373' : 'test_737', holderName,
});

const ADDRESSES: Record<string, Record<string, string>> = {
  GB: { 'delivery.countryCode': 'GB', 'delivery.line1': '12 St James Square', 'delivery.city': 'London', 'delivery.postcode': 'SW1Y 4LB' },
  NL: { 'delivery.countryCode': 'NL', 'delivery.line1': 'Damrak 1', 'delivery.city': 'Amsterdam', 'delivery.postcode': '1012 LG' },
  DE: { 'delivery.countryCode': 'DE', 'delivery.line1': 'Unter den Linden 1', 'delivery.city': 'Berlin', 'delivery.postcode': '10117' },
};

/** A shopper on `site` with `quantity` of an in-stock size of a `brand` product in the basket and details saved. */
export async function shopperWithBasket(
  sut: StorefrontUnderTest,
  opts: { site?: string; brand?: string; country?: string; quantity?: number; pick?: number; browser?: ShopperBrowser } = {},
) {
  const browser = opts.browser ?? new ShopperBrowser(sut.app, opts.site ?? 'evans');
  const quantity = opts.quantity ?? 1;
  const candidates = seededCatalog.products
    .filter((p) => p.brand === (opts.brand ?? 'evans') && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= quantity + 2));
  const product = candidates[(opts.pick ?? 0) % candidates.length];
  if (!product) throw new Error('no seeded product fits');
  const size = product.sizes.find((s) => s.unitsInStock >= quantity + 2)!;
  for (let i = 0; i < quantity; i += 1) {
    const added = await browser.get(`/basket/api/add?productId=${product.id}&stockId=${encodeURIComponent(size.stockId)}`);
    expect(added.statusCode).toBe(200);
  }
  const details = await browser.request({
    method: 'POST', url: '/basket/details',
    headers: { accept: 'application/json', 'content-type': 'application/json', RequestVerificationToken: await browser.token() },
    payload: JSON.stringify({
      email: 'jo@example.com', 'delivery.firstName': 'Jo', 'delivery.lastName': 'Shopper', 'delivery.phone': '+44 20 7946 0000',
      ...ADDRESSES[opts.country ?? 'GB'], billingSameAsDelivery: 'true',
    }),
  });
  expect(details.statusCode).toBe(200);
  return { browser, stockId: size.stockId, productId: product.id };
}

export const postJson = (browser: ShopperBrowser, url: string, body: unknown, headers: Record<string, string> = {}) =>
  browser.request({ method: 'POST', url, headers: { accept: 'application/json', 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

export const initiate = (browser: ShopperBrowser, paymentMethod: Record<string, unknown>, encryptedOrderId = '') =>
  postJson(browser, `${PAY}/InitiatePayment?encryptedOrderId=${encodeURIComponent(encryptedOrderId)}&isBasket=true`, {
    pmReq: { paymentMethod, browserInfo: { language: 'en-GB', colorDepth: 24 } },
    formData: { SubscriptionPreference: false, delInstructions: '' },
  });

export const submitDetails = (browser: ShopperBrowser, encryptedOrderId: string, details: Record<string, string>, paymentData: string | null = null) =>
  postJson(browser, `${PAY}/SubmitAdditionalDetails?encryptedOrderId=${encodeURIComponent(encryptedOrderId)}&isBasket=true`, { details, paymentData });

export async function unitsOf(sut: StorefrontUnderTest, stockId: string): Promise<number> {
  return (await sut.db.query<{ units_in_stock: number }>('SELECT units_in_stock FROM product_sizes WHERE stock_id = $1', [stockId])).rows[0]!.units_in_stock;
}

export async function basketCount(browser: ShopperBrowser): Promise<number> {
  return (await browser.get('/basket/quickbasket/count')).json<{ count: number }>().count;
}

export async function ordersCount(sut: StorefrontUnderTest): Promise<number> {
  return (await sut.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;
}
