import type { YearMonth } from '../../../../domain/checkout/card/card-expiry.js';
import { fullYear } from '../../../../domain/checkout/card/card-expiry.js';

function toYearMonth(month: string, year: string): YearMonth | null {
  const m = Number(month);
  if (m < 1 || m > 12 || (year.length !== 2 && year.length !== 4)) return null;
  return { year: fullYear(Number(year)), month: m };
}

/**
 * Reads an expiry date as browsers autofill it: "03/30", "3/2030", "03-30", "03 / 2030",
 * "0330", "032030" or "2030-03". Returns null for anything else.
 */
export function parseExpiry(raw: string): YearMonth | null {
  const value = raw.trim();
  const isoLike = /^(\d{4})-(\d{1,2})$/.exec(value);
  if (isoLike) return toYearMonth(isoLike[2] ?? '', isoLike[1] ?? '');
  const separated = /^(\d{1,2})\s*[/.\- ]\s*(\d{2}|\d{4})$/.exec(value);
  if (separated) return toYearMonth(separated[1] ?? '', separated[2] ?? '');
  const packed = /^(\d{2})(\d{2}|\d{4})$/.exec(value);
  if (packed) return toYearMonth(packed[1] ?? '', packed[2] ?? '');
  return null;
}

/** Formats an expiry as MM/YY. */
export function formatExpiry(date: YearMonth): string {
  return `${String(date.month).padStart(2, '0')}/${String(date.year % 100).padStart(2, '0')}`;
}

/** Spec 9: an autofilled expiry date is normalised to MM/YY; null when it cannot be read. */
export function normaliseExpiryAutofill(raw: string): string | null {
  const date = parseExpiry(raw);
  return date ? formatExpiry(date) : null;
}
