import { ADDRESS_FIELDS, addressFieldsOf, type AddressField, type AddressRole } from '../../../../domain/checkout/address.js';
import { addressRulesOf } from '../../../../domain/checkout/address-countries.js';
import {
  addressFieldName, readShopperDetails, type ShopperDetailsField, type ShopperDetailsInput, type ShopperDetailsProblems,
} from '../../../../domain/checkout/shopper-details.js';

/** The form's values (the island's state): every address field, shown or not. */
export interface DetailsFormValues {
  email: string;
  delivery: Record<AddressField, string>;
  billingSameAsDelivery: boolean;
  billing: Record<AddressField, string>;
}

/** The element id of a field: 'sd-email', 'sd-delivery-postcode'. */
export const fieldIdOf = (field: ShopperDetailsField): string => `sd-${field.replace('.', '-')}`;

/** The order the form asks in: names, then the country (which decides the fields after it), then the address. */
const FORM_ORDER: readonly AddressField[] = [
  'firstName', 'lastName', 'countryCode', 'line1', 'apartment', 'line2', 'city', 'stateOrProvince', 'postcode', 'phone',
];

/** Every field in the order the form shows them: errors are listed in this order too. */
export const FORM_FIELD_ORDER: readonly ShopperDetailsField[] = [
  'email', ...FORM_ORDER.map((f) => addressFieldName('delivery', f)), ...FORM_ORDER.map((f) => addressFieldName('billing', f)),
];

/** Field errors (or problems) in form order. */
export const inFormOrder = <T>(byField: Partial<Record<ShopperDetailsField, T>>): Array<[ShopperDetailsField, T]> =>
  FORM_FIELD_ORDER.flatMap((field) => (byField[field] === undefined ? [] : [[field, byField[field]] as [ShopperDetailsField, T]]));

/** The fields of an address form in a country; the billing form asks for no phone number (the courier calls the delivery address). */
export function formFieldsOf(role: AddressRole, countryCode: string): readonly AddressField[] {
  const fields = addressFieldsOf(countryCode);
  return FORM_ORDER.filter((f) => fields.includes(f) && (role === 'delivery' || f !== 'phone'));
}

/** The flat form fields ('delivery.postcode') as the use case's input: what the server reads from a post. */
export function detailsInputOf(body: Readonly<Record<string, unknown>>): ShopperDetailsInput {
  const address = (role: AddressRole) => Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, body[addressFieldName(role, f)]]));
  return {
    email: body.email,
    deliveryAddress: address('delivery'),
    billingSameAsDelivery: body.billingSameAsDelivery,
    billingAddress: address('billing'),
  };
}

/** The domain's problems with what the form would send, judged as the server will judge them (postcodes aside). */
export const problemsOfValues = (values: DetailsFormValues, deliveryCountries: readonly string[], billingCountries: readonly string[]): ShopperDetailsProblems =>
  readShopperDetails(detailsInputOf(bodyOfValues(values)), { deliveryCountries, billingCountries }).problems;

/**
 * The body sent to the server: the form's fields by name, as a plain form post sends them
 * (fields the country does not have, and the billing address when it is the delivery one, left out).
 */
export function bodyOfValues(values: DetailsFormValues): Record<string, string> {
  const body: Record<string, string> = { email: values.email };
  const roles: AddressRole[] = values.billingSameAsDelivery ? ['delivery'] : ['delivery', 'billing'];
  for (const role of roles) {
    const address = values[role];
    for (const field of formFieldsOf(role, address.countryCode)) body[addressFieldName(role, field)] = address[field];
  }
  if (values.billingSameAsDelivery) body.billingSameAsDelivery = 'true';
  return body;
}

/** Which label a field has in a country: its state or province, its kind of postcode. */
export type FieldLabelKey =
  | 'firstNameLabel' | 'lastNameLabel' | 'addressLine1Label' | 'apartmentLabel' | 'addressLine2Label' | 'cityLabel'
  | 'stateLabel' | 'provinceLabel' | 'postcodeLabel' | 'zipLabel' | 'eircodeLabel' | 'countryLabel' | 'phoneLabel';

export function labelKeyOf(field: AddressField, countryCode: string): FieldLabelKey {
  const rules = addressRulesOf(countryCode);
  switch (field) {
    case 'firstName': return 'firstNameLabel';
    case 'lastName': return 'lastNameLabel';
    case 'line1': return 'addressLine1Label';
    case 'apartment': return 'apartmentLabel';
    case 'line2': return 'addressLine2Label';
    case 'city': return 'cityLabel';
    case 'stateOrProvince': return rules.region?.kind === 'province' ? 'provinceLabel' : 'stateLabel';
    case 'postcode': return rules.postcodeKind === 'zip' ? 'zipLabel' : rules.postcodeKind === 'eircode' ? 'eircodeLabel' : 'postcodeLabel';
    case 'countryCode': return 'countryLabel';
    case 'phone': return 'phoneLabel';
  }
}

const AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  firstName: 'given-name', lastName: 'family-name', line1: 'address-line1', apartment: 'address-line2', line2: 'address-line2',
  city: 'address-level2', stateOrProvince: 'address-level1', postcode: 'postal-code', countryCode: 'country', phone: 'tel',
};

/** The autocomplete token of a field: its section (shipping, billing) and its kind; line 2 is line 3 below an apartment line. */
export function autocompleteOf(role: AddressRole, field: AddressField, countryCode: string): string {
  const token = field === 'line2' && addressRulesOf(countryCode).apartmentLine ? 'address-line3' : AUTOCOMPLETE[field];
  return `${role === 'delivery' ? 'shipping' : 'billing'} ${token}`;
}

