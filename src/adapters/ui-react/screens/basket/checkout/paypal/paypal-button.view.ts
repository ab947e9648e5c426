import type { PayPalSdkIntent } from '../../../../rules/checkout/buttons/paypal-button.js';

/**
 * The basket page's PayPal button, JSON-safe: PayPal's JS SDK with the client id
 * (PAYPAL_CLIENT_ID), or the sandbox button that opens the PayPal sandbox's approval page.
 */
export interface PayPalButtonView {
  mode: 'sdk' | 'sandbox';
  /** The SDK's intent: `authorize` on a manual-capture site, whose PayPal orders are authorised at approval. */
  intent: PayPalSdkIntent;
  /** PayPal's client id for the SDK; '' in the sandbox. */
  clientId: string;
  /** The SDK's merchant-id (PAYPAL_MERCHANT_ID); '' when not configured, and in the sandbox. */
  merchantId: string;
  currency: string;
  /** PayPal's locale (en_GB). */
  locale: string;
  /** Where the button is (the spec's Area field). */
  area: 'basket';
  /** The page's shopper as the PayPal calls name it (the spec's UserGuid); '' before the shopper has a session. */
  userGuid: string;
}

/** The PayPal button container's id (spec 2: the basket page's PayPal button container). */
export const PAYPAL_BUTTON_CONTAINER = 'paypal-button-container';

/** The PayPal sandbox's approval page for a PayPal order (a restart goes back there). */
export const payPalSandboxApprovalUrl = (token: string): string => `/payment-sandbox/paypal?${new URLSearchParams({ token }).toString()}`;

export const toPayPalButtonView = (
  settings: { mode: 'sdk' | 'sandbox'; intent: PayPalSdkIntent; clientId: string; merchantId: string }, currency: string, locale: string, userGuid = '',
): PayPalButtonView => ({
  mode: settings.mode, intent: settings.intent, clientId: settings.clientId, merchantId: settings.merchantId, currency, locale: locale.replace('-', '_'), area: 'basket', userGuid,
});
