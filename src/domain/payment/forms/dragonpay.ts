import { FIELD_REQUIRED } from '../messages.js';
import type { Result } from '../../shared/result.js';
import { fieldResult, isBlank, type FieldErrors } from './field-errors.js';
import { validateEmail } from './shopper-details.js';

export const DRAGONPAY_TYPES = [
  'dragonpay_ebanking',
  'dragonpay_otc_banking',
  'dragonpay_otc_non_banking',
  'dragonpay_otc_philippines',
] as const;
export type DragonpayType = (typeof DRAGONPAY_TYPES)[number];

/** The bank types ask the shopper to choose an issuer. */
export function dragonpayNeedsIssuer(type: DragonpayType): boolean {
  return type === 'dragonpay_ebanking' || type === 'dragonpay_otc_banking';
}

export interface DragonpayInput {
  type: DragonpayType;
  issuer?: string | null;
  shopperEmail: string;
}

export function validateDragonpay(input: DragonpayInput): Result<DragonpayInput, FieldErrors<'issuer' | 'shopperEmail'>> {
  const errors: FieldErrors<'issuer' | 'shopperEmail'> = {};
  if (dragonpayNeedsIssuer(input.type) && isBlank(input.issuer)) errors.issuer = FIELD_REQUIRED;
  const email = validateEmail(input.shopperEmail);
  if (!email.ok) errors.shopperEmail = email.error;
  return fieldResult(errors, () => input);
}
