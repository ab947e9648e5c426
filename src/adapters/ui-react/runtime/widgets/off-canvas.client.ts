/**
 * Off-canvas panels (spec sections 2, 4 and 9). Links open them from data attributes:
 *
 *   <a href="/product/api/getquickviewproduct?url=/product/red-dress" data-off-canvas
 *      data-off-canvas-label="Quick view: Red dress">Quick view</a>          (href loaded as a fragment)
 *   <button type="button" data-off-canvas data-off-canvas-selector="#size-guide-html"
 *           data-off-canvas-label="Size guide">Size guide</button>            (an on-page element's inner HTML)
 *   optional: data-off-canvas-id="quick-view" (reuse one panel), data-off-canvas-edge="left".
 * Neither URL nor selector: 'Off Canvas Panel Link Clicked but no URL or HTML Selector Given'.
 *
 * Panels are temporary native <dialog>s (showModal: focus stays inside, the page is inert),
 * labelled by their title, created on open and removed on close; a backdrop is shown and removed
 * 500 ms after the last panel closes; a loading marker appears if the content has not arrived
 * after 300 ms; page scroll is locked while open; Escape, the close button, a click on the
 * backdrop or a bubbling `dialog:close` event closes; focus returns to the opener.
 *
 * Script API (for other islands):
 *   const panel = await openOffCanvas({ url: '/basket/quickbasket', label: 'Your bag', id: 'quick-basket' });
 *   await openOffCanvas({ html: '<p>…</p>', label: 'Size guide' });
 *   closeOffCanvas(panel); closeAllOffCanvas(); isOffCanvasOpen();
 * A panel fires bubbling `off-canvas:open` (content in place) and `off-canvas:close` events.
 * Loaded when the pointer or focus first reaches a `data-off-canvas` link (init-widgets.ts, whose
 * click listener calls openFromLink), or by the first script that opens a panel.
 */
import { BACKDROP_REMOVAL_MS } from '../../rules/timings.js';
import { messages } from '../../rules/messages.js';
import { loadFragmentInto } from './load-content.client.js';
import { focusInto, isOutside, pushSurface, removeSurface } from './modal-surfaces.client.js';
import { pageStrings } from '../i18n/page-strings.js';

export type OffCanvasEdge = 'left' | 'right';

export interface OffCanvasOptions {
  url?: string;
  html?: string;
  /** Reuses the open panel with this id (its content is replaced) instead of stacking a new one. */
  id?: string;
  label: string;
  edge?: OffCanvasEdge;
  opener?: Element | null;
}

export const BACKDROP_CLASS = 'off-canvas-backdrop';
const PANEL_CLASS = 'off-canvas';

const openPanels: HTMLDialogElement[] = [];
let backdropTimer: ReturnType<typeof setTimeout> | undefined;
let panelCount = 0;

export const isOffCanvasOpen = (): boolean => openPanels.length > 0;

function showBackdrop(): void {
  if (backdropTimer !== undefined) clearTimeout(backdropTimer);
  backdropTimer = undefined;
  let backdrop = document.querySelector<HTMLElement>(`.${BACKDROP_CLASS}`);
  if (!backdrop) {
    backdrop = document.createElement('div');
    backdrop.className = BACKDROP_CLASS;
    backdrop.setAttribute('aria-hidden', 'true');
    document.body.append(backdrop);
  }
  backdrop.classList.add('is-visible');
}

function hideBackdropLater(): void {
  document.querySelector(`.${BACKDROP_CLASS}`)?.classList.remove('is-visible');
  if (backdropTimer !== undefined) clearTimeout(backdropTimer);
  backdropTimer = setTimeout(() => {
    backdropTimer = undefined;
    if (openPanels.length === 0) document.querySelector(`.${BACKDROP_CLASS}`)?.remove();
  }, BACKDROP_REMOVAL_MS);
}

