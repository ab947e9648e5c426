import { LAZY_LOADING_MARGIN } from '../rules/timings.js';

/**
 * Calls `start` when `element` comes within the spec's lazy-loading margin (60%) of the viewport,
 * or at once where the browser cannot tell; returns what stops watching.
 */
export function whenNearViewport(element: Element, start: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) start();
  }, { rootMargin: LAZY_LOADING_MARGIN });
  observer.observe(element);
  return () => observer.disconnect();
}
