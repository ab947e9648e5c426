import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  binLookupDue, cardErrors, cardFieldError, INITIAL_CARD_FORM, reduceCardForm, sandboxCardPayload, type CardFormEvent, type CardFormState,
} from '../../../../../src/adapters/ui-react/rules/checkout/card-form-state.js';
import { binLookupRequest, binOf, interpretBinLookup, readBinLookupResponse } from '../../../../../src/adapters/ui-react/rules/checkout/bin-lookup.js';
import { DEFAULT_CARD_POLICIES, policiesAfterBrandChange, policiesForBrand } from '../../../../../src/adapters/ui-react/rules/checkout/card-policies.js';
import { CARD_FIELDS, groupCardNumber } from '../../../../../src/adapters/ui-react/rules/checkout/sandbox-card-fields.js';

const today = { year: 2026, month: 11 };
const run = (events: CardFormEvent[], from: CardFormState = INITIAL_CARD_FORM) => events.reduce((s, e) => reduceCardForm(s, e, today), from);
const type = (field: 'cardNumber' | 'expiryDate' | 'securityCode' | 'holderName', value: string): CardFormEvent => ({ type: 'typed', field, value });
const card = (number: string, code = '737'): CardFormEvent[] => [
  type('cardNumber', groupCardNumber(number)), type('expiryDate', '03/30'), type('securityCode', code), type('holderName', 'Jo Shopper'),
];
const brandAnswer = (requestId: string, brand: string, supported = true, extra: Record<string, unknown> = {}) =>
  ({ type: 'binLookupAnswered', response: { requestId, brands: [{ brand, supported, ...extra }] } }) as CardFormEvent;

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
  it('looks up the first six digits, in the sandbox test format', () => {
    expect(binOf('4111 11')).toBe('411111');
    expect(binOf('4111 1')).toBeNull();
    expect(binLookupRequest('411111', 'r1', ['visa'])).toEqual({ supportedBrands: ['visa'], encryptedBin: 'test_411111', requestId: 'r1' });
  });

  it('ignores an answer that is not to the latest request', () => {
    const response = { requestId: 'r2', brands: [{ brand: 'visa', supported: true }] };
    expect(interpretBinLookup('r3', response)).toEqual({ kind: 'stale' });
    expect(interpretBinLookup(null, response)).toEqual({ kind: 'stale' });
  });

  it('reads brand, policies and the Luhn switch; reports unsupported and unknown brands', () => {
    expect(interpretBinLookup('r', { requestId: 'r', brands: [{ brand: 'visa', supported: true, cvcPolicy: 'optional', enableLuhnCheck: false }] }))
      .toEqual({ kind: 'supported', brand: 'visa', policies: { cvcPolicy: 'optional', datePolicy: 'required' }, enableLuhnCheck: false });
    expect(interpretBinLookup('r', { requestId: 'r', brands: [{ brand: 'amex', supported: false }] })).toEqual({ kind: 'unsupported', brand: 'amex' });
    expect(interpretBinLookup('r', { requestId: 'r', brands: [{ brand: 'elo', supported: true }] })).toEqual({ kind: 'unsupported', brand: 'elo' });
    expect(interpretBinLookup('r', { requestId: 'r', brands: [] })).toEqual({ kind: 'noBrand' });
  });

  it('reads an answer defensively', () => {
    expect(readBinLookupResponse({ requestId: 'r', brands: [{ brand: 'bcmc', supported: true, cvcPolicy: 'hidden', extra: 1 }, { brand: 3 }] }))
      .toEqual({ requestId: 'r', brands: [{ brand: 'bcmc', supported: true, cvcPolicy: 'hidden' }] });
    expect(readBinLookupResponse({ brands: [] })).toBeNull();
    expect(readBinLookupResponse('nope')).toBeNull();
  });
});

