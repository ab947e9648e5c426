/**
 * Embla on a related-products carousel: slides per view come from the CSS (2 on small screens,
 * then 3, 4 and 5 as the width grows, spec section 9); previous and next buttons scroll a page
 * of slides and are disabled at the ends; arrow keys on the carousel do the same, and tabbing to
 * a slide out of view scrolls it in. Slides move at the spec's slider speed (300 ms).
 *
 * Autoplay (spec section 9: every 3000 ms, back to the start after the last page) meets WCAG
 * 2.2.2: the carousel's play/pause button stops and restarts it, it waits while the pointer is
 * over the carousel or focus is inside it, and it never runs for a shopper who asks for reduced
 * motion (then the button stays hidden: nothing moves by itself). Returns a stop function for
 * when the carousel moves to the other container.
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { EMBLA_SLIDER_DURATION } from '../../behaviour/slider-speed.js';
import { SLIDER_AUTOPLAY_MS } from '../../behaviour/timings.js';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function startCarousel(carousel: HTMLElement): () => void {
  const viewport = carousel.querySelector<HTMLElement>('[data-carousel-viewport]');
  const previous = carousel.querySelector<HTMLButtonElement>('[data-carousel-previous]');
  const next = carousel.querySelector<HTMLButtonElement>('[data-carousel-next]');
  if (!viewport || !previous || !next) return () => {};
  const embla = EmblaCarousel(viewport, { align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', duration: EMBLA_SLIDER_DURATION });
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
  const stopAutoplay = startAutoplay(carousel, embla);
  return () => {
    stopAutoplay();
    previous.removeEventListener('click', onPrevious);
    next.removeEventListener('click', onNext);
    carousel.removeEventListener('keydown', onKey);
    carousel.removeEventListener('focusin', onFocus);
    embla.destroy();
  };
}

/** Moves on a page every 3000 ms while nothing holds it; the toggle button shows and sets whether it plays. */
function startAutoplay(carousel: HTMLElement, embla: EmblaCarouselType): () => void {
  const toggle = carousel.querySelector<HTMLButtonElement>('[data-carousel-autoplay]');
  const reducedMotion = matchMedia(REDUCED_MOTION);
  if (!toggle) return () => {};
  let stoppedByShopper = false;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const playing = () => !stoppedByShopper && !reducedMotion.matches;
  const held = () => hovered || focused || document.hidden;
  const render = () => {
    toggle.hidden = reducedMotion.matches;
    const isPlaying = playing();
    toggle.setAttribute('aria-label', isPlaying ? toggle.dataset.labelPause ?? '' : toggle.dataset.labelPlay ?? '');
    toggle.dataset.state = isPlaying ? 'playing' : 'paused';
    carousel.dataset.autoplay = !isPlaying ? 'off' : held() ? 'held' : 'running';
  };
  // The wait starts again after anything that held it: the shopper gets a full 3000 ms with each page.
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    render();
    if (!playing() || held()) return;
    timer = setTimeout(() => {
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
      schedule();
    }, SLIDER_AUTOPLAY_MS);
  };
  const onToggle = () => {
    stoppedByShopper = !stoppedByShopper;
    schedule();
  };
  const onPointerEnter = () => {
    hovered = true;
    schedule();
  };
  const onPointerLeave = () => {
    hovered = false;
    schedule();
  };
  const onFocusIn = () => {
    focused = true;
    schedule();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && carousel.contains(event.relatedTarget)) return;
    focused = false;
    schedule();
  };
  toggle.addEventListener('click', onToggle);
  carousel.addEventListener('pointerenter', onPointerEnter);
  carousel.addEventListener('pointerleave', onPointerLeave);
  carousel.addEventListener('focusin', onFocusIn);
  carousel.addEventListener('focusout', onFocusOut);
  reducedMotion.addEventListener('change', schedule);
  document.addEventListener('visibilitychange', schedule);
  hovered = carousel.matches(':hover');
  focused = carousel.contains(document.activeElement);
  schedule();
  return () => {
    clearTimeout(timer);
    toggle.removeEventListener('click', onToggle);
    carousel.removeEventListener('pointerenter', onPointerEnter);
    carousel.removeEventListener('pointerleave', onPointerLeave);
    carousel.removeEventListener('focusin', onFocusIn);
    carousel.removeEventListener('focusout', onFocusOut);
    reducedMotion.removeEventListener('change', schedule);
    document.removeEventListener('visibilitychange', schedule);
  };
}
