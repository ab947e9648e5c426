/** Facilypay instalment methods and the countries offering them by default (spec 9). */
export const FACILYPAY_METHODS = ['facilypay_3x', 'facilypay_4x', 'facilypay_6x', 'facilypay_10x', 'facilypay_12x'] as const;
export type FacilypayMethod = (typeof FACILYPAY_METHODS)[number];
export const FACILYPAY_DEFAULT_COUNTRIES = ['ES', 'FR'] as const;

export function isFacilypayMethod(type: string): type is FacilypayMethod {
  return (FACILYPAY_METHODS as readonly string[]).includes(type);
}

export function offersFacilypay(country: string, countries: readonly string[] = FACILYPAY_DEFAULT_COUNTRIES): boolean {
  return countries.includes(country.toUpperCase());
}
