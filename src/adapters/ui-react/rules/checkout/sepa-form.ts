import { err, ok, type Result } from '../../../../domain/shared/result.js';
import { FIELD_REQUIRED } from '../../../../domain/checkout/forms/address.js';
import { IBAN_ERROR_KEY, validateIban, type Iban } from '../../../../domain/checkout/iban/iban.js';

export interface SepaFormInput {
  ownerName: string;
  iban: string;
  /** The owner name is required unless the merchant says otherwise. */
  ownerNameRequired?: boolean;
}

export interface SepaPaymentMethod {
  type: 'sepadirectdebit';
  iban: Iban;
  ownerName: string;
}

export type SepaFieldErrors = Partial<Record<'ownerName' | 'iban', string>>;

/** Spec 4 and 5: SEPA direct debit validity from the owner name and the IBAN. */
export function validateSepaForm(input: SepaFormInput): Result<SepaPaymentMethod, SepaFieldErrors> {
  const errors: SepaFieldErrors = {};
  const ownerName = input.ownerName.trim();
  if ((input.ownerNameRequired ?? true) && ownerName === '') errors.ownerName = FIELD_REQUIRED;
  const iban = validateIban(input.iban);
  if (iban.ok !== true) errors.iban = IBAN_ERROR_KEY;
  if (iban.ok !== true || errors.ownerName) return err(errors);
  return ok({ type: 'sepadirectdebit', iban: iban.value, ownerName });
}
