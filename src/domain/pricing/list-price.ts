/**
 * Price lists per market: a product can have its own price in a currency, with a sale price that
 * may be scheduled. A site shows and charges the list price of its currency when the product has
 * one; only where it has none is the GBP base price converted with the site's rate.
 */
import { sitePrice, type PriceDisplay } from './format-price.js';
import { money, type Money } from './money.js';

/** One entry of a product's price list: its prices in one currency, in that currency's minor units. */
export interface ListPrice {
  /** ISO 4217. */
  currency: string;
  /** The regular price; during a sale, the price before. */
  priceMinor: number;
  /** Lower than priceMinor; null when the entry has no sale price. */
  salePriceMinor: number | null;
  /** When the sale price starts and ends (ISO 8601 instants); null is open-ended. */
  saleStartsAt: string | null;
  saleEndsAt: string | null;
}

/** What a product costs on a site at one instant. */
export interface ProductPrice {
  /** What the shopper pays now. */
  price: Money;
  /** The price before a reduction, struck through beside `price`; null when not reduced. */
  priceBefore: Money | null;
}

/** The prices of a product that decide what a site shows: the GBP base and the price lists. */
export interface PricedProduct {
  /** The GBP base price in pence, converted with a site's rate where no list has its currency. */
  priceMinor: number;
  salePriceMinor: number | null;
  prices: readonly ListPrice[];
}

const instantOf = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** Whether an entry's sale price applies at `at`: inside [saleStartsAt, saleEndsAt), open ends unbounded. */
function saleAppliesAt(entry: Pick<ListPrice, 'priceMinor' | 'salePriceMinor' | 'saleStartsAt' | 'saleEndsAt'>, at: Date): boolean {
  if (entry.salePriceMinor === null || entry.salePriceMinor >= entry.priceMinor) return false;
  const t = at.getTime();
  const starts = instantOf(entry.saleStartsAt);
  const ends = instantOf(entry.saleEndsAt);
  return (starts === null || starts <= t) && (ends === null || t < ends);
}

/** The price an entry charges at `at`, in its currency's minor units. */
export const entryPriceAt = (entry: Pick<ListPrice, 'priceMinor' | 'salePriceMinor' | 'saleStartsAt' | 'saleEndsAt'>, at: Date): number =>
  saleAppliesAt(entry, at) ? entry.salePriceMinor! : entry.priceMinor;

/** The product's list entry in `currency`, if it has one. */
export const listPriceIn = (product: Pick<PricedProduct, 'prices'>, currency: string): ListPrice | null =>
  product.prices.find((p) => p.currency === currency.toUpperCase()) ?? null;

/**
 * What a site shows and charges for a product at `now`: the list price of the site's currency
 * (its sale price only inside the sale's window), else the GBP base converted at the site's rate.
 */
export function productPrice(product: PricedProduct, display: Pick<PriceDisplay, 'currency' | 'currencyRate'>, now: Date): ProductPrice {
  const entry = listPriceIn(product, display.currency);
  if (entry !== null) {
    const currency = display.currency.toUpperCase();
    return saleAppliesAt(entry, now)
      ? { price: money(entry.salePriceMinor!, currency), priceBefore: money(entry.priceMinor, currency) }
      : { price: money(entry.priceMinor, currency), priceBefore: null };
  }
  return product.salePriceMinor === null
    ? { price: sitePrice(product.priceMinor, display), priceBefore: null }
    : { price: sitePrice(product.salePriceMinor, display), priceBefore: sitePrice(product.priceMinor, display) };
}
