import { VOUCHER_TELEPHONE_INVALID, FIELD_REQUIRED } from '../messages.js';
import type { Result } from '../../shared/result.js';
import { fieldResult, isBlank, type FieldErrors } from './field-errors.js';
import { validateEmail } from './shopper-details.js';

export const VOUCHER_PHONE_MAX_DIGITS = 11;

/** While typing, the voucher telephone keeps digits only, at most 11 of them. */
export function typeVoucherPhone(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, VOUCHER_PHONE_MAX_DIGITS);
}

/** On blur, the voucher telephone must have 10 or 11 digits. */
export function isVoucherPhoneComplete(value: string): boolean {
  return /^\d{10,11}$/.test(value);
}

export type VoucherField = 'firstName' | 'lastName' | 'telephoneNumber' | 'shopperEmail';
export type VoucherDetails = Record<VoucherField, string>;

/** Voucher (econtext) shopper details: all four fields are required. */
export function validateVoucherDetails(d: VoucherDetails): Result<VoucherDetails, FieldErrors<VoucherField>> {
  const errors: FieldErrors<VoucherField> = {};
  if (isBlank(d.firstName)) errors.firstName = FIELD_REQUIRED;
  if (isBlank(d.lastName)) errors.lastName = FIELD_REQUIRED;
  if (isBlank(d.telephoneNumber)) errors.telephoneNumber = FIELD_REQUIRED;
  else if (!isVoucherPhoneComplete(d.telephoneNumber)) errors.telephoneNumber = VOUCHER_TELEPHONE_INVALID;
  if (isBlank(d.shopperEmail)) errors.shopperEmail = FIELD_REQUIRED;
  else {
    const email = validateEmail(d.shopperEmail);
    if (!email.ok) errors.shopperEmail = email.error;
  }
  return fieldResult(errors, () => d);
}
