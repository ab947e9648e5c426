import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  SEPA_EURO_COUNTRIES, sandboxMethodsFor,
} from '../../../../../src/adapters/providers/adyen/sandbox/sandbox-method-catalogue.js';
import { SandboxSeal } from '../../../../../src/adapters/providers/adyen/sandbox/sandbox-seal.js';
import { holderNameOutcome, readTestCard, THREE_DS_TEST_CARDS } from '../../../../../src/adapters/providers/adyen/sandbox/sandbox-test-cards.js';
import { luhnCheckDigit } from '../../../../../src/domain/checkout/card/luhn.js';
import { filterPaymentMethods } from '../../../../../src/domain/checkout/payment-methods.js';

const today = { year: 2026, month: 11 };
const countryArb = fc.oneof(fc.constantFrom('NL', 'AT', 'PL', 'GB', 'DE', 'FR', 'US', 'SE', 'DK', 'AU', 'IE', 'nl', 'gb'), fc.stringMatching(/^[A-Z]{2}$/));
const currencyArb = fc.oneof(fc.constantFrom('EUR', 'GBP', 'PLN', 'USD', 'SEK', 'eur'), fc.stringMatching(/^[A-Z]{3}$/));
const card = (number: string, holderName = 'J. Smith', code = '737') => ({
  type: 'scheme', encryptedCardNumber: `test_${number}`, encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2030', encryptedSecurityCode: `test_${code}`, holderName,
});
/** A 16-digit Visa number that passes Luhn. */
const visaArb = fc.stringMatching(/^4\d{14}$/).map((partial) => partial + luhnCheckDigit(partial));

describe('the sandbox method catalogue', () => {
  test.prop([countryArb, currencyArb, fc.boolean()])('lists each method exactly for its country and currency, cards and wallets everywhere', (country, currency, sofort) => {
    const types = sandboxMethodsFor(country, currency, { sofortForExistingMerchant: sofort }).map((m) => m.type);
    const c = country.toUpperCase();
    const cur = currency.toUpperCase();
    expect(types[0]).toBe('scheme');
    expect(types.slice(-2)).toEqual(['applepay', 'googlepay']);
    expect(types.includes('ideal')).toBe(c === 'NL' && cur === 'EUR');
    expect(types.includes('eps')).toBe(c === 'AT' && cur === 'EUR');
    expect(types.includes('onlineBanking_PL')).toBe(c === 'PL' && cur === 'PLN');
    expect(types.includes('clearpay')).toBe(c === 'GB' && cur === 'GBP');
    expect(types.includes('sepadirectdebit')).toBe(cur === 'EUR' && (SEPA_EURO_COUNTRIES as readonly string[]).includes(c));
    if (!sofort) expect(types).not.toContain('directEbanking');
    expect(new Set(types).size).toBe(types.length);
  });

  test.prop([countryArb, currencyArb, fc.boolean()])('everything it lists passes the spec method filter (spec names and their successors)', (country, currency, sofort) => {
    const methods = sandboxMethodsFor(country, currency, { sofortForExistingMerchant: sofort });
    expect(filterPaymentMethods(methods)).toEqual(methods);
  });
});

describe('the sandbox test cards', () => {
  test.prop([visaArb])('any Luhn-valid Visa with the test code and date is read, keeping only brand, last four and expiry', (number) => {
    const read = readTestCard(card(number), today);
    expect(read).toEqual({ ok: true, value: { brand: 'visa', lastFour: number.slice(-4), expiryMonth: '03', expiryYear: '2030', holderName: 'J. Smith', flow: THREE_DS_TEST_CARDS[number] ?? 'none' } });
  });

  test.prop([visaArb, fc.integer({ min: 1, max: 9 })])('a number whose check digit is off is refused as Invalid Card Number', (number, shift) => {
    const wrong = number.slice(0, -1) + String((Number(number.slice(-1)) + shift) % 10);
    expect(readTestCard(card(wrong), today)).toEqual({ ok: false, error: { kind: 'refused', refusalReason: 'Invalid Card Number' } });
  });

  test.prop([fc.string({ maxLength: 30 })])('any holder name other than the five test names is authorised', (name) => {
    fc.pre(!['DECLINED', 'CARD_EXPIRED', 'NOT_ENOUGH_BALANCE', 'ERROR', 'PENDING'].includes(name.trim().toUpperCase()));
    expect(holderNameOutcome(name)).toEqual({ resultCode: 'Authorised', refusalReason: null });
  });

  it('reads the test names in any case and spacing', () => {
    expect([' declined ', 'Card_Expired', 'not_enough_balance', 'error', 'Pending'].map((n) => holderNameOutcome(n).resultCode))
      .toEqual(['Refused', 'Refused', 'Refused', 'Error', 'Received']);
  });

  it('refuses an expired date and a missing or wrong security code, and cannot read a real encrypted payload', () => {
    expect(readTestCard({ ...card('4111111111111111'), encryptedExpiryYear: 'test_2020' }, today)).toMatchObject({ ok: false, error: { refusalReason: 'Expired Card' } });
    expect(readTestCard({ ...card('4111111111111111'), encryptedSecurityCode: undefined }, today)).toMatchObject({ ok: false, error: { refusalReason: 'CVC Declined' } });
    expect(readTestCard(card('370000000000002', 'A', '737'), today)).toMatchObject({ ok: false, error: { refusalReason: 'CVC Declined' } });
    expect(readTestCard({ ...card('4111111111111111'), encryptedCardNumber: 'adyenjs_0_1_25$Zm9v' }, today)).toMatchObject({ ok: false, error: { kind: 'invalid' } });
  });
});

describe('sandbox tokens', () => {
  const seal = new SandboxSeal(Buffer.from('ab'.repeat(32), 'hex'));
  const payloadArb = fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer(), fc.boolean()), { maxKeys: 5 });

  test.prop([payloadArb])('open(seal(p)) is p, and only for the same kind', (payload) => {
    const token = seal.seal('bank-session', payload);
    expect(seal.open('bank-session', token)).toEqual(payload);
    expect(seal.open('redirect-result', token)).toBeNull();
  });

  test.prop([payloadArb, fc.nat(), fc.constantFrom(...'ABCabc012_-.')])('a token changed anywhere opens as null', (payload, at, ch) => {
    const token = seal.seal('challenge-result', payload);
    const i = at % token.length;
    fc.pre(token[i] !== ch);
    expect(seal.open('challenge-result', token.slice(0, i) + ch + token.slice(i + 1))).toBeNull();
  });
});
