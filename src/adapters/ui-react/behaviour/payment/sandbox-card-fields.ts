/**
 * The sandbox card form's rules (no client key: no Adyen secured fields), built on the domain's
 * card rules: the number grouped as typed with its brand detected, Luhn and the brand's lengths;
 * the expiry typed as MM/YY with the expiry rules; the security code by brand policy (amex 4
 * digits, bcmc none); the name on the card. Errors are codes; the form shows the page strings
 * whose English defaults are the spec's texts (sections 5 and 8).
 */
import { assertNever } from '../../../../domain/shared/result.js';
import { CARD_BRAND_RULES, isCardBrand, type CardBrand } from '../../../../domain/payment/card/card-brand.js';
import { validateExpiry, type YearMonth } from '../../../../domain/payment/card/card-expiry.js';
import { validateHolderName } from './card-holder-fields.js';
import { validateCardNumber } from '../../../../domain/payment/card/card-number.js';
import { cardNumberDigits, detectCardBrand } from '../../../../domain/payment/card/detect-card-brand.js';
import { normaliseExpiryAutofill, parseExpiry } from './expiry-autofill.js';

export type CardField = 'cardNumber' | 'expiryDate' | 'securityCode' | 'holderName';
export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiryDate', 'securityCode', 'holderName'];

export type CardFieldError =
  | 'cardNumberRequired'
  | 'cardNumberInvalid'
  | 'cardUnsupported'
  | 'expiryRequired'
  | 'cardExpired'
  | 'expiryTooFar'
  | 'securityCodeRequired'
  | 'holderNameRequired';

export type CardValues = Record<CardField, string>;
export type CardErrors = Partial<Record<CardField, CardFieldError>>;

export const EMPTY_CARD: CardValues = { cardNumber: '', expiryDate: '', securityCode: '', holderName: '' };

const LONGEST = 19;

/** The brands a card method lists, as the domain knows them (unknown codes are left out). */
export function supportedBrandsOf(brands: readonly string[] | undefined): CardBrand[] | undefined {
  const known = (brands ?? []).filter(isCardBrand);
  return known.length > 0 ? known : undefined;
}

/** The brand shown beside the number as it is typed (among the accepted brands), or null. */
export function brandOf(cardNumber: string, supported?: readonly CardBrand[]): CardBrand | null {
  return detectCardBrand(cardNumberDigits(cardNumber), supported) ?? detectCardBrand(cardNumberDigits(cardNumber));
}

