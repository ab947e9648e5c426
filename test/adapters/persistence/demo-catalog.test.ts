import { describe, expect, it } from 'vitest';
import { currentPriceMinor, stockLevelOf } from '../../../src/domain/catalog/product.js';
import { BRANDS } from '../../../src/domain/site/site-variant.js';
import {
  DEFAULT_PRODUCTS_PER_BRAND, generateBrandProducts, generateDemoCatalog,
} from '../../../src/adapters/persistence/seed/demo-catalog.js';
import { DEMO_COLOURS } from '../../../src/adapters/persistence/seed/demo-vocabulary.js';

const catalog = generateDemoCatalog({ productsPerBrand: DEFAULT_PRODUCTS_PER_BRAND });
const apparel = catalog.products.filter((p) => p.kind === 'apparel');

describe('generateDemoCatalog', () => {
  it('is deterministic: the same input gives the same catalog', () => {
    expect(generateDemoCatalog({ productsPerBrand: DEFAULT_PRODUCTS_PER_BRAND })).toEqual(catalog);
  });

  it('gives product n of a brand the same content whatever the catalog size', () => {
    const small = [...generateBrandProducts('evans', 5, 1)];
    const large = [...generateBrandProducts('evans', 50, 1)];
    expect(large.slice(0, 5)).toEqual(small.slice(0, 5));
  });

  it('gives every brand at least 300 products and 8 categories', () => {
    for (const brand of BRANDS) {
      expect(catalog.products.filter((p) => p.brand === brand).length).toBeGreaterThanOrEqual(300);
      expect(catalog.categories.filter((c) => c.brand === brand).length).toBeGreaterThanOrEqual(8);
    }
  });

  it('puts every product in a category of its brand', () => {
    const keys = new Set(catalog.categories.map((c) => `${c.brand}/${c.slug}`));
    for (const p of catalog.products) expect(keys.has(`${p.brand}/${p.categorySlug}`)).toBe(true);
  });

  it('uses positive ids and codes unique across brands, and slugs unique per brand', () => {
    const ids = catalog.products.map((p) => p.id);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(catalog.products.map((p) => p.code)).size).toBe(ids.length);
    expect(new Set(catalog.products.map((p) => `${p.brand}/${p.slug}`)).size).toBe(ids.length);
    expect(catalog.products.find((p) => p.brand === 'yours-clothing')!.code).toMatch(/^YC-\d{6}$/);
  });

  it('gives each product 3 to 6 images at /images/p/{code}/{n}.svg?c={colour}', () => {
    for (const p of catalog.products) {
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images.length).toBeLessThanOrEqual(6);
      expect(p.images).toEqual(p.images.map((_, i) => `/images/p/${p.code}/${i + 1}.svg?c=${encodeURIComponent(p.colour.toLowerCase())}`));
    }
  });

  it('prices in pence ending 00 or 99 between £8 and £120, a lower sale price on about a quarter', () => {
    for (const p of apparel) {
      for (const price of [p.priceMinor, p.salePriceMinor].filter((x): x is number => x !== null)) {
        expect(price).toBeGreaterThanOrEqual(800);
        expect(price).toBeLessThanOrEqual(12000);
        expect([0, 99]).toContain(price % 100);
      }
      if (p.salePriceMinor !== null) expect(p.salePriceMinor).toBeLessThan(p.priceMinor);
    }
    const onSale = apparel.filter((p) => p.salePriceMinor !== null).length / apparel.length;
    expect(onSale).toBeGreaterThan(0.15);
    expect(onSale).toBeLessThan(0.35);
  });

  it('uses the colour palette and stock ids of code and size', () => {
    for (const p of catalog.products) {
      expect(DEMO_COLOURS).toContain(p.colour);
      for (const s of p.sizes) expect(s.stockId).toBe(`${p.code}-${s.ukSize}`);
    }
  });

  it('sizes plus-size brands 10 to 32, others 6 to 20, shoes 3 to 9', () => {
    const sizesOf = (brand: string, category: string) =>
      apparel.find((p) => p.brand === brand && p.categorySlug === category && p.sizes.length > 1)!.sizes.map((s) => s.ukSize);
    expect(sizesOf('yours-clothing', 'dresses')).toEqual(['10', '12', '14', '16', '18', '20', '22', '24', '26', '28', '30', '32']);
    expect(sizesOf('pixie', 'tops')).toEqual(['6', '8', '10', '12', '14', '16', '18', '20']);
    expect(sizesOf('evans', 'shoes')).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    expect(apparel.some((p) => p.sizes.length === 1 && p.sizes[0]!.ukSize === 'One Size')).toBe(true);
  });

  it('covers all three stock levels, on most products at once', () => {
    const levels = catalog.products.flatMap((p) => p.sizes.map((s) => stockLevelOf(s.unitsInStock)));
    expect(new Set(levels)).toEqual(new Set(['instock', 'lowstock', 'nostock']));
    const allThree = apparel.filter((p) => new Set(p.sizes.map((s) => stockLevelOf(s.unitsInStock))).size === 3);
    expect(allThree.length / apparel.length).toBeGreaterThan(0.5);
  });

  it('gives every brand two gift vouchers with card types and price options £10 to £100', () => {
    for (const brand of BRANDS) {
      const vouchers = catalog.products.filter((p) => p.brand === brand && p.kind === 'evoucher-giftcard');
      expect(vouchers).toHaveLength(2);
      for (const v of vouchers) {
        expect(v.categorySlug).toBe('gift-vouchers');
        expect(v.sizes).toEqual([{ stockId: `${v.code}-One Size`, ukSize: 'One Size', unitsInStock: 100_000 }]);
        expect(v.giftCard!.cardTypes.length).toBeGreaterThanOrEqual(3);
        expect(v.giftCard!.cardTypes.length).toBeLessThanOrEqual(4);
        for (const t of v.giftCard!.cardTypes) expect(t.image).toBe(`/images/giftcards/${t.id}.svg`);
        expect(v.giftCard!.priceOptions.map((o) => [o.valueMinor, o.displayName])).toEqual([
          [1000, '£10'], [2000, '£20'], [2500, '£25'], [5000, '£50'], [7500, '£75'], [10000, '£100'],
        ]);
        expect(currentPriceMinor(v)).toBe(1000);
      }
    }
  });

  it('streams a catalog of any size: products come one at a time, and 100000 of them all arrive', () => {
    // A generator that built its list first would never hand over the first of these.
    const endless = generateBrandProducts(BRANDS[0]!, Number.MAX_SAFE_INTEGER, 1);
    expect(endless.next().value?.id).toBe(1);
    let count = 0;
    BRANDS.forEach((brand, b) => {
      for (const p of generateBrandProducts(brand, 12_500, b * 20_000 + 1)) count += p.sizes.length > 0 ? 1 : 0;
    });
    expect(count).toBe(8 * 12_502);
  });
});
