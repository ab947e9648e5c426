import { err, ok, type Result } from '../../shared/result.js';

/** A calendar month: four-digit year, month 1 to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** A card is accepted up to this many years after the current month (the provider's rule). */
export const MAX_YEARS_AHEAD = 30;

export type ExpiryError =
  | { code: 'INVALID_DATE' }
  | { code: 'EXPIRED' }
  | { code: 'TOO_FAR_IN_FUTURE' }
  | { code: 'EXPIRES_BEFORE_CHECKOUT' };

function monthIndex(d: YearMonth): number {
  return d.year * 12 + (d.month - 1);
}

/** Two-digit years are in this century: "30" is 2030. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * Expiry rules. A card is valid to the end of its expiry month, so it has expired when that month
 * is before the current one ("Card too old"; the storefront shows its `cardExpired` text). More than
 * MAX_YEARS_AHEAD years after the current month is "Date too far in the future". When the payment
 * must stay valid until a later month (`validUntil`, e.g. a check-out date) the card must not
 * expire before it.
 */
export function validateExpiry(
  expiry: YearMonth,
  today: YearMonth,
  options: { validUntil?: YearMonth } = {},
): Result<YearMonth, ExpiryError> {
  const date = { year: fullYear(expiry.year), month: expiry.month };
  if (!Number.isInteger(date.month) || date.month < 1 || date.month > 12 || !Number.isInteger(date.year)) {
    return err({ code: 'INVALID_DATE' });
  }
  const current = monthIndex(today);
  const target = monthIndex(date);
  if (target < current) return err({ code: 'EXPIRED' });
  if (target - current > MAX_YEARS_AHEAD * 12) return err({ code: 'TOO_FAR_IN_FUTURE' });
  if (options.validUntil && target < monthIndex(options.validUntil)) {
    return err({ code: 'EXPIRES_BEFORE_CHECKOUT' });
  }
  return ok(date);
}