describe('the card form state machine', () => {
  it('detects the brand as the number is typed and asks for one lookup per six first digits', () => {
    const typed = run([type('cardNumber', '4111 1')]);
    expect(typed.brand).toBe('visa');
    expect(binLookupDue(typed)).toBeNull();
    const six = run([type('cardNumber', '4111 11')]);
    expect(binLookupDue(six)).toBe('411111');
    const sent = run([{ type: 'binLookupSent', requestId: 'a', bin: '411111' }, type('cardNumber', '4111 1111 1')], six);
    expect(binLookupDue(sent)).toBeNull();
    expect(binLookupDue(run([type('cardNumber', '5555 55')], sent))).toBe('555555');
  });

  it('is valid once every field is, and recalculates allValid on every change', () => {
    const valid = run(card('4111111111111111'));
    expect(valid.allValid).toBe(true);
    expect(run([type('securityCode', '73')], valid).allValid).toBe(false);
    expect(run([type('holderName', ' ')], valid).allValid).toBe(false);
    expect(run([type('expiryDate', '10/26')], valid).allValid).toBe(false);
  });

  it('hides the security code for bcmc, makes it optional for maestro, 4 digits for amex (brand lengths: visa 13, 16 or 19; amex 15)', () => {
    const bcmc = run(card('6703444444444449', ''));
    expect(bcmc).toMatchObject({ brand: 'bcmc', policies: { cvcPolicy: 'hidden' }, allValid: true });
    expect(sandboxCardPayload(bcmc)).not.toHaveProperty('encryptedSecurityCode');
    const maestro = run(card('6759649826438453', ''));
    expect(maestro).toMatchObject({ brand: 'maestro', policies: { cvcPolicy: 'optional' }, allValid: true });
    expect(run([type('securityCode', '73')], maestro).allValid).toBe(false);
    expect(run(card('370000000000002', '737')).allValid).toBe(false);
    expect(run(card('370000000000002', '7373')).allValid).toBe(true);
    expect(run(card('4222222222222')).allValid).toBe(true);
    expect(run(card('4111111111111111111'.slice(0, 19))).values.cardNumber.replace(/ /g, '')).toHaveLength(19);
    expect(groupCardNumber('3700000000000029')).toBe('3700 000000 00002');
  });

  it("shows 'Unsupported card entered' for a brand the lookup does not support, blocks validity until a new lookup succeeds", () => {
    const typed = run([...card('2200000000000004'), { type: 'binLookupSent', requestId: 'a', bin: '220000' }]);
    expect(typed.allValid).toBe(true);
    const blocked = run([brandAnswer('a', 'mir', false)], typed);
    expect(blocked).toMatchObject({ hasUnsupportedCard: true, allValid: false, errors: { cardNumber: 'cardUnsupported' } });
    expect(sandboxCardPayload(blocked)).toBeNull();
    expect(cardErrors(blocked, today)).toMatchObject({ cardNumber: 'cardUnsupported' });
    const stillBlocked = run([type('cardNumber', '2200 0000 0000 0053')], blocked);
    expect(stillBlocked.allValid).toBe(false);
    const retyped = run([type('cardNumber', '4111 1111 1111 1111'), { type: 'binLookupSent', requestId: 'b', bin: '411111' }], stillBlocked);
    expect(retyped.hasUnsupportedCard).toBe(true);
    expect(run([brandAnswer('a', 'visa')], retyped)).toEqual(retyped);
    const unblocked = run([brandAnswer('b', 'visa')], retyped);
    expect(unblocked).toMatchObject({ hasUnsupportedCard: false, brand: 'visa', allValid: true, errors: {} });
    expect(run([type('cardNumber', '2200 0')], blocked).hasUnsupportedCard).toBe(false);
  });

  it('takes the policies of the latest lookup, keeps them while its digits stay, resets them on a brand change', () => {
    const sent = run([...card('4111111111111111', ''), { type: 'binLookupSent', requestId: 'a', bin: '411111' }]);
    const hidden = run([brandAnswer('a', 'visa', true, { cvcPolicy: 'hidden', showExpiryDate: false }), type('expiryDate', '')], sent);
    expect(hidden).toMatchObject({ policies: { cvcPolicy: 'hidden', datePolicy: 'hidden' }, allValid: true });
    expect(sandboxCardPayload(hidden)).toEqual({ type: 'scheme', encryptedCardNumber: 'test_4111111111111111', holderName: 'Jo Shopper', brand: 'visa' });
    expect(run([type('cardNumber', '4111 1111 1111 111')], hidden).policies).toEqual({ cvcPolicy: 'hidden', datePolicy: 'hidden' });
    expect(run([type('cardNumber', '5555 5555 5555 4444')], hidden)).toMatchObject({ brand: 'mc', policies: DEFAULT_CARD_POLICIES, allValid: false });
  });

  it('switches Luhn off when the lookup says so', () => {
    const sent = run([...card('4111111111111112'), { type: 'binLookupSent', requestId: 'a', bin: '411111' }]);
    expect(sent.allValid).toBe(false);
    expect(run([brandAnswer('a', 'visa', true, { enableLuhnCheck: false })], sent).allValid).toBe(true);
  });

  it('says nothing while a field is typed, judges it once left, and everything when paying', () => {
    const partial = run([type('cardNumber', '4111 1111')]);
    expect(partial.errors).toEqual({});
    expect(run([{ type: 'left', field: 'cardNumber' }], partial).errors).toEqual({ cardNumber: 'cardNumberInvalid' });
    expect(run([{ type: 'submitted' }]).errors).toEqual({
      cardNumber: 'cardNumberRequired', expiryDate: 'expiryRequired', securityCode: 'securityCodeRequired', holderName: 'holderNameRequired',
    });
    const fixed = run([{ type: 'submitted' }, type('holderName', 'Jo')]);
    expect(fixed.errors.holderName).toBeUndefined();
    const rules = { ...INITIAL_CARD_FORM, values: { cardNumber: '4111 1111 1111 1111', expiryDate: '10/26', securityCode: '737', holderName: 'Jo' } };
    expect(cardFieldError('expiryDate', rules, today, true)).toBe('cardExpired');
    expect(cardFieldError('expiryDate', { ...rules, values: { ...rules.values, expiryDate: '12/99' } }, today, true)).toBe('expiryTooFar');
    expect(cardFieldError('expiryDate', { ...rules, values: { ...rules.values, expiryDate: '13/30' } }, today, true)).toBe('expiryRequired');
    expect(cardFieldError('cardNumber', { ...rules, values: { ...rules.values, cardNumber: '4111 1111 1111 1112' } }, today, true)).toBe('cardNumberInvalid');
  });

  it("pays in Adyen's unencrypted test format", () => {
    expect(sandboxCardPayload(run(card('4111111111111111')))).toEqual({
      type: 'scheme', encryptedCardNumber: 'test_4111111111111111', encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737', holderName: 'Jo Shopper', brand: 'visa',
    });
  });

  const event = fc.oneof(
    fc.record({ type: fc.constant('typed' as const), field: fc.constantFrom(...CARD_FIELDS), value: fc.string({ maxLength: 24 }) }),
    fc.record({ type: fc.constant('left' as const), field: fc.constantFrom(...CARD_FIELDS) }),
    fc.constant({ type: 'submitted' as const }),
    fc.record({ type: fc.constant('binLookupSent' as const), requestId: fc.constantFrom('a', 'b'), bin: fc.stringMatching(/^\d{6}$/) }),
    fc.record({
      type: fc.constant('binLookupAnswered' as const),
      response: fc.record({ requestId: fc.constantFrom('a', 'b'), brands: fc.array(fc.record({ brand: fc.constantFrom('visa', 'mir', 'bcmc', 'elo'), supported: fc.boolean() }), { maxLength: 1 }) }),
    }),
  );
  test.prop([fc.array(event, { maxLength: 20 })])('allValid always says whether the form has no error and no unsupported card; a payload exists exactly then', (events) => {
    const state = run(events);
    expect(state.allValid).toBe(!state.hasUnsupportedCard && Object.keys(cardErrors(state, today)).length === 0);
    expect(sandboxCardPayload(state) !== null).toBe(state.allValid);
  });
});
