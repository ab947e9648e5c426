import { FIELD_REQUIRED } from '../messages.js';
import type { Result } from '../../shared/result.js';
import { validateSocialSecurityNumber } from '../card/social-security-number.js';
import { validateAddress, type Address, type AddressField } from './address.js';
import { fieldResult, isBlank, type FieldErrors } from './field-errors.js';

export const BOLETO_BILLING_COUNTRY = 'BR';

export interface BoletoInput {
  firstName: string;
  lastName: string;
  socialSecurityNumber: string;
  billingAddress: Address;
}

export type BoletoField = 'firstName' | 'lastName' | 'socialSecurityNumber' | `billingAddress.${AddressField}`;

/** Spec 5: billing country BR with a full address, both names and a social security number. */
export function validateBoleto(input: BoletoInput): Result<BoletoInput, FieldErrors<BoletoField>> {
  const errors: FieldErrors<BoletoField> = {};
  if (isBlank(input.firstName)) errors.firstName = FIELD_REQUIRED;
  if (isBlank(input.lastName)) errors.lastName = FIELD_REQUIRED;
  if (!validateSocialSecurityNumber(input.socialSecurityNumber).ok) errors.socialSecurityNumber = FIELD_REQUIRED;
  const address = validateAddress(input.billingAddress);
  if (!address.ok) {
    for (const [field, message] of Object.entries(address.error)) errors[`billingAddress.${field as AddressField}`] = message;
  }
  if ((input.billingAddress.country ?? '').toUpperCase() !== BOLETO_BILLING_COUNTRY) errors['billingAddress.country'] = FIELD_REQUIRED;
  return fieldResult(errors, () => input);
}
