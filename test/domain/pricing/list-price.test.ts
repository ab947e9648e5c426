import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { sitePrice } from '../../../src/domain/pricing/format-price.js';
import { productPrice, type ListPrice, type PricedProduct } from '../../../src/domain/pricing/list-price.js';
import { money } from '../../../src/domain/pricing/money.js';

const euros = { currency: 'EUR', currencyRate: 1.15 };
const at = (iso: string): Date => new Date(iso);
const product = (prices: ListPrice[], priceMinor = 2500, salePriceMinor: number | null = null): PricedProduct => ({ priceMinor, salePriceMinor, prices });
const eurEntry = (over: Partial<ListPrice> = {}): ListPrice =>
  ({ currency: 'EUR', priceMinor: 2999, salePriceMinor: null, saleStartsAt: null, saleEndsAt: null, ...over });

describe('productPrice', () => {
  it('charges the list price of the site currency, not the converted GBP price', () => {
    expect(productPrice(product([eurEntry()]), euros, at('2026-11-28T00:00:00Z'))).toEqual({ price: money(2999, 'EUR'), priceBefore: null });
  });
  it('charges a scheduled sale price only inside [start, end)', () => {
    const p = product([eurEntry({ salePriceMinor: 1999, saleStartsAt: '2026-12-01T00:00:00Z', saleEndsAt: '2026-12-08T00:00:00Z' })]);
    expect(productPrice(p, euros, at('2026-11-30T23:59:59.999Z')).price).toEqual(money(2999, 'EUR'));
    expect(productPrice(p, euros, at('2026-12-01T00:00:00Z'))).toEqual({ price: money(1999, 'EUR'), priceBefore: money(2999, 'EUR') });
    expect(productPrice(p, euros, at('2026-12-08T00:00:00Z'))).toEqual({ price: money(2999, 'EUR'), priceBefore: null });
  });
  it('converts the GBP base at the site rate where the list has no entry for the currency', () => {
    const p = product([{ ...eurEntry(), currency: 'USD' }], 2599, 1999);
    expect(productPrice(p, euros, at('2026-11-28T00:00:00Z'))).toEqual({ price: money(2299, 'EUR'), priceBefore: money(2989, 'EUR') });
  });
});

const iso = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }).map((t) => new Date(t).toISOString());
const entry = (currency: string) => fc.record({
  priceMinor: fc.integer({ min: 0, max: 1_000_000 }),
  saleShare: fc.option(fc.double({ min: 0, max: 0.999, noNaN: true })),
  saleStartsAt: fc.option(iso),
  saleEndsAt: fc.option(iso),
}).map(({ priceMinor, saleShare, saleStartsAt, saleEndsAt }): ListPrice => ({
  currency, priceMinor, salePriceMinor: saleShare === null || priceMinor === 0 ? null : Math.floor(priceMinor * saleShare), saleStartsAt, saleEndsAt,
}));
const base = fc.integer({ min: 0, max: 1_000_000 }).chain((priceMinor) =>
  fc.record({ priceMinor: fc.constant(priceMinor), salePriceMinor: fc.option(fc.integer({ min: 0, max: Math.max(0, priceMinor - 1) })) }));
const display = fc.record({ currency: fc.constantFrom('EUR', 'USD', 'GBP', 'SEK'), currencyRate: fc.double({ min: 0.5, max: 20, noNaN: true }) });
const instant = iso.map((t) => new Date(t));

describe('productPrice properties', () => {
  test.prop([base, fc.array(fc.constantFrom('EUR', 'USD', 'GBP'), { maxLength: 3 }).chain((cs) => fc.tuple(...[...new Set(cs)].map(entry))), display, instant])(
    'is never negative, in the site currency, and a price before is always above the price', (b, prices, d, now) => {
      const { price, priceBefore } = productPrice({ ...b, prices }, d, now);
      expect(price.currency).toBe(d.currency);
      expect(price.amountMinor).toBeGreaterThanOrEqual(0);
      if (priceBefore !== null) {
        expect(priceBefore.currency).toBe(d.currency);
        expect(priceBefore.amountMinor).toBeGreaterThanOrEqual(price.amountMinor);
      }
    });
  test.prop([base, entry('EUR'), instant])('respects the sale window of the currency’s entry', (b, e, now) => {
    const { price, priceBefore } = productPrice({ ...b, prices: [e] }, euros, now);
    const t = now.getTime();
    const inside = e.salePriceMinor !== null && e.salePriceMinor < e.priceMinor
      && (e.saleStartsAt === null || Date.parse(e.saleStartsAt) <= t) && (e.saleEndsAt === null || t < Date.parse(e.saleEndsAt));
    expect(price.amountMinor).toBe(inside ? e.salePriceMinor : e.priceMinor);
    expect(priceBefore?.amountMinor ?? null).toBe(inside ? e.priceMinor : null);
  });
  test.prop([base, fc.array(entry('USD'), { maxLength: 1 }), display.filter((d) => d.currency !== 'USD'), instant])(
    'without an entry for the currency equals today’s conversion of the GBP base', (b, prices, d, now) => {
      const { price, priceBefore } = productPrice({ ...b, prices }, d, now);
      expect(price).toEqual(sitePrice(b.salePriceMinor ?? b.priceMinor, d));
      expect(priceBefore).toEqual(b.salePriceMinor === null ? null : sitePrice(b.priceMinor, d));
    });
});
