/**
 * Starts every page widget once (called by the client entry): the toast live region, dialogs and
 * the global modal, ajax popovers, off-canvas panels, the state switcher and the shared Escape /
 * Tab handling of modal surfaces. All use delegated listeners, so HTML inserted later works too;
 * popovers and the global modal are separate chunks fetched on first use.
 */
import { initDialogs } from './dialog-openers.js';
import { listenForSurfaceKeys } from './modal-surfaces.js';
import { initOffCanvas } from './off-canvas.js';
import { initStateSwitchers } from './state-switcher.js';
import { toastRegion } from './toast.js';

export function initWidgets(root: Document = document): void {
  toastRegion();
  listenForSurfaceKeys();
  initDialogs(root);
  root.addEventListener('click', (event) => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-popover], [data-close-popover]') : null;
    if (!element) return;
    if (element.matches('[data-popover]')) event.preventDefault();
    void import('./popovers.js').then((m) => m.handlePopoverClick(element));
  });
  initOffCanvas(root);
  initStateSwitchers(root);
}
