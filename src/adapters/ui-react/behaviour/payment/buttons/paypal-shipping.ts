/** The errors PayPal's shipping callback rejects with (`data.errors.*`). */
export type PayPalShippingError = 'COUNTRY_ERROR' | 'ZIP_ERROR' | 'ADDRESS_ERROR';

/**
 * The shop's answer to a shipping change, as PayPal's error (spec 8): COUNTRY_ERROR is the country
 * error, METHOD_UNAVAILABLE the zip error, anything else the address error.
 */
export function payPalShippingErrorOf(message: string): PayPalShippingError {
  if (message === 'COUNTRY_ERROR') return 'COUNTRY_ERROR';
  if (message === 'METHOD_UNAVAILABLE') return 'ZIP_ERROR';
  return 'ADDRESS_ERROR';
}

/** Where a PayPal error sends the shopper (spec 8: /basket?error={message}; the basket page words `paypal`). */
export const PAYPAL_ERROR_URL = '/basket?error=paypal';

/** The PayPal button's states (spec 4): pending until the script loads, ready, processing after approval. */
export type PayPalButtonState = 'pending' | 'ready' | 'processing';

/** Back on the basket page from PayPal's pages: approved or cancelled, our order's reference and PayPal's order id (`token`). */
export interface PayPalReturn {
  outcome: 'approved' | 'cancelled';
  reference: string;
  token: string;
}

const ID = /^[A-Za-z0-9]{1,64}$/;
const REFERENCE = /^[A-Za-z0-9-]{1,40}$/;

/** The PayPal return in a basket page query, or null when the page was not reached from PayPal (or the values are not ids). */
export function readPayPalReturn(search: string): PayPalReturn | null {
  const params = new URLSearchParams(search);
  const outcome = params.get('paypal');
  const reference = params.get('reference') ?? '';
  const token = params.get('token') ?? '';
  if ((outcome !== 'approved' && outcome !== 'cancelled') || !REFERENCE.test(reference) || !ID.test(token)) return null;
  return { outcome, reference, token };
}
