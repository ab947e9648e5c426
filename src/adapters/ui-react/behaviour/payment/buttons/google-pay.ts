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
