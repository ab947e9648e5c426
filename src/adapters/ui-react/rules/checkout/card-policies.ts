import { CARD_BRAND_RULES, type CardBrand, type DatePolicy, type SecurityCodePolicy } from '../../../../domain/checkout/card/card-brand.js';

export interface CardPolicies {
  cvcPolicy: SecurityCodePolicy;
  datePolicy: DatePolicy;
}

/** Before any brand is known: security code and expiry date are required. */
export const DEFAULT_CARD_POLICIES: CardPolicies = { cvcPolicy: 'required', datePolicy: 'required' };

/** What a bin lookup may say about a brand's fields. */
export interface BrandFieldHints {
  cvcPolicy?: SecurityCodePolicy;
  showExpiryDate?: boolean;
}

/** The policies of a brand, refined by a bin lookup's hints when there are any. */
export function policiesForBrand(brand: CardBrand | null, hints: BrandFieldHints = {}): CardPolicies {
  const brandDefault = brand === null ? DEFAULT_CARD_POLICIES.cvcPolicy : CARD_BRAND_RULES[brand].securityCodePolicy;
  return {
    cvcPolicy: hints.cvcPolicy ?? brandDefault,
    datePolicy: hints.showExpiryDate === false ? 'hidden' : 'required',
  };
}

/**
 * Spec 4: a brand change resets the security code and date policies to the new brand's
 * (a repeated report of the same brand keeps the current ones, which a bin lookup may have set).
 */
export function policiesAfterBrandChange(
  current: { brand: CardBrand | null; policies: CardPolicies },
  nextBrand: CardBrand | null,
): CardPolicies {
  return nextBrand === current.brand ? current.policies : policiesForBrand(nextBrand);
}
