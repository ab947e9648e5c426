import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { EMBLA_SLIDER_DURATION } from '../../../../src/adapters/ui-react/rules/slider-speed.js';
import { SLIDER_SPEED_MS } from '../../../../src/adapters/ui-react/rules/timings.js';

/** Embla 8's scroll body, frame by frame (ScrollBody.seek with its base friction 0.68): ms until 95% of the way. */
function msToNinetyFivePercent(duration: number, distance: number): number {
  let location = 0;
  let velocity = 0;
  for (let frame = 1; frame < 1000; frame += 1) {
    velocity += (distance - location) / duration;
    velocity *= 0.68;
    location += velocity;
    if (location >= 0.95 * distance) return (frame * 1000) / 60;
  }
  throw new Error('never arrived');
}

test.prop([fc.integer({ min: 1, max: 5000 })])('a move of any distance is 95% done at the slider speed, 300 ms', (distance) => {
  expect(SLIDER_SPEED_MS).toBe(300);
  expect(EMBLA_SLIDER_DURATION).toBe(17);
  expect(Math.round(msToNinetyFivePercent(EMBLA_SLIDER_DURATION, distance))).toBe(SLIDER_SPEED_MS);
});
