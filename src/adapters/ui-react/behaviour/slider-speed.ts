/**
 * The spec's slider speed (300 ms a move) as Embla's `duration`, which is not in milliseconds:
 * each animation frame (60 a second) Embla adds displacement / duration to a velocity damped by
 * 0.68. With 17 a slide is 95% of the way in after 18 frames, 300 ms, whatever the distance,
 * and overshoots by a few pixels at most on a wide page.
 */
export const EMBLA_SLIDER_DURATION = 17;
