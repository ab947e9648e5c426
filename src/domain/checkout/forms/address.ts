import type { Result } from '../../shared/result.js';
import { fieldResult, isBlank, type FieldErrors } from './field-errors.js';

/** The provider's translation key (a code, not a text) for an empty required field. */
export const FIELD_REQUIRED = 'field.error.required';

/** Spec 9: the default billing address fields, all required unless a country makes one optional. */
export const ADDRESS_FIELDS = ['street', 'houseNumberOrName', 'postalCode', 'city', 'stateOrProvince', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type Address = Partial<Record<AddressField, string | null>>;

/** Where houseNumberOrName is labelled apartment/suite and may stay empty. */
const APARTMENT_SUITE_OPTIONAL = ['AU', 'CA', 'US'];

export function optionalAddressFields(country: string): readonly AddressField[] {
  return APARTMENT_SUITE_OPTIONAL.includes(country.toUpperCase()) ? ['houseNumberOrName'] : [];
}

/** Every required field must be non-empty, except the fields optional in the address's country. */
export function validateAddress(
  address: Address,
  requiredFields: readonly AddressField[] = ADDRESS_FIELDS,
): Result<Address, FieldErrors<AddressField>> {
  const optional = optionalAddressFields(address.country ?? '');
  const errors: FieldErrors<AddressField> = {};
  for (const field of requiredFields) {
    if (!optional.includes(field) && isBlank(address[field])) errors[field] = FIELD_REQUIRED;
  }
  return fieldResult(errors, () => address);
}
