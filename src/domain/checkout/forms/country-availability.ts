import { err, ok, type Result } from '../../shared/result.js';

/** Apple Pay from the basket ships to Great Britain only. */
const APPLE_PAY_SHIPPING_COUNTRY = 'GB';

export interface ApplePayShippingError {
  code: 'shippingContactInvalid';
  contactField: 'postalAddress';
}

export function validateApplePayShipping(contact: { countryCode?: string | null }): Result<string, ApplePayShippingError> {
  const country = (contact.countryCode ?? '').toUpperCase();
  if (country === APPLE_PAY_SHIPPING_COUNTRY) return ok(country);
  return err({ code: 'shippingContactInvalid', contactField: 'postalAddress' });
}
