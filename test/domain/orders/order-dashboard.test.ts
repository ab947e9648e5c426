import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  chartScale, daysEnding, fillDailySeries, sumDays, type DailyOrderRow, type DailyRefundRow, type DailyReturnRow,
} from '../../../src/domain/orders/order-dashboard.js';

const NOW = new Date('2026-11-27T23:59:59.999Z');

describe('the dashboard days', () => {
  it('are the days that end with today (UTC), oldest first, across a month end', () => {
    expect(daysEnding(NOW, 3)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(daysEnding(new Date('2026-03-01T00:00:00Z'), 2)).toEqual(['2026-02-28', '2026-03-01']);
    expect(daysEnding(NOW, 30)).toHaveLength(30);
    expect(daysEnding(NOW, 30)[0]).toBe('2026-10-29');
  });

  it('fill a day without rows with zeros, add amounts only within a currency, and leave out rows of other days', () => {
    const days = daysEnding(NOW, 3);
    const series = fillDailySeries(days, {
      orders: [
        { day: '2026-11-25', currency: 'GBP', orders: 2, revenueMinor: 5000 },
        { day: '2026-11-25', currency: 'EUR', orders: 1, revenueMinor: 3000 },
        { day: '2026-11-20', currency: 'GBP', orders: 9, revenueMinor: 9999 },
      ],
      refunds: [{ day: '2026-11-27', currency: 'GBP', refunds: 1, refundedMinor: 1250 }],
      returns: [{ day: '2026-11-27', returns: 2 }],
    });
    expect(series).toEqual([
      { day: '2026-11-25', orders: 3, revenue: [{ amountMinor: 3000, currency: 'EUR' }, { amountMinor: 5000, currency: 'GBP' }], refunds: 0, refunded: [], returns: 0 },
      { day: '2026-11-26', orders: 0, revenue: [], refunds: 0, refunded: [], returns: 0 },
      { day: '2026-11-27', orders: 0, revenue: [], refunds: 1, refunded: [{ amountMinor: 1250, currency: 'GBP' }], returns: 2 },
    ]);
    expect(sumDays(series, '2026-11-25')).toEqual({
      day: '2026-11-25', orders: 3, revenue: [{ amountMinor: 3000, currency: 'EUR' }, { amountMinor: 5000, currency: 'GBP' }],
      refunds: 1, refunded: [{ amountMinor: 1250, currency: 'GBP' }], returns: 2,
    });
  });

  const day = fc.integer({ min: 0, max: 40 }).map((n) => new Date(Date.UTC(2026, 10, 27) - n * 86_400_000).toISOString().slice(0, 10));
  const currency = fc.constantFrom('GBP', 'EUR', 'USD', 'SEK');
  const orderRow: fc.Arbitrary<DailyOrderRow> = fc.record({ day, currency, orders: fc.nat(50), revenueMinor: fc.nat(1_000_000) });
  const refundRow: fc.Arbitrary<DailyRefundRow> = fc.record({ day, currency, refunds: fc.nat(10), refundedMinor: fc.nat(100_000) });
  const returnRow: fc.Arbitrary<DailyReturnRow> = fc.record({ day, returns: fc.nat(10) });

  test.prop([fc.array(orderRow), fc.array(refundRow), fc.array(returnRow)])(
    'keep every day once in order, and every count and amount of the days shown, per currency',
    (orders, refunds, returns) => {
      const days = daysEnding(NOW, 30);
      const series = fillDailySeries(days, { orders, refunds, returns });
      expect(series.map((d) => d.day)).toEqual(days);
      const shown = new Set(days);
      const total = sumDays(series, days[0]!);
      const sum = <T>(rows: T[], keep: (r: T) => boolean, value: (r: T) => number) => rows.filter(keep).reduce((s, r) => s + value(r), 0);
      expect(total.orders).toBe(sum(orders, (r) => shown.has(r.day), (r) => r.orders));
      expect(total.refunds).toBe(sum(refunds, (r) => shown.has(r.day), (r) => r.refunds));
      expect(total.returns).toBe(sum(returns, (r) => shown.has(r.day), (r) => r.returns));
      for (const c of ['GBP', 'EUR', 'USD', 'SEK']) {
        const revenue = sum(orders, (r) => shown.has(r.day) && r.currency === c, (r) => r.revenueMinor);
        expect(total.revenue.find((m) => m.currency === c)?.amountMinor ?? 0).toBe(revenue);
      }
      for (const d of series) expect(new Set(d.revenue.map((m) => m.currency)).size).toBe(d.revenue.length);
    },
  );
});

describe('the chart scale', () => {
  it('rounds the top up to 4 steps of 1, 2 or 5 times a power of ten', () => {
    expect(chartScale(0)).toEqual({ top: 4, step: 1, ticks: [0, 1, 2, 3, 4] });
    expect(chartScale(3)).toEqual({ top: 4, step: 1, ticks: [0, 1, 2, 3, 4] });
    expect(chartScale(7)).toMatchObject({ top: 8, step: 2 });
    expect(chartScale(9)).toMatchObject({ top: 20, step: 5 });
    expect(chartScale(41)).toMatchObject({ top: 80, step: 20 });
    expect(chartScale(1234)).toMatchObject({ top: 2000, step: 500 });
  });

  test.prop([fc.nat(10_000_000), fc.integer({ min: 1, max: 10 })])('reaches the largest value, with whole round steps, and never more than 2.5 times it', (max, intervals) => {
    const scale = chartScale(max, intervals);
    expect(scale.top).toBeGreaterThanOrEqual(max);
    expect(scale.ticks).toHaveLength(intervals + 1);
    expect(scale.ticks.at(-1)).toBe(scale.top);
    expect(Number.isInteger(scale.step) && scale.step >= 1).toBe(true);
    expect(/^[125]0*$/.test(String(scale.step))).toBe(true);
    if (max >= intervals) expect(scale.top).toBeLessThan(2.5 * max);
  });
});
