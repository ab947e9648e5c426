import { err, ok, type Result } from '../../shared/result.js';
import { CARD_BRANDS, CARD_BRAND_RULES, type CardBrand } from './card-brand.js';
import { cardNumberDigits, detectCardBrand } from './detect-card-brand.js';
import { passesLuhn } from './luhn.js';

export interface ValidCardNumber {
  brand: CardBrand;
  digits: string;
}

export type CardNumberError =
  | { code: 'INVALID' }
  | { code: 'UNSUPPORTED'; clearsEncryptedNumber: true };

/** Not enough digits yet to judge: no message is shown. */
export interface IncompleteCardNumber {
  ok: 'incomplete';
  brand: CardBrand | null;
}

export interface CardNumberOptions {
  /** Brands the merchant accepts; every known brand by default. */
  supportedBrands?: readonly CardBrand[];
  /** A bin lookup can switch the Luhn check off for a brand; on by default. */
  enableLuhnCheck?: boolean;
  /** The shopper has left the field: a short number is now an error, not "incomplete". */
  complete?: boolean;
}

const LONGEST_CARD_NUMBER = 19;
const invalid: CardNumberError = { code: 'INVALID' };
const unsupported: CardNumberError = { code: 'UNSUPPORTED', clearsEncryptedNumber: true };

/**
 * Validates a card number as typed. A number of a known brand the merchant does not accept is
 * "Unsupported card entered" (and the encrypted number is cleared); a number at one of its brand's
 * lengths must pass Luhn, unless a longer length is still possible while the shopper types.
 */
export function validateCardNumber(
  raw: string,
  options: CardNumberOptions = {},
): Result<ValidCardNumber, CardNumberError> | IncompleteCardNumber {
  const digits = cardNumberDigits(raw);
  const complete = options.complete ?? false;
  if (digits === '') return complete ? err(invalid) : { ok: 'incomplete', brand: null };
  if (!/^\d+$/.test(digits)) return err(invalid);
  const brand = detectCardBrand(digits, options.supportedBrands ?? CARD_BRANDS);
  if (brand === null) {
    if (detectCardBrand(digits) !== null) return err(unsupported);
    return complete || digits.length >= LONGEST_CARD_NUMBER ? err(invalid) : { ok: 'incomplete', brand: null };
  }
  const lengths = CARD_BRAND_RULES[brand].lengths;
  const longest = lengths[lengths.length - 1] ?? LONGEST_CARD_NUMBER;
  if (digits.length > longest) return err(invalid);
  const canGrow = !complete && digits.length < longest;
  if (!lengths.includes(digits.length)) return canGrow ? { ok: 'incomplete', brand } : err(invalid);
  if ((options.enableLuhnCheck ?? true) && !passesLuhn(digits)) return canGrow ? { ok: 'incomplete', brand } : err(invalid);
  return ok({ brand, digits });
}
