/**
 * Quick buy on product tiles (spec sections 2, 4 and 9). A tile with `data-quick-buy-url` shows
 * its quick-buy panel after 600 ms of hover and hides it on mouse leave, only from 992 px wide and
 * never on evoucher-giftcard tiles (behaviour `quickBuyAvailable`). The tile's quick-buy button does
 * the same from the keyboard (Escape or leaving the tile closes it). The panel holds the BuyGrid
 * island, the same as the product page and quick view: loaded once per tile (flag
 * `data-quick-buy-loaded`) as an HTML fragment from the tile's URL
 * (GET /product/api/buygrid?productid=..&nolayout=true) plus '&sizingRegion={region}', and
 * hydrated by the island runtime. So sold-out sizes run the notify flow, the add button follows
 * the rows and low stock shows its message, as everywhere; the grid is an auto-add grid (choosing
 * a size adds it). Quick buy's forced refresh on a sizing-region change is the grid's own: every
 * BuyGrid island drawn for another region than the client store's reloads itself from the server,
 * so the loaded tiles follow the region without a second reload here.
 *
 * Usage: loaded by quick-buy-trigger.client.ts on the first pointer or focus on a tile, which
 * calls initQuickBuy(document).
 */
import { QUICK_BUY_HOVER_MS } from '../../rules/timings.js';
import { quickBuyAvailable } from '../../rules/viewport.js';
import { getClientState } from '../../runtime/client-store.js';
import { fetchFragment } from '../../runtime/fetch-fragment.client.js';
import { whenHydrated } from '../../runtime/hydrate-islands.client.js';

const TILE = '.product-tile[data-quick-buy-url]';
const hoverTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

const panelOf = (tile: HTMLElement): HTMLElement | null => tile.querySelector<HTMLElement>('[data-quick-buy-panel]');
const toggleOf = (tile: HTMLElement): HTMLElement | null => tile.querySelector<HTMLElement>('[data-quick-buy-toggle]');
const availableFor = (tile: HTMLElement): boolean => quickBuyAvailable(window.innerWidth, tile.dataset.productKind === 'evoucher-giftcard');

export const quickBuyUrl = (tileUrl: string, region: string): string => `${tileUrl}&sizingRegion=${encodeURIComponent(region)}`;

async function load(tile: HTMLElement): Promise<void> {
  const panel = panelOf(tile);
  const url = tile.dataset.quickBuyUrl;
  if (!panel || !url) return;
  tile.dataset.quickBuyLoaded = '';
  try {
    panel.setAttribute('aria-busy', 'true');
    panel.innerHTML = await fetchFragment(quickBuyUrl(url, getClientState().sizingRegion));
    // Until the island is hydrated its form would submit without script: wait for React.
    const island = panel.querySelector<HTMLElement>('[data-island]');
    if (island) await whenHydrated(island);
    panel.removeAttribute('aria-busy');
  } catch (error) {
    delete tile.dataset.quickBuyLoaded;
    panel.removeAttribute('aria-busy');
    console.error(error instanceof Error ? error.message : error);
  }
}

export function openQuickBuy(tile: HTMLElement, focus = false): void {
  const panel = panelOf(tile);
  if (!panel || !availableFor(tile)) return;
  panel.hidden = false;
  tile.classList.add('is-quick-buy-open');
  toggleOf(tile)?.setAttribute('aria-expanded', 'true');
  const loading = tile.dataset.quickBuyLoaded === undefined ? load(tile) : Promise.resolve();
  if (focus) void loading.then(() => panel.querySelector<HTMLElement>('input[name="stockId"]:not([disabled]), button')?.focus());
}

export function closeQuickBuy(tile: HTMLElement): void {
  const panel = panelOf(tile);
  if (!panel || panel.hidden) return;
  panel.hidden = true;
  tile.classList.remove('is-quick-buy-open');
  toggleOf(tile)?.setAttribute('aria-expanded', 'false');
}

/** Opens the tile's quick buy once the pointer has stayed 600 ms (desktop widths, not gift cards). */
export function startHover(tile: HTMLElement): void {
  if (!availableFor(tile)) return;
  clearTimeout(hoverTimers.get(tile));
  hoverTimers.set(tile, setTimeout(() => openQuickBuy(tile), QUICK_BUY_HOVER_MS));
}

/** The quick-buy button: opens the panel with focus on the sizes, or closes it. */
export function toggleQuickBuy(tile: HTMLElement): void {
  if (panelOf(tile)?.hidden === false) {
    closeQuickBuy(tile);
    return;
  }
  tile.dataset.quickBuyKeyboard = '';
  openQuickBuy(tile, true);
}

/** Reveals the keyboard quick-buy buttons of tiles in `root` (they stay hidden without script). */
export function revealQuickBuyButtons(root: ParentNode): void {
  for (const toggle of root.querySelectorAll<HTMLElement>(`${TILE} [data-quick-buy-toggle]`)) toggle.hidden = false;
}

export function initQuickBuy(root: Document = document): void {
  revealQuickBuyButtons(root);
  new MutationObserver(() => revealQuickBuyButtons(root)).observe(root.body, { childList: true, subtree: true });
  root.addEventListener('mouseenter', (event) => {
    const tile = event.target instanceof HTMLElement && event.target.matches(TILE) ? event.target : null;
    if (tile) startHover(tile);
  }, true);
  root.addEventListener('mouseleave', (event) => {
    const tile = event.target instanceof HTMLElement && event.target.matches(TILE) ? event.target : null;
    if (!tile) return;
    clearTimeout(hoverTimers.get(tile));
    if (!tile.contains(document.activeElement) || tile.dataset.quickBuyKeyboard === undefined) closeQuickBuy(tile);
  }, true);
  root.addEventListener('click', (event) => {
    const toggle = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-quick-buy-toggle]') : null;
    const tile = toggle?.closest<HTMLElement>(TILE);
    if (tile) toggleQuickBuy(tile);
  });
  root.addEventListener('keydown', (event) => {
    const tile = event.key === 'Escape' && event.target instanceof Element ? event.target.closest<HTMLElement>(TILE) : null;
    if (!tile || panelOf(tile)?.hidden !== false) return;
    closeQuickBuy(tile);
    toggleOf(tile)?.focus();
  });
  root.addEventListener('focusout', (event) => {
    const tile = event.target instanceof Element ? event.target.closest<HTMLElement>(TILE) : null;
    if (!tile || (event.relatedTarget instanceof Node && tile.contains(event.relatedTarget))) return;
    // A press on a label inside the panel moves focus out for a moment: the pointer still holds it open.
    if (tile.matches(':hover')) return;
    delete tile.dataset.quickBuyKeyboard;
    closeQuickBuy(tile);
  });
}
