/**
 * Related products on the product page: fetches the carousel fragment (nolayout=true), puts it
 * in the container for the current width (desktop from 992 px, mobile below, moved when the
 * width crosses it) and shows that container. The slides show with CSS alone. Autoplay starts
 * once the carousel comes into view and turns pages by scrolling the carousel's viewport; it is
 * bundled here, not a chunk of its own, because a page with the carousel in view at load needs
 * both and a second chunk costs more bytes than it saves (the page keeps under 80 kB gzipped).
 * Embla (drag, buttons, keys), about 8 kB, loads only when the shopper heads for the carousel
 * (pointer, touch, focus), then turns autoplay's pages too; a click on previous or next made
 * meanwhile is carried out once it has started.
 * A slow or failing answer, or an empty one, leaves both containers hidden: the page never
 * depends on the recommendations.
 */
import { TABLET_BREAKPOINT_PX } from '../../rules/timings.js';
import { fetchFragment } from '../../runtime/fetch-fragment.client.js';
import { startAutoplay, type Autoplay, type PageTurn } from './related-autoplay.client.js';
import { pushPageEvents } from '../analytics/analytics-events.client.js';
import { ANALYTICS_EVENTS_ATTRIBUTE } from '../analytics/analytics-events-attribute.js';

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
  // Its view_item_list, kept in the page so that a slide clicked finds its item (select_item).
  pushPageEvents(holder);
  place.append(...holder.querySelectorAll(`script[${ANALYTICS_EVENTS_ATTRIBUTE}]`));

  const containers = {
    desktop: place.querySelector<HTMLElement>('[data-related-container="desktop"]'),
    mobile: place.querySelector<HTMLElement>('[data-related-container="mobile"]'),
  };
  const media = matchMedia(`(min-width: ${TABLET_BREAKPOINT_PX}px)`);
  const carouselControl = armCarousel(carousel);
  const placeCarousel = () => {
    const which = media.matches ? 'desktop' : 'mobile';
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

/** Starts autoplay once the carousel is in view and Embla at the shopper's first intent; `restart` after the carousel moved. */
function armCarousel(carousel: HTMLElement): { restart(): void } {
  let startCarousel: ((carousel: HTMLElement) => { stop(): void; turn: PageTurn | null }) | null = null;
  let autoplay: Autoplay | null = null;
  let stop: (() => void) | null = null;
  let turn: PageTurn | null = null;
  let loading = false;
  let pending: HTMLButtonElement | null = null;
  const start = () => {
    if (!startCarousel) return;
    stop?.();
    // No scrolling page turn may be in flight while Embla takes over the scroll position.
    autoplay?.drive(null);
    ({ stop, turn } = startCarousel(carousel));
    autoplay?.drive(turn);
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
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    autoplay = startAutoplay(carousel);
    autoplay.drive(turn);
  });
  seen.observe(carousel);
  carousel.addEventListener('click', (event) => {
    if (startCarousel) return;
    pending = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-carousel-previous], [data-carousel-next]') : null;
    load();
  });
  return { restart: start };
}
