import { describe, expect, it } from 'vitest';
import { ADYEN_CARD_OPTIONS, adyenCardOptions, adyenCheckoutConfiguration, adyenEnvironment } from '../../../../../src/adapters/ui-react/rules/checkout/adyen-configuration.js';

describe("Adyen Web's configuration on the basket page", () => {
  it('the page hidden inputs and the listed methods, in Adyen’s shapes', () => {
    const config = adyenCheckoutConfiguration(
      { clientKey: 'test_ABC', paymentMode: 'test', locale: 'de-DE', countryCode: 'DE', orderTotalMinor: 4599, currency: 'EUR' },
      {
        paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] }, { type: 'sepadirectdebit', name: 'SEPA', brands: [] }],
        storedPaymentMethods: [{ id: 's1', brand: 'visa', lastFour: '1111', expiryMonth: '03', expiryYear: '2030', holderName: 'Jo' }],
      },
    );
    expect(config).toEqual({
      clientKey: 'test_ABC',
      environment: 'test',
      locale: 'de-DE',
      countryCode: 'DE',
      amount: { value: 4599, currency: 'EUR' },
      paymentMethodsResponse: {
        paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] }, { type: 'sepadirectdebit', name: 'SEPA' }],
        storedPaymentMethods: [{
          id: 's1', type: 'scheme', name: 'visa', brand: 'visa', lastFour: '1111', expiryMonth: '03', expiryYear: '2030',
          holderName: 'Jo', supportedShopperInteractions: ['Ecommerce'],
        }],
      },
    });
    // A wallet's provider settings reach adyen-web as Adyen's /paymentMethods gave them.
    const wallets = adyenCheckoutConfiguration(
      { clientKey: 'test_ABC', paymentMode: 'test', locale: 'en-GB', countryCode: 'GB', orderTotalMinor: 100, currency: 'GBP' },
      { paymentMethods: [{ type: 'applepay', name: 'Apple Pay', configuration: { merchantId: 'merchant.com.adyen.shop', merchantName: 'Shop' } }], storedPaymentMethods: [] },
    );
    expect(wallets.paymentMethodsResponse.paymentMethods).toEqual([
      { type: 'applepay', name: 'Apple Pay', configuration: { merchantId: 'merchant.com.adyen.shop', merchantName: 'Shop' } },
    ]);
    expect(ADYEN_CARD_OPTIONS).toEqual({ showPayButton: false, hasHolderName: true, holderNameRequired: true });
    // Adyen's own "save" checkbox only for a signed-in shopper.
    expect(adyenCardOptions({ storeCardsOffered: false })).toEqual({ ...ADYEN_CARD_OPTIONS, enableStoreDetails: false });
    expect(adyenCardOptions({ storeCardsOffered: true })).toEqual({ ...ADYEN_CARD_OPTIONS, enableStoreDetails: true });
  });

  it('live only when the page says live', () => {
    expect(adyenEnvironment('live')).toBe('live');
    expect(adyenEnvironment('test')).toBe('test');
    expect(adyenEnvironment('sandbox')).toBe('test');
  });
});
