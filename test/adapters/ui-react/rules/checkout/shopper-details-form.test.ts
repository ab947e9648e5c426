import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { problemTextsFor } from '../../../../../src/adapters/http/checkout/shopper-details-form.js';
import { problemText } from '../../../../../src/adapters/ui-react/rules/checkout/field-problem-text.js';
import {
  autocompleteOf, bodyOfValues, detailsInputOf, FORM_FIELD_ORDER, formFieldsOf, inFormOrder, labelKeyOf, problemsOfValues, type DetailsFormValues,
} from '../../../../../src/adapters/ui-react/rules/checkout/shopper-details-form.js';
import { ADDRESS_FIELDS, type AddressField } from '../../../../../src/domain/checkout/address.js';
import { BILLING_COUNTRIES } from '../../../../../src/domain/checkout/address-countries.js';
import { readShopperDetails, SHOPPER_DETAILS_FIELDS } from '../../../../../src/domain/checkout/shopper-details.js';
import { GB_ADDRESS, US_ADDRESS } from '../../../../support/shopper-details-fixtures.js';

const GB_SITE = ['GB', 'IE', 'JE', 'GG', 'IM'];
const values = (over: Partial<DetailsFormValues> = {}): DetailsFormValues => ({
  email: 'ada@example.com', delivery: GB_ADDRESS, billingSameAsDelivery: true, billing: US_ADDRESS, ...over,
});

describe('the details form in the browser', () => {
  it('asks names first, then the country, then the address; billing asks no phone number', () => {
    expect(formFieldsOf('delivery', 'GB')).toEqual(['firstName', 'lastName', 'countryCode', 'line1', 'line2', 'city', 'postcode', 'phone']);
    expect(formFieldsOf('billing', 'US')).toEqual(['firstName', 'lastName', 'countryCode', 'line1', 'apartment', 'line2', 'city', 'stateOrProvince', 'postcode']);
    expect(FORM_FIELD_ORDER).toHaveLength(SHOPPER_DETAILS_FIELDS.length);
    expect([...FORM_FIELD_ORDER].sort()).toEqual([...SHOPPER_DETAILS_FIELDS].sort());
  });

  it('labels fields as the country names them', () => {
    expect(['US', 'CA', 'AU', 'IE', 'GB'].map((c) => labelKeyOf('postcode', c))).toEqual(['zipLabel', 'postcodeLabel', 'postcodeLabel', 'eircodeLabel', 'postcodeLabel']);
    expect(['US', 'CA', 'AU'].map((c) => labelKeyOf('stateOrProvince', c))).toEqual(['stateLabel', 'provinceLabel', 'stateLabel']);
  });

  it('gives each field its autocomplete section and token; line 2 is line 3 below an apartment line', () => {
    expect(autocompleteOf('delivery', 'firstName', 'GB')).toBe('shipping given-name');
    expect(autocompleteOf('billing', 'postcode', 'GB')).toBe('billing postal-code');
    expect(autocompleteOf('delivery', 'line2', 'GB')).toBe('shipping address-line2');
    expect(autocompleteOf('delivery', 'apartment', 'US')).toBe('shipping address-line2');
    expect(autocompleteOf('delivery', 'line2', 'US')).toBe('shipping address-line3');
    expect(autocompleteOf('delivery', 'phone', 'US')).toBe('shipping tel');
  });

  it('sends the fields by name, leaving out the billing address when it is the delivery one', () => {
    const body = bodyOfValues(values());
    expect(body).toMatchObject({ email: 'ada@example.com', 'delivery.postcode': 'SW1Y 4LB', billingSameAsDelivery: 'true' });
    expect(Object.keys(body).some((k) => k.startsWith('billing.'))).toBe(false);
    expect(Object.keys(body)).not.toContain('delivery.apartment');
    const own = bodyOfValues(values({ billingSameAsDelivery: false }));
    expect(own).toMatchObject({ 'billing.stateOrProvince': 'DC', 'billing.apartment': 'Suite 2' });
    expect(own).not.toHaveProperty('billingSameAsDelivery');
    expect(own).not.toHaveProperty('billing.phone');
  });

  it('words problems like the server, in form order', () => {
    const texts = problemTextsFor('en-GB');
    expect(problemText(texts, 'email', 'REQUIRED')).toBe('Please enter an email address');
    expect(problemText(texts, 'delivery.city', 'TOO_LONG')).toBe('Please shorten this to 50 characters or fewer');
    expect(problemText(texts, 'delivery.phone', 'PHONE_FORMAT')).toContain('7 to 15 digits');
    expect(problemText(problemTextsFor('de-DE'), 'email', 'EMAIL_FORMAT')).toBe('Unvollständiges Feld');
    expect(inFormOrder({ 'billing.city': 1, email: 2, 'delivery.postcode': 3 })).toEqual([['email', 2], ['delivery.postcode', 3], ['billing.city', 1]]);
  });
});

const field = fc.oneof(fc.constant(''), fc.string({ maxLength: 70 }), fc.constantFrom('Ada', 'SW1A 1AA', '+44 20 7946 0000', 'DC', 'x@y.co'));
const address = fc.record({
  ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, field])),
  countryCode: fc.constantFrom(...BILLING_COUNTRIES, 'ZZ', ''),
}) as fc.Arbitrary<Record<AddressField, string>>;

test.prop([fc.record({ email: field, delivery: address, billingSameAsDelivery: fc.boolean(), billing: address })])(
  'the browser only ever reports problems on fields the form shows (every summary link has a field), as the server reads the post', (form) => {
    const shown = new Set<string>(['email', ...formFieldsOf('delivery', form.delivery.countryCode).map((f) => `delivery.${f}`)]);
    if (!form.billingSameAsDelivery) for (const f of formFieldsOf('billing', form.billing.countryCode)) shown.add(`billing.${f}`);
    const inBrowser = problemsOfValues(form, GB_SITE, BILLING_COUNTRIES);
    for (const name of Object.keys(inBrowser)) expect(shown).toContain(name);
    expect(readShopperDetails(detailsInputOf(bodyOfValues(form)), { deliveryCountries: GB_SITE }).problems).toEqual(inBrowser);
  });
