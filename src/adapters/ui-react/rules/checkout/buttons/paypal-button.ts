/** PayPal button options (spec 9): height 50 (the provider's default is 48), commit true, vault false. */
const PAYPAL_BUTTON_HEIGHT = 50;
export const PAYPAL_COMMIT = true;
export const PAYPAL_VAULT = false;

export type PayPalFundingSource = 'paypal' | 'credit' | 'paylater' | 'venmo' | 'card';

export interface PayPalButtonStyle {
  height: number;
  color?: string;
  layout?: 'vertical' | 'horizontal';
  label?: string;
}

const NON_PAYPAL_COLOURS = ['black', 'white'];

/**
 * The style passed to a button. Buttons other than the PayPal one take only black or white;
 * any other colour is dropped so the SDK uses its own default.
 */
export function payPalButtonStyle(fundingSource: PayPalFundingSource, requested: Omit<PayPalButtonStyle, 'height'> = {}): PayPalButtonStyle {
  const style: PayPalButtonStyle = { ...requested, height: PAYPAL_BUTTON_HEIGHT };
  if (fundingSource !== 'paypal' && style.color !== undefined && !NON_PAYPAL_COLOURS.includes(style.color)) delete style.color;
  return style;
}

/** The SDK's components (spec 7): the buttons, and funding eligibility (which funding sources the buyer may use). */
const PAYPAL_SDK_COMPONENTS = ['buttons', 'funding-eligibility'] as const;

/** The options of @paypal/paypal-js's loadScript that the shop sets (a subset of its PayPalScriptOptions). */
export interface PayPalSdkOptions {
  clientId: string;
  merchantId?: string;
  locale: string;
  currency: string;
  intent: PayPalSdkIntent;
  commit: boolean;
  vault: boolean;
  components: string[];
}

/**
 * How the site's PayPal orders take the money, as the SDK must be told: `authorize` where the site
 * captures by hand (the shop creates its PayPal orders with intent AUTHORIZE, and PayPal's buttons
 * refuse an order whose intent is not the SDK's), `capture` elsewhere.
 */
export type PayPalSdkIntent = 'capture' | 'authorize';

/**
 * The query options PayPal's SDK is loaded with (spec 7): client id, merchant id when the shop has
 * one, locale, currency, the site's intent, commit, vault and the components.
 */
export function payPalSdkOptions(shop: { clientId: string; merchantId: string; currency: string; locale: string; intent: PayPalSdkIntent }): PayPalSdkOptions {
  return {
    clientId: shop.clientId,
    ...(shop.merchantId === '' ? {} : { merchantId: shop.merchantId }),
    locale: shop.locale,
    currency: shop.currency,
    intent: shop.intent,
    commit: PAYPAL_COMMIT,
    vault: PAYPAL_VAULT,
    components: [...PAYPAL_SDK_COMPONENTS],
  };
}