function createPanel(id: string, label: string, edge: OffCanvasEdge): HTMLDialogElement {
  const panel = document.createElement('dialog');
  panel.id = id;
  panel.className = `${PANEL_CLASS} ${PANEL_CLASS}--${edge}`;
  panel.dataset.offCanvasPanel = '';
  panel.setAttribute('aria-labelledby', `${id}-title`);
  panel.innerHTML = `<div class="off-canvas__header"><h2 class="off-canvas__title" id="${id}-title"></h2>`
    + '<button type="button" class="off-canvas__close" data-close-off-canvas></button></div><div class="off-canvas__body" data-off-canvas-body></div>';
  panel.querySelector('.off-canvas__title')!.textContent = label;
  const close = panel.querySelector<HTMLElement>('.off-canvas__close')!;
  close.setAttribute('aria-label', pageStrings().close);
  close.textContent = '×';
  panel.addEventListener('click', (event) => {
    if (event.target === panel && isOutside(panel, event.clientX, event.clientY)) closeOffCanvas(panel);
  });
  panel.addEventListener('cancel', (event) => {
    event.preventDefault();
    closeOffCanvas(panel);
  });
  document.body.append(panel);
  return panel;
}

export async function openOffCanvas(options: OffCanvasOptions): Promise<HTMLDialogElement> {
  listenForClosers();
  const existing = options.id ? openPanels.find((p) => p.id === options.id) : undefined;
  const panel = existing ?? createPanel(options.id ?? `off-canvas-${++panelCount}`, options.label, options.edge ?? 'right');
  panel.querySelector('.off-canvas__title')!.textContent = options.label;
  const body = panel.querySelector<HTMLElement>('[data-off-canvas-body]')!;
  if (!existing) {
    showBackdrop();
    panel.showModal();
    openPanels.push(panel);
    pushSurface({ element: panel, close: () => closeOffCanvas(panel), opener: options.opener ?? document.activeElement });
  }
  panel.focus();
  if (options.url !== undefined) await loadFragmentInto(body, options.url);
  else body.innerHTML = options.html ?? '';
  if (!panel.isConnected) return panel;
  focusInto(panel);
  panel.dispatchEvent(new CustomEvent('off-canvas:open', { bubbles: true }));
  return panel;
}

export function closeOffCanvas(panel: HTMLDialogElement): void {
  const index = openPanels.indexOf(panel);
  if (index === -1) return;
  openPanels.splice(index, 1);
  panel.close();
  panel.dispatchEvent(new CustomEvent('off-canvas:close', { bubbles: true }));
  panel.remove();
  removeSurface(panel);
  if (openPanels.length === 0) hideBackdropLater();
}

export function closeAllOffCanvas(): void {
  for (const panel of [...openPanels].reverse()) closeOffCanvas(panel);
}

/** The options an off-canvas link describes, or the spec's error when it names no content. */
export function offCanvasOptionsFromLink(link: HTMLElement): OffCanvasOptions | string {
  const d = link.dataset;
  const label = d.offCanvasLabel ?? link.getAttribute('aria-label') ?? link.textContent?.trim() ?? '';
  const common = {
    label,
    opener: link,
    ...(d.offCanvasId ? { id: d.offCanvasId } : {}),
    ...(d.offCanvasEdge === 'left' ? { edge: 'left' as const } : {}),
  };
  const source = d.offCanvasSelector ? document.querySelector(d.offCanvasSelector) : null;
  if (source) return { ...common, html: source.innerHTML };
  const url = link.getAttribute('href') ?? d.href;
  if (url && url !== '#') return { ...common, url };
  return messages.offCanvasLinkMissing;
}

/** Opens the panel a `data-off-canvas` link describes (the click's default already prevented). */
export function openFromLink(link: HTMLElement): void {
  const options = offCanvasOptionsFromLink(link);
  if (typeof options === 'string') console.error(options);
  else void openOffCanvas(options);
}

let listening = false;

/** A panel's close button and a bubbling `dialog:close` event from inside close it; started with the first panel. */
function listenForClosers(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const closer = event.target instanceof Element ? event.target.closest('[data-close-off-canvas]') : null;
    const panel = closer?.closest('dialog[data-off-canvas-panel]');
    if (panel instanceof HTMLDialogElement) closeOffCanvas(panel);
  });
  document.addEventListener('dialog:close', (event) => {
    const panel = event.target instanceof Element ? event.target.closest('dialog[data-off-canvas-panel]') : null;
    if (panel instanceof HTMLDialogElement) closeOffCanvas(panel);
  });
}
