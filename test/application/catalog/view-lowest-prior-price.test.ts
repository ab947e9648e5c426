import { describe, expect, test } from 'vitest';
import { ViewLowestPriorPrice } from '../../../src/application/catalog/view-lowest-prior-price.use-case.js';
import type { PriceHistoryEntry } from '../../../src/domain/pricing/lowest-prior-price.js';
import type { ListPrice } from '../../../src/domain/pricing/list-price.js';
import { money } from '../../../src/domain/pricing/money.js';
import { findSiteVariant } from '../../../src/domain/site/site-variants.js';

const NOW = new Date('2026-11-28T12:00:00Z');
const de = findSiteVariant('yours-clothing-de')!;
const uk = findSiteVariant('yours-clothing')!;
const us = findSiteVariant('yours-clothing-us')!;
const onSale: ListPrice = { currency: 'EUR', priceMinor: 5999, salePriceMinor: 4499, saleStartsAt: null, saleEndsAt: null };
const history: PriceHistoryEntry[] = [
  { priceMinor: 5499, salePriceMinor: null, saleStartsAt: null, saleEndsAt: null, recordedAt: '2026-10-01T00:00:00.000Z' },
  { ...onSale, recordedAt: '2026-11-20T00:00:00.000Z' },
];

/** The use case over a history that counts its reads. */
function useCase() {
  const reads: string[] = [];
  const view = new ViewLowestPriorPrice({ historyOf: async (id, currency) => { reads.push(`${id}/${currency}`); return history; } });
  return { view, reads };
}
const product = (prices: ListPrice[], salePriceMinor: number | null = null) => ({ id: 7, priceMinor: 5000, salePriceMinor, prices });

describe('ViewLowestPriorPrice', () => {
  test('on an EU site showing a reduction from its list: the lowest price of the 30 days before it', async () => {
    const { view, reads } = useCase();
    expect(await view.execute({ product: product([onSale]), site: de, now: NOW })).toEqual(money(5499, 'EUR'));
    expect(reads).toEqual(['7/EUR']);
  });
  test('nothing, and no read, outside the EU, without a reduction, or for a converted GBP sale', async () => {
    const { view, reads } = useCase();
    expect(await view.execute({ product: product([{ ...onSale, currency: 'GBP' }]), site: uk, now: NOW })).toBeNull();
    expect(await view.execute({ product: product([{ ...onSale, currency: 'USD' }]), site: us, now: NOW })).toBeNull();
    expect(await view.execute({ product: product([{ ...onSale, salePriceMinor: null }]), site: de, now: NOW })).toBeNull();
    expect(await view.execute({ product: product([], 4000), site: de, now: NOW })).toBeNull();
    expect(reads).toEqual([]);
  });
});
