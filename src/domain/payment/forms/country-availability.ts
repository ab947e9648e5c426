import { err, ok, type Result } from '../../shared/result.js';

/** Billing countries where these methods can be offered (spec 5). */
export const RATEPAY_COUNTRIES = ['AT', 'CH', 'DE', 'NL'] as const;
export const AFFIRM_COUNTRIES = ['CA', 'US'] as const;

export function offersRatepay(country: string): boolean {
  return (RATEPAY_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

export function offersAffirm(country: string): boolean {
  return (AFFIRM_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

/** Apple Pay from the basket ships to Great Britain only. */
export const APPLE_PAY_SHIPPING_COUNTRY = 'GB';

export interface ApplePayShippingError {
  code: 'shippingContactInvalid';
  contactField: 'postalAddress';
}

export function validateApplePayShipping(contact: { countryCode?: string | null }): Result<string, ApplePayShippingError> {
  const country = (contact.countryCode ?? '').toUpperCase();
  if (country === APPLE_PAY_SHIPPING_COUNTRY) return ok(country);
  return err({ code: 'shippingContactInvalid', contactField: 'postalAddress' });
}
