import type { AddressField } from '../../../../../domain/checkout/address.js';
import type { ShopperDetailsField } from '../../../../../domain/checkout/shopper-details.js';
import type { ProblemTexts } from '../../../rules/checkout/field-problem-text.js';

/** The island's root id: the form post comes back to /basket#shopper-details. */
export const SHOPPER_DETAILS_ID = 'shopper-details';
export const SHOPPER_DETAILS_ACTION = '/basket/details';

export type AddressValues = Record<AddressField, string>;

/** What the form shows in its fields: as saved, or as typed when a plain form post was refused. */
export interface ShopperDetailsValues {
  email: string;
  delivery: AddressValues;
  billingSameAsDelivery: boolean;
  billing: AddressValues;
}

export interface CountryChoice {
  code: string;
  /** In the page's language. */
  name: string;
}

export interface FieldErrorsView {
  summary: string;
  fields: Partial<Record<ShopperDetailsField, string>>;
}

/** The shopper details form's props (JSON-safe). */
export interface ShopperDetailsFormView {
  /** The anti-forgery token, sent as a hidden field or header. */
  token: string;
  isShopper: boolean;
  /** True when the basket holds saved details. */
  saved: boolean;
  values: ShopperDetailsValues;
  errors: FieldErrorsView | null;
  /** The site's delivery countries, its own first. */
  deliveryCountries: CountryChoice[];
  /** Every country a billing address may be in, by name. */
  billingCountries: CountryChoice[];
  /** The words of each field problem, for checks in the browser. */
  problemTexts: ProblemTexts;
  /** The refusal's summary ('Please enter your details'). */
  summaryText: string;
}
