/**
 * Wires `data-open-dialog` openers and `data-close-dialog` closers (see dialogs.ts for the
 * markup and options) with one delegated listener, so dialogs in fragments inserted later work
 * too. Also closes the nearest dialog on a bubbling `dialog:close` event.
 *
 * Usage: initDialogs(document) once, from the client entry.
 */
import { messages } from '../../../domain/client/messages.js';
import { dialogEdgeOf, dialogSourceOf } from './dialog-config.js';
import { DIALOG_SELECTOR, closeAllDialogs, closeDialog, openDialog, type OpenDialogOptions } from './dialogs.js';

function onOpenerClick(opener: HTMLElement, event: Event): void {
  const target = opener.dataset.target ?? null;
  const source = dialogSourceOf({
    target,
    targetExists: target !== null && document.getElementById(target) !== null,
    href: opener.getAttribute('href') ?? opener.dataset.href ?? null,
    id: opener.id || null,
    openOption: opener.dataset.openOption ?? null,
  });
  event.preventDefault();
  if (!source.ok) {
    console.error(source.error);
    return;
  }
  const options: OpenDialogOptions = {
    opener,
    edge: dialogEdgeOf(opener.dataset.openOption ?? null),
    leaveOpen: opener.hasAttribute('data-leave-open'),
    shouldRefresh: opener.hasAttribute('data-should-refresh'),
  };
  const value = source.value;
  if (value.kind === 'href') {
    if (!options.leaveOpen) closeAllDialogs();
    // The global modal (and its page-script loader) is fetched on first use.
    void import('./global-modal.js').then((m) => m.openModal(m.modalOptionsFromOpener(opener, value.href)));
    return;
  }
  const dialog = value.kind === 'target'
    ? document.getElementById(value.id)
    : document.querySelector<HTMLElement>(`[data-dialog-for="${CSS.escape(value.id)}"]`);
  if (!dialog) {
    console.error(messages.dialogTargetMissing);
    return;
  }
  void openDialog(dialog, options);
}

/** Starts the click and close-event handling for every dialog, now and in later fragments. */
export function initDialogs(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const element = event.target instanceof Element ? event.target : null;
    const opener = element?.closest<HTMLElement>('[data-open-dialog]');
    if (opener) return onOpenerClick(opener, event);
    const closer = element?.closest<HTMLElement>('[data-close-dialog]');
    const dialog = closer?.closest<HTMLElement>(DIALOG_SELECTOR);
    if (closer && dialog) {
      event.preventDefault();
      closeDialog(dialog);
    }
  });
  root.addEventListener('dialog:close', (event) => {
    const dialog = event.target instanceof Element ? event.target.closest<HTMLElement>(DIALOG_SELECTOR) : null;
    if (dialog) closeDialog(dialog);
  });
}
