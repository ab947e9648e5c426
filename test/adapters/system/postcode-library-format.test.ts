import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { postcodeValidatorExistsForCountry } from 'postcode-validator';
import { PostcodeLibraryFormat } from '../../../src/adapters/system/postcode-library-format.js';
import { BILLING_COUNTRIES } from '../../../src/domain/checkout/address-countries.js';
import { SITE_VARIANTS } from '../../../src/domain/site/site-variants.js';

const format = new PostcodeLibraryFormat();

/** One real postcode per country, as a shopper might type it, and how it is written properly. */
const EXAMPLES: Record<string, [typed: string, normalised: string, wrong: string]> = {
  GB: ['sw1a1aa', 'SW1A 1AA', 'SW1A 1A'],
  JE: ['je2 3ab', 'JE2 3AB', 'SW1A 1AA'],
  GG: ['GY1  1AA', 'GY1 1AA', 'JE2 3AB'],
  IM: ['im11aa', 'IM1 1AA', 'GY1 1AA'],
  IE: ['a65f4e2', 'A65 F4E2', 'A65 F4E'],
  US: ['20500', '20500', '2050'],
  CA: ['k1a0b1', 'K1A 0B1', 'K1A 0B'],
  DK: ['1050', '1050', '105'],
  SE: ['11122', '111 22', '1112'],
  PL: ['00-950', '00-950', '00950x'],
  DE: ['10115', '10115', '1011'],
  AT: ['1010', '1010', '0101'],
  NL: ['1012ab', '1012 AB', '1012 A'],
  BE: ['1000', '1000', '100'],
  FR: ['75001', '75001', '7500'],
  ES: ['28013', '28013', '2801'],
  AU: ['2000', '2000', '200'],
  NZ: ['6011', '6011', '601'],
  CH: ['8001', '8001', '801'],
  IT: ['00100', '00100', '0010'],
  PT: ['1000-001', '1000-001', '100-001'],
  NO: ['0150', '0150', '015'],
  FI: ['00100', '00100', '0010'],
  LU: ['1234', '1234', '123'],
  IS: ['101', '101', '10'],
  CZ: ['110 00', '110 00', '110'],
  LI: ['9490', '9490', '949'],
  MT: ['vlt 1117', 'VLT 1117', '1117'],
};

describe('postcode format (postcode, postcode-validator)', () => {
  it('knows a format for every billing country, and so every delivery country of every site', () => {
    const deliveryCountries = new Set(SITE_VARIANTS.flatMap((site) => site.deliveryCountries));
    for (const country of deliveryCountries) expect(BILLING_COUNTRIES).toContain(country);
    for (const country of BILLING_COUNTRIES) {
      expect(Object.keys(EXAMPLES)).toContain(country);
      if (!['GB', 'JE', 'GG', 'IM'].includes(country)) expect(postcodeValidatorExistsForCountry(country)).toBe(true);
    }
  });

  it.each(Object.entries(EXAMPLES))('%s: accepts %j, writes it properly, refuses the wrong one', (country, [typed, normalised, wrong]) => {
    expect(format.isValid(country, typed)).toBe(true);
    expect(format.normalise(country, typed)).toBe(normalised);
    expect(format.isValid(country, normalised)).toBe(true);
    expect(format.isValid(country, wrong)).toBe(false);
  });

  it('normalises UK postcodes with the postcode package ("sw1a1aa" is "SW1A 1AA")', () => {
    expect(format.normalise('GB', ' ec1a   1bb ')).toBe('EC1A 1BB');
    expect(format.normalise('GB', 'not a postcode')).toBe('not a postcode');
  });

  it('keeps the Crown Dependencies apart from Great Britain', () => {
    expect(format.isValid('GB', 'JE2 3AB')).toBe(false);
    expect(format.isValid('JE', 'SW1A 1AA')).toBe(false);
  });

  test.prop([fc.constantFrom(...BILLING_COUNTRIES), fc.string({ maxLength: 20 })])('never throws, and normalising is idempotent', (country, typed) => {
    const once = format.normalise(country, typed);
    expect(format.normalise(country, once)).toBe(once);
    expect(format.isValid(country, once)).toBe(format.isValid(country, typed));
  });

  test.prop([fc.constantFrom(...Object.keys(EXAMPLES))])('an empty postcode is never valid', (country) => {
    expect(format.isValid(country, '  ')).toBe(false);
  });
});
