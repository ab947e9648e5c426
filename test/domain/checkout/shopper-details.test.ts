import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  ADDRESS_FIELDS, ADDRESS_LIMITS, addressFieldsOf, checkAddress, cleanText, phoneProblem, type Address,
} from '../../../src/domain/checkout/address.js';
import { addressRulesOf, AU_STATES, BILLING_COUNTRIES, CA_PROVINCES, US_STATES } from '../../../src/domain/checkout/address-countries.js';
import { checkShopperDetails, emailProblem, SHOPPER_DETAILS_FIELDS, type ShopperDetailsInput } from '../../../src/domain/checkout/shopper-details.js';

const GB_SITE = { deliveryCountries: ['GB', 'IE', 'JE', 'GG', 'IM'] };
const US_SITE = { deliveryCountries: ['US', 'CA'] };

const gbAddress: Address = {
  firstName: 'Ada', lastName: 'Lovelace', line1: '10 Downing Street', apartment: '', line2: '', city: 'London',
  stateOrProvince: '', postcode: 'SW1A 2AA', countryCode: 'GB', phone: '+44 (0)20 7946-0000',
};
const usAddress: Address = {
  ...gbAddress, line1: '1600 Pennsylvania Ave NW', apartment: 'Suite 2', city: 'Washington', stateOrProvince: 'DC',
  postcode: '20500', countryCode: 'US', phone: '(202) 456-1111',
};
const details = (over: Partial<ShopperDetailsInput> = {}): ShopperDetailsInput => ({
  email: 'ada@example.com', deliveryAddress: gbAddress, billingSameAsDelivery: true, ...over,
});

describe('shopper details: examples', () => {
  it('accepts a complete GB delivery address billed to the same place', () => {
    expect(checkShopperDetails(details(), GB_SITE)).toEqual({
      ok: true, value: { email: 'ada@example.com', deliveryAddress: gbAddress, billingSameAsDelivery: true, billingAddress: null },
    });
  });

  it('names every problem at once, per field', () => {
    const result = checkShopperDetails(
      details({ email: 'ada@', deliveryAddress: { ...gbAddress, firstName: ' ', city: 'x'.repeat(51), phone: 'call me' }, billingSameAsDelivery: false, billingAddress: {} }),
      GB_SITE,
    );
    expect(result).toEqual({
      ok: false,
      error: {
        email: 'EMAIL_FORMAT', 'delivery.firstName': 'REQUIRED', 'delivery.city': 'TOO_LONG', 'delivery.phone': 'PHONE_FORMAT',
        'billing.firstName': 'REQUIRED', 'billing.lastName': 'REQUIRED', 'billing.line1': 'REQUIRED', 'billing.city': 'REQUIRED',
        'billing.postcode': 'REQUIRED', 'billing.countryCode': 'REQUIRED',
      },
    });
  });

  it('asks for an email address when there is none', () => {
    expect(emailProblem('')).toBe('REQUIRED');
    expect(emailProblem('name@example')).toBe('EMAIL_FORMAT');
    expect(emailProblem('name@example.co.uk')).toBeNull();
  });

  it('delivers only to the site\'s countries, bills in any of the billing list', () => {
    expect(checkShopperDetails(details({ deliveryAddress: usAddress }), GB_SITE)).toEqual({ ok: false, error: { 'delivery.countryCode': 'COUNTRY_NOT_DELIVERED' } });
    expect(checkShopperDetails(details({ billingSameAsDelivery: false, billingAddress: usAddress }), GB_SITE).ok).toBe(true);
    expect(checkShopperDetails(details({ billingSameAsDelivery: 'on', billingAddress: { ...usAddress, countryCode: 'KP' } }), GB_SITE).ok).toBe(true);
    expect(checkShopperDetails(details({ billingSameAsDelivery: false, billingAddress: { ...usAddress, countryCode: 'KP' } }), GB_SITE))
      .toEqual({ ok: false, error: { 'billing.countryCode': 'COUNTRY_NOT_ACCEPTED' } });
  });

  it.each(['US', 'CA', 'AU'])('%s addresses have an optional apartment/suite line and a required state or province from a list', (country) => {
    const rules = addressRulesOf(country);
    expect(rules.apartmentLine).toBe(true);
    const region = rules.region!.regions[0]!.code;
    const base = { ...usAddress, countryCode: country, stateOrProvince: region.toLowerCase(), apartment: '' };
    expect(checkAddress(base, 'delivery')).toEqual({ address: { ...base, stateOrProvince: region }, problems: {} });
    expect(checkAddress({ ...base, stateOrProvince: '' }, 'delivery').problems).toEqual({ stateOrProvince: 'REQUIRED' });
    expect(checkAddress({ ...base, stateOrProvince: 'ZZ' }, 'delivery').problems).toEqual({ stateOrProvince: 'UNKNOWN_REGION' });
  });

  it('has every US state and DC, the 13 Canadian provinces and territories, the 8 Australian states and territories', () => {
    expect([US_STATES.length, CA_PROVINCES.length, AU_STATES.length]).toEqual([51, 13, 8]);
  });

  it('empties the lines a country does not have', () => {
    expect(checkAddress({ ...gbAddress, apartment: 'Flat 1', stateOrProvince: 'Kent' }, 'delivery').address).toEqual(gbAddress);
    expect(addressFieldsOf('GB')).not.toContain('apartment');
    expect(addressFieldsOf('US')).toContain('apartment');
  });

  it('asks for a phone number on delivery addresses only', () => {
    expect(checkAddress({ ...gbAddress, phone: '' }, 'delivery').problems).toEqual({ phone: 'REQUIRED' });
    expect(checkAddress({ ...gbAddress, phone: '' }, 'billing').problems).toEqual({});
  });

  it('reads phone numbers as the spec allows: digits with an optional plus, brackets, spaces, dashes', () => {
    expect(['+44 20 7946 0000', '(020) 7946-0000', '0123456'].map(phoneProblem)).toEqual([null, null, null]);
    expect(['44+20 7946 0000', '020.7946.0000', '123456', '1234567890123456', '+'].map(phoneProblem)).toEqual(Array(5).fill('PHONE_FORMAT'));
  });

  it('refuses control characters, lone surrogates and bidirectional overrides', () => {
    expect(checkAddress({ ...gbAddress, firstName: 'A\u0007da' }, 'delivery').problems).toEqual({ firstName: 'INVALID_CHARACTERS' });
    expect(checkAddress({ ...gbAddress, lastName: '\ud800x' }, 'delivery').problems).toEqual({ lastName: 'INVALID_CHARACTERS' });
    expect(checkAddress({ ...gbAddress, city: 'Lon\u202Edon' }, 'delivery').problems).toEqual({ city: 'INVALID_CHARACTERS' });
    expect(checkAddress({ ...gbAddress, firstName: 'Zoë 👩‍💻' }, 'delivery').problems).toEqual({});
  });

  it('counts characters as people do: 40 accented letters are 40', () => {
    const name = 'e\u0301'.repeat(40);
    expect(checkAddress({ ...gbAddress, firstName: name }, 'delivery')).toMatchObject({ address: { firstName: 'é'.repeat(40) }, problems: {} });
  });

  it('reads values of the wrong type as empty', () => {
    const odd = { firstName: 42, lastName: ['x'], line1: { a: 1 }, city: null, postcode: true, countryCode: 'GB', phone: undefined };
    expect(Object.keys(checkAddress(odd, 'delivery').problems)).toEqual(['firstName', 'lastName', 'line1', 'city', 'postcode', 'phone']);
  });
});

