import { err, ok, type Result } from '../../shared/result.js';

/** Errors are codes only: the edge words them in the shopper's language (spec 5). An address that looks normal: something@domain.tld, no spaces, a top-level part of 2+ letters. */
export function validateEmail(raw: string): Result<string, 'INCOMPLETE'> {
  const value = raw.trim();
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/.test(value) ? ok(value) : err('INCOMPLETE');
}

/** Phone numbers: digits with an optional leading plus, brackets, spaces and dashes. */
export function validatePhoneCharacters(raw: string): Result<string, 'INCOMPLETE'> {
  const value = raw.trim();
  return /^\+?[\d\s()-]*\d[\d\s()-]*$/.test(value) ? ok(value) : err('INCOMPLETE');
}
