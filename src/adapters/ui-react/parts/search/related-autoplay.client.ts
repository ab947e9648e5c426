/**
 * Autoplay of a related-products carousel (spec section 9: a page every 3000 ms, back to the
 * start after the last page, each move 300 ms), started when the carousel comes into view. It
 * needs no Embla: until the shopper heads for the carousel (which loads Embla), a page turn
 * scrolls the carousel's viewport itself, a scroll container that clips its overflow, so the
 * product page stays within its JavaScript budget. Once Embla runs, `drive` hands it the turns,
 * so the two never move the slides at once.
 *
 * WCAG 2.2.2: the play/pause button stops and restarts it, it waits while the pointer is over the
 * carousel, focus is inside it or the tab is hidden, and it never runs for a shopper who asks for
 * reduced motion (then the button stays hidden: nothing moves by itself).
 */
import { nextPageLeft, slideEasing } from '../../rules/slider-page.js';
import { SLIDER_AUTOPLAY_MS, SLIDER_SPEED_MS } from '../../rules/timings.js';

/** Moves the carousel on a page, or back to the start from the last page. */
export type PageTurn = () => void;

export interface Autoplay {
  /** Stops any page turn in flight; later turns are made by `turn`, or by scrolling the viewport when null. */
  drive(turn: PageTurn | null): void;
}

export function startAutoplay(carousel: HTMLElement): Autoplay {
  const toggle = carousel.querySelector<HTMLButtonElement>('[data-carousel-autoplay]');
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let frame = 0;
  let embla: PageTurn | null = null;
  let stoppedByShopper = false;
  let hovered = carousel.matches(':hover');
  let focused = carousel.contains(document.activeElement);
  let timer: ReturnType<typeof setTimeout> | undefined;

  // A page turn without Embla: the viewport scrolls a page over the slider speed, frame by frame,
  // and previous and next are disabled at the ends as Embla disables them.
  const scrollTurn = () => {
    const viewport = carousel.querySelector<HTMLElement>('[data-carousel-viewport]');
    const previous = carousel.querySelector<HTMLButtonElement>('[data-carousel-previous]');
    const next = carousel.querySelector<HTMLButtonElement>('[data-carousel-next]');
    if (!viewport || !previous || !next) return;
    const from = viewport.scrollLeft;
    const max = viewport.scrollWidth - viewport.clientWidth;
    const to = nextPageLeft(from, viewport.clientWidth, max);
    const began = performance.now();
    const step = (now: number) => {
      const done = Math.min(Math.max((now - began) / SLIDER_SPEED_MS, 0), 1);
      viewport.scrollLeft = from + (to - from) * slideEasing(done);
      if (done < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    previous.disabled = to <= 0;
    next.disabled = to >= max;
  };
  // The wait starts again after anything that held it: the shopper gets a full 3000 ms with each page.
  const schedule = () => {
    clearTimeout(timer);
    if (!toggle) return;
    const playing = !stoppedByShopper && !reducedMotion.matches;
    toggle.hidden = reducedMotion.matches;
    toggle.setAttribute('aria-label', (playing ? toggle.dataset.labelPause : toggle.dataset.labelPlay) ?? '');
    toggle.dataset.state = playing ? 'playing' : 'paused';
    carousel.dataset.autoplay = !playing ? 'off' : hovered || focused || document.hidden ? 'held' : 'running';
    if (carousel.dataset.autoplay === 'running') {
      timer = setTimeout(() => {
        (embla ?? scrollTurn)();
        schedule();
      }, SLIDER_AUTOPLAY_MS);
    }
  };
  const hold = (event: Event) => {
    if (event.type === 'focusin' || event.type === 'focusout') {
      const inside = event.type === 'focusin' ? event.target : (event as FocusEvent).relatedTarget;
      focused = inside instanceof Node && carousel.contains(inside);
    } else hovered = event.type === 'pointerenter';
    schedule();
  };
  for (const type of ['pointerenter', 'pointerleave', 'focusin', 'focusout']) carousel.addEventListener(type, hold);
  toggle?.addEventListener('click', () => {
    stoppedByShopper = !stoppedByShopper;
    schedule();
  });
  reducedMotion.addEventListener('change', schedule);
  document.addEventListener('visibilitychange', schedule);
  schedule();
  return {
    drive: (turn) => {
      cancelAnimationFrame(frame);
      embla = turn;
    },
  };
}
