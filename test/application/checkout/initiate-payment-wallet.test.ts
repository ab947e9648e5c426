import { describe, expect, test } from 'vitest';
import { shopperDetailsOfWallet } from '../../../src/domain/checkout/wallet-details.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { evans, ordersKit } from './orders-test-kit.js';

const guest = (id: string): BasketOwner => ({ kind: 'guest', sessionId: id, site: 'evans' });
const googlePay = { type: 'googlepay', googlePayToken: 'sealed-token', googlePayCardNetwork: 'VISA' };
const shipping = {
  name: 'Grace Hopper', address1: '1 Wallet Way', address3: '', countryCode: 'GB', locality: 'Manchester', administrativeArea: 'Greater Manchester',
  postalCode: 'm1 1ae', phoneNumber: '0161 496 0000',
};

/** The kit's use cases and an express wallet payment through its InitiatePayment. */
function walletKit() {
  const k = ordersKit();
  const { initiate } = k;
  const payExpress = (owner: BasketOwner, wallet: Parameters<typeof shopperDetailsOfWallet>[0], type: 'paywithgoogle' | 'applepay' = 'paywithgoogle') =>
    initiate.execute({
      owner, site: evans, orderId: null, paymentMethod: googlePay, browserInfo: null, storePaymentMethod: false,
      wallet: { type, shippingCountry: wallet.shippingAddress?.countryCode ?? null }, walletDetails: shopperDetailsOfWallet(wallet),
      returnUrlFor: (id) => `https://shop.test/Return?o=${id}`,
    });
  return { ...k, payExpress };
}

describe('InitiatePayment: an express wallet payment from the basket', () => {
  test("the sheet's email and addresses become the order's shopper details, by the details form's rules (postcode written properly)", async () => {
    const k = walletKit();
    await k.fill(guest('w1'));
    const billing = { ...shipping, name: 'G. Hopper', address1: '9 Card Street', locality: 'London', postalCode: 'SW1A 2AA' };
    const paid = await k.payExpress(guest('w1'), { email: 'grace@example.com', shippingAddress: shipping, billingAddress: billing });
    expect(paid.ok).toBe(true);
    if (!paid.ok) return;
    expect(paid.value.order.status).toBe('paid');
    expect(paid.value.order.details).toMatchObject({
      email: 'grace@example.com',
      deliveryAddress: { firstName: 'Grace', lastName: 'Hopper', line1: '1 Wallet Way', city: 'Manchester', postcode: 'M1 1AE', countryCode: 'GB', stateOrProvince: '' },
      billingSameAsDelivery: false,
      billingAddress: { firstName: 'G.', lastName: 'Hopper', line1: '9 Card Street', postcode: 'SW1A 2AA' },
    });
    expect(await k.details.detailsOf(guest('w1'))).toMatchObject({ email: 'grace@example.com' });
  });

  test('details the form would refuse answer INVALID_SHOPPER_DETAILS naming each field; nothing is placed, saved or charged', async () => {
    const k = walletKit();
    await k.fill(guest('w2'));
    const before = await k.details.detailsOf(guest('w2'));
    const refused = await k.payExpress(guest('w2'), { email: 'not-an-email', shippingAddress: { ...shipping, postalCode: 'NOT A CODE' } });
    expect(refused).toEqual({ ok: false, error: { code: 'INVALID_SHOPPER_DETAILS', fields: { email: 'EMAIL_FORMAT', 'delivery.postcode': 'POSTCODE_FORMAT' } } });
    expect(await k.orders.openOrderOf(guest('w2'))).toBeNull();
    expect(await k.details.detailsOf(guest('w2'))).toEqual(before);
    expect(await k.baskets.linesOf(guest('w2'))).toHaveLength(1);
    expect(k.gateway.payCalls).toEqual([]);
  });

  test('a shipping country the site does not deliver to is refused as the form refuses it', async () => {
    const k = walletKit();
    await k.fill(guest('w3'));
    const refused = await k.payExpress(guest('w3'), { email: 'grace@example.com', shippingAddress: { ...shipping, countryCode: 'JP', postalCode: '100-0001' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_SHOPPER_DETAILS', fields: { 'delivery.countryCode': 'COUNTRY_NOT_DELIVERED' } } });
    expect(await k.orders.openOrderOf(guest('w3'))).toBeNull();
  });

  test('Apple Pay from the basket keeps its Great Britain only rule, before any details are saved', async () => {
    const k = walletKit();
    await k.fill(guest('w4'));
    const before = await k.details.detailsOf(guest('w4'));
    const refused = await k.payExpress(guest('w4'), { email: 'grace@example.com', shippingAddress: { ...shipping, countryCode: 'IE', postalCode: 'D02 X285' } }, 'applepay');
    expect(refused).toEqual({ ok: false, error: { code: 'WALLET_SHIPPING_COUNTRY' } });
    expect(await k.details.detailsOf(guest('w4'))).toEqual(before);
    expect(await k.orders.openOrderOf(guest('w4'))).toBeNull();
  });
});
