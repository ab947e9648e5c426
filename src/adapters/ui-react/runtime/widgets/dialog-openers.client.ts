/**
 * Carries out a click on a `data-open-dialog` opener (see dialogs.ts for the markup and options):
 * an on-page dialog, or the global modal with the opener's href. Loaded by init-widgets.ts once an
 * opener is on the page; its delegated listener calls this with the default already prevented.
 *
 * Usage: openFromOpener(opener).
 */
import { messages } from '../../rules/messages.js';
import { dialogEdgeOf, dialogSourceOf } from './dialog-config.js';
import { closeAllDialogs, openDialog, type OpenDialogOptions } from './dialogs.client.js';

export function openFromOpener(opener: HTMLElement): void {
  const target = opener.dataset.target ?? null;
  const source = dialogSourceOf({
    target,
    targetExists: target !== null && document.getElementById(target) !== null,
    href: opener.getAttribute('href') ?? opener.dataset.href ?? null,
    id: opener.id || null,
    openOption: opener.dataset.openOption ?? null,
  });
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
    void import('./global-modal.client.js').then((m) => m.openModal(m.modalOptionsFromOpener(opener, value.href)));
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
