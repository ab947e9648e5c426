import { MOBILE_BREAKPOINT_PX, TABLET_BREAKPOINT_PX } from './timings.js';

/** Spec section 9: mobile below 768 px, tablet below 992 px, desktop from 992 px. */
export type Viewport = 'mobile' | 'tablet' | 'desktop';

export function viewportFor(widthPx: number): Viewport {
  if (widthPx < MOBILE_BREAKPOINT_PX) return 'mobile';
  if (widthPx < TABLET_BREAKPOINT_PX) return 'tablet';
  return 'desktop';
}

/** Quick buy opens on tile hover only on desktop widths and never on gift card tiles. */
export function quickBuyAvailable(widthPx: number, isGiftCardTile: boolean): boolean {
  return viewportFor(widthPx) === 'desktop' && !isGiftCardTile;
}
