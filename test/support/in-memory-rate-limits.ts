import type { RateLimitCount, RateLimits } from '../../src/ports/rate-limits.port.js';

/** RateLimits in a Map, for use-case and route tests; passes the same contract as the SQL counters. */
export class InMemoryRateLimits implements RateLimits {
  private readonly windows = new Map<string, { hits: number; resetAtMs: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const now = this.now();
    const known = this.windows.get(key);
    const current = known === undefined || known.resetAtMs <= now ? { hits: 1, resetAtMs: now + windowMs } : { ...known, hits: known.hits + 1 };
    this.windows.set(key, current);
    return { hits: current.hits, resetInMs: current.resetAtMs - now };
  }
}
