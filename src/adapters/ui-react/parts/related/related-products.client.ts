/**
 * Related products on the product page: fetches the carousel fragment (nolayout=true), puts it
 * in the container for the current width (desktop from 992 px, mobile below, moved when the
 * width crosses it), shows that container and starts Embla on it. A slow or failing answer, or
 * an empty one, leaves both containers hidden: the page never depends on the recommendations.
 */
import { relatedProductsContainer } from '../../behaviour/viewport.js';
import { TABLET_BREAKPOINT_PX } from '../../behaviour/timings.js';
import { fetchFragment } from '../../runtime/fetch-fragment.client.js';

export async function showRelatedProducts(place: HTMLElement): Promise<void> {
  const url = place.querySelector<HTMLInputElement>('[data-related-products-url]')?.value;
  if (!url) return;
  let html: string;
  try {
    html = await fetchFragment(url);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return;
  }
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const carousel = holder.querySelector<HTMLElement>('[data-related-carousel]');
  if (!carousel || carousel.querySelectorAll('[data-object-id]').length === 0) return;

  const containers = {
    desktop: place.querySelector<HTMLElement>('[data-related-container="desktop"]'),
    mobile: place.querySelector<HTMLElement>('[data-related-container="mobile"]'),
  };
  const media = matchMedia(`(min-width: ${TABLET_BREAKPOINT_PX}px)`);
  const { startCarousel } = await import('./related-carousel.client.js');
  let stop: (() => void) | null = null;
  const placeCarousel = () => {
    const which = relatedProductsContainer(media.matches ? TABLET_BREAKPOINT_PX : TABLET_BREAKPOINT_PX - 1);
    const target = containers[which];
    const other = containers[which === 'desktop' ? 'mobile' : 'desktop'];
    if (!target) return;
    stop?.();
    target.querySelector('[data-related-slot]')?.replaceChildren(carousel);
    target.hidden = false;
    if (other) other.hidden = true;
    stop = startCarousel(carousel);
  };
  placeCarousel();
  media.addEventListener('change', placeCarousel);
}
