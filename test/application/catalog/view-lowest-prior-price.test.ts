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
const se = findSiteVariant('yours-clothing-se')!;
const onSale: ListPrice = { currency: 'EUR', priceMinor: 5999, salePriceMinor: 4499, saleStartsAt: null, saleEndsAt: null };
const entry = (priceMinor: number, salePriceMinor: number | null, recordedAt: string): PriceHistoryEntry =>
  ({ priceMinor, salePriceMinor, saleStartsAt: null, saleEndsAt: null, recordedAt });
const eurHistory: PriceHistoryEntry[] = [entry(5499, null, '2026-10-01T00:00:00.000Z'), { ...onSale, recordedAt: '2026-11-20T00:00:00.000Z' }];
/** The GBP base of a product on sale at £30 (was £50), with a lower £25 inside the 30 days before the sale. */
const gbpHistory: PriceHistoryEntry[] = [
  entry(5000, null, '2026-10-19T00:00:00.000Z'),
  entry(5000, 2499, '2026-11-01T00:00:00.000Z'),
  entry(5000, null, '2026-11-10T00:00:00.000Z'),
  entry(5000, 3000, '2026-11-18T00:00:00.000Z'),
];

/** The use case over histories by `id/currency` that records each read's keys. */
function useCase(histories: Record<string, PriceHistoryEntry[]> = { '7/EUR': eurHistory, '7/GBP': gbpHistory, '8/GBP': gbpHistory }) {
  const reads: string[][] = [];
  const view = new ViewLowestPriorPrice({
    historiesOf: async (keys) => {
      reads.push(keys.map((k) => `${k.productId}/${k.currency}`));
      return keys.map((k) => histories[`${k.productId}/${k.currency}`] ?? []);
    },
  });
  return { view, reads };
}
const product = (prices: ListPrice[], salePriceMinor: number | null = null, id = 7) => ({ id, priceMinor: 5000, salePriceMinor, prices });

describe('ViewLowestPriorPrice', () => {
  test('on an EU site showing a reduction from its list: the lowest price of the 30 days before it', async () => {
    const { view, reads } = useCase();
    expect(await view.execute({ product: product([onSale]), site: de, now: NOW })).toEqual(money(5499, 'EUR'));
    expect(reads).toEqual([['7/EUR']]);
  });

  test('a converted GBP sale: the GBP history converted and rounded as the site converts the price', async () => {
    const { view, reads } = useCase();
    // £24.99 at 1.17 is 29.2383 €, shown as 29,24 €; at 13.35 SEK it is 333.6165 kr, shown as 333,62 kr.
    expect(await view.execute({ product: product([], 3000), site: de, now: NOW })).toEqual(money(2924, 'EUR'));
    expect(await view.execute({ product: product([], 3000), site: se, now: NOW })).toEqual(money(33362, 'SEK'));
    expect(reads).toEqual([['7/GBP'], ['7/GBP']]);
  });

  test('nothing, and no read, outside the EU or without a reduction', async () => {
    const { view, reads } = useCase();
    expect(await view.execute({ product: product([{ ...onSale, currency: 'GBP' }]), site: uk, now: NOW })).toBeNull();
    expect(await view.execute({ product: product([{ ...onSale, currency: 'USD' }]), site: us, now: NOW })).toBeNull();
    expect(await view.execute({ product: product([{ ...onSale, salePriceMinor: null }]), site: de, now: NOW })).toBeNull();
    expect(await view.execute({ product: product([]), site: de, now: NOW })).toBeNull();
    expect(reads).toEqual([]);
  });

  test('nothing for a sale without history (a product first listed at its sale price)', async () => {
    const { view } = useCase({});
    expect(await view.execute({ product: product([], 3000), site: de, now: NOW })).toBeNull();
  });

  test('a listing: one read for every reduced product, each from its own currency, by product id', async () => {
    const { view, reads } = useCase();
    const found = await view.forMany({
      products: [product([onSale]), product([], 3000, 8), product([], null, 9), product([{ ...onSale, currency: 'USD' }], 3000, 10)],
      site: de, now: NOW,
    });
    expect(found).toEqual(new Map([[7, money(5499, 'EUR')], [8, money(2924, 'EUR')]]));
    expect(reads).toEqual([['7/EUR', '8/GBP', '10/GBP']]);
  });
});
