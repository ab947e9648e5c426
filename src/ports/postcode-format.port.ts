/**
 * The postcode rules of each country: whether a postcode is written as that country writes them,
 * and how it is written properly ('sw1a1aa' in GB is 'SW1A 1AA'). Country codes are upper-case
 * ISO 3166-1 alpha-2.
 */
export interface PostcodeFormat {
  /** True when `postcode` has the country's format (case and spacing as shoppers type them are allowed). */
  isValid(countryCode: string, postcode: string): boolean;
  /** The postcode as the country writes it; a postcode that is not valid comes back as given. */
  normalise(countryCode: string, postcode: string): string;
}
