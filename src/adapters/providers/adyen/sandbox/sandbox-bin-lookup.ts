import { CARD_BRAND_RULES, isCardBrand, type CardBrand, type SecurityCodePolicy } from '../../../../domain/checkout/card/card-brand.js';
import { validateCardNumber } from '../../../../domain/checkout/card/card-number.js';
import { detectCardBrand } from '../../../../domain/checkout/card/detect-card-brand.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import { SANDBOX_CARD_BRANDS } from './sandbox-method-catalogue.js';

/** Adyen's `v2/bin/binLookup` request: the accepted brands, the card's first digits (encrypted) and the caller's request id. */
export interface BinLookupQuery {
  supportedBrands?: readonly string[];
  encryptedBin: string;
  requestId: string;
}

/** Adyen's bin lookup answer (spec 3): the card's brands with their fields' rules. */
export interface BinLookupAnswer {
  requestId: string;
  brands: {
    brand: CardBrand;
    supported: boolean;
    cvcPolicy: SecurityCodePolicy;
    showExpiryDate: boolean;
    enableLuhnCheck: boolean;
    showSocialSecurityNumber: boolean;
  }[];
}

const TEST_PREFIX = 'test_';

/**
 * The sandbox's bin lookup, by its own bin rules: the brand of the first digits among the known
 * brands, supported when the sandbox accepts it (its card brands) and the caller listed it (or
 * listed none); the brand's security code policy (hidden for bcmc, optional for maestro), an
 * expiry date, Luhn, no social security number. Digits of no known brand answer no brands. Only
 * the sandbox's unencrypted test format (`test_` + 6 to 19 digits) can be read.
 */
export function sandboxBinLookup(query: BinLookupQuery): Result<BinLookupAnswer, string> {
  const digits = query.encryptedBin.startsWith(TEST_PREFIX) ? query.encryptedBin.slice(TEST_PREFIX.length) : '';
  if (!/^\d{6,19}$/.test(digits)) return err('Unable to decrypt the bin: the sandbox reads only the test_ format');
  const listed = (query.supportedBrands ?? []).filter(isCardBrand);
  const accepted = SANDBOX_CARD_BRANDS.filter((brand) => listed.length === 0 || listed.includes(brand));
  const brand = detectCardBrand(digits);
  if (brand === null) return ok({ requestId: query.requestId, brands: [] });
  const checked = validateCardNumber(digits, { supportedBrands: accepted });
  const supported = !(checked.ok === false && checked.error.code === 'UNSUPPORTED');
  const rule = CARD_BRAND_RULES[brand];
  return ok({
    requestId: query.requestId,
    brands: [{ brand, supported, cvcPolicy: rule.securityCodePolicy, showExpiryDate: true, enableLuhnCheck: true, showSocialSecurityNumber: false }],
  });
}
