/**
 * Apple Pay and Google Pay buttons are shown only where the browser offers them and the gateway
 * lists them.
 */
const APPLE_PAY_TYPES = ['applepay'] as const;
const GOOGLE_PAY_TYPES = ['paywithgoogle', 'googlepay'] as const;

export const isGooglePayType = (type: string): boolean => (GOOGLE_PAY_TYPES as readonly string[]).includes(type);

export interface BrowserWallets {
  /** `window.ApplePaySession?.canMakePayments()`. */
  applePay: boolean;
  /** The Payment Request API exists (`window.PaymentRequest`). */
  paymentRequest: boolean;
}

export function showsWallet(type: string, browser: BrowserWallets): boolean {
  if ((APPLE_PAY_TYPES as readonly string[]).includes(type)) return browser.applePay;
  if (isGooglePayType(type)) return browser.paymentRequest;
  return true;
}
