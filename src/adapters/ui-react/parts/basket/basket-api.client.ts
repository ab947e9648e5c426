/**
 * The basket's JSON calls from the browser. Unlike fetchJson these read the JSON answer of a
 * 4xx too (it carries the shopper's message); a network failure or a non-JSON answer becomes
 * { success: false, message: 'server error' }.
 */
import type { QuantityAction } from '../../../../domain/basket/basket.js';
import type { BasketAddResponse } from '../../rules/basket/add-to-bag-outcome.js';
import { JSON_HEADERS } from '../../runtime/fetch-json.client.js';
import { pageStrings } from '../../runtime/i18n/page-strings.js';
import { ADD_URL, NOTIFY_URL } from './basket-urls.js';

export { QUICK_BASKET_URL } from './basket-urls.js';

export interface QuantityResponse {
  success: boolean;
  dataLayer?: string | null;
  error?: string;
  message?: string;
  count?: number;
  quantity?: number;
  removed?: boolean;
  /** The changed line's total and the basket total, formatted for the site. */
  lineTotal?: string | null;
  total?: string;
}

async function readAnswer<T extends { success: boolean; message?: string | null }>(url: string, init: RequestInit): Promise<T> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', ...init });
    return (await response.json()) as T;
  } catch {
    return { success: false, message: pageStrings().serverError } as T;
  }
}

export function requestAdd(pairs: [string, string][]): Promise<BasketAddResponse> {
  return readAnswer<BasketAddResponse>(`${ADD_URL}?${new URLSearchParams(pairs).toString()}`, { headers: { Accept: 'application/json' } });
}

export function postQuantity(action: QuantityAction, shoppingBasketId: string): Promise<QuantityResponse> {
  return readAnswer<QuantityResponse>(`/api/basket/${action}/${encodeURIComponent(shoppingBasketId)}`, { method: 'POST', headers: { ...JSON_HEADERS }, body: '{}' });
}

export function postNotify(body: { email: string; productId: number; stockId: string }): Promise<{ success: boolean; message?: string }> {
  return readAnswer(NOTIFY_URL, { method: 'POST', headers: { ...JSON_HEADERS }, body: JSON.stringify(body) });
}

/** Pushes a response's dataLayer (a JSON string) onto the page's analytics data layer. */
export function pushDataLayer(dataLayer: string | null | undefined): void {
  if (!dataLayer) return;
  try {
    const target = window as unknown as { dataLayer?: unknown[] };
    (target.dataLayer ??= []).push(JSON.parse(dataLayer));
  } catch {
    // A malformed event is dropped; the basket change itself succeeded.
  }
}
