import { JSON_HEADERS } from '../../../runtime/fetch-json.client.js';
import { SHOPPER_DETAILS_ACTION, type ShopperDetailsValues } from './shopper-details.view.js';

/** The answer of POST /basket/details: the saved values (postcodes written properly), or why not. */
export type SaveDetailsAnswer =
  | { success: true; errors: []; values: ShopperDetailsValues }
  | { success: false; message: string; errors: Array<{ field: string; message: string }> };

/** Posts the form's fields as JSON with the anti-forgery token; a refusal's body is read like a success's. */
export async function postShopperDetails(body: Record<string, string>, token: string): Promise<SaveDetailsAnswer> {
  const response = await fetch(SHOPPER_DETAILS_ACTION, {
    method: 'POST', credentials: 'same-origin', headers: { ...JSON_HEADERS, RequestVerificationToken: token }, body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Partial<SaveDetailsAnswer> & { message?: string; fields?: unknown };
  if (response.ok && answer.success === true) return answer as SaveDetailsAnswer;
  // A refusal is the server's one error body: { code, message, fields: [{ field, message }] }.
  return { success: false, message: answer.message ?? '', errors: Array.isArray(answer.fields) ? (answer.fields as Array<{ field: string; message: string }>) : [] };
}

/** Tells the rest of the basket page (delivery, totals) that the basket changed. */
export const announceBasketChanged = (): void => void document.dispatchEvent(new CustomEvent('basket:changed'));
