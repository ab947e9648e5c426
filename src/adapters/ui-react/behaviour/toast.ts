import { TOAST_MS, WISHLIST_TOAST_MS } from './timings.js';

/** Toasts (spec section 8): red, rounded, centred at the bottom, 3000 ms unless told otherwise. */
export const TOAST_DEFAULT_MS = TOAST_MS;
/** Wishlist toasts stay for a shorter time (1500 ms). */
export { WISHLIST_TOAST_MS };

export type ToastTone = 'error' | 'warning' | 'success';

export interface Toast {
  message: string;
  tone: ToastTone;
  durationMs: number;
  colour: 'red';
  shape: 'rounded';
  position: 'bottom-centre';
}

export function toast(message: string, options: { tone?: ToastTone; durationMs?: number } = {}): Toast {
  return {
    message,
    tone: options.tone ?? 'error',
    durationMs: options.durationMs ?? TOAST_DEFAULT_MS,
    colour: 'red',
    shape: 'rounded',
    position: 'bottom-centre',
  };
}