function groupsFor(brand: CardBrand | null, length: number): number[] {
  if (brand === 'amex') return [4, 6, 5];
  if (brand === 'diners' && length <= 14) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/** The number as typed: digits only, at most the brand's longest length, grouped (amex 4-6-5, others by 4). */
export function groupCardNumber(raw: string): string {
  const all = raw.replace(/\D/g, '');
  const brand = detectCardBrand(all);
  const lengths = brand ? CARD_BRAND_RULES[brand].lengths : [LONGEST];
  const digits = all.slice(0, lengths[lengths.length - 1] ?? LONGEST);
  const parts: string[] = [];
  let at = 0;
  for (const size of groupsFor(brand, digits.length)) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/** The expiry as typed: MM/YY, the slash added after the month; an autofilled "03/2030" becomes "03/30". */
export function typedExpiry(raw: string): string {
  if (raw.replace(/\D/g, '').length > 4) return normaliseExpiryAutofill(raw) ?? raw.replace(/\D/g, '').slice(0, 4);
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Security code length by brand (amex 4, else 3); null when the brand hides it (bcmc). */
export function securityCodeLength(brand: CardBrand | null): number | null {
  if (brand === null) return 3;
  const rule = CARD_BRAND_RULES[brand];
  return rule.securityCodePolicy === 'hidden' ? null : rule.securityCodeLength;
}

export function typedSecurityCode(raw: string, brand: CardBrand | null): string {
  return raw.replace(/\D/g, '').slice(0, securityCodeLength(brand) ?? 4);
}

function expiryOf(value: string): YearMonth | null {
  return /^\d{2}\/\d{2}$/.test(value.trim()) ? parseExpiry(value.trim()) : null;
}

/**
 * One field's error, or null. `complete` is false while the shopper types in the field (a number
 * that may still grow is not an error yet) and true once they leave it or pay.
 */
export function cardFieldError(
  field: CardField,
  values: CardValues,
  context: { today: YearMonth; supportedBrands?: readonly CardBrand[]; complete: boolean },
): CardFieldError | null {
  switch (field) {
    case 'cardNumber': {
      if (cardNumberDigits(values.cardNumber) === '') return context.complete ? 'cardNumberRequired' : null;
      const result = validateCardNumber(values.cardNumber, { supportedBrands: context.supportedBrands, complete: context.complete });
      if (result.ok === 'incomplete' || result.ok) return null;
      return result.error.code === 'UNSUPPORTED' ? 'cardUnsupported' : 'cardNumberInvalid';
    }
    case 'expiryDate': {
      if (values.expiryDate.trim() === '') return context.complete ? 'expiryRequired' : null;
      const expiry = expiryOf(values.expiryDate);
      if (expiry === null) return context.complete ? 'expiryRequired' : null;
      const checked = validateExpiry(expiry, context.today);
      if (checked.ok) return null;
      if (checked.error.code === 'EXPIRED') return 'cardExpired';
      if (checked.error.code === 'TOO_FAR_IN_FUTURE') return 'expiryTooFar';
      return 'expiryRequired';
    }
    case 'securityCode': {
      const length = securityCodeLength(brandOf(values.cardNumber, context.supportedBrands));
      if (length === null) return null;
      if (values.securityCode.length === length && /^\d+$/.test(values.securityCode)) return null;
      return context.complete || values.securityCode.length > length ? 'securityCodeRequired' : null;
    }
    case 'holderName':
      return validateHolderName(values.holderName).ok || !context.complete ? null : 'holderNameRequired';
    default:
      return assertNever(field);
  }
}

/** Every field's error at the moment of paying. */
export function cardErrors(values: CardValues, context: { today: YearMonth; supportedBrands?: readonly CardBrand[] }): CardErrors {
  const errors: CardErrors = {};
  for (const field of CARD_FIELDS) {
    const error = cardFieldError(field, values, { ...context, complete: true });
    if (error !== null) errors[field] = error;
  }
  return errors;
}

export interface SandboxCardPayload {
  type: 'scheme';
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode?: string;
  holderName: string;
}

/**
 * The sandbox card payload: Adyen's unencrypted test format (`test_` + the value), which only a
 * test environment accepts. Null while any field is in error.
 */
export function sandboxCardPayload(values: CardValues, context: { today: YearMonth; supportedBrands?: readonly CardBrand[] }): SandboxCardPayload | null {
  if (Object.keys(cardErrors(values, context)).length > 0) return null;
  const expiry = expiryOf(values.expiryDate);
  if (expiry === null) return null;
  const brand = brandOf(values.cardNumber, context.supportedBrands);
  const payload: SandboxCardPayload = {
    type: 'scheme',
    encryptedCardNumber: `test_${cardNumberDigits(values.cardNumber)}`,
    encryptedExpiryMonth: `test_${String(expiry.month).padStart(2, '0')}`,
    encryptedExpiryYear: `test_${expiry.year}`,
    holderName: values.holderName.trim(),
  };
  if (securityCodeLength(brand) !== null) payload.encryptedSecurityCode = `test_${values.securityCode}`;
  return payload;
}

/** A stored card needs only its security code (3 digits, 4 for amex). */
export function storedCardPayload(id: string, brand: string, securityCode: string): { type: 'scheme'; storedPaymentMethodId: string; encryptedSecurityCode: string } | null {
  const length = securityCodeLength(isCardBrand(brand) ? brand : null) ?? 0;
  if (length > 0 && (securityCode.length !== length || !/^\d+$/.test(securityCode))) return null;
  return { type: 'scheme', storedPaymentMethodId: id, encryptedSecurityCode: `test_${securityCode}` };
}