const text = fc.string({ unit: 'grapheme', maxLength: 80 });
const anything = fc.oneof(text, fc.string({ unit: 'binary', maxLength: 80 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const addressInput = fc.record(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, anything])), { requiredKeys: [] });
const countryIn = (list: readonly string[]) => fc.constantFrom(...list);
const validAddress = (countries: readonly string[]) => countryIn(countries).chain((countryCode) => {
  const rules = addressRulesOf(countryCode);
  const word = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' -]{0,20}[A-Za-zÀ-ÿ]$/);
  return fc.record({
    firstName: word, lastName: word, line1: word, line2: fc.constantFrom('', 'Flat 2'), city: word,
    apartment: rules.apartmentLine ? fc.constantFrom('', 'Apt 4B') : fc.constant(''),
    stateOrProvince: rules.region ? fc.constantFrom(...rules.region.regions.map((r) => r.code)) : fc.constant(''),
    postcode: fc.constantFrom('12345', 'SW1A 1AA'), countryCode: fc.constant(countryCode),
    phone: fc.stringMatching(/^\+?[0-9]{7,12}$/),
  }) satisfies fc.Arbitrary<Address>;
});

describe('shopper details: properties', () => {
  test.prop([fc.record({ email: anything, deliveryAddress: addressInput, billingSameAsDelivery: anything, billingAddress: addressInput }, { requiredKeys: [] })])(
    'never throws, and refuses only with known fields', (input) => {
      const result = checkShopperDetails(input as ShopperDetailsInput, GB_SITE);
      if (!result.ok) for (const field of Object.keys(result.error)) expect(SHOPPER_DETAILS_FIELDS).toContain(field);
    });

  test.prop([validAddress(GB_SITE.deliveryCountries), validAddress(BILLING_COUNTRIES)])(
    'a valid delivery address in a delivery country with any valid billing address is accepted as cleaned', (delivery, billing) => {
      const result = checkShopperDetails({ email: 'a@b.co', deliveryAddress: delivery, billingSameAsDelivery: false, billingAddress: billing }, GB_SITE);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.value.deliveryAddress).toEqual(checkAddress(delivery, 'delivery').address);
    });

  test.prop([validAddress(US_SITE.deliveryCountries)])('cleaning is idempotent: a stored address checks to itself', (input) => {
    const once = checkAddress(input, 'delivery').address;
    expect(checkAddress(once, 'delivery')).toEqual({ address: once, problems: {} });
  });

  test.prop([validAddress(['US', 'CA', 'AU', 'GB']), fc.constantFrom(...ADDRESS_FIELDS), fc.integer({ min: 1, max: 30 })])(
    'a field over its limit is refused as TOO_LONG or a more precise problem, never accepted', (address, field, extra) => {
      if (!addressFieldsOf(address.countryCode).includes(field)) return;
      const long = 'a'.repeat(ADDRESS_LIMITS[field] + extra);
      expect(checkAddress({ ...address, [field]: long }, 'delivery').problems[field]).toBeDefined();
    });

  test.prop([text])('cleaning trims and never leaves double spaces', (raw) => {
    const cleaned = cleanText(raw);
    expect(cleaned).toBe(cleaned.trim());
    expect(cleaned).not.toMatch(/\s\s/u);
  });

  test.prop([validAddress(GB_SITE.deliveryCountries), fc.constantFrom('firstName', 'lastName', 'line1', 'city', 'postcode', 'phone')])(
    'emptying a required field is always reported on that field', (address, field) => {
      const result = checkShopperDetails(details({ deliveryAddress: { ...address, [field]: '   ' } }), GB_SITE);
      expect(result).toEqual({ ok: false, error: { [`delivery.${field}`]: 'REQUIRED' } });
    });
});
