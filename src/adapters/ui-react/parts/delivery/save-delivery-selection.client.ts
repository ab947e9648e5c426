/**
 * Saves a delivery selection (spec section 7: POST /DeliveryAccordion/UpdateSelectedDeliveryOption
 * with the JSON delivery selection) and swaps the answered HTML in for the delivery section
 * (`#delivery-accordion`); islands in the new section hydrate through the page's island watcher.
 * A non-ok answer throws `RequestFailedError`, and the old section stays.
 */
import type { DeliverySelection } from '../../../../domain/delivery/delivery-selection.js';
import { assertOk, jsonRequestInit, type FetchImpl } from '../../runtime/fetch-json.client.js';

export const UPDATE_DELIVERY_URL = '/DeliveryAccordion/UpdateSelectedDeliveryOption';
export const DELIVERY_SECTION_ID = 'delivery-accordion';

export async function saveDeliverySelection(selection: DeliverySelection, fetchImpl: FetchImpl = (u, i) => fetch(u, i)): Promise<HTMLElement> {
  const init = jsonRequestInit({ method: 'POST', body: selection, headers: { Accept: 'text/html', 'X-Requested-With': 'XMLHttpRequest' } });
  const html = await (assertOk(UPDATE_DELIVERY_URL, await fetchImpl(UPDATE_DELIVERY_URL, init))).text();
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const next = template.content.querySelector<HTMLElement>(`#${DELIVERY_SECTION_ID}`);
  const current = document.getElementById(DELIVERY_SECTION_ID);
  if (next === null || current === null) throw new Error(`Element with selector #${DELIVERY_SECTION_ID} not found`);
  current.replaceWith(next);
  document.dispatchEvent(new CustomEvent('delivery:updated', { detail: { selection } }));
  return next;
}
