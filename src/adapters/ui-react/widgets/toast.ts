/**
 * Toasts (spec section 8): red, rounded, centred at the bottom, 3000 ms by default (wishlist
 * toasts 1500 ms), announced to screen readers through a polite live region.
 *
 * Usage:
 *   showToast('This item is out of stock.');
 *   showToast(message, { kind: 'warning' });
 *   showToast('Removed from your wishlist', { durationMs: WISHLIST_TOAST_MS, kind: 'success' });
 * Returns a handle whose `dismiss()` removes the toast early.
 */
import { toast, type ToastTone } from '../../../domain/client/toast.js';

export interface ToastOptions {
  durationMs?: number;
  kind?: ToastTone;
}

const REGION_CLASS = 'toasts';

/** The live region toasts are announced from; created on start-up so screen readers know it. */
export function toastRegion(): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`.${REGION_CLASS}`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.className = REGION_CLASS;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'false');
  document.body.append(region);
  return region;
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
