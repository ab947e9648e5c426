import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { nextPageLeft, slideEasing } from '../../../../src/adapters/ui-react/rules/slider-page.js';

/** A carousel of `slides` slides, `perView` to a viewport `width` px wide, as the scroll container lays it out. */
const layout = fc.record({ slides: fc.integer({ min: 1, max: 12 }), perView: fc.constantFrom(2, 3, 4, 5), width: fc.integer({ min: 200, max: 2000 }) })
  .map(({ slides, perView, width }) => ({ slides, perView, width, max: (Math.max(slides - perView, 0) * width) / perView }));

test.prop([layout])('turning pages from the start shows every slide, a page at a time, then comes back to the start', ({ slides, perView, width, max }) => {
  const pages = [0];
  for (let left = nextPageLeft(0, width, max); left !== 0; left = nextPageLeft(left, width, max)) {
    const previous = pages[pages.length - 1] ?? 0;
    // Never past the end, and never more than a page on: no slide is skipped.
    expect(left).toBeGreaterThan(previous);
    expect(left - previous).toBeLessThanOrEqual(width);
    expect(left).toBeLessThanOrEqual(max);
    pages.push(left);
    expect(pages.length).toBeLessThanOrEqual(slides);
  }
  expect(pages[pages.length - 1]).toBe(max);
  expect(pages.length).toBe(Math.ceil(slides / perView));
});

test('a move eases out from 0 to the whole way, never going back', () => {
  expect(slideEasing(0)).toBe(0);
  expect(slideEasing(1)).toBe(1);
  const samples = Array.from({ length: 101 }, (_, i) => slideEasing(i / 100));
  samples.slice(1).forEach((share, i) => expect(share).toBeGreaterThan(samples[i] ?? 1));
  // Ease-out: more than half the way in the first half of the time, as Embla's damped moves are.
  expect(slideEasing(0.5)).toBeGreaterThan(0.5);
});
