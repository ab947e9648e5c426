import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { maxDisplayPriceToGbpMinor, minDisplayPriceToGbpMinor } from '../../../../src/adapters/http/catalog/display-price-bounds.js';
import { convertPrice } from '../../../../src/domain/pricing/format-price.js';
import { SITE_VARIANTS } from '../../../../src/domain/site/site-variants.js';

const rates = [...new Set(SITE_VARIANTS.map((s) => s.price.currencyRate))];
const amount = fc.tuple(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 99 }))
  .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`);

describe('display price bounds', () => {
  test('GBP sites: 20 means 2000 pence both ways', () => {
    expect(minDisplayPriceToGbpMinor('20', 1)).toBe(2000);
    expect(maxDisplayPriceToGbpMinor('20', 1)).toBe(2000);
    expect(minDisplayPriceToGbpMinor('19.9', 1)).toBe(1990);
  });

  test('EUR at 1.17: 23.40 € is exactly £20', () => {
    expect(minDisplayPriceToGbpMinor('23.40', 1.17)).toBe(2000);
    expect(maxDisplayPriceToGbpMinor('23.40', 1.17)).toBe(2000);
  });

  test.prop([fc.constantFrom(...rates), amount, fc.integer({ min: 0, max: 5_000_000 })])(
    'a GBP price passes the min bound exactly when its displayed price is at least the typed amount',
    (rate, typed, pence) => {
      const typedMinor = Math.round(Number(typed) * 100);
      expect(pence >= minDisplayPriceToGbpMinor(typed, rate)).toBe(convertPrice(pence, rate) >= typedMinor);
    },
  );

  test.prop([fc.constantFrom(...rates), amount, fc.integer({ min: 0, max: 5_000_000 })])(
    'a GBP price passes the max bound exactly when its displayed price is at most the typed amount',
    (rate, typed, pence) => {
      const typedMinor = Math.round(Number(typed) * 100);
      expect(pence <= maxDisplayPriceToGbpMinor(typed, rate)).toBe(convertPrice(pence, rate) <= typedMinor);
    },
  );
});
