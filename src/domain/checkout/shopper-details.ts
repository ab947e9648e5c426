import { validateEmail } from './forms/shopper-details.js';
import { err, ok, type Result } from '../shared/result.js';
import {
  ADDRESS_FIELDS, ADDRESS_LIMITS, characterCount, checkAddress, cleanText, hasUnusableCharacters,
  type Address, type AddressField, type AddressInput, type AddressRole, type FieldProblem,
} from './address.js';
import { BILLING_COUNTRIES } from './address-countries.js';

/** What the shopper tells the shop before paying: who they are and where the order goes. */
export interface ShopperDetails {
  email: string;
  deliveryAddress: Address;
  billingSameAsDelivery: boolean;
  /** The billing address when it differs from the delivery address, else null. */
  billingAddress: Address | null;
}

const EMAIL_MAX_LENGTH = 254;

/** A field of the details form: 'email', or an address field under its role ('delivery.postcode'). */
export type ShopperDetailsField = 'email' | `${AddressRole}.${AddressField}`;

export const addressFieldName = (role: AddressRole, field: AddressField): ShopperDetailsField => `${role}.${field}`;

export const SHOPPER_DETAILS_FIELDS: readonly ShopperDetailsField[] = [
  'email',
  ...ADDRESS_FIELDS.map((f) => addressFieldName('delivery', f)),
  ...ADDRESS_FIELDS.map((f) => addressFieldName('billing', f)),
];

/** The most characters a field of the details form may hold. */
export function fieldLimitOf(field: ShopperDetailsField): number {
  if (field === 'email') return EMAIL_MAX_LENGTH;
  const [, addressField] = field.split('.') as [AddressRole, AddressField];
  return ADDRESS_LIMITS[addressField];
}

export type ShopperDetailsProblems = Partial<Record<ShopperDetailsField, FieldProblem>>;

/** The details as typed: any value may be missing or of the wrong type. */
export interface ShopperDetailsInput {
  email?: unknown;
  deliveryAddress?: AddressInput;
  billingSameAsDelivery?: unknown;
  billingAddress?: AddressInput;
}

/** Where the site delivers, and (optionally) where billing addresses may be. */
export interface CountryLists {
  deliveryCountries: readonly string[];
  billingCountries?: readonly string[];
}

/** The problem of an email address, or null (spec 5: it must look normal). */
export function emailProblem(email: string): FieldProblem | null {
  if (email === '') return 'REQUIRED';
  if (hasUnusableCharacters(email)) return 'INVALID_CHARACTERS';
  if (characterCount(email) > EMAIL_MAX_LENGTH) return 'TOO_LONG';
  return validateEmail(email).ok ? null : 'EMAIL_FORMAT';
}

/** Checkboxes come as true, 'true', 'on' or a list holding one of them. */
export function isTicked(raw: unknown): boolean {
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  return value === true || value === 'true' || value === 'on';
}

function withRole(role: AddressRole, problems: Partial<Record<AddressField, FieldProblem>>): ShopperDetailsProblems {
  const out: ShopperDetailsProblems = {};
  for (const [field, problem] of Object.entries(problems) as [AddressField, FieldProblem][]) out[addressFieldName(role, field)] = problem;
  return out;
}

function checkRoleAddress(input: AddressInput | undefined, role: AddressRole, countries: readonly string[], notListed: FieldProblem) {
  const { address, problems } = checkAddress(input ?? {}, role);
  if (problems.countryCode === undefined && !countries.includes(address.countryCode)) problems.countryCode = notListed;
  return { address, problems: withRole(role, problems) };
}

/**
 * Cleans and judges the shopper's details (spec 5): an email that looks normal, a delivery address
 * in one of the site's delivery countries, and a billing address (any country of the billing list)
 * unless billing is the same as delivery. Returns the cleaned details with every problem, per
 * field. Postcode formats are judged by the caller, which knows the postcode rules of each country.
 */
export function readShopperDetails(input: ShopperDetailsInput, lists: CountryLists): { details: ShopperDetails; problems: ShopperDetailsProblems } {
  const email = cleanText(input.email);
  const billingSameAsDelivery = isTicked(input.billingSameAsDelivery);
  const delivery = checkRoleAddress(input.deliveryAddress, 'delivery', lists.deliveryCountries, 'COUNTRY_NOT_DELIVERED');
  const billing = billingSameAsDelivery
    ? null
    : checkRoleAddress(input.billingAddress, 'billing', lists.billingCountries ?? BILLING_COUNTRIES, 'COUNTRY_NOT_ACCEPTED');
  const problems: ShopperDetailsProblems = { ...delivery.problems, ...(billing?.problems ?? {}) };
  const emailIssue = emailProblem(email);
  if (emailIssue !== null) problems.email = emailIssue;
  return { details: { email, deliveryAddress: delivery.address, billingSameAsDelivery, billingAddress: billing?.address ?? null }, problems };
}

/**
 * The fields a shopper who has entered no details yet must fill: those an empty form (billing the
 * delivery address) is refused for, in field order.
 */
export function fieldsOfEmptyDetails(lists: CountryLists): ShopperDetailsField[] {
  const { problems } = readShopperDetails({ billingSameAsDelivery: true }, lists);
  return SHOPPER_DETAILS_FIELDS.filter((field) => problems[field] !== undefined);
}

/** The cleaned details when they have no problem, else every problem, per field. */
export function checkShopperDetails(input: ShopperDetailsInput, lists: CountryLists): Result<ShopperDetails, ShopperDetailsProblems> {
  const { details, problems } = readShopperDetails(input, lists);
  return Object.keys(problems).length > 0 ? err(problems) : ok(details);
}
