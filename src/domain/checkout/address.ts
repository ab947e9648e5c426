import { validatePhoneCharacters } from './forms/shopper-details.js';
import { addressRulesOf, isRegionOf } from './address-countries.js';

/**
 * A postal address as the shopper types it. `apartment` is the optional apartment/suite line of
 * countries that have one (AU, CA, US) and `stateOrProvince` the code of a state or province where
 * the country needs one; both are '' elsewhere. `countryCode` is an upper-case ISO 3166-1 code.
 */
export interface Address {
  firstName: string;
  lastName: string;
  line1: string;
  apartment: string;
  line2: string;
  city: string;
  stateOrProvince: string;
  postcode: string;
  countryCode: string;
  phone: string;
}

export const ADDRESS_FIELDS = [
  'firstName', 'lastName', 'line1', 'apartment', 'line2', 'city', 'stateOrProvince', 'postcode', 'countryCode', 'phone',
] as const satisfies readonly (keyof Address)[];
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Why a field was refused: a code per field, worded by the edge in the shopper's language. */
export type FieldProblem =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID_CHARACTERS'
  | 'EMAIL_FORMAT'
  | 'PHONE_FORMAT'
  | 'UNKNOWN_REGION'
  | 'POSTCODE_FORMAT'
  | 'COUNTRY_NOT_DELIVERED'
  | 'COUNTRY_NOT_ACCEPTED';

/** The most characters each field may hold (after trimming). */
export const ADDRESS_LIMITS: Readonly<Record<AddressField, number>> = {
  firstName: 40,
  lastName: 40,
  line1: 60,
  apartment: 60,
  line2: 60,
  city: 50,
  stateOrProvince: 3,
  postcode: 12,
  countryCode: 2,
  phone: 20,
};

/** A phone number has this many digits, whatever separators it is typed with (E.164 allows 15). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** Delivery addresses need a phone number for the courier; billing addresses do not. */
export type AddressRole = 'delivery' | 'billing';

/**
 * Characters an address never holds: control characters, lone surrogates, private-use and
 * unassigned code points, and the bidirectional overrides that make text read differently than it is stored.
 */
const UNUSABLE = /[\p{Cc}\p{Cs}\p{Co}\p{Cn}\u202A-\u202E\u2066-\u2069]/u;

export const hasUnusableCharacters = (value: string): boolean => UNUSABLE.test(value);

/** Text as stored: any value that is not a string is empty; composed (NFC), trimmed, inner runs of spaces made one. */
export function cleanText(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** Counts characters as people do (a letter with its accents is one), not UTF-16 units. */
export const characterCount = (value: string): number => Array.from(value).length;

const digitCount = (value: string): number => (value.match(/\d/g) ?? []).length;

/** The problem of a phone number, or null: digits with an optional leading plus, brackets, spaces and dashes (spec 5). */
export function phoneProblem(phone: string): FieldProblem | null {
  if (!validatePhoneCharacters(phone).ok) return 'PHONE_FORMAT';
  const digits = digitCount(phone);
  return digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max ? 'PHONE_FORMAT' : null;
}

export type AddressInput = Partial<Record<AddressField, unknown>>;
export type AddressProblems = Partial<Record<AddressField, FieldProblem>>;

/** Which fields an address in `countryCode` asks for, in form order. */
export function addressFieldsOf(countryCode: string): readonly AddressField[] {
  const rules = addressRulesOf(countryCode);
  return ADDRESS_FIELDS.filter((f) => (f !== 'apartment' || rules.apartmentLine) && (f !== 'stateOrProvince' || rules.region !== null));
}

/** Whether a field of an address in `countryCode` must be filled in. */
function isRequired(field: AddressField, countryCode: string, role: AddressRole): boolean {
  switch (field) {
    case 'apartment':
    case 'line2':
      return false;
    case 'phone':
      return role === 'delivery';
    case 'stateOrProvince':
      return addressRulesOf(countryCode).region !== null;
    default:
      return true;
  }
}

/**
 * Cleans an address and judges it against its country's rules (spec 5): required fields filled,
 * none over its limit or holding unusable characters, a phone number that looks like one, a state
 * or province from the country's list. Fields the country does not have are emptied. The
 * country's membership of a list and the postcode's format are judged by the caller.
 */
export function checkAddress(input: AddressInput, role: AddressRole): { address: Address; problems: AddressProblems } {
  const countryCode = cleanText(input.countryCode).toUpperCase();
  const fields = addressFieldsOf(countryCode);
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((f) => [f, fields.includes(f) ? cleanText(input[f]) : '']),
  ) as unknown as Address;
  address.countryCode = countryCode;
  address.stateOrProvince = address.stateOrProvince.toUpperCase();
  const problems: AddressProblems = {};
  for (const field of fields) {
    const value = address[field];
    if (value === '') {
      if (isRequired(field, countryCode, role)) problems[field] = 'REQUIRED';
    } else if (hasUnusableCharacters(value)) problems[field] = 'INVALID_CHARACTERS';
    else if (characterCount(value) > ADDRESS_LIMITS[field]) problems[field] = 'TOO_LONG';
    else if (field === 'phone') {
      const problem = phoneProblem(value);
      if (problem !== null) problems.phone = problem;
    } else if (field === 'stateOrProvince' && !isRegionOf(countryCode, value)) problems.stateOrProvince = 'UNKNOWN_REGION';
  }
  return { address, problems };
}
