/** Where the PayPal sandbox's approval page lives (it stands for PayPal's own, `checkoutnow?token=`). */
export const PAYPAL_SANDBOX_PAGE = '/payment-sandbox/paypal';
export const PAYPAL_SANDBOX_APPROVE = '/payment-sandbox/paypal/approve';
export const PAYPAL_SANDBOX_CANCEL = '/payment-sandbox/paypal/cancel';
export const PAYPAL_SANDBOX_SHIPPING = '/payment-sandbox/paypal/shipping';

/** The approval page of a PayPal sandbox order, JSON-safe. */
export interface PayPalSandboxPageView {
  /** PayPal's order id (the `token` PayPal's pages carry). */
  token: string;
  amountText: string;
  reference: string;
  /** The shipping address PayPal holds, as text, or null for the buyer's default one. */
  shipsTo: string | null;
  /** Countries the buyer may pick (the shop's and a few it does not deliver to). */
  countries: { code: string; name: string }[];
  chosenCountry: string;
  postcode: string;
  /** After a shipping change: accepted, or the error PayPal shows for the shop's refusal. */
  shippingNote: { accepted: boolean; text: string } | null;
}
