/**
 * Related products on the product page: fetches the carousel fragment (nolayout=true), puts it
 * in the container for the current width (desktop from 992 px, mobile below, moved when the
 * width crosses it) and shows that container. The slides show with CSS alone; Embla (the
 * carousel's drag, scroll and autoplay) is loaded once the carousel comes into view, for its
 * autoplay, or, for a shopper who asks for reduced motion (no autoplay), when the shopper heads
 * for the carousel (pointer, touch, focus); a click on previous or next made meanwhile is
 * carried out once it has started.
 * A slow or failing answer, or an empty one, leaves both containers hidden: the page never
 * depends on the recommendations.
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
  const carouselControl = armCarousel(carousel);
  const placeCarousel = () => {
    const which = relatedProductsContainer(media.matches ? TABLET_BREAKPOINT_PX : TABLET_BREAKPOINT_PX - 1);
    const target = containers[which];
    const other = containers[which === 'desktop' ? 'mobile' : 'desktop'];
    if (!target) return;
    target.querySelector('[data-related-slot]')?.replaceChildren(carousel);
    target.hidden = false;
    if (other) other.hidden = true;
    carouselControl.restart();
  };
  placeCarousel();
  media.addEventListener('change', placeCarousel);
}

/** Starts Embla on the carousel at the shopper's first intent; `restart` after the carousel moved. */
function armCarousel(carousel: HTMLElement): { restart(): void } {
  let startCarousel: ((carousel: HTMLElement) => () => void) | null = null;
  let stop: (() => void) | null = null;
  let loading = false;
  let pending: HTMLButtonElement | null = null;
  const start = () => {
    if (!startCarousel) return;
    stop?.();
    stop = startCarousel(carousel);
  };
  const load = () => {
    if (loading) return;
    loading = true;
    import('./related-carousel.client.js').then((m) => {
      startCarousel = m.startCarousel;
      start();
      const button = pending;
      pending = null;
      button?.click();
    }, (error: unknown) => {
      loading = false;
      console.error(error);
    });
  };
  carousel.addEventListener('pointerover', load);
  carousel.addEventListener('focusin', load);
  carousel.addEventListener('touchstart', load, { passive: true });
  if (!matchMedia('(prefers-reduced-motion: reduce)').matches) {
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      load();
    });
    seen.observe(carousel);
  }
  carousel.addEventListener('click', (event) => {
    if (startCarousel) return;
    pending = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-carousel-previous], [data-carousel-next]') : null;
    load();
  });
  return { restart: start };
}
