import { SLIDER_SPEED_MS } from './timings.js';

/**
 * The spec's slider speed (300 ms a move) as Embla's `duration`, which is not in milliseconds:
 * each animation frame (60 a second) Embla adds displacement / duration to a velocity damped by
 * 0.68, so a slide is 95% of the way in after duration + 1 frames whatever the distance (near
 * this speed; the test checks it), with an overshoot of a few pixels at most on a wide page.
 * 300 ms is 18 frames: duration 17.
 */
export const EMBLA_SLIDER_DURATION = Math.round((SLIDER_SPEED_MS * 60) / 1000) - 1;
