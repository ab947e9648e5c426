/**
 * A slider's page turn done with the browser's own scrolling (before Embla has loaded): where the
 * next page starts and how the move eases over the spec's slider speed.
 */

/**
 * The scroll position of the next page, paged as Embla pages with slidesToScroll 'auto' and
 * containScroll 'trimSnaps' when slides are a fraction of the viewport's width (2, 3, 4 or 5 to
 * a view): a page is the viewport's width, the last page ends at the end, and after the last
 * page comes the start again. Half a pixel of slack absorbs subpixel widths.
 */
export function nextPageLeft(scrollLeft: number, viewportWidth: number, maxScrollLeft: number): number {
  return scrollLeft >= maxScrollLeft - 0.5 ? 0 : Math.min(scrollLeft + viewportWidth, maxScrollLeft);
}

/** Ease-out cubic: the share of the move done at `t` (0 to 1) of its time, fast first, settling gently as Embla does. */
export const slideEasing = (t: number): number => 1 - (1 - t) ** 3;
