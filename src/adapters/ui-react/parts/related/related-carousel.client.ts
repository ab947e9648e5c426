/**
 * Embla on a related-products carousel: slides per view come from the CSS (2 on small screens,
 * then 3, 4 and 5 as the width grows, spec section 9); previous and next buttons scroll a page
 * of slides and are disabled at the ends; arrow keys on the carousel do the same, and tabbing to
 * a slide out of view scrolls it in. Returns a stop
 * function for when the carousel moves to the other container.
 */
import EmblaCarousel from 'embla-carousel';

export function startCarousel(carousel: HTMLElement): () => void {
  const viewport = carousel.querySelector<HTMLElement>('[data-carousel-viewport]');
  const previous = carousel.querySelector<HTMLButtonElement>('[data-carousel-previous]');
  const next = carousel.querySelector<HTMLButtonElement>('[data-carousel-next]');
  if (!viewport || !previous || !next) return () => {};
  const embla = EmblaCarousel(viewport, { align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
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
  return () => {
    previous.removeEventListener('click', onPrevious);
    next.removeEventListener('click', onNext);
    carousel.removeEventListener('keydown', onKey);
    carousel.removeEventListener('focusin', onFocus);
    embla.destroy();
  };
}
