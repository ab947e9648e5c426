/** Timers, debounces and layout limits of spec section 9 (milliseconds unless named otherwise). */
export const LOADING_MARKER_MS = 300;
export const SCRIPT_LOAD_WAIT_MS = 10_000;
export const CACHE_TTL_MS = 300_000;
export const STATE_BACK_DEBOUNCE_MS = 300;
export const DEFAULT_DEBOUNCE_MS = 250;
export const QUICK_BUY_HOVER_MS = 600;
export const BACKDROP_REMOVAL_MS = 500;
export const SUCCESS_TEXT_MS = 2500;
export const TOAST_MS = 3000;
export const WISHLIST_TOAST_MS = 1500;
export const OVERLAY_CLOSE_FALLBACK_MS = 500;
export const SAFE_PLACE_TYPING_DEBOUNCE_MS = 1000;
export const ALERT_HIDE_MS = 5000;
export const POLL_FIRST_DELAY_MS = 1000;
export const POLL_GROWTH = 1.5;
/**
 * How long the basket page keeps sending a payment again while the server answers "payment in
 * progress" (409 PAYMENT_IN_PROGRESS: a twin submit's call is under way), at the polling fetch's
 * delays: the server closes a call left without an answer after 30 s, its sweep within a minute.
 */
export const PAYMENT_IN_PROGRESS_WAIT_MS = 90_000;
export const PAYMENT_STATUS_POLL_MS = 2000;
export const PAYMENT_STATUS_SLOW_POLL_MS = 10_000;
export const PAYMENT_STATUS_SLOW_AFTER_MS = 60_000;
export const AUTO_ADD_CLEAR_RADIO_MS = 1000;
export const LAZY_LOADING_MARGIN = '60%';
/** Slider defaults (spec section 9): autoplay moves a page every 3000 ms; a move takes 300 ms. */
export const SLIDER_AUTOPLAY_MS = 3000;
export const SLIDER_SPEED_MS = 300;
/** Widths below this are mobile. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Widths below this (and at least mobile) are tablet; related products switch here too. */
export const TABLET_BREAKPOINT_PX = 992;
export const DAY_MS = 24 * 60 * 60 * 1000;
