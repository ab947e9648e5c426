import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cardPaymentOf } from '../../../../../src/adapters/ui-react/rules/checkout/card-payload.js';

const paymentMethod = { type: 'scheme', encryptedCardNumber: 'adyenjs_0_1_25$n', encryptedExpiryMonth: 'm', encryptedExpiryYear: 'y', encryptedSecurityCode: 'c', brand: 'visa', holderName: 'Jo' };
const browserInfo = { acceptHeader: '*/*', colorDepth: 24, language: 'pt-BR', javaEnabled: false, screenHeight: 900, screenWidth: 1440, userAgent: 'UA', timeZoneOffset: 180 };

describe("the card payload from Adyen's state.data (spec 3: provider card payload)", () => {
  it('keeps paymentMethod, browserInfo and the store flag, and the billing address, social security number and instalments the component gave', () => {
    const billingAddress = { street: 'Rua Augusta', houseNumberOrName: '1500', postalCode: '01304-001', city: 'São Paulo', stateOrProvince: 'SP', country: 'BR' };
    expect(cardPaymentOf({
      paymentMethod, browserInfo, storePaymentMethod: true, billingAddress, socialSecurityNumber: '123.456.789-09',
      installments: { value: 1, plan: 'revolving' }, origin: 'https://shop.test',
    })).toEqual({
      paymentMethod, browserInfo, storePaymentMethod: true,
      details: { billingAddress, socialSecurityNumber: '123.456.789-09', installments: { value: 1, plan: 'revolving' } },
    });
  });

  it('sends no details the component did not ask for, and no store flag unless ticked', () => {
    expect(cardPaymentOf({ paymentMethod, browserInfo, storePaymentMethod: false })).toEqual({ paymentMethod, browserInfo, details: {} });
    expect(cardPaymentOf({ paymentMethod, installments: { value: null }, socialSecurityNumber: '' })).toEqual({ paymentMethod, details: {} });
    expect(cardPaymentOf({ paymentMethod, installments: { value: 3, plan: 'forever' } })?.details).toEqual({ installments: { value: 3 } });
    expect(cardPaymentOf({ paymentMethod, billingAddress: { street: 'x' } })?.details).toEqual({});
    expect(cardPaymentOf({ browserInfo })).toBeNull();
  });

  test.prop([fc.anything()])('never throws, and keeps nothing but the payload fields', (data) => {
    const payment = cardPaymentOf(data);
    if (payment) expect(Object.keys(payment).every((k) => ['paymentMethod', 'browserInfo', 'storePaymentMethod', 'details'].includes(k))).toBe(true);
  });
});
