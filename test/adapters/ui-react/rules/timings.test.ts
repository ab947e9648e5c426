import { describe, expect, it } from 'vitest';
import * as timings from '../../../../src/adapters/ui-react/rules/timings.js';

describe('timings of spec section 9', () => {
  it('carries the spec figures', () => {
    expect(timings).toMatchObject({
      LOADING_MARKER_MS: 300,
      SCRIPT_LOAD_WAIT_MS: 10_000,
      CACHE_TTL_MS: 300_000,
      STATE_BACK_DEBOUNCE_MS: 300,
      DEFAULT_DEBOUNCE_MS: 250,
      QUICK_BUY_HOVER_MS: 600,
      BACKDROP_REMOVAL_MS: 500,
      SUCCESS_TEXT_MS: 2500,
      TOAST_MS: 3000,
      WISHLIST_TOAST_MS: 1500,
      OVERLAY_CLOSE_FALLBACK_MS: 500,
      SAFE_PLACE_TYPING_DEBOUNCE_MS: 1000,
      ALERT_HIDE_MS: 5000,
      PAYMENT_STATUS_POLL_MS: 2000,
      PAYMENT_STATUS_SLOW_POLL_MS: 10_000,
      PAYMENT_STATUS_SLOW_AFTER_MS: 60_000,
      AUTO_ADD_CLEAR_RADIO_MS: 1000,
      LAZY_LOADING_MARGIN: '60%',
      SLIDER_AUTOPLAY_MS: 3000,
      SLIDER_SPEED_MS: 300,
      MOBILE_BREAKPOINT_PX: 768,
      TABLET_BREAKPOINT_PX: 992,
      DAY_MS: 86_400_000,
    });
  });
});
