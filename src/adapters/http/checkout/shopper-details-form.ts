import type { ShopperDetailsSeen, ViewShopperDetails } from '../../../application/checkout/view-shopper-details.use-case.js';
import { ADDRESS_FIELDS, type Address } from '../../../domain/checkout/address.js';
import { BILLING_COUNTRIES } from '../../../domain/checkout/address-countries.js';
import type { ShopperDetailsInput, ShopperDetailsProblems } from '../../../domain/checkout/shopper-details.js';
import type { BasketOwner } from '../../../domain/accounts/basket-owner.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import { compareInLocale, regionName } from '../../i18n/intl-formats.js';
import { messageFor, type MessageCode } from '../../i18n/message-catalogue.js';
import { problemText, type ProblemTexts } from '../../ui-react/rules/checkout/field-problem-text.js';
import { inFormOrder } from '../../ui-react/rules/checkout/shopper-details-form.js';
import type {
  AddressValues, CountryChoice, FieldErrorsView, ShopperDetailsFormView, ShopperDetailsValues,
} from '../../ui-react/screens/basket/checkout/shopper-details.view.js';

const PROBLEM_MESSAGES: Readonly<Record<keyof ProblemTexts, MessageCode>> = {
  EMAIL_REQUIRED: 'EMAIL_REQUIRED',
  REQUIRED: 'DETAILS_REQUIRED',
  TOO_LONG: 'DETAILS_TOO_LONG',
  INVALID_CHARACTERS: 'DETAILS_INVALID_CHARACTERS',
  EMAIL_FORMAT: 'DETAILS_EMAIL_FORMAT',
  PHONE_FORMAT: 'DETAILS_PHONE_FORMAT',
  UNKNOWN_REGION: 'DETAILS_UNKNOWN_REGION',
  POSTCODE_FORMAT: 'DETAILS_POSTCODE_FORMAT',
  COUNTRY_NOT_DELIVERED: 'DETAILS_COUNTRY_NOT_DELIVERED',
  COUNTRY_NOT_ACCEPTED: 'DETAILS_COUNTRY_NOT_ACCEPTED',
};

/** The words of every field problem in the locale's language, `{max}` (and the phone's `{min}`) left to fill. */
export function problemTextsFor(locale: string): ProblemTexts {
  const keep = { max: '{max}', min: '{min}' };
  return Object.fromEntries(Object.entries(PROBLEM_MESSAGES).map(([key, code]) => [key, messageFor(locale, code, keep)])) as unknown as ProblemTexts;
}

/** A refused save in the shopper's words: the summary and each field's message. */
export function fieldErrorsOf(locale: string, problems: ShopperDetailsProblems): FieldErrorsView {
  const texts = problemTextsFor(locale);
  const fields: FieldErrorsView['fields'] = {};
  for (const [field, problem] of inFormOrder(problems)) fields[field] = problemText(texts, field, problem);
  return { summary: messageFor(locale, 'INVALID_SHOPPER_DETAILS'), fields };
}

function countryChoices(locale: string, codes: readonly string[], sort: boolean): CountryChoice[] {
  const choices = codes.map((code) => ({ code, name: regionName(code, locale) }));
  const compare = compareInLocale(locale);
  return sort ? choices.sort((a, b) => compare(a.name, b.name)) : choices;
}

const emptyAddress = (countryCode: string): AddressValues =>
  ({ ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])), countryCode }) as AddressValues;

const valuesOfAddress = (address: Address): AddressValues => ({ ...address });

/** The values a fresh form starts with: the saved details, else the account's email and the site's own country. */
function valuesOf(seen: ShopperDetailsSeen, site: SiteVariant): ShopperDetailsValues {
  const saved = seen.saved;
  const homeCountry = site.deliveryCountries[0] ?? site.countryCode;
  return {
    email: seen.email,
    delivery: saved ? valuesOfAddress(saved.deliveryAddress) : emptyAddress(homeCountry),
    billingSameAsDelivery: saved?.billingSameAsDelivery ?? true,
    billing: saved?.billingAddress ? valuesOfAddress(saved.billingAddress) : emptyAddress(site.countryCode),
  };
}

/** The values of a refused plain form post, as typed. */
export function typedValuesOf(input: ShopperDetailsInput, billingSameAsDelivery: boolean): ShopperDetailsValues {
  const address = (typed: ShopperDetailsInput['deliveryAddress']): AddressValues =>
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, typeof typed?.[f] === 'string' ? typed[f] : ''])) as AddressValues;
  return {
    email: typeof input.email === 'string' ? input.email : '',
    delivery: address(input.deliveryAddress),
    billingSameAsDelivery,
    billing: address(input.billingAddress),
  };
}

/** A refused plain form post to show again: what was typed and why it was refused. */
export interface RefusedDetailsForm {
  values: ShopperDetailsValues;
  errors: FieldErrorsView;
}

/** The basket page's shopper details form: saved values (or the refused ones), countries and messages in the site's language. */
export async function loadShopperDetailsForm(
  deps: { viewShopperDetails: ViewShopperDetails },
  input: { owner: BasketOwner | null; site: SiteVariant; token: string; refused?: RefusedDetailsForm | null },
): Promise<ShopperDetailsFormView> {
  const { site } = input;
  const seen = await deps.viewShopperDetails.execute(input.owner);
  return {
    token: input.token,
    isShopper: seen.isShopper,
    saved: seen.saved !== null && !input.refused,
    values: input.refused?.values ?? valuesOf(seen, site),
    errors: input.refused?.errors ?? null,
    deliveryCountries: countryChoices(site.locale, site.deliveryCountries, false),
    billingCountries: countryChoices(site.locale, BILLING_COUNTRIES, true),
    problemTexts: problemTextsFor(site.locale),
    summaryText: messageFor(site.locale, 'INVALID_SHOPPER_DETAILS'),
  };
}
