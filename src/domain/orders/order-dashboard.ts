import { money, type Money } from '../pricing/money.js';

/** A day as the dashboard counts it: 'YYYY-MM-DD' in UTC (no site has a time zone of its own). */
export type DayKey = string;

/** How many days the dashboard's chart covers, today included. */
export const DASHBOARD_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Paid orders placed on a day, in one currency: how many, and what they came to. */
export interface DailyOrderRow {
  day: DayKey;
  currency: string;
  orders: number;
  revenueMinor: number;
}

/** Refunds settled on a day, in one currency. */
export interface DailyRefundRow {
  day: DayKey;
  currency: string;
  refunds: number;
  refundedMinor: number;
}

/** Returns received on a day. */
export interface DailyReturnRow {
  day: DayKey;
  returns: number;
}

/** What the shop did on one day. Amounts stay one per currency: different currencies are never added together. */
export interface DayFigures {
  day: DayKey;
  orders: number;
  /** One amount per currency, by currency code. */
  revenue: Money[];
  refunds: number;
  refunded: Money[];
  returns: number;
}

const dayKeyOf = (at: Date): DayKey => at.toISOString().slice(0, 10);

/** The UTC midnight that starts `day`. */
export const startOfDay = (day: DayKey): Date => new Date(`${day}T00:00:00.000Z`);

/** The `count` days that end with the day of `today`, oldest first. */
export function daysEnding(today: Date, count: number): DayKey[] {
  const last = startOfDay(dayKeyOf(today)).getTime();
  return Array.from({ length: count }, (_, i) => dayKeyOf(new Date(last - (count - 1 - i) * DAY_MS)));
}

/** Adds `amountMinor` to the currency's amount of `amounts` (a new list, by currency code). */
function addByCurrency(amounts: readonly Money[], currency: string, amountMinor: number): Money[] {
  const found = amounts.find((a) => a.currency === currency);
  const rest = amounts.filter((a) => a.currency !== currency);
  return [...rest, money((found?.amountMinor ?? 0) + amountMinor, currency)].sort((a, b) => a.currency.localeCompare(b.currency));
}

const emptyDay = (day: DayKey): DayFigures => ({ day, orders: 0, revenue: [], refunds: 0, refunded: [], returns: 0 });

/**
 * One figure per day of `days`, in their order, from the rows the database grouped: a day without
 * rows is zero, and rows of other days are left out.
 */
export function fillDailySeries(
  days: readonly DayKey[], rows: { orders: readonly DailyOrderRow[]; refunds: readonly DailyRefundRow[]; returns: readonly DailyReturnRow[] },
): DayFigures[] {
  const byDay = new Map(days.map((day) => [day, emptyDay(day)]));
  const update = (day: DayKey, change: (figures: DayFigures) => DayFigures) => {
    const figures = byDay.get(day);
    if (figures !== undefined) byDay.set(day, change(figures));
  };
  for (const r of rows.orders) update(r.day, (f) => ({ ...f, orders: f.orders + r.orders, revenue: addByCurrency(f.revenue, r.currency, r.revenueMinor) }));
  for (const r of rows.refunds) update(r.day, (f) => ({ ...f, refunds: f.refunds + r.refunds, refunded: addByCurrency(f.refunded, r.currency, r.refundedMinor) }));
  for (const r of rows.returns) update(r.day, (f) => ({ ...f, returns: f.returns + r.returns }));
  return days.map((day) => byDay.get(day)!);
}

/** The figures of several days together (the 30 days' totals), amounts still one per currency. */
export function sumDays(days: readonly DayFigures[], label: DayKey): DayFigures {
  return days.reduce((total, d) => ({
    day: label,
    orders: total.orders + d.orders,
    revenue: d.revenue.reduce((sum, m) => addByCurrency(sum, m.currency, m.amountMinor), total.revenue),
    refunds: total.refunds + d.refunds,
    refunded: d.refunded.reduce((sum, m) => addByCurrency(sum, m.currency, m.amountMinor), total.refunded),
    returns: total.returns + d.returns,
  }), emptyDay(label));
}

/** A chart's vertical axis: from 0 to `top` in `ticks.length - 1` equal whole steps. */
export interface ChartScale {
  top: number;
  step: number;
  /** 0, step, 2 step... top. */
  ticks: number[];
}

/**
 * The axis for counts up to `max`: `intervals` steps of a round size (1, 2 or 5 times a power of
 * ten, at least 1), the smallest that reaches `max`, so the tallest bar fills most of the chart.
 */
export function chartScale(max: number, intervals = 4): ChartScale {
  const least = Math.max(max, 0) / intervals;
  let step = 1;
  for (let power = 1; step < least; power *= 10) {
    step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= least) ?? 10 * power;
  }
  return { top: step * intervals, step, ticks: Array.from({ length: intervals + 1 }, (_, i) => i * step) };
}
