/**
 * Quick buy on product tiles (spec sections 2, 4 and 9). A tile with `data-quick-buy-url` shows
 * its quick-buy panel after 600 ms of hover and hides it on mouse leave, only from 992 px wide and
 * never on evoucher-giftcard tiles (domain `quickBuyAvailable`). The tile's quick-buy button does
 * the same from the keyboard (Escape or leaving the tile closes it). The sizes are loaded once per
 * tile (flag `data-quick-buy-loaded`) from the tile's URL plus '&sizingRegion={region}'.
 *
 * Usage: loaded by quick-buy-trigger.ts on the first pointer or focus on a tile, which calls
 * initQuickBuy(document); refreshQuickBuy() reloads every loaded tile (it runs by itself when the
 * client store's sizing region changes).
 */
import { QUICK_BUY_HOVER_MS } from '../../behaviour/timings.js';
import { quickBuyAvailable } from '../../behaviour/viewport.js';
import { addToBag } from '../basket/add-to-bag.client.js';
import { fetchJson } from '../../runtime/fetch-json.client.js';
import { getClientState, subscribeClientStore } from '../../runtime/client-store.js';
import { showToast } from '../../runtime/widgets/toast.client.js';
import { pageStrings } from '../../runtime/i18n/page-strings.js';
import { chosenStockId, quickBuyForm, type QuickBuyStock } from './quick-buy-form.js';

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
    const stock = await fetchJson<QuickBuyStock>(quickBuyUrl(url, getClientState().sizingRegion));
    panel.replaceChildren(quickBuyForm(stock, pageStrings()));
  } catch (error) {
    delete tile.dataset.quickBuyLoaded;
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

/** Reloads the sizes of every tile loaded so far (sizing region changed, stock may have moved). */
export async function refreshQuickBuy(root: ParentNode = document): Promise<void> {
  const loaded = [...root.querySelectorAll<HTMLElement>(`${TILE}[data-quick-buy-loaded]`)];
  await Promise.all(loaded.map((tile) => load(tile)));
}

/** The add button: the basket's add-to-bag (invalid grid → toast, nothing sent; success → quick basket). */
function submit(form: HTMLFormElement, event: SubmitEvent): void {
  event.preventDefault();
  const stockId = chosenStockId(form);
  const productId = form.querySelector<HTMLInputElement>('input[name="productId"]')?.value ?? '';
  void addToBag({
    rows: [{ kind: 'radio', name: 'stockId', checkedValue: stockId, validationMessage: pageStrings().selectSize }],
    fields: stockId === null ? { productId } : { productId, stockId },
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    showToast(pageStrings().genericError);
  });
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
    delete tile.dataset.quickBuyKeyboard;
    closeQuickBuy(tile);
  });
  root.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement && event.target.matches('.quick-buy__form') ? event.target : null;
    if (form) submit(form, event as SubmitEvent);
  });
  let region = getClientState().sizingRegion;
  subscribeClientStore(() => {
    const next = getClientState().sizingRegion;
    if (next === region) return;
    region = next;
    void refreshQuickBuy(root);
  });
}
