import { describe, expect, it } from 'vitest';
import { applePayVersion, APPLE_PAY_DEFAULTS } from '../../../../../src/adapters/ui-react/rules/checkout/buttons/apple-pay.js';
import { debounceClicks, googlePayConfiguration, googlePayEnvironment } from '../../../../../src/adapters/ui-react/rules/checkout/buttons/google-pay.js';
import { appleContactFields, googleAddressFields, walletKindOf, walletPayment } from '../../../../../src/adapters/ui-react/rules/checkout/wallet-payload.js';
import { readSandboxWalletCards, sandboxTestAddress } from '../../../../../src/adapters/ui-react/rules/checkout/wallet-sandbox.js';

const address = { name: 'Ada Lovelace', address1: '1 Wallet Way ', address3: '', countryCode: 'GB', locality: 'Manchester', administrativeArea: '', postalCode: 'M1 1AE', phoneNumber: '0161 496 0000' };

describe('wallet payloads for InitiatePayment (spec 3)', () => {
  it("Google Pay: the spec's payment method and the paywithgoogle type", () => {
    expect(walletPayment('googlepay', { token: 'tok', network: 'VISA', express: null })).toEqual({
      paymentMethod: { type: 'googlepay', googlePayToken: 'tok', googlePayCardNetwork: 'VISA' }, wallet: 'paywithgoogle',
    });
  });

  it('Apple Pay: applePayToken and the applepay type', () => {
    expect(walletPayment('applepay', { token: 'tok', network: null, express: null })).toEqual({ paymentMethod: { type: 'applepay', applePayToken: 'tok' }, wallet: 'applepay' });
  });

  it('no token, no payment (Google Pay is valid once a token exists)', () => {
    expect(walletPayment('googlepay', { token: '', network: 'VISA', express: null })).toBeNull();
  });

  it('express: pmReqBasket with paymentMethodData, the email and the shipping address, trimmed', () => {
    const payment = walletPayment('googlepay', { token: 'tok', network: 'VISA', express: { email: ' ada@example.com ', shippingAddress: address, billingAddress: { ...address, address1: '9 Card St' } } });
    expect(payment?.pmReqBasket).toEqual({
      paymentMethodData: { token: 'tok', type: 'googlepay', billingAddress: { ...address, address1: '9 Card St' } },
      email: 'ada@example.com',
      shippingAddress: { ...address, address1: '1 Wallet Way' },
    });
    expect(walletPayment('applepay', { token: 'tok', network: null, express: { email: 'a@b.co', shippingAddress: address, billingAddress: null } })?.pmReqBasket)
      .not.toHaveProperty('paymentMethodData.billingAddress');
  });

  it("Google's and Apple's addresses in the spec's wallet address fields", () => {
    expect(googleAddressFields({ name: 'Ada', address1: '1 Way', address2: 'Flat 2', address3: 'Block B', countryCode: 'gb', locality: 'Leeds', postalCode: 'LS1 1AA' }))
      .toEqual({ name: 'Ada', address1: '1 Way', address3: 'Flat 2, Block B', countryCode: 'GB', locality: 'Leeds', administrativeArea: '', postalCode: 'LS1 1AA', phoneNumber: '' });
    expect(appleContactFields({ givenName: 'Ada', familyName: 'Lovelace', addressLines: ['1 Way', 'Flat 2'], locality: 'Leeds', postalCode: 'LS1 1AA', countryCode: 'gb', phoneNumber: '0113 496 0000' }))
      .toEqual({ name: 'Ada Lovelace', address1: '1 Way', address3: 'Flat 2', countryCode: 'GB', locality: 'Leeds', administrativeArea: '', postalCode: 'LS1 1AA', phoneNumber: '0113 496 0000' });
    expect(appleContactFields(undefined).name).toBe('');
  });

  it('Apple Pay is applepay; Google Pay under either name is googlepay', () => {
    expect([walletKindOf('applepay'), walletKindOf('googlepay'), walletKindOf('paywithgoogle')]).toEqual(['applepay', 'googlepay', 'googlepay']);
  });
});

