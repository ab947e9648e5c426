/**
 * The payment area's markers, shared by the server markup and the browser code: the page hidden
 * inputs (spec section 3) by name, and the area's parts by data attribute.
 */
export const PAYMENT_HIDDEN_INPUTS = {
  merchantAccount: 'MerchantAccount',
  merchantName: 'MerchantName',
  countryCode: 'CountryCode',
  /** Minor units (spec 9: amounts multiplied by 100). */
  orderTotal: 'OrderTotal',
  currency: 'Currency',
  clientKey: 'ClientKey',
  locale: 'Locale',
  paymentMode: 'PaymentMode',
  encryptedOrderId: 'EncryptedOrderId',
  googleMerchantAccount: 'GoogleMerchantAccount',
} as const;
export type PaymentHiddenInput = keyof typeof PAYMENT_HIDDEN_INPUTS;

export const PAYMENT_AREA = '[data-payment-area]';
export const PAYMENT_METHODS = '[data-payment-methods]';
export const PAYMENT_ALERTS = '[data-payment-alerts]';
export const PAYMENT_ALERT_LIST = '[data-payment-alert-list]';
export const PAYMENT_STATUS = '[data-payment-status]';
export const PAY_NOW = '[data-pay-now]';
export const PAY_BUTTONS = '[data-pay-button]';
export const SUBSCRIPTION_PREFERENCE = 'SubscriptionPreference';
/** The delivery accordion's safe place instructions, sent as `delInstructions`. */
export const SAFE_PLACE_INSTRUCTIONS = 'textarea[name="ChosenSafePlaceInstructions"]';
