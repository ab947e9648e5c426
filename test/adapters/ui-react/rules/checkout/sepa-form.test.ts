import { describe, expect, it } from 'vitest';
import { validateSepaForm } from '../../../../../src/adapters/ui-react/rules/checkout/sepa-form.js';

describe('SEPA form', () => {
  it('is valid with an owner name and an IBAN', () => {
    expect(validateSepaForm({ ownerName: ' A. Klaassen ', iban: 'NL91 ABNA 0417 1643 00' })).toEqual({
      ok: true,
      value: { type: 'sepadirectdebit', iban: 'NL91ABNA0417164300', ownerName: 'A. Klaassen' },
    });
  });

  it('requires the owner name by default and flags the IBAN with the SEPA key', () => {
    expect(validateSepaForm({ ownerName: '', iban: 'NL91 ABNA 0417' })).toEqual({
      ok: false,
      error: { ownerName: 'field.error.required', iban: 'sepaDirectDebit.ibanField.invalid' },
    });
    expect(validateSepaForm({ ownerName: '', iban: 'NL91ABNA0417164300' })).toEqual({ ok: false, error: { ownerName: 'field.error.required' } });
    expect(validateSepaForm({ ownerName: '', iban: 'NL91ABNA0417164300', ownerNameRequired: false }).ok).toBe(true);
  });
});
