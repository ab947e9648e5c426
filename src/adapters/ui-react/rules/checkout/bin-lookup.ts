/**
 * Bin lookup (spec 3 and 5), as the card form asks it: the request names the accepted brands,
 * the card's first digits (encrypted; the sandbox's test format `test_` + digits) and a request
 * id; the answer's first brand says whether the card is supported, its security code policy,
 * whether it has an expiry date and whether Luhn applies. Answers come back in any order: only
 * the answer to the latest request counts.
 */
import { isCardBrand, type CardBrand, type SecurityCodePolicy } from '../../../../domain/checkout/card/card-brand.js';
import { cardNumberDigits } from '../../../../domain/checkout/card/detect-card-brand.js';
import { policiesForBrand, type CardPolicies } from './card-policies.js';

/** Where the payment sandbox answers bin lookups (Adyen's is `v2/bin/binLookup` on its checkoutshopper host). */
export const SANDBOX_BIN_LOOKUP_PATH = '/payment-sandbox/v2/bin/binLookup';

/** A card is looked up once its first six digits are typed, and again whenever they change. */
const BIN_LENGTH = 6;

export interface BinLookupRequest {
  supportedBrands: readonly string[];
  encryptedBin: string;
  requestId: string;
}

interface BinLookupBrand {
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
  /** The lookup found no brand: the form keeps the brand it detects from the number. */
  | { kind: 'noBrand' }
  /** The card is of a brand the merchant does not accept. */
  | { kind: 'unsupported'; brand: string }
  | { kind: 'supported'; brand: CardBrand; policies: CardPolicies; enableLuhnCheck: boolean };

/** The digits a lookup is made for, or null while fewer than six are typed. */
export function binOf(cardNumber: string): string | null {
  const digits = cardNumberDigits(cardNumber);
  return /^\d+$/.test(digits) && digits.length >= BIN_LENGTH ? digits.slice(0, BIN_LENGTH) : null;
}

/** The request for a bin, in the sandbox's unencrypted test format. */
export function binLookupRequest(bin: string, requestId: string, supportedBrands: readonly string[]): BinLookupRequest {
  return { supportedBrands: [...supportedBrands], encryptedBin: `test_${bin}`, requestId };
}

/** Spec 5: a bin lookup result is ignored unless its requestId is the latest one sent. */
export function interpretBinLookup(latestRequestId: string | null, response: BinLookupResponse): BinLookupOutcome {
  if (latestRequestId === null || response.requestId !== latestRequestId) return { kind: 'stale' };
  const first = response.brands?.[0];
  if (!first) return { kind: 'noBrand' };
  if (!first.supported || !isCardBrand(first.brand)) return { kind: 'unsupported', brand: first.brand };
  return { kind: 'supported', brand: first.brand, policies: policiesForBrand(first.brand, first), enableLuhnCheck: first.enableLuhnCheck ?? true };
}

const POLICIES: readonly string[] = ['required', 'optional', 'hidden'];

/** Reads a bin lookup answer defensively: null without a request id; brands not in the contract's shape are left out. */
export function readBinLookupResponse(body: unknown): BinLookupResponse | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (typeof record['requestId'] !== 'string') return null;
  const brands = (Array.isArray(record['brands']) ? record['brands'] : []).flatMap((b): BinLookupBrand[] => {
    if (typeof b !== 'object' || b === null) return [];
    const brand = b as Record<string, unknown>;
    if (typeof brand['brand'] !== 'string' || typeof brand['supported'] !== 'boolean') return [];
    return [{
      brand: brand['brand'],
      supported: brand['supported'],
      ...(typeof brand['cvcPolicy'] === 'string' && POLICIES.includes(brand['cvcPolicy']) ? { cvcPolicy: brand['cvcPolicy'] as SecurityCodePolicy } : {}),
      ...(typeof brand['showExpiryDate'] === 'boolean' ? { showExpiryDate: brand['showExpiryDate'] } : {}),
      ...(typeof brand['enableLuhnCheck'] === 'boolean' ? { enableLuhnCheck: brand['enableLuhnCheck'] } : {}),
    }];
  });
  return { requestId: record['requestId'], brands };
}
