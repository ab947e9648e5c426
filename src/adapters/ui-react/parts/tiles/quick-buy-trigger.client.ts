/**
 * Loads quick buy (a separate chunk) the first time the pointer or keyboard focus reaches a tile
 * with `data-quick-buy-url`, so pages without tiles never download it. The tiles' quick-buy
 * buttons are revealed at once (they stay hidden without script); a hover or a button press that
 * happens while the chunk loads is carried out once it is in.
 *
 * Usage: watchForQuickBuyTiles(document) once, from the client entry.
 */
import type * as QuickBuy from './quick-buy.client.js';

type QuickBuyModule = typeof QuickBuy;

const QUICK_BUY_TILE = '.product-tile[data-quick-buy-url]';
const TOGGLE = '[data-quick-buy-toggle]';

const revealButtons = (root: ParentNode): void => {
  for (const toggle of root.querySelectorAll<HTMLElement>(`${QUICK_BUY_TILE} ${TOGGLE}`)) toggle.hidden = false;
};

export function watchForQuickBuyTiles(root: Document = document): void {
  revealButtons(root);
  let quickBuy: Promise<QuickBuyModule> | null = null;
  let ready = false;
  const load = (): Promise<QuickBuyModule> => {
    quickBuy ??= import('./quick-buy.client.js').then((module) => {
      module.initQuickBuy(root);
      ready = true;
      return module;
    });
    return quickBuy;
  };
  const tileOf = (event: Event): HTMLElement | null =>
    event.target instanceof Element ? event.target.closest<HTMLElement>(QUICK_BUY_TILE) : null;

  const onFirstContact = (event: Event): void => {
    const tile = tileOf(event);
    if (!tile) return;
    revealButtons(tile);
    root.removeEventListener('mouseover', onFirstContact);
    root.removeEventListener('focusin', onFirstContact);
    void load().then((module) => {
      if (event.type === 'mouseover' && tile.matches(':hover')) module.startHover(tile);
    });
  };
  root.addEventListener('mouseover', onFirstContact);
  root.addEventListener('focusin', onFirstContact);
  root.addEventListener('click', (event) => {
    const tile = event.target instanceof Element && event.target.closest(TOGGLE) ? tileOf(event) : null;
    if (!tile || ready) return;
    void load().then((module) => module.toggleQuickBuy(tile));
  });
}
