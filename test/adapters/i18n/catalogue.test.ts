import { describe, expect, it } from 'vitest';
import { en } from '../../../src/adapters/i18n/en.js';
import { CATALOGUES, catalogueFor } from '../../../src/adapters/i18n/languages.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const SECTIONS = Object.keys(en) as (keyof typeof en)[];
const TRANSLATIONS = Object.entries(CATALOGUES).filter(([language]) => language !== 'en');

describe('the catalogues', () => {
  it('hold English and at least one translation', () => {
    expect(CATALOGUES.en).toBe(en);
    expect(TRANSLATIONS.map(([language]) => language)).toEqual(expect.arrayContaining(['de', 'fr', 'nl', 'es']));
  });

  describe.each(TRANSLATIONS)('%s', (_language, catalogue) => {
    it.each(SECTIONS)('words every key of the English %s section, and no other', (section) => {
      expect(Object.keys(catalogue[section]).sort()).toEqual(Object.keys(en[section]).sort());
    });

    it.each(SECTIONS)('keeps the {placeholders} of each English %s string, and leaves none blank', (section) => {
      const english = en[section] as Readonly<Record<string, string>>;
      for (const [key, text] of Object.entries(catalogue[section] as Readonly<Record<string, unknown>>)) {
        expect(typeof text, `${section}.${key}`).toBe('string');
        if (typeof text !== 'string') continue;
        expect(text.trim(), `${section}.${key}`).not.toBe('');
        expect(placeholders(text), `${section}.${key}`).toEqual(placeholders(english[key]!));
      }
    });
  });

  it('picks the catalogue by the locale language, English for a language without one', () => {
    expect(catalogueFor('de-DE')).toBe(CATALOGUES.de);
    expect(catalogueFor('FR-fr')).toBe(CATALOGUES.fr);
    expect(catalogueFor('nl-NL')).toBe(CATALOGUES.nl);
    expect(catalogueFor('es-ES')).toBe(CATALOGUES.es);
    expect(catalogueFor('en-GB')).toBe(en);
    expect(catalogueFor('ja-JP')).toBe(en);
    expect(catalogueFor('constructor')).toBe(en);
  });
});

describe('the English page strings', () => {
  it("spell the spec's shopper messages (sections 2, 4, 5 and 8) exactly", () => {
    expect(en.page).toMatchObject({
      outOfStock: 'This item is out of stock.',
      requestProblem: 'There was a problem processing your request',
      genericError: 'An error has occurred',
      noLocationsInArea: "Sorry there aren't any locations in this area",
      enterEmailAddress: 'Please enter an email address',
      addedToBasket: 'added to basket',
      serverError: 'server error',
      wishlistMultiFailed: 'error processing one or more products',
      refreshAndRetry: 'Something went wrong, please refresh and try again',
      orderStillProcessing: 'We are still processing your order. Are you sure you want to exit?',
      enterVoucherCode: 'Please enter a voucher code',
      voucherCreationFailed: 'Something went wrong, please try again later',
      creatingVoucher: 'Creating voucher...',
      basketErrorPayment: 'There was a problem processing your card payment',
      correctFollowingErrors: 'Please correct the following errors',
    });
  });

  it("spell the spec's and the payment library's card messages exactly", () => {
    expect(en.page).toMatchObject({
      cardExpired: 'Sorry this payment card cannot be used because it has expired.',
      securityCodeRequired: 'Please enter your card security code (the last three digits on the reverse of your card)',
      holderNameRequired: 'Please enter the cardholder name',
      expiryRequired: 'Please enter the card expiry date',
      cardNumberRequired: 'Please enter a valid card number',
      cardNumberInvalid: 'Invalid card number',
      cardUnsupported: 'Unsupported card entered',
      expiryTooFar: 'Date too far in the future',
    });
  });
});
