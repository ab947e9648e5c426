import { fc } from '@fast-check/vitest';
import { CARD_BRAND_RULES, type CardBrand, type PrefixRule } from '../../../../src/domain/checkout/card/card-brand.js';
import { luhnCheckDigit } from '../../../../src/domain/checkout/card/luhn.js';

function prefixArb(rule: PrefixRule): fc.Arbitrary<string> {
  return typeof rule === 'number' ? fc.constant(String(rule)) : fc.integer({ min: rule[0], max: rule[1] }).map(String);
}

/** A Luhn-valid number of `brand`, at one of its allowed lengths, starting with `prefixes`. */
export function luhnValidNumberArb(brand: CardBrand, prefixes: readonly PrefixRule[] = CARD_BRAND_RULES[brand].prefixes) {
  return fc
    .tuple(
      fc.constantFrom(...prefixes).chain(prefixArb),
      fc.constantFrom(...CARD_BRAND_RULES[brand].lengths),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 19, maxLength: 19 }),
    )
    .map(([prefix, length, digits]) => {
      const body = (prefix + digits.join('')).slice(0, length - 1);
      return body + luhnCheckDigit(body);
    });
}
