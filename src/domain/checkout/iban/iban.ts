import { err, ok, type Result } from '../../shared/result.js';
import { IBAN_COUNTRIES, bbanPattern } from './iban-countries.js';

/** A validated IBAN in electronic format: upper case, no spaces. */
export type Iban = string & { readonly __brand: 'Iban' };

export type IbanError = 'INVALID_COUNTRY' | 'TOO_LONG' | 'INVALID_CHECKSUM' | 'INVALID_STRUCTURE';

/** Fewer characters than the country's IBAN length: nothing is reported yet. */
export interface IncompleteIban {
  ok: 'incomplete';
}

/** The translation key shown for any IBAN error. */
export const IBAN_ERROR_KEY = 'sepaDirectDebit.ibanField.invalid';

/** Upper case, with everything but letters and digits removed. */
export function stripIban(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Groups of four separated by a space: "GB29 NWBK 6016 1331 9268 19". */
export function groupIban(raw: string): string {
  return (stripIban(raw).match(/.{1,4}/g) ?? []).join(' ');
}

/** ISO 7064 mod 97-10 over the IBAN moved to "BBAN + country + check digits", letters as 10 to 35. */
export function ibanMod97(electronic: string): number {
  const rearranged = electronic.slice(4) + electronic.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

const structureCache = new Map<string, RegExp>();

function structureOf(countryCode: string, bban: string): RegExp {
  let pattern = structureCache.get(countryCode);
  if (!pattern) {
    pattern = new RegExp(`^${countryCode}[0-9]{2}${bbanPattern(bban)}$`);
    structureCache.set(countryCode, pattern);
  }
  return pattern;
}

/**
 * Spec 5, in order: a known country code (else INVALID_COUNTRY); fewer characters than the
 * country's length is incomplete and more is TOO_LONG; the mod-97 remainder must be 1
 * (INVALID_CHECKSUM); the characters must follow the country's structure (INVALID_STRUCTURE).
 */
export function validateIban(raw: string): Result<Iban, IbanError> | IncompleteIban {
  const electronic = stripIban(raw);
  if (electronic.length < 2) return { ok: 'incomplete' };
  const countryCode = electronic.slice(0, 2);
  const country = IBAN_COUNTRIES[countryCode];
  if (!country) return err('INVALID_COUNTRY');
  if (electronic.length < country.length) return { ok: 'incomplete' };
  if (electronic.length > country.length) return err('TOO_LONG');
  if (ibanMod97(electronic) !== 1) return err('INVALID_CHECKSUM');
  if (!structureOf(countryCode, country.bban).test(electronic)) return err('INVALID_STRUCTURE');
  return ok(electronic as Iban);
}

/** The two check digits that make `countryCode + digits + bban` pass mod-97. */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const remainder = ibanMod97(`${countryCode}00${stripIban(bban)}`);
  return String(98 - remainder).padStart(2, '0');
}
