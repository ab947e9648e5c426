import { TOAST_MS } from './timings.js';

export type ToastTone = 'error' | 'warning' | 'success';

export interface Toast {
  message: string;
  tone: ToastTone;
  durationMs: number;
  colour: 'red';
  shape: 'rounded';
  position: 'bottom-centre';
}

/** Toasts (spec section 8): red, rounded, centred at the bottom, 3000 ms unless told otherwise (wishlist toasts: WISHLIST_TOAST_MS). */
export function toast(message: string, options: { tone?: ToastTone; durationMs?: number } = {}): Toast {
  return {
    message,
    tone: options.tone ?? 'error',
    durationMs: options.durationMs ?? TOAST_MS,
    colour: 'red',
    shape: 'rounded',
    position: 'bottom-centre',
  };
}
