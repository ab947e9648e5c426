/** How many times a key was counted in its current window, and when that window ends. */
export interface RateLimitCount {
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/**
 * Counters shared by every app node (attempts per address, per email). `hit` counts one more for
 * `key` in a window of `windowMs` that starts with the key's first hit, and answers the count;
 * check and count are one step, so concurrent hits never lose a count.
 */
export interface RateLimits {
  hit(key: string, windowMs: number): Promise<RateLimitCount>;
}
