import { CARD_BRANDS, CARD_BRAND_RULES, type CardBrand, type CardBrandRule, type PrefixRule } from './card-brand.js';

/** Keeps the digits of a card number as typed ("4111 1111-1111" becomes "41111111111"). */
export function cardNumberDigits(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

function prefixLength(rule: PrefixRule): number {
  return String(typeof rule === 'number' ? rule : rule[0]).length;
}

function matchesPrefix(digits: string, rule: PrefixRule): boolean {
  const length = prefixLength(rule);
  if (digits.length < length) return false;
  const head = Number(digits.slice(0, length));
  return typeof rule === 'number' ? head === rule : head >= rule[0] && head <= rule[1];
}

function longestMatch(digits: string, rule: CardBrandRule): number {
  let longest = 0;
  for (const prefix of rule.prefixes) {
    if (matchesPrefix(digits, prefix)) longest = Math.max(longest, prefixLength(prefix));
  }
  return longest;
}

/**
 * The brand of a (possibly partial) card number among `brands` (all known brands by default),
 * or null when no brand's prefix is complete yet or none matches.
 */
export function detectCardBrand(raw: string, brands?: readonly CardBrand[]): CardBrand | null {
  const digits = cardNumberDigits(raw);
  if (!/^\d+$/.test(digits)) return null;
  let best: { brand: CardBrand; length: number } | null = null;
  for (const brand of CARD_BRANDS) {
    if (brands && !brands.includes(brand)) continue;
    const length = longestMatch(digits, CARD_BRAND_RULES[brand]);
    if (length > 0 && (best === null || length > best.length)) best = { brand, length };
  }
  return best?.brand ?? null;
}