describe("adyen-web's Google Pay and Apple Pay options (spec 9)", () => {
  const settings = {
    paymentMode: 'test' as const, merchantAccount: 'ShopECOM', merchantName: 'Shop', googleMerchantAccount: 'BCR2DN4T7XYZ', locale: 'pl-PL',
    countryCode: 'PL', orderTotalMinor: 12345, currency: 'PLN',
  };

  it('the gateway merchant is the Adyen account, the Google merchant id from configuration, the defaults of spec 9', () => {
    expect(googlePayConfiguration(settings, false)).toEqual({
      environment: 'TEST', amount: { value: 12345, currency: 'PLN' }, countryCode: 'PL',
      configuration: { gatewayMerchantId: 'ShopECOM', merchantName: 'Shop', merchantId: 'BCR2DN4T7XYZ' },
      allowedCardNetworks: ['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'], allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
      totalPriceStatus: 'FINAL', buttonLocale: 'pl', buttonSizeMode: 'fill', isExpress: false,
    });
    expect(googlePayConfiguration({ ...settings, googleMerchantAccount: '' }, false).configuration).toEqual({ gatewayMerchantId: 'ShopECOM', merchantName: 'Shop' });
    // Adyen's /paymentMethods gives Google's merchant id: kept unless configured here.
    const listed = { merchantId: 'ADYEN-GIVEN', gatewayMerchantId: 'OtherECOM' };
    expect(googlePayConfiguration({ ...settings, googleMerchantAccount: '' }, false, listed).configuration).toEqual({ gatewayMerchantId: 'ShopECOM', merchantName: 'Shop', merchantId: 'ADYEN-GIVEN' });
    expect(googlePayConfiguration(settings, false, listed).configuration).toEqual({ gatewayMerchantId: 'ShopECOM', merchantName: 'Shop', merchantId: 'BCR2DN4T7XYZ' });
  });

  it('express asks the email, the shipping address and the billing address with phone numbers', () => {
    expect(googlePayConfiguration(settings, true)).toMatchObject({
      isExpress: true, emailRequired: true, shippingAddressRequired: true, billingAddressRequired: true,
      billingAddressParameters: { format: 'FULL', phoneNumberRequired: true }, shippingAddressParameters: { phoneNumberRequired: true },
    });
  });

  it('ADYEN_ENVIRONMENT test is TEST, live is PRODUCTION', () => {
    expect([googlePayEnvironment('sandbox'), googlePayEnvironment('test'), googlePayEnvironment('live')]).toEqual(['TEST', 'TEST', 'PRODUCTION']);
  });

  it('a click within 300 ms of the last opens nothing', () => {
    let at = 0;
    const opened: number[] = [];
    const click = debounceClicks((n: number) => opened.push(n), () => at);
    click(1);
    at = 299;
    click(2);
    at = 300;
    click(3);
    expect(opened).toEqual([1, 3]);
  });

  it('Apple Pay versions are tried from 11 down; an old Safari that throws gets the next one; networks amex, discover, masterCard, visa', () => {
    expect(applePayVersion((v) => v <= 14)).toBe(11);
    expect(applePayVersion((v) => { if (v > 6) throw new Error('unknown version'); return v <= 6; })).toBe(6);
    expect(applePayVersion(() => false)).toBe(1);
    expect(APPLE_PAY_DEFAULTS.supportedNetworks).toEqual(['amex', 'discover', 'masterCard', 'visa']);
  });
});

describe('the sandbox sheet', () => {
  it('reads the test card list defensively', () => {
    expect(readSandboxWalletCards({ cards: [{ id: 'v', brand: 'visa', network: 'VISA', lastFour: '1111', outcome: 'Authorised', refusalReason: null }, { id: '' }, 'x', { id: 'y', outcome: 'Maybe' }] }))
      .toEqual([{ id: 'v', brand: 'visa', network: 'VISA', lastFour: '1111', outcome: 'Authorised', refusalReason: null }]);
    expect(readSandboxWalletCards(null)).toEqual([]);
  });

  it("starts from a test address of the site's country, or a GB one", () => {
    expect(sandboxTestAddress('nl')).toMatchObject({ countryCode: 'NL', locality: 'Amsterdam', postalCode: '1012 LG' });
    expect(sandboxTestAddress('ZZ')).toMatchObject({ countryCode: 'GB', postalCode: 'SW1A 2AA' });
  });
});
