import { err, ok, type Result } from '../../shared/result.js';

export const MINIMUM_AGE = 18;

/** Error codes only: the edge words them in the shopper's language (spec 5). */
export type ShopperDetailError = 'INCOMPLETE' | 'UNDER_MINIMUM_AGE';

/** An address that looks normal: something@domain.tld, no spaces, a top-level part of 2+ letters. */
export function validateEmail(raw: string): Result<string, 'INCOMPLETE'> {
  const value = raw.trim();
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/.test(value) ? ok(value) : err('INCOMPLETE');
}

/** Phone numbers: digits with an optional leading plus, brackets, spaces and dashes. */
export function validatePhoneCharacters(raw: string): Result<string, 'INCOMPLETE'> {
  const value = raw.trim();
  return /^\+?[\d\s()-]*\d[\d\s()-]*$/.test(value) ? ok(value) : err('INCOMPLETE');
}

export type IsoDate = `${number}-${number}-${number}`;

function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth ? { year, month, day } : null;
}

/** Whole years between a birth date and today (both YYYY-MM-DD); null for an unreadable date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const born = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  if (!born || !now) return null;
  const beforeBirthday = now.month < born.month || (now.month === born.month && now.day < born.day);
  return now.year - born.year - (beforeBirthday ? 1 : 0);
}

/**
 * Spec 5: the shopper must be at least 18 on `today` (passed in). Someone born on 29 February
 * turns 18 on 1 March in a year without one.
 */
export function validateDateOfBirth(
  dateOfBirth: string,
  today: string,
): Result<string, ShopperDetailError> {
  const age = ageOn(dateOfBirth, today);
  if (age === null) return err('INCOMPLETE');
  return age >= MINIMUM_AGE ? ok(dateOfBirth) : err('UNDER_MINIMUM_AGE');
}
