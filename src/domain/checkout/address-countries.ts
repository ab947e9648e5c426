/**
 * What an address looks like in each country the shop delivers to or bills in: whether it has an
 * apartment/suite line (optional, spec 5: AU, CA, US), whether it needs a state or province and
 * from which list, and what its postcode is called. Country codes are ISO 3166-1 alpha-2.
 */
export interface Region {
  code: string;
  name: string;
}

type PostcodeKind = 'postcode' | 'zip' | 'eircode';
type RegionKind = 'state' | 'province';

export interface AddressCountryRules {
  /** An optional apartment/suite line (AU, CA, US). */
  apartmentLine: boolean;
  /** The state or province, required and chosen from `regions`; null where addresses have none. */
  region: { kind: RegionKind; regions: readonly Region[] } | null;
  postcodeKind: PostcodeKind;
}

export const US_STATES: readonly Region[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'],
  ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
  ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code!, name: name! }));

export const CA_PROVINCES: readonly Region[] = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'], ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
].map(([code, name]) => ({ code: code!, name: name! }));

export const AU_STATES: readonly Region[] = [
  ['ACT', 'Australian Capital Territory'], ['NSW', 'New South Wales'], ['NT', 'Northern Territory'], ['QLD', 'Queensland'],
  ['SA', 'South Australia'], ['TAS', 'Tasmania'], ['VIC', 'Victoria'], ['WA', 'Western Australia'],
].map(([code, name]) => ({ code: code!, name: name! }));

const PLAIN: AddressCountryRules = { apartmentLine: false, region: null, postcodeKind: 'postcode' };

const RULES: Readonly<Record<string, AddressCountryRules>> = {
  US: { apartmentLine: true, region: { kind: 'state', regions: US_STATES }, postcodeKind: 'zip' },
  CA: { apartmentLine: true, region: { kind: 'province', regions: CA_PROVINCES }, postcodeKind: 'postcode' },
  AU: { apartmentLine: true, region: { kind: 'state', regions: AU_STATES }, postcodeKind: 'postcode' },
  IE: { ...PLAIN, postcodeKind: 'eircode' },
};

/**
 * Every country a billing address may be in: the countries the sites deliver to and a few more
 * where shoppers commonly hold cards. Each has a postcode system the postcode check knows.
 */
export const BILLING_COUNTRIES: readonly string[] = [
  'GB', 'IE', 'JE', 'GG', 'IM', 'US', 'CA', 'DK', 'SE', 'PL', 'DE', 'AT', 'NL', 'BE', 'FR', 'ES', 'AU', 'NZ',
  'CH', 'IT', 'PT', 'NO', 'FI', 'LU', 'IS', 'CZ', 'LI', 'MT',
];

const own = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** The address rules of a country (upper-case ISO code); countries without special rules share the plain ones. */
export const addressRulesOf = (countryCode: string): AddressCountryRules => (own(RULES, countryCode) ? RULES[countryCode]! : PLAIN);

/** Whether `code` names a state or province of the country's list. */
export function isRegionOf(countryCode: string, code: string): boolean {
  const region = addressRulesOf(countryCode).region;
  return region !== null && region.regions.some((r) => r.code === code);
}
