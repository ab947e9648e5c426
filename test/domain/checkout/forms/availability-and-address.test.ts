import { describe, expect, it } from 'vitest';
import { validateApplePayShipping } from '../../../../src/domain/checkout/forms/country-availability.js';
import { ADDRESS_FIELDS, optionalAddressFields, validateAddress } from '../../../../src/domain/checkout/forms/address.js';

describe('country availability', () => {
  it('ships Apple Pay basket orders to GB only', () => {
    expect(validateApplePayShipping({ countryCode: 'gb' })).toEqual({ ok: true, value: 'GB' });
    expect(validateApplePayShipping({ countryCode: 'IE' })).toEqual({
      ok: false,
      error: { code: 'shippingContactInvalid', contactField: 'postalAddress' },
    });
    expect(validateApplePayShipping({}).ok).toBe(false);
  });
});

describe('address', () => {
  const full = { street: 'High Street', houseNumberOrName: '1', postalCode: 'SW1A 1AA', city: 'London', stateOrProvince: 'Greater London', country: 'GB' };

  it('requires the default fields', () => {
    expect(ADDRESS_FIELDS).toEqual(['street', 'houseNumberOrName', 'postalCode', 'city', 'stateOrProvince', 'country']);
    expect(validateAddress(full).ok).toBe(true);
    expect(validateAddress({ ...full, houseNumberOrName: '', postalCode: null })).toEqual({
      ok: false,
      error: { houseNumberOrName: 'field.error.required', postalCode: 'field.error.required' },
    });
  });

  it.each(['AU', 'CA', 'US'])('lets apartment/suite stay empty in %s', (country) => {
    expect(optionalAddressFields(country)).toEqual(['houseNumberOrName']);
    expect(validateAddress({ ...full, country, houseNumberOrName: '' }).ok).toBe(true);
  });

  it('checks only the fields asked for', () => {
    expect(validateAddress({ country: 'GB' }, ['country']).ok).toBe(true);
    expect(validateAddress({}).ok).toBe(false);
  });
});
