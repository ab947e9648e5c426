/**
 * Saves a delivery selection (spec section 7: POST /DeliveryAccordion/UpdateSelectedDeliveryOption
 * with the JSON delivery selection) and swaps the answered HTML in for the delivery section
 * (`#delivery-accordion`) and the order summary (`#basket-totals`); islands in the new section
 * hydrate through the page's island watcher. A non-ok answer throws `RequestFailedError`, and the
 * old sections stay.
 */
import type { DeliverySelection } from '../../../../../domain/delivery/delivery-selection.js';
import { assertOk, jsonRequestInit, type FetchImpl } from '../../../runtime/fetch-json.client.js';
import { BASKET_TOTALS_ID, DELIVERY_SECTION_ID, UPDATE_DELIVERY_URL } from './delivery-urls.js';
import { pushPageEvents } from '../../../parts/analytics/analytics-events.client.js';


export interface SaveOptions {
  /** Swap in the answered delivery section (false while the shopper types in it: only the totals change). */
  swapSection?: boolean;
  fetchImpl?: FetchImpl;
}

/** Swaps the elements with these ids for the ones in `html`; returns the new ones found. */
export function swapSections(html: string, ids: readonly string[]): HTMLElement[] {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return ids.flatMap((id) => {
    const next = template.content.querySelector<HTMLElement>(`#${id}`);
    const current = document.getElementById(id);
    if (next === null || current === null) return [];
    current.replaceWith(next);
    return [next];
  });
}

export async function saveDeliverySelection(selection: DeliverySelection, options: SaveOptions = {}): Promise<void> {
  const fetchImpl = options.fetchImpl ?? ((u, i) => fetch(u, i));
  const init = jsonRequestInit({ method: 'POST', body: selection, headers: { Accept: 'text/html', 'X-Requested-With': 'XMLHttpRequest' } });
  const html = await (assertOk(UPDATE_DELIVERY_URL, await fetchImpl(UPDATE_DELIVERY_URL, init))).text();
  swapSections(html, options.swapSection === false ? [BASKET_TOTALS_ID] : [DELIVERY_SECTION_ID, BASKET_TOTALS_ID]);
  // A chosen option (not each key typed in its fields) is the answer's add_shipping_info.
  if (options.swapSection !== false) {
    const answer = document.createElement('template');
    answer.innerHTML = html;
    pushPageEvents(answer.content);
  }
  document.dispatchEvent(new CustomEvent('delivery:updated', { detail: { selection } }));
}
