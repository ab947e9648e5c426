/**
 * Toasts (spec section 8): red, rounded, centred at the bottom, 3000 ms by default (wishlist
 * toasts 1500 ms), announced to screen readers through a polite live region.
 *
 * Usage:
 *   showToast('This item is out of stock.');
 *   showToast(message, { kind: 'warning' });
 *   showToast('Removed from your wishlist', { durationMs: WISHLIST_TOAST_MS, kind: 'success' });
 * Returns a handle whose `dismiss()` removes the toast early. Loaded with the code that shows a
 * toast (add to bag, wishlist, notify form), not at page load.
 */
import { toast, type ToastTone } from '../../rules/toast.js';
import { toastRegion } from './toast-region.client.js';

export interface ToastOptions {
  durationMs?: number;
  kind?: ToastTone;
}

export function showToast(message: string, options: ToastOptions = {}): { dismiss(): void } {
  const spec = toast(message, { tone: options.kind, durationMs: options.durationMs });
  const element = document.createElement('p');
  element.className = `toast toast--${spec.tone}`;
  element.dataset.toastKind = spec.tone;
  element.textContent = spec.message;
  toastRegion().append(element);
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => dismiss(), spec.durationMs);
  function dismiss(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    element.remove();
  }
  return { dismiss };
}
