import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { INITIAL_CARD_FORM, reduceCardForm, type CardFormEvent, type CardFormState } from '../../../../../src/adapters/ui-react/behaviour/payment/card-form-state.js';
import { interpretBinLookup } from '../../../../../src/adapters/ui-react/behaviour/payment/bin-lookup.js';
import { DEFAULT_CARD_POLICIES, policiesAfterBrandChange, policiesForBrand } from '../../../../../src/adapters/ui-react/behaviour/payment/card-policies.js';
import { allSecuredFieldsValid, isCardFormValid, type SecuredFieldStatus } from '../../../../../src/adapters/ui-react/behaviour/payment/card-validity.js';

const run = (events: CardFormEvent[], from: CardFormState = INITIAL_CARD_FORM) => events.reduce(reduceCardForm, from);
const filled: CardFormEvent[] = [
  { type: 'fieldEncrypted', field: 'encryptedCardNumber', blob: 'n' },
  { type: 'fieldEncrypted', field: 'encryptedExpiryDate', blob: 'd' },
  { type: 'fieldEncrypted', field: 'encryptedSecurityCode', blob: 'c' },
];

describe('secured fields validity', () => {
  const status = fc.constantFrom<SecuredFieldStatus>('empty', 'valid', 'error');
  const snapshot = fc.record({
    cardNumber: status,
    expiryDate: status,
    securityCode: status,
    policies: fc.record({ cvcPolicy: fc.constantFrom('required', 'optional', 'hidden' as const), datePolicy: fc.constantFrom('required', 'hidden' as const) }),
    hasUnsupportedCard: fc.boolean(),
  });

  test.prop([snapshot])('follows the policy rules of spec 4', (s) => {
    const cvc = s.policies.cvcPolicy === 'hidden' || (s.policies.cvcPolicy === 'optional' ? s.securityCode !== 'error' : s.securityCode === 'valid');
    const date = s.policies.datePolicy === 'hidden' || s.expiryDate === 'valid';
    expect(allSecuredFieldsValid(s)).toBe(s.cardNumber === 'valid' && !s.hasUnsupportedCard && cvc && date);
  });

  it('treats an empty optional security code as valid and an errored one as invalid', () => {
    const base = { cardNumber: 'valid', expiryDate: 'valid', hasUnsupportedCard: false } as const;
    const optional = { cvcPolicy: 'optional', datePolicy: 'required' } as const;
    expect(allSecuredFieldsValid({ ...base, securityCode: 'empty', policies: optional })).toBe(true);
    expect(allSecuredFieldsValid({ ...base, securityCode: 'error', policies: optional })).toBe(false);
    expect(allSecuredFieldsValid({ ...base, securityCode: 'empty', policies: DEFAULT_CARD_POLICIES })).toBe(false);
    expect(allSecuredFieldsValid({ ...base, expiryDate: 'empty', securityCode: 'empty', policies: { cvcPolicy: 'hidden', datePolicy: 'hidden' } })).toBe(true);
  });

  it('needs every required or shown part of the card form', () => {
    const none = { applies: false, valid: false };
    const parts = { securedFieldsValid: true, holderName: none, billingAddress: none, koreanAuthentication: none, socialSecurityNumber: none };
    expect(isCardFormValid(parts)).toBe(true);
    expect(isCardFormValid({ ...parts, securedFieldsValid: false })).toBe(false);
    expect(isCardFormValid({ ...parts, holderName: { applies: true, valid: false } })).toBe(false);
    expect(isCardFormValid({ ...parts, billingAddress: { applies: true, valid: false } })).toBe(false);
    expect(isCardFormValid({ ...parts, koreanAuthentication: { applies: true, valid: false } })).toBe(false);
    expect(isCardFormValid({ ...parts, socialSecurityNumber: { applies: true, valid: false } })).toBe(false);
    expect(isCardFormValid({ ...parts, socialSecurityNumber: { applies: true, valid: true } })).toBe(true);
  });
});

describe('card policies', () => {
  it('takes the brand defaults and the bin lookup hints', () => {
    expect(policiesForBrand(null)).toEqual({ cvcPolicy: 'required', datePolicy: 'required' });
    expect(policiesForBrand('maestro')).toEqual({ cvcPolicy: 'optional', datePolicy: 'required' });
    expect(policiesForBrand('bcmc')).toEqual({ cvcPolicy: 'hidden', datePolicy: 'required' });
    expect(policiesForBrand('visa', { cvcPolicy: 'hidden', showExpiryDate: false })).toEqual({ cvcPolicy: 'hidden', datePolicy: 'hidden' });
  });

  it('resets on a brand change and keeps them when the brand repeats', () => {
    const custom = { cvcPolicy: 'hidden', datePolicy: 'hidden' } as const;
    expect(policiesAfterBrandChange({ brand: 'visa', policies: custom }, 'visa')).toBe(custom);
    expect(policiesAfterBrandChange({ brand: 'visa', policies: custom }, 'mc')).toEqual(DEFAULT_CARD_POLICIES);
  });
});

