import { basketErrorUrl } from '../../basket-error.js';

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

/**
 * Where a PayPal error sends the shopper (spec 8: onError redirects to /basket?error={message}):
 * the message, or the code `paypal` (the basket page words it "An error has occured.") without one.
 */
export const payPalErrorUrl = (message?: string | null): string => basketErrorUrl(message, 'paypal');

/**
 * Where PayPal's onError goes: with the shop's message when the shop refused the call that failed
 * ('' when that call got no answer: the generic error), else with the message of the error PayPal
 * passes (an Error, or an object with a message).
 */
export function payPalOnErrorUrl(shopMessage: string | null, error: unknown): string {
  const own = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : null;
  return payPalErrorUrl(shopMessage ?? (typeof own === 'string' ? own : null));
}

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
