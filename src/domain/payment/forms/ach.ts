import { FIELD_REQUIRED, INVALID_ABA_ROUTING_NUMBER, INVALID_ACCOUNT_NUMBER } from '../messages.js';
import type { Result } from '../../shared/result.js';
import { fieldResult, isBlank, type FieldErrors } from './field-errors.js';

/** ACH billing addresses must be in one of these countries. */
export const ACH_BILLING_COUNTRIES = ['US', 'PR'] as const;

/** ABA routing numbers: 9 digits, weights 3 7 1 repeated, sum divisible by 10. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, w, i) => total + w * Number(value[i]), 0);
  return sum % 10 === 0;
}

export type AchField = 'bankAccountNumber' | 'bankLocationId' | 'ownerName' | 'billingCountry';

export interface AchInput {
  bankAccountNumber: string;
  /** The ABA routing number. */
  bankLocationId: string;
  ownerName: string;
  billingCountry: string;
}

export function validateAch(input: AchInput): Result<AchInput, FieldErrors<AchField>> {
  const errors: FieldErrors<AchField> = {};
  if (!/^\d{4,17}$/.test(input.bankAccountNumber.trim())) errors.bankAccountNumber = INVALID_ACCOUNT_NUMBER;
  if (!isAbaRoutingNumber(input.bankLocationId.trim())) errors.bankLocationId = INVALID_ABA_ROUTING_NUMBER;
  if (isBlank(input.ownerName)) errors.ownerName = FIELD_REQUIRED;
  if (!(ACH_BILLING_COUNTRIES as readonly string[]).includes(input.billingCountry.toUpperCase())) errors.billingCountry = FIELD_REQUIRED;
  return fieldResult(errors, () => input);
}
