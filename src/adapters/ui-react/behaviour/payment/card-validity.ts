import type { CardPolicies } from './card-policies.js';

/** What a secured (encrypted) field reports: nothing typed, a valid encrypted value, or an error. */
export type SecuredFieldStatus = 'empty' | 'valid' | 'error';

export interface SecuredFieldsSnapshot {
  cardNumber: SecuredFieldStatus;
  expiryDate: SecuredFieldStatus;
  securityCode: SecuredFieldStatus;
  policies: CardPolicies;
  hasUnsupportedCard: boolean;
}

/**
 * Spec 4, recalculated on any field change: the card number must be valid and supported;
 * the expiry is valid when its policy is hidden; the security code is valid when its policy is
 * hidden, and when optional it is valid unless it is in error.
 */
export function allSecuredFieldsValid(s: SecuredFieldsSnapshot): boolean {
  const numberValid = s.cardNumber === 'valid' && !s.hasUnsupportedCard;
  const expiryValid = s.policies.datePolicy === 'hidden' || s.expiryDate === 'valid';
  const securityCodeValid =
    s.policies.cvcPolicy === 'hidden' ||
    (s.policies.cvcPolicy === 'optional' ? s.securityCode !== 'error' : s.securityCode === 'valid');
  return numberValid && expiryValid && securityCodeValid;
}

/** A part of the card form that only counts when it is required or shown. */
export interface ConditionalPart {
  applies: boolean;
  valid: boolean;
}

export interface CardFormParts {
  securedFieldsValid: boolean;
  holderName: ConditionalPart;
  billingAddress: ConditionalPart;
  koreanAuthentication: ConditionalPart;
  socialSecurityNumber: ConditionalPart;
}

/**
 * Spec 5: the card is valid only when the secured fields are valid, the holder name is valid if
 * required, the billing address valid if required, the Korean fields valid if required and the
 * social security number valid if shown.
 */
export function isCardFormValid(parts: CardFormParts): boolean {
  const conditional = [parts.holderName, parts.billingAddress, parts.koreanAuthentication, parts.socialSecurityNumber];
  return parts.securedFieldsValid && conditional.every((p) => !p.applies || p.valid);
}
