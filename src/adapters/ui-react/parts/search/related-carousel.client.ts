/**
 * Embla on a related-products carousel: slides per view come from the CSS (2 on small screens,
 * then 3, 4 and 5 as the width grows, spec section 9); previous and next buttons scroll a page
 * of slides and are disabled at the ends; arrow keys on the carousel do the same, and tabbing to
 * a slide out of view scrolls it in. Slides move at the spec's slider speed (300 ms).
 *
 * Embla takes over from the viewport's own scroll position, which autoplay (related-autoplay)
 * or the browser bringing a focused link into view may have moved before Embla loaded: Embla
 * starts on the page shown. Returns a stop function for when the carousel moves to the other
 * container, and autoplay's page turn done with Embla.
 */
import EmblaCarousel from 'embla-carousel';
import { EMBLA_SLIDER_DURATION } from '../../rules/slider-speed.js';
import type { PageTurn } from './related-autoplay.client.js';

export function startCarousel(carousel: HTMLElement): { stop(): void; turn: PageTurn | null } {
  const viewport = carousel.querySelector<HTMLElement>('[data-carousel-viewport]');
  const previous = carousel.querySelector<HTMLButtonElement>('[data-carousel-previous]');
  const next = carousel.querySelector<HTMLButtonElement>('[data-carousel-next]');
  if (!viewport || !previous || !next) return { stop: () => {}, turn: null };
  const scrolled = viewport.scrollLeft / Math.max(viewport.scrollWidth - viewport.clientWidth, 1);
  viewport.scrollLeft = 0;
  const embla = EmblaCarousel(viewport, { align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', duration: EMBLA_SLIDER_DURATION });
  // Embla's snaps as scroll progress (0 to 1): the nearest one is the page the viewport showed.
  const snaps = embla.scrollSnapList();
  const shown = snaps.reduce((best, snap, i) => (Math.abs(snap - scrolled) < Math.abs((snaps[best] ?? 0) - scrolled) ? i : best), 0);
  embla.scrollTo(shown, true);
  const update = () => {
    previous.disabled = !embla.canScrollPrev();
    next.disabled = !embla.canScrollNext();
  };
  // Tabbing to a slide's link out of view brings that slide into view.
  const onFocus = (event: FocusEvent) => {
    const slide = event.target instanceof Element ? event.target.closest('[data-object-id]') : null;
    const index = slide ? embla.slideNodes().indexOf(slide as HTMLElement) : -1;
    if (index >= 0 && !embla.slidesInView().includes(index)) embla.scrollTo(index);
  };
  const onPrevious = () => embla.scrollPrev();
  const onNext = () => embla.scrollNext();
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla.scrollPrev();
    else if (event.key === 'ArrowRight') embla.scrollNext();
  };
  previous.addEventListener('click', onPrevious);
  next.addEventListener('click', onNext);
  carousel.addEventListener('keydown', onKey);
  carousel.addEventListener('focusin', onFocus);
  embla.on('select', update).on('reInit', update);
  update();
  const stop = () => {
    previous.removeEventListener('click', onPrevious);
    next.removeEventListener('click', onNext);
    carousel.removeEventListener('keydown', onKey);
    carousel.removeEventListener('focusin', onFocus);
    embla.destroy();
  };
  const turn = () => {
    if (embla.canScrollNext()) embla.scrollNext();
    else embla.scrollTo(0);
  };
  return { stop, turn };
}