describe('bin lookup', () => {
  const response = { requestId: 'r2', brands: [{ brand: 'visa', supported: true, cvcPolicy: 'optional' as const, enableLuhnCheck: false }], issuingCountryCode: 'KR' };

  it('ignores an answer that is not to the latest request', () => {
    expect(interpretBinLookup('r3', response)).toEqual({ kind: 'stale' });
    expect(interpretBinLookup(null, response)).toEqual({ kind: 'stale' });
  });

  it('reads brand, policies, Luhn switch, social security number and issuing country', () => {
    expect(interpretBinLookup('r2', response)).toEqual({
      kind: 'supported',
      brand: 'visa',
      policies: { cvcPolicy: 'optional', datePolicy: 'required' },
      enableLuhnCheck: false,
      showSocialSecurityNumber: false,
      issuingCountryCode: 'KR',
    });
    expect(interpretBinLookup('r', { requestId: 'r', brands: [{ brand: 'mc', supported: true }], showSocialSecurityNumber: true })).toMatchObject({
      enableLuhnCheck: true,
      showSocialSecurityNumber: true,
      issuingCountryCode: null,
    });
  });

  it('reports unsupported and unknown brands', () => {
    expect(interpretBinLookup('r', { requestId: 'r', brands: [{ brand: 'amex', supported: false }] })).toEqual({ kind: 'unsupported', brand: 'amex' });
    expect(interpretBinLookup('r', { requestId: 'r', brands: [{ brand: 'elo', supported: true }] })).toEqual({ kind: 'unsupported', brand: 'elo' });
    expect(interpretBinLookup('r', { requestId: 'r', brands: [] })).toEqual({ kind: 'noBrand' });
  });
});

describe('card form state machine', () => {
  it('becomes valid once every secured field is encrypted', () => {
    const state = run(filled);
    expect(state.allValid).toBe(true);
    expect(state.encrypted).toEqual({ encryptedCardNumber: 'n', encryptedExpiryDate: 'd', encryptedSecurityCode: 'c' });
  });

  it('recalculates on an error and a clear', () => {
    const errored = run([...filled, { type: 'fieldError', field: 'encryptedExpiryDate', message: 'Card too old' }]);
    expect(errored.allValid).toBe(false);
    expect(errored.errors).toEqual({ encryptedExpiryDate: 'Card too old' });
    expect(errored.encrypted.encryptedExpiryDate).toBeUndefined();
    const cleared = run([{ type: 'fieldCleared', field: 'encryptedSecurityCode' }], run(filled));
    expect(cleared.allValid).toBe(false);
    expect(cleared.status.securityCode).toBe('empty');
  });

  it('makes the security code optional for maestro and resets on the next brand', () => {
    const maestro = run([filled[0]!, filled[1]!, { type: 'brandChanged', brand: 'maestro' }]);
    expect(maestro.allValid).toBe(true);
    const visa = reduceCardForm(maestro, { type: 'brandChanged', brand: 'visa' });
    expect(visa.policies).toEqual(DEFAULT_CARD_POLICIES);
    expect(visa.allValid).toBe(false);
  });

  it('blocks validity and clears the encrypted number for an unsupported card until a lookup succeeds', () => {
    const sent = run([...filled, { type: 'binLookupSent', requestId: 'a' }]);
    const blocked = reduceCardForm(sent, { type: 'binLookupAnswered', response: { requestId: 'a', brands: [{ brand: 'amex', supported: false }] } });
    expect(blocked).toMatchObject({ hasUnsupportedCard: true, allValid: false, errors: { encryptedCardNumber: 'Unsupported card entered' } });
    expect(blocked.encrypted.encryptedCardNumber).toBeUndefined();
    const stillBlocked = run([{ type: 'fieldEncrypted', field: 'encryptedCardNumber', blob: 'n2' }], blocked);
    expect(stillBlocked.allValid).toBe(false);
    const stale = reduceCardForm(stillBlocked, { type: 'binLookupAnswered', response: { requestId: 'old', brands: [{ brand: 'visa', supported: true }] } });
    expect(stale).toEqual(stillBlocked);
    const next = run([{ type: 'binLookupSent', requestId: 'b' }, { type: 'binLookupAnswered', response: { requestId: 'b', brands: [{ brand: 'visa', supported: true }] } }], stillBlocked);
    expect(next).toMatchObject({ hasUnsupportedCard: false, brand: 'visa', allValid: false });
    expect(run(filled.slice(0, 1), next).allValid).toBe(true);
  });

  it('keeps the state on a lookup without brands', () => {
    const sent = run([{ type: 'binLookupSent', requestId: 'a' }]);
    expect(reduceCardForm(sent, { type: 'binLookupAnswered', response: { requestId: 'a', brands: [] } })).toEqual(sent);
  });
});
