/**
 * What Adyen Web's `AdyenCheckout` is given on the basket page (client key set): the page hidden
 * inputs as its core configuration, and the GetPaymentMethods answer in Adyen's `/paymentMethods`
 * shape. The callbacks (onSubmit, onAdditionalDetails, onError) are added where it is mounted.
 */
import type { PaymentMethodsAnswer } from './payment-options.js';

export interface AdyenPageSettings {
  clientKey: string;
  paymentMode: 'sandbox' | 'test' | 'live';
  locale: string;
  countryCode: string;
  orderTotalMinor: number;
  currency: string;
}

/** Adyen's environment for the page's payment mode (live only when configured so). */
export function adyenEnvironment(mode: AdyenPageSettings['paymentMode']): 'test' | 'live' {
  return mode === 'live' ? 'live' : 'test';
}

function adyenPaymentMethodsResponse(answer: PaymentMethodsAnswer) {
  return {
    paymentMethods: answer.paymentMethods.map((m) => ({
      type: m.type, name: m.name, ...(m.brands?.length ? { brands: [...m.brands] } : {}), ...(m.configuration ? { configuration: { ...m.configuration } } : {}),
    })),
    storedPaymentMethods: answer.storedPaymentMethods.map((c) => ({
      id: c.id, type: 'scheme', name: c.brand, brand: c.brand, lastFour: c.lastFour, expiryMonth: c.expiryMonth,
      expiryYear: c.expiryYear, holderName: c.holderName, supportedShopperInteractions: ['Ecommerce'],
    })),
  };
}

export function adyenCheckoutConfiguration(settings: AdyenPageSettings, answer: PaymentMethodsAnswer) {
  return {
    clientKey: settings.clientKey,
    environment: adyenEnvironment(settings.paymentMode),
    locale: settings.locale,
    countryCode: settings.countryCode,
    amount: { value: settings.orderTotalMinor, currency: settings.currency },
    paymentMethodsResponse: adyenPaymentMethodsResponse(answer),
  };
}

/** The card component's options: the page's own pay-now button submits it; the name on the card is asked. */
export const ADYEN_CARD_OPTIONS = { showPayButton: false, hasHolderName: true, holderNameRequired: true } as const;

/** Stored cards: the card component's own "save" checkbox, for a signed-in shopper only. */
export const adyenCardOptions = (settings: { storeCardsOffered: boolean }) => ({ ...ADYEN_CARD_OPTIONS, enableStoreDetails: settings.storeCardsOffered });
