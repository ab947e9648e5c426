/** Card brands the storefront recognises, named by the provider's brand codes. */
export const CARD_BRANDS = [
  'visa',
  'mc',
  'amex',
  'diners',
  'discover',
  'jcb',
  'maestro',
  'cup',
  'unionpay',
  'bcmc',
  'mir',
] as const;

export type CardBrand = (typeof CARD_BRANDS)[number];

export type SecurityCodePolicy = 'required' | 'optional' | 'hidden';
export type DatePolicy = 'required' | 'hidden';

/** A number prefix, or an inclusive range of prefixes with the same number of digits. */
export type PrefixRule = number | readonly [from: number, to: number];

export interface CardBrandRule {
  brand: CardBrand;
  prefixes: readonly PrefixRule[];
  /** Allowed card number lengths, ascending. */
  lengths: readonly number[];
  securityCodeLength: 3 | 4;
  securityCodePolicy: SecurityCodePolicy;
}

/**
 * Issuer ranges as card forms know them. Where ranges overlap (bcmc inside visa and
 * maestro, discover inside maestro) the longest matching prefix wins; on equal length the
 * earlier brand in CARD_BRANDS wins (cup before unionpay).
 */
export const CARD_BRAND_RULES: Readonly<Record<CardBrand, CardBrandRule>> = {
  visa: { brand: 'visa', prefixes: [4], lengths: [13, 16, 19], securityCodeLength: 3, securityCodePolicy: 'required' },
  mc: {
    brand: 'mc',
    prefixes: [[51, 55], [2221, 2720]],
    lengths: [16],
    securityCodeLength: 3,
    securityCodePolicy: 'required',
  },
  amex: { brand: 'amex', prefixes: [34, 37], lengths: [15], securityCodeLength: 4, securityCodePolicy: 'required' },
  diners: {
    brand: 'diners',
    prefixes: [[300, 305], 36, 38, 39],
    lengths: [14, 16, 19],
    securityCodeLength: 3,
    securityCodePolicy: 'required',
  },
  discover: {
    brand: 'discover',
    prefixes: [6011, [644, 649], 65],
    lengths: [16, 19],
    securityCodeLength: 3,
    securityCodePolicy: 'required',
  },
  jcb: { brand: 'jcb', prefixes: [[3528, 3589]], lengths: [16, 17, 18, 19], securityCodeLength: 3, securityCodePolicy: 'required' },
  maestro: {
    brand: 'maestro',
    prefixes: [50, [56, 58], 6],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    securityCodeLength: 3,
    securityCodePolicy: 'optional',
  },
  cup: { brand: 'cup', prefixes: [62, 81], lengths: [14, 15, 16, 17, 18, 19], securityCodeLength: 3, securityCodePolicy: 'required' },
  unionpay: { brand: 'unionpay', prefixes: [62], lengths: [16, 17, 18, 19], securityCodeLength: 3, securityCodePolicy: 'required' },
  bcmc: {
    brand: 'bcmc',
    prefixes: [6703, 479658, 606005],
    lengths: [16, 17, 18, 19],
    securityCodeLength: 3,
    securityCodePolicy: 'hidden',
  },
  mir: { brand: 'mir', prefixes: [[2200, 2204]], lengths: [16, 17, 18, 19], securityCodeLength: 3, securityCodePolicy: 'required' },
};

export function cardBrandRule(brand: CardBrand): CardBrandRule {
  return CARD_BRAND_RULES[brand];
}

export function isCardBrand(value: string): value is CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(value);
}

/** Default card groups offered when the merchant configures none (spec 9). */
export const DEFAULT_CARD_BRANDS: readonly CardBrand[] = ['amex', 'mc', 'visa'];
/** Bancontact accepts these brands and hides the security code. */
export const BANCONTACT_BRANDS: readonly CardBrand[] = ['bcmc', 'maestro', 'visa'];
