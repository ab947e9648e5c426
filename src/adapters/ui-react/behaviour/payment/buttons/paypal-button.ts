/** PayPal button options (spec 9): height 50 (the provider's default is 48), commit true, vault false. */
export const PAYPAL_BUTTON_HEIGHT = 50;
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
