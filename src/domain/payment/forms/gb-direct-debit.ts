import { FIELD_REQUIRED, INVALID_ACCOUNT_NUMBER } from '../messages.js';
import type { Result } from '../../shared/result.js';
import { fieldResult, isBlank, type FieldErrors } from './field-errors.js';
import { validateEmail } from './shopper-details.js';

export type GbDirectDebitField =
  | 'holderName'
  | 'bankAccountNumber'
  | 'bankLocationId'
  | 'shopperEmail'
  | 'amountConsentCheckbox'
  | 'accountConsentCheckbox';

export interface GbDirectDebitInput {
  holderName: string;
  bankAccountNumber: string;
  /** Sort code, with or without dashes and spaces. */
  bankLocationId: string;
  shopperEmail: string;
  amountConsentCheckbox: boolean;
  accountConsentCheckbox: boolean;
}

export const INVALID_SORT_CODE = 'Invalid sort code';

/** Spec 5: account 1 to 8 digits, sort code 6 digits, holder name, email and both consents. */
export function validateGbDirectDebit(input: GbDirectDebitInput): Result<GbDirectDebitInput, FieldErrors<GbDirectDebitField>> {
  const errors: FieldErrors<GbDirectDebitField> = {};
  const sortCode = input.bankLocationId.replace(/[\s-]/g, '');
  if (isBlank(input.holderName)) errors.holderName = FIELD_REQUIRED;
  if (!/^\d{1,8}$/.test(input.bankAccountNumber.trim())) errors.bankAccountNumber = INVALID_ACCOUNT_NUMBER;
  if (!/^\d{6}$/.test(sortCode)) errors.bankLocationId = INVALID_SORT_CODE;
  const email = validateEmail(input.shopperEmail);
  if (!email.ok) errors.shopperEmail = email.error;
  if (!input.amountConsentCheckbox) errors.amountConsentCheckbox = FIELD_REQUIRED;
  if (!input.accountConsentCheckbox) errors.accountConsentCheckbox = FIELD_REQUIRED;
  return fieldResult(errors, () => ({ ...input, bankLocationId: sortCode, bankAccountNumber: input.bankAccountNumber.trim() }));
}
