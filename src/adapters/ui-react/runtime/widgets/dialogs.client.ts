/**
 * Dialogs (spec sections 2 and 4), driven by data attributes on server-rendered HTML:
 *
 *   <button type="button" data-open-dialog data-target="size-guide">Size guide</button>
 *   <dialog id="size-guide" class="dialog" aria-labelledby="size-guide-title" data-href="/size-guide">
 *     <h2 id="size-guide-title">Size guide</h2>
 *     <button type="button" data-close-dialog>Close</button>
 *     <div data-dialog-body></div>
 *   </dialog>
 *
 * Opener options: data-target (dialog id), href / data-href (no target: loaded into the global
 * modal, see global-modal.ts), the opener's id (dialog with data-dialog-for="<id>"),
 * data-leave-open (other open dialogs stay open; by default they close), data-should-refresh
 * (reload the dialog's data-href content on every open instead of once), data-open-option
 * top|right|bottom|left (slides from that edge). Closed by data-close-dialog, a click outside,
 * Escape, or a bubbling `dialog:close` event from inside. Native <dialog> + showModal() keeps
 * focus inside; focus returns to the opener. Neither target, href nor id: the spec's error.
 * Script API: openDialog(dialog, options), closeDialog(dialog); openers are handled by
 * dialog-openers.ts, loaded on the first opener click. A closed dialog dispatches a bubbling
 * `dialog:closed` event. The document-wide close handling starts with the first open (no dialog
 * can be open before).
 */
import { DIALOG_EDGES, type DialogEdge } from './dialog-config.js';
import { loadFragmentInto } from './load-content.client.js';
import { focusInto, isOutside, pushSurface, removeSurface } from './modal-surfaces.client.js';

export interface OpenDialogOptions {
  opener?: Element | null;
  edge?: DialogEdge | null;
  leaveOpen?: boolean;
  shouldRefresh?: boolean;
}

const openDialogs = new Set<HTMLElement>();

/** What a dialog closer or `dialog:close` event looks for (off-canvas panels close themselves). */
const DIALOG_SELECTOR = 'dialog:not([data-off-canvas-panel]), [data-dialog]';
const wired = new WeakSet<HTMLElement>();

const isOpen = (dialog: HTMLElement): boolean =>
  dialog instanceof HTMLDialogElement ? dialog.open : dialog.classList.contains('is-open');

function wire(dialog: HTMLElement): void {
  if (wired.has(dialog)) return;
  wired.add(dialog);
  dialog.addEventListener('click', (event) => {
    // A click on a modal dialog's backdrop reaches the dialog itself, outside its box.
    if (event.target === dialog && isOutside(dialog, event.clientX, event.clientY)) closeDialog(dialog);
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    closeDialog(dialog);
  });
}

let listening = false;

/** Closers (`data-close-dialog`) and bubbling `dialog:close` events close their dialog; started once. */
function listenForClosers(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const closer = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-close-dialog]') : null;
    const dialog = closer?.closest<HTMLElement>(DIALOG_SELECTOR);
    if (closer && dialog) {
      event.preventDefault();
      closeDialog(dialog);
    }
  });
  document.addEventListener('dialog:close', (event) => {
    const dialog = event.target instanceof Element ? event.target.closest<HTMLElement>(DIALOG_SELECTOR) : null;
    if (dialog) closeDialog(dialog);
  });
}

export async function openDialog(dialog: HTMLElement, options: OpenDialogOptions = {}): Promise<void> {
  listenForClosers();
  if (!options.leaveOpen) for (const other of [...openDialogs]) if (other !== dialog) closeDialog(other);
  wire(dialog);
  for (const edge of DIALOG_EDGES) dialog.classList.toggle(`dialog--from-${edge}`, edge === options.edge);
  if (!isOpen(dialog)) {
    if (dialog instanceof HTMLDialogElement) dialog.showModal();
    else {
      dialog.hidden = false;
      dialog.classList.add('is-open');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
    }
    openDialogs.add(dialog);
    pushSurface({ element: dialog, close: () => closeDialog(dialog), opener: options.opener ?? document.activeElement });
  }
  focusInto(dialog);
  dialog.dispatchEvent(new CustomEvent('dialog:open', { bubbles: true }));
  const href = dialog.dataset.href;
  if (href && (dialog.dataset.loaded === undefined || options.shouldRefresh)) {
    const body = dialog.querySelector<HTMLElement>('[data-dialog-body]') ?? dialog;
    if (await loadFragmentInto(body, href)) dialog.dataset.loaded = '';
  }
}

export function closeDialog(dialog: HTMLElement): void {
  if (!openDialogs.has(dialog)) return;
  openDialogs.delete(dialog);
  if (dialog instanceof HTMLDialogElement) dialog.close();
  else {
    dialog.classList.remove('is-open');
    dialog.hidden = true;
  }
  removeSurface(dialog);
  dialog.dispatchEvent(new CustomEvent('dialog:closed', { bubbles: true }));
}

export function closeAllDialogs(): void {
  for (const dialog of [...openDialogs]) closeDialog(dialog);
}
