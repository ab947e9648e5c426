/**
 * Opens the quick basket (spec sections 3, 4): closes any open off-canvas panel, fetches
 * { view, count } from /basket/quickbasket (productid of the item just added, c a cache-busting
 * timestamp; bypassed with noCache), stores the count and shows the view in the 'quick-basket'
 * off-canvas panel, whose island hydrates itself. The answer is kept in session storage under the
 * spec's 'quickbasket' key and read from there (for 300 s) when noCache is not asked, unless its
 * count differs from the basket count the page knows (the basket changed elsewhere).
 */
import { quickBasketFailure, type QuickBasketView } from '../../rules/basket/quick-basket-count.js';
import { STORAGE_KEYS } from '../../rules/storage-keys.js';
import { cachedFetch, type CachedFetchOptions } from '../../runtime/cached-fetch.client.js';
import { getClientState, setClientState } from '../../runtime/client-store.js';
import { pageStrings } from '../../runtime/i18n/page-strings.js';
import { closeAllOffCanvas, openOffCanvas } from '../../runtime/widgets/off-canvas.client.js';
import { showToast } from '../../runtime/widgets/toast.client.js';
import { QUICK_BASKET_URL } from './basket-api.client.js';

const QUICK_BASKET_PANEL_ID = 'quick-basket';

export const QUICK_BASKET_STORAGE_KEY = STORAGE_KEYS.quickBasket;

/** Test seams: where the answer is kept, how it is fetched, the clock. */
export type QuickBasketFetchDeps = Pick<CachedFetchOptions, 'storage' | 'fetchImpl' | 'now'>;

export async function fetchQuickBasket(
  addedProductId: number | null,
  noCache: boolean,
  knownCount: number | null = null,
  deps: QuickBasketFetchDeps = {},
): Promise<QuickBasketView> {
  const now = deps.now ?? Date.now;
  const urlFor = (bypass: boolean): string => {
    const params = new URLSearchParams();
    if (addedProductId !== null) params.set('productid', String(addedProductId));
    if (bypass) params.set('c', String(now()));
    return params.size > 0 ? `${QUICK_BASKET_URL}?${params.toString()}` : QUICK_BASKET_URL;
  };
  const options = { ...deps, key: QUICK_BASKET_STORAGE_KEY };
  try {
    const answer = await cachedFetch<QuickBasketView>(urlFor(noCache), { ...options, noCache });
    if (noCache || knownCount === null || answer.count === knownCount) return answer;
    return await cachedFetch<QuickBasketView>(urlFor(true), { ...options, noCache: true });
  } catch (error) {
    return quickBasketFailure(error instanceof Error ? error.message : String(error), pageStrings());
  }
}

export async function openQuickBasket(options: { addedProductId?: number | null; noCache?: boolean; opener?: Element | null } = {}): Promise<void> {
  closeAllOffCanvas();
  const answer = await fetchQuickBasket(options.addedProductId ?? null, options.noCache ?? true, getClientState().basketCount);
  if ('message' in answer && answer.view === '') {
    showToast(String(answer.message));
    return;
  }
  setClientState({ basketCount: answer.count });
  await openOffCanvas({ html: answer.view, label: pageStrings().yourBag, id: QUICK_BASKET_PANEL_ID, opener: options.opener ?? null });
}
