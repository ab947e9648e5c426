import { err, ok, type Result } from '../../shared/result.js';
import { BLIK_INVALID, GENERIC_FIELD_INVALID, MOBILE_NUMBER_INVALID } from '../messages.js';

/**
 * MB Way: digits with an optional leading plus and spaces, at least 7 characters
 * (a digit must follow the plus).
 */
export function validateMbWayNumber(raw: string): Result<string, typeof MOBILE_NUMBER_INVALID> {
  const value = raw.trim();
  return /^\+?\d[\d ]*$/.test(value) && value.length >= 7 ? ok(value) : err(MOBILE_NUMBER_INVALID);
}

/** BLIK codes are exactly 6 digits. */
export const BLIK_CODE_LENGTH = 6;

export function validateBlikCode(raw: string): Result<string, typeof BLIK_INVALID> {
  const value = raw.replace(/\s/g, '');
  return new RegExp(`^\\d{${BLIK_CODE_LENGTH}}$`).test(value) ? ok(value) : err(BLIK_INVALID);
}

/** Phone wallets: more than 6 characters, checked when the field loses focus. */
export function validatePhoneWalletNumber(
  raw: string,
  phase: 'typing' | 'blur',
): Result<string, typeof GENERIC_FIELD_INVALID> | { ok: 'incomplete' } {
  if (phase === 'typing') return { ok: 'incomplete' };
  const value = raw.trim();
  return value.length > 6 ? ok(value) : err(GENERIC_FIELD_INVALID);
}
