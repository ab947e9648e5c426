import { LAZY_LOADING_MARGIN } from '../../rules/timings.js';

/**
 * Loads the related products (their script, then their fragment) only when their place on the
 * page comes within the spec's lazy-loading margin (60%) of the viewport: the product page's
 * first load carries none of it.
 */
export function watchForRelatedProducts(root: Document): void {
  const places = [...root.querySelectorAll<HTMLElement>('[data-related-products]')];
  if (places.length === 0) return;
  const start = (place: HTMLElement) => {
    void import('./related-products.client.js').then((m) => m.showRelatedProducts(place), (error: unknown) => console.error(error));
  };
  if (typeof IntersectionObserver === 'undefined') {
    places.forEach(start);
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      start(entry.target as HTMLElement);
    }
  }, { rootMargin: LAZY_LOADING_MARGIN });
  places.forEach((place) => observer.observe(place));
}
