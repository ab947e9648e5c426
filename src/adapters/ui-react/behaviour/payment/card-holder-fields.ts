import { err, ok, type Result } from '../../../../domain/shared/result.js';
import { HOLDER_NAME_INVALID, TAX_NUMBER_INVALID } from './provider-messages.js';

/** Spec 5: a holder name must not be blank. */
export function validateHolderName(name: string): Result<string, typeof HOLDER_NAME_INVALID> {
  const trimmed = name.trim();
  return trimmed === '' ? err(HOLDER_NAME_INVALID) : ok(trimmed);
}

export type FieldPhase = 'typing' | 'blur';

/**
 * Korean tax number: a 6-digit birth date or a 10-digit business number, checked on blur only.
 * While typing there is nothing to report.
 */
export function validateKoreanTaxNumber(
  value: string,
  phase: FieldPhase,
): Result<string, typeof TAX_NUMBER_INVALID> | { ok: 'incomplete' } {
  if (phase === 'typing') return { ok: 'incomplete' };
  const trimmed = value.trim();
  return trimmed.length === 6 || trimmed.length === 10 ? ok(trimmed) : err(TAX_NUMBER_INVALID);
}

/**
 * Korean authentication fields (tax number and card password) appear only when the issuing
 * country (or, before a bin lookup, the form's country) is KR and the merchant requires them.
 */
export function showsKoreanAuthentication(input: {
  koreanAuthenticationRequired: boolean;
  issuingCountryCode?: string | null;
  countryCode?: string | null;
}): boolean {
  const country = input.issuingCountryCode ?? input.countryCode ?? '';
  return input.koreanAuthenticationRequired && country.toLowerCase() === 'kr';
}
