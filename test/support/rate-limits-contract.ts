import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimits } from '../../src/ports/rate-limits.port.js';

/** The behaviour every RateLimits shares; the in-memory fake and the SQL counters both pass it. */
export function describeRateLimitsContract(name: string, make: () => Promise<{ limits: RateLimits; close(): Promise<void> }>) {
  describe(name, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    beforeAll(async () => {
      subject = await make();
    }, 60_000);
    afterAll(async () => subject?.close());

    it('counts hits per key within a window that starts with the first hit', async () => {
      const first = await subject.limits.hit('ip:a', 60_000);
      expect(first.hits).toBe(1);
      // The window starts at the hit's own time (the database's in SQL), so all of it is left.
      expect(first.resetInMs).toBe(60_000);
      expect((await subject.limits.hit('ip:a', 60_000)).hits).toBe(2);
      expect((await subject.limits.hit('ip:b', 60_000)).hits).toBe(1);
    });

    it('starts again once the window has ended', async () => {
      // A window of 0 ms has ended by the next hit, whatever the clock (the SQL counters use the database's).
      expect((await subject.limits.hit('ended', 0)).hits).toBe(1);
      expect((await subject.limits.hit('ended', 0)).hits).toBe(1);
      expect((await subject.limits.hit('ended', 60_000)).hits).toBe(1);
      expect((await subject.limits.hit('ended', 60_000)).hits).toBe(2);
    });

    it('loses no hit when many arrive at once', async () => {
      const counts = await Promise.all(Array.from({ length: 20 }, () => subject.limits.hit('burst', 60_000)));
      expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });
  });
}
