import { isValid as isUkPostcode, toArea, toNormalised } from 'postcode';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { PostcodeFormat } from '../../ports/postcode-format.port.js';

/**
 * The postcode areas of the Crown Dependencies, which share the UK's postcode format: Jersey
 * (JE), Guernsey (GY) and the Isle of Man (IM).
 */
const UK_FORMAT_AREAS: Readonly<Record<string, string | null>> = { GB: null, JE: 'JE', GG: 'GY', IM: 'IM' };

/** Countries whose two halves are written with one space between them, by the length of the second half. */
const SPACED_BEFORE_LAST: Readonly<Record<string, number>> = { CA: 3, IE: 4, NL: 2, SE: 2 };

const own = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** Upper case, trimmed, runs of spaces made one: how every format below is matched. */
const tidy = (postcode: string): string => postcode.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Postcodes by the `postcode` package (the UK format: parsing and normalising, also for JE, GG
 * and IM) and `postcode-validator` (the formats of other countries). A country neither knows has
 * no format to check: any postcode passes.
 */
export class PostcodeLibraryFormat implements PostcodeFormat {
  isValid(countryCode: string, postcode: string): boolean {
    const value = tidy(postcode);
    if (value === '') return false;
    if (own(UK_FORMAT_AREAS, countryCode)) {
      const area = UK_FORMAT_AREAS[countryCode];
      if (!isUkPostcode(value)) return false;
      return area === null ? !['JE', 'GY', 'IM'].includes(toArea(value) ?? '') : toArea(value) === area;
    }
    if (!postcodeValidatorExistsForCountry(countryCode)) return true;
    return postcodeValidator(value, countryCode) || postcodeValidator(value.replace(/ /g, ''), countryCode);
  }

  normalise(countryCode: string, postcode: string): string {
    if (!this.isValid(countryCode, postcode)) return postcode;
    const value = tidy(postcode);
    if (own(UK_FORMAT_AREAS, countryCode)) return toNormalised(value) ?? value;
    if (own(SPACED_BEFORE_LAST, countryCode)) {
      const compact = value.replace(/[ -]/g, '');
      const split = compact.length - SPACED_BEFORE_LAST[countryCode]!;
      const spaced = `${compact.slice(0, split)} ${compact.slice(split)}`;
      return this.isValid(countryCode, spaced) ? spaced : value;
    }
    return value;
  }
}
