/**
 * The sandbox card form's fields (no client key: no Adyen secured fields), as typed: the number
 * grouped (amex 4-6-5, others by four) and no longer than its brand allows, the expiry as MM/YY,
 * the security code of its brand's length; and the stored card's security code. The form's
 * state, its errors and its payload are in card-form-state.ts.
 */
import { CARD_BRAND_RULES, isCardBrand, type CardBrand } from '../../../../domain/checkout/card/card-brand.js';
import { detectCardBrand } from '../../../../domain/checkout/card/detect-card-brand.js';
import { policiesForBrand } from './card-policies.js';
import { normaliseExpiryAutofill } from './expiry-autofill.js';

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

function groupsFor(brand: CardBrand | null, length: number): number[] {
  if (brand === 'amex') return [4, 6, 5];
  if (brand === 'diners' && length <= 14) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/** The number as typed: digits only, at most the brand's longest length (visa 19, amex 15), grouped (amex 4-6-5, others by 4). */
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

/** Security code length by brand: amex 4, the rest (and a card of no known brand yet) 3. */
export function securityCodeLength(brand: CardBrand | null): 3 | 4 {
  return brand === null ? 3 : CARD_BRAND_RULES[brand].securityCodeLength;
}

export function typedSecurityCode(raw: string, brand: CardBrand | null): string {
  return raw.replace(/\D/g, '').slice(0, securityCodeLength(brand));
}

/**
 * A stored card needs only its security code, by its brand's policy: none where the brand hides
 * it (bcmc), empty or whole where it is optional (maestro), whole (3 digits, amex 4) otherwise.
 */
export function storedCardPayload(id: string, brand: string, securityCode: string): { type: 'scheme'; storedPaymentMethodId: string; encryptedSecurityCode?: string } | null {
  const known = isCardBrand(brand) ? brand : null;
  const { cvcPolicy } = policiesForBrand(known);
  if (cvcPolicy === 'hidden' || (cvcPolicy === 'optional' && securityCode === '')) return { type: 'scheme', storedPaymentMethodId: id };
  if (securityCode.length !== securityCodeLength(known) || !/^\d+$/.test(securityCode)) return null;
  return { type: 'scheme', storedPaymentMethodId: id, encryptedSecurityCode: `test_${securityCode}` };
}
