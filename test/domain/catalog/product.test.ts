import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { LOW_STOCK_THRESHOLD, currentPriceMinor, stockLevelOf } from '../../../src/domain/catalog/product.js';
import { pageCountOf } from '../../../src/domain/catalog/product-query.js';
import { SIZING_REGIONS, isSizingRegion, sizeLabelIn } from '../../../src/domain/catalog/sizing-region.js';

describe('stock levels', () => {
  it('maps units to nostock, lowstock and instock', () => {
    expect(stockLevelOf(0)).toBe('nostock');
    expect(stockLevelOf(1)).toBe('lowstock');
    expect(stockLevelOf(LOW_STOCK_THRESHOLD)).toBe('lowstock');
    expect(stockLevelOf(LOW_STOCK_THRESHOLD + 1)).toBe('instock');
  });
  test.prop([fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 })])('never goes down as stock goes up', (a, b) => {
    const rank = { nostock: 0, lowstock: 1, instock: 2 } as const;
    const [lo, hi] = a <= b ? [a, b] : [b, a];
    expect(rank[stockLevelOf(lo)]).toBeLessThanOrEqual(rank[stockLevelOf(hi)]);
  });
});

describe('prices and paging', () => {
  it('charges the sale price when there is one', () => {
    expect(currentPriceMinor({ priceMinor: 3000, salePriceMinor: 2000 })).toBe(2000);
    expect(currentPriceMinor({ priceMinor: 3000, salePriceMinor: null })).toBe(3000);
  });
  it('counts at least one page', () => {
    expect(pageCountOf(0, 24)).toBe(1);
    expect(pageCountOf(25, 24)).toBe(2);
    expect(pageCountOf(48, 24)).toBe(2);
  });
});

describe('sizing regions', () => {
  it('converts UK women’s sizes', () => {
    expect(sizeLabelIn('16', 'UK')).toBe('16');
    expect(sizeLabelIn('16', 'EU')).toBe('44');
    expect(sizeLabelIn('16', 'US')).toBe('12');
    expect(sizeLabelIn('16', 'AU')).toBe('16');
  });
  it('keeps non-numeric sizes', () => {
    expect(sizeLabelIn('One Size', 'EU')).toBe('One Size');
    expect(sizeLabelIn('M', 'US')).toBe('M');
  });
  it('knows its regions', () => {
    expect(SIZING_REGIONS[0]).toBe('UK');
    expect(isSizingRegion('EU')).toBe(true);
    expect(isSizingRegion('XX')).toBe(false);
  });
});
