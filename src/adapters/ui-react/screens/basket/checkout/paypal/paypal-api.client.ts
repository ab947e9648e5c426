/** The shop's PayPal calls (spec 7): form data, credentials sent, answers `{ success, message, reference, orderID, redirectUrl }`. */
export interface PayPalAnswer {
  success: boolean;
  message: string;
  reference: string;
  orderID: string;
  redirectUrl: string;
  /** The error code of a refused call (STATUS_OF), else undefined. */
  code?: string;
}

const PATH = '/checkout/paypal';

/** Posts one call; a network failure or an answer that is not the contract's JSON throws (the caller goes to the error page). */
async function post(call: 'create' | 'createfrombasket' | 'amend' | 'capture' | 'cancel', fields: Record<string, string>): Promise<PayPalAnswer> {
  const response = await fetch(`${PATH}/${call}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const answer = (await response.json()) as Partial<PayPalAnswer>;
  if (typeof answer.success !== 'boolean') throw new Error(`Request failed: ${PATH}/${call} - ${response.status} ${response.statusText}`);
  return { message: '', reference: '', orderID: '', redirectUrl: '', ...answer, success: answer.success };
}

/** The spec's fields every PayPal call sends: where the button is, and the page's shopper (the server refuses another shopper's). */
export type PayPalCaller = {
  Area: string;
  UserGuid: string;
};

export const createFromBasket = (caller: PayPalCaller) => post('createfrombasket', { ...caller });
export const amendShipping = (fields: PayPalCaller & { orderID: string; reference: string; CountryCode: string; Postcode: string }) => post('amend', fields);
export const capturePayPal = (fields: PayPalCaller & { orderID: string; reference: string; paymentID: string }) => post('capture', fields);
export const cancelPayPal = (fields: PayPalCaller & { orderID: string; reference: string }) => post('cancel', fields);
