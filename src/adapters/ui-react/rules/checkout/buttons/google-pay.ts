/** Google Pay defaults (spec 9). */
export const GOOGLE_PAY_DEFAULTS = {
  environment: 'TEST',
  allowedCardNetworks: ['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'],
  allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
  currencyCode: 'USD',
  countryCode: 'US',
  totalPriceStatus: 'FINAL',
  apiVersion: 2,
  apiVersionMinor: 0,
  clickDebounceMs: 300,
} as const;

/** The 31 two-letter locales Google Pay buttons support. */
export const GOOGLE_PAY_BUTTON_LOCALES = [
  'en', 'ar', 'bg', 'ca', 'cs', 'da', 'de', 'el', 'es', 'et', 'fi', 'fr', 'hr', 'id', 'it', 'ja',
  'ko', 'ms', 'nl', 'no', 'pl', 'pt', 'ru', 'sk', 'sl', 'sr', 'sv', 'th', 'tr', 'uk', 'zh',
] as const;
export type GooglePayButtonLocale = (typeof GOOGLE_PAY_BUTTON_LOCALES)[number];

/** The button locale from a shop locale such as "fr-FR"; unsupported languages get "en". */
export function googlePayButtonLocale(locale: string): GooglePayButtonLocale {
  const language = locale.slice(0, 2).toLowerCase();
  return GOOGLE_PAY_BUTTON_LOCALES.find((l) => l === language) ?? 'en';
}

/** Google Pay is valid once it has a token. */
export function isGooglePayValid(state: { googlePayToken?: string | null }): boolean {
  return Boolean(state.googlePayToken);
}

/** Google's environment for the page's payment mode (ADYEN_ENVIRONMENT: test is TEST, live is PRODUCTION). */
export const googlePayEnvironment = (mode: 'sandbox' | 'test' | 'live'): 'TEST' | 'PRODUCTION' =>
  (mode === 'live' ? 'PRODUCTION' : GOOGLE_PAY_DEFAULTS.environment);

export interface GooglePayPageSettings {
  paymentMode: 'sandbox' | 'test' | 'live';
  merchantAccount: string;
  merchantName: string;
  googleMerchantAccount: string;
  locale: string;
  countryCode: string;
  orderTotalMinor: number;
  currency: string;
}

/**
 * adyen-web's GooglePay options (spec 3 and 9) without its callbacks: Adyen's merchant account as
 * the gateway merchant, Google's merchant id from configuration, the spec's networks and auth
 * methods, a FINAL total, the button in the site's language; express asks the email, the shipping
 * address and the card's billing address (with phone numbers). `listed` is the method's
 * configuration from Adyen's /paymentMethods (Google's merchant id among it): the page's settings
 * win, and a merchant id left unconfigured here keeps Adyen's, which Google Pay needs to start.
 */
export function googlePayConfiguration(settings: GooglePayPageSettings, express: boolean, listed: Readonly<Record<string, string>> = {}) {
  return {
    environment: googlePayEnvironment(settings.paymentMode),
    amount: { value: settings.orderTotalMinor, currency: settings.currency },
    countryCode: settings.countryCode,
    configuration: {
      ...listed,
      gatewayMerchantId: settings.merchantAccount,
      merchantName: settings.merchantName,
      ...(settings.googleMerchantAccount === '' ? {} : { merchantId: settings.googleMerchantAccount }),
    },
    allowedCardNetworks: [...GOOGLE_PAY_DEFAULTS.allowedCardNetworks],
    allowedAuthMethods: [...GOOGLE_PAY_DEFAULTS.allowedAuthMethods],
    totalPriceStatus: GOOGLE_PAY_DEFAULTS.totalPriceStatus,
    buttonLocale: googlePayButtonLocale(settings.locale),
    buttonSizeMode: 'fill' as const,
    isExpress: express,
    ...(express
      ? {
        expressPage: 'cart',
        emailRequired: true,
        shippingAddressRequired: true,
        shippingAddressParameters: { phoneNumberRequired: true },
        billingAddressRequired: true,
        billingAddressParameters: { format: 'FULL', phoneNumberRequired: true },
      } as const
      : {}),
  };
}

/** Runs `action` at most once per 300 ms (spec 9: the button's click debounce): a double click opens one sheet. */
export function debounceClicks<A extends unknown[]>(action: (...args: A) => void, now: () => number = Date.now, waitMs: number = GOOGLE_PAY_DEFAULTS.clickDebounceMs): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const at = now();
    if (at - last < waitMs) return;
    last = at;
    action(...args);
  };
}
