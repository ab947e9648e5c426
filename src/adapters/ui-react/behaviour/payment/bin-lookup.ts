import { isCardBrand, type CardBrand, type SecurityCodePolicy } from '../../../../domain/payment/card/card-brand.js';
import { policiesForBrand, type CardPolicies } from './card-policies.js';

export interface BinLookupBrand {
  brand: string;
  supported: boolean;
  cvcPolicy?: SecurityCodePolicy;
  showExpiryDate?: boolean;
  showSocialSecurityNumber?: boolean;
  enableLuhnCheck?: boolean;
}

export interface BinLookupResponse {
  requestId: string;
  brands?: readonly BinLookupBrand[] | null;
  issuingCountryCode?: string | null;
  showSocialSecurityNumber?: boolean | null;
}

export type BinLookupOutcome =
  /** An answer to an older request: the shopper has typed on since. */
  | { kind: 'stale' }
  /** The lookup found no brand: the form keeps detecting brands from the number. */
  | { kind: 'noBrand' }
  /** The card is of a brand the merchant does not accept. */
  | { kind: 'unsupported'; brand: string }
  | {
      kind: 'supported';
      brand: CardBrand;
      policies: CardPolicies;
      enableLuhnCheck: boolean;
      showSocialSecurityNumber: boolean;
      issuingCountryCode: string | null;
    };

/** Spec 5: a bin lookup result is ignored unless its requestId is the latest one sent. */
export function interpretBinLookup(latestRequestId: string | null, response: BinLookupResponse): BinLookupOutcome {
  if (latestRequestId === null || response.requestId !== latestRequestId) return { kind: 'stale' };
  const first = response.brands?.[0];
  if (!first) return { kind: 'noBrand' };
  if (!first.supported || !isCardBrand(first.brand)) return { kind: 'unsupported', brand: first.brand };
  return {
    kind: 'supported',
    brand: first.brand,
    policies: policiesForBrand(first.brand, first),
    enableLuhnCheck: first.enableLuhnCheck ?? true,
    showSocialSecurityNumber: Boolean(first.showSocialSecurityNumber ?? response.showSocialSecurityNumber),
    issuingCountryCode: response.issuingCountryCode ?? null,
  };
}
