import { FIELD_REQUIRED } from '../messages.js';
import { err, ok, type Result } from '../../shared/result.js';

/** Longest formatted value: a CNPJ, "00.000.000/0000-00". */
export const SOCIAL_SECURITY_NUMBER_MAX_LENGTH = 18;
const CPF_DIGITS = 11;
const CNPJ_DIGITS = 14;

function mask(digits: string, groups: readonly [size: number, separatorBefore: string][]): string {
  let out = '';
  let rest = digits;
  for (const [size, separator] of groups) {
    if (rest === '') break;
    out += (out === '' ? '' : separator) + rest.slice(0, size);
    rest = rest.slice(size);
  }
  return out;
}

/**
 * Brazilian social security number as typed: up to 11 digits take the CPF shape
 * 000.000.000-00, 12 to 14 digits the CNPJ shape 00.000.000/0000-00; other characters are
 * dropped and the value never exceeds 18 characters.
 */
export function formatCpfCnpj(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, CNPJ_DIGITS);
  if (digits.length <= CPF_DIGITS) {
    return mask(digits, [[3, ''], [3, '.'], [3, '.'], [2, '-']]);
  }
  return mask(digits, [[2, ''], [3, '.'], [3, '.'], [4, '/'], [2, '-']]);
}

export type SocialSecurityNumberMode = 'show' | 'hide' | 'auto';

/** Shown when the mode is show, or auto and the bin lookup asks for it. */
export function showsSocialSecurityNumber(mode: SocialSecurityNumberMode, binLookupAsks: boolean): boolean {
  return mode === 'show' || (mode === 'auto' && binLookupAsks);
}

/** The default rule: a non-empty value. */
export function validateSocialSecurityNumber(value: string): Result<string, typeof FIELD_REQUIRED> {
  return value.trim() === '' ? err(FIELD_REQUIRED) : ok(value.trim());
}
