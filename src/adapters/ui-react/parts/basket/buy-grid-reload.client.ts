/**
 * Reloads a buy grid for another sizing region (spec section 4): GET /product/api/buygrid with
 * productid, sizingRegion and primaryProductID returns the grid's island HTML, which replaces the
 * old island; the island runtime hydrates the new one.
 */
import { fetchFragment } from '../../runtime/fetch-fragment.client.js';
import { BUY_GRID_URL } from './basket-urls.js';

export async function reloadBuyGrid(
  inside: HTMLElement,
  q: { productId: number; sizingRegion: string; primaryProductId: number | null; autoAdd: boolean },
): Promise<void> {
  const island = inside.closest<HTMLElement>('[data-island]');
  if (island === null) return;
  const params = new URLSearchParams({ productid: String(q.productId), sizingRegion: q.sizingRegion });
  if (q.primaryProductId !== null) params.set('primaryProductID', String(q.primaryProductId));
  if (q.autoAdd) params.set('autoAdd', 'true');
  try {
    const html = await fetchFragment(`${BUY_GRID_URL}?${params.toString()}`);
    if (!island.isConnected) return;
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const fresh = holder.firstElementChild;
    if (fresh !== null) island.replaceWith(fresh);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
}
