/**
 * The stack of open modal surfaces (dialogs, the global modal, off-canvas panels) shared by the
 * widgets: the top one gets Escape and keeps Tab focus inside; page scroll is locked while any
 * is open; focus goes back to the opener when a surface closes.
 *
 * The Escape and Tab handling starts with the first surface pushed.
 *
 * Usage (inside widgets):
 *   pushSurface({ element, close: () => closeMyThing(), opener: document.activeElement });
 *   removeSurface(element);   // restores focus to the opener and unlocks scroll when last
 */
export interface Surface {
  element: HTMLElement;
  close(): void;
  opener: Element | null;
}

const FOCUSABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', 'iframe', 'summary', '[contenteditable="true"]', '[tabindex]:not([tabindex="-1"])',
].join(',');

const SCROLL_LOCK_CLASS = 'has-scroll-lock';

const stack: Surface[] = [];

/** Focusable, visible elements inside `root`, in document order. */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]') && el.getClientRects().length > 0);
}

const topSurface = (): Surface | undefined => stack[stack.length - 1];
export function pushSurface(surface: Surface): void {
  listenForSurfaceKeys();
  removeFromStack(surface.element);
  stack.push(surface);
  document.documentElement.classList.add(SCROLL_LOCK_CLASS);
}

function removeFromStack(element: HTMLElement): Surface | undefined {
  const index = stack.findIndex((s) => s.element === element);
  return index === -1 ? undefined : stack.splice(index, 1)[0];
}

/** Forgets a closed surface and puts focus back where it was before it opened. */
export function removeSurface(element: HTMLElement): void {
  const surface = removeFromStack(element);
  if (stack.length === 0) document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
  const opener = surface?.opener;
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
  else topSurface()?.element.focus({ preventScroll: true });
}

/** Moves focus into a surface: its first field or control other than the close button, else the surface. */
export function focusInto(element: HTMLElement): void {
  const focusable = focusableIn(element);
  const first = focusable.find((el) => !el.matches('[data-close-dialog], [data-close-off-canvas]')) ?? focusable[0];
  (first ?? element).focus({ preventScroll: true });
}

function onKeydown(event: KeyboardEvent): void {
  const top = topSurface();
  if (!top) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    top.close();
    return;
  }
  if (event.key !== 'Tab') return;
  const focusable = focusableIn(top.element);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    top.element.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !top.element.contains(active);
  if (event.shiftKey && (active === first || active === top.element || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

let listening = false;

/** Starts the Escape and Tab handling (once). */
function listenForSurfaceKeys(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('keydown', onKeydown);
}

/** True when a click at (x, y) fell outside the element's box (a click on a modal dialog's backdrop). */
export function isOutside(element: Element, x: number, y: number): boolean {
  const box = element.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}
