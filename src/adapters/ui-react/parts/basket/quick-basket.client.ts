/**
 * Opens the quick basket (spec sections 3, 4): closes any open off-canvas panel, fetches
 * { view, count } from /basket/quickbasket (productid of the item just added, c a cache-busting
 * timestamp; session-storage cache bypassed with noCache), stores the count and shows the view
 * in the 'quick-basket' off-canvas panel, whose island hydrates itself.
 */
import { quickBasketFailure, type QuickBasketView } from '../../behaviour/shopping/quick-basket-count.js';
import { cachedFetch } from '../../runtime/cached-fetch.client.js';
import { setClientState } from '../../runtime/client-store.js';
import { pageStrings } from '../../runtime/i18n/page-strings.js';
import { closeAllOffCanvas, openOffCanvas } from '../../runtime/widgets/off-canvas.client.js';
import { showToast } from '../../runtime/widgets/toast.client.js';
import { QUICK_BASKET_URL } from './basket-api.client.js';

export const QUICK_BASKET_PANEL_ID = 'quick-basket';

export async function fetchQuickBasket(addedProductId: number | null, noCache: boolean): Promise<QuickBasketView> {
  const params = new URLSearchParams();
  if (addedProductId !== null) params.set('productid', String(addedProductId));
  if (noCache) params.set('c', String(Date.now()));
  const url = params.size > 0 ? `${QUICK_BASKET_URL}?${params.toString()}` : QUICK_BASKET_URL;
  try {
    return await cachedFetch<QuickBasketView>(url, { noCache });
  } catch (error) {
    return quickBasketFailure(error instanceof Error ? error.message : String(error));
  }
}

export async function openQuickBasket(options: { addedProductId?: number | null; noCache?: boolean; opener?: Element | null } = {}): Promise<void> {
  closeAllOffCanvas();
  const answer = await fetchQuickBasket(options.addedProductId ?? null, options.noCache ?? true);
  if ('message' in answer && answer.view === '') {
    showToast(String(answer.message));
    return;
  }
  setClientState({ basketCount: answer.count });
  await openOffCanvas({ html: answer.view, label: pageStrings().yourBag, id: QUICK_BASKET_PANEL_ID, opener: options.opener ?? null });
}
