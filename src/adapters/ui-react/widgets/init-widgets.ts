/**
 * Starts every page widget once (called by the client entry): the toast live region, dialogs and
 * the global modal, ajax popovers, off-canvas panels, the state switcher and the shared Escape /
 * Tab handling of modal surfaces. All use delegated listeners, so HTML inserted later works too.
 */
import { initDialogs } from './dialog-openers.js';
import { listenForSurfaceKeys } from './modal-surfaces.js';
import { initOffCanvas } from './off-canvas.js';
import { initPopovers } from './popovers.js';
import { initStateSwitchers } from './state-switcher.js';
import { toastRegion } from './toast.js';

export function initWidgets(root: Document = document): void {
  toastRegion();
  listenForSurfaceKeys();
  initDialogs(root);
  initPopovers(root);
  initOffCanvas(root);
  initStateSwitchers(root);
}
