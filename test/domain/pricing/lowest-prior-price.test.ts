import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  lowestPriceBefore, priceInEffect, PRIOR_PRICE_DAYS, reductionStartOf, type PriceHistoryEntry,
} from '../../../src/domain/pricing/lowest-prior-price.js';

const DAY = 86_400_000;
const entry = (recordedAt: string, priceMinor: number, sale: Partial<PriceHistoryEntry> = {}): PriceHistoryEntry =>
  ({ recordedAt, priceMinor, salePriceMinor: null, saleStartsAt: null, saleEndsAt: null, ...sale });

describe('the lowest price of the 30 days before a reduction', () => {
  const history = [
    entry('2026-09-01T00:00:00.000Z', 5000),
    entry('2026-10-20T00:00:00.000Z', 4500), // a cheaper regular price for a while
    entry('2026-11-05T00:00:00.000Z', 5000),
    entry('2026-11-20T00:00:00.000Z', 5000, { salePriceMinor: 3500 }),
  ];
  it('takes the price in effect from the entry recorded last before the instant', () => {
    expect(priceInEffect(history, new Date('2026-08-31T00:00:00Z'))).toBeNull();
    expect(priceInEffect(history, new Date('2026-10-25T00:00:00Z'))).toBe(4500);
    expect(priceInEffect(history, new Date('2026-11-21T00:00:00Z'))).toBe(3500);
  });
  it('finds when the reduction started and the lowest price of the 30 days before', () => {
    const start = reductionStartOf(history, new Date('2026-11-28T00:00:00Z'));
    expect(start).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(lowestPriceBefore(history, start!)).toBe(4500);
  });
  it('counts a scheduled sale price only inside its window', () => {
    const scheduled = [
      entry('2026-09-01T00:00:00.000Z', 5000, { salePriceMinor: 3000, saleStartsAt: '2026-09-10T00:00:00.000Z', saleEndsAt: '2026-09-20T00:00:00.000Z' }),
      entry('2026-11-01T00:00:00.000Z', 5000, { salePriceMinor: 3900, saleStartsAt: '2026-11-15T00:00:00.000Z' }),
    ];
    const start = reductionStartOf(scheduled, new Date('2026-11-28T00:00:00Z'));
    expect(start).toEqual(new Date('2026-11-15T00:00:00Z'));
    // The September sale is more than 30 days before the reduction.
    expect(lowestPriceBefore(scheduled, start!)).toBe(5000);
  });
  it('knows no reduction for a product first listed at its sale price', () => {
    expect(reductionStartOf([entry('2026-11-01T00:00:00.000Z', 5000, { salePriceMinor: 3000 })], new Date('2026-11-28T00:00:00Z'))).toBeNull();
  });
});

const T0 = Date.parse('2026-06-01T00:00:00Z');
const instantIn = (days: number) => fc.integer({ min: 0, max: days * DAY }).map((t) => T0 + t);
const historyEntry = fc.record({
  recordedAt: instantIn(120), priceMinor: fc.integer({ min: 1, max: 100_000 }), sale: fc.option(fc.double({ min: 0, max: 0.99, noNaN: true })),
  startsIn: fc.option(instantIn(120)), lastsDays: fc.option(fc.integer({ min: 1, max: 40 })),
}).map(({ recordedAt, priceMinor, sale, startsIn, lastsDays }): PriceHistoryEntry => ({
  recordedAt: new Date(recordedAt).toISOString(), priceMinor,
  salePriceMinor: sale === null ? null : Math.floor(priceMinor * sale),
  saleStartsAt: startsIn === null ? null : new Date(startsIn).toISOString(),
  saleEndsAt: startsIn === null || lastsDays === null ? null : new Date(startsIn + lastsDays * DAY).toISOString(),
}));
const sorted = fc.array(historyEntry, { minLength: 1, maxLength: 8 }).map((h) => [...h].sort((a, b) => Date.parse(a.recordedAt) - Date.parse(b.recordedAt)));

describe('lowest prior price properties', () => {
  test.prop([sorted, instantIn(150), fc.array(fc.integer({ min: 0, max: PRIOR_PRICE_DAYS * DAY - 1 }), { minLength: 1, maxLength: 20 })])(
    'is no higher than the price at any instant of the 30 days, and is a price that was in effect then', (history, startAt, offsets) => {
      const start = new Date(startAt);
      const lowest = lowestPriceBefore(history, start);
      const windowStart = startAt - PRIOR_PRICE_DAYS * DAY;
      for (const o of offsets) {
        const price = priceInEffect(history, new Date(windowStart + o));
        if (price !== null) expect(lowest).not.toBeNull();
        if (price !== null) expect(lowest!).toBeLessThanOrEqual(price);
      }
      if (lowest !== null) {
        const changes = history.flatMap((e) => [e.recordedAt, e.saleStartsAt, e.saleEndsAt]).flatMap((x) => (x === null ? [] : [Date.parse(x)]));
        const candidates = [windowStart, ...changes.filter((t) => t >= windowStart && t < startAt)];
        expect(candidates.some((t) => priceInEffect(history, new Date(t)) === lowest)).toBe(true);
        expect(lowest).toBeGreaterThanOrEqual(0);
      }
    });
  test.prop([sorted, instantIn(150), historyEntry])('ignores what was recorded at or after the reduction started', (history, startAt, later) => {
    const start = new Date(startAt);
    const after = { ...later, recordedAt: new Date(startAt + 1000).toISOString(), saleStartsAt: null, saleEndsAt: null };
    const before = history.filter((e) => Date.parse(e.recordedAt) < startAt);
    expect(lowestPriceBefore([...before, after], start)).toBe(lowestPriceBefore(before, start));
  });
  test.prop([sorted, instantIn(150)])('a reduction start is an instant the price fell', (history, nowAt) => {
    const start = reductionStartOf(history, new Date(nowAt));
    if (start === null) return;
    expect(start.getTime()).toBeLessThanOrEqual(nowAt);
    expect(priceInEffect(history, start)!).toBeLessThan(priceInEffect(history, new Date(start.getTime() - 1))!);
  });
});
