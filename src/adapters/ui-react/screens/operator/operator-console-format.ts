import type { Money } from '../../../../domain/pricing/money.js';
import { fromMinorUnits } from '../../../../domain/pricing/minor-units.js';

/**
 * How the console writes money, days and times for staff: in the site's language, each amount in
 * its own currency, times in UTC (the shop's days are UTC days).
 */
export interface ConsoleFormat {
  money(amount: Money): string;
  /** Several currencies' amounts, each on its own, never added together. */
  moneyList(amounts: readonly Money[], none: string): string;
  /** A UTC day 'YYYY-MM-DD', long: '27 November 2026'. */
  day(day: string): string;
  /** A UTC day, short: '27 Nov'. */
  shortDay(day: string): string;
  /** A moment, to the minute, UTC. */
  dateTime(at: Date): string;
  count(n: number): string;
}

/**
 * One format per locale (the sites' few), shared by every request: building Intl formatters is
 * what costs (about half a millisecond a dashboard), and they keep no state between calls.
 */
const formats = new Map<string, ConsoleFormat>();

export function consoleFormat(locale: string): ConsoleFormat {
  let format = formats.get(locale);
  if (format === undefined) formats.set(locale, (format = formatFor(locale)));
  return format;
}

function formatFor(locale: string): ConsoleFormat {
  const currencies = new Map<string, Intl.NumberFormat>();
  const currency = (code: string) => {
    let format = currencies.get(code);
    if (format === undefined) currencies.set(code, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: code })));
    return format;
  };
  const longDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(locale);
  const money = (amount: Money) => currency(amount.currency).format(fromMinorUnits(amount.amountMinor, amount.currency));
  const utc = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    money,
    moneyList: (amounts, none) => (amounts.length === 0 ? none : amounts.map(money).join(', ')),
    day: (day) => longDay.format(utc(day)),
    shortDay: (day) => shortDay.format(utc(day)),
    dateTime: (at) => `${dateTime.format(at)} UTC`,
    count: (n) => count.format(n),
  };
}
