/**
 * Loads quick buy (a separate chunk) the first time the pointer or keyboard focus reaches a tile
 * with `data-quick-buy-url`, so pages without tiles never download it; the hover that caused the
 * load still opens the panel after 600 ms.
 *
 * Usage: watchForQuickBuyTiles(document) once, from the client entry.
 */
const QUICK_BUY_TILE = '.product-tile[data-quick-buy-url]';

export function watchForQuickBuyTiles(root: Document = document): void {
  const load = (event: Event): void => {
    const tile = event.target instanceof Element ? event.target.closest<HTMLElement>(QUICK_BUY_TILE) : null;
    if (!tile) return;
    root.removeEventListener('mouseover', load);
    root.removeEventListener('focusin', load);
    void import('./quick-buy.client.js').then((quickBuy) => {
      quickBuy.initQuickBuy(root);
      if (event.type === 'mouseover' && tile.matches(':hover')) quickBuy.startHover(tile);
    });
  };
  root.addEventListener('mouseover', load);
  root.addEventListener('focusin', load);
}
