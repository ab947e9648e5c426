import { sitePrice, type PriceDisplay } from '../../domain/pricing/format-price.js';
import { listPriceIn, productPrice, type PricedProduct } from '../../domain/pricing/list-price.js';
import { lowestPriceBefore, PRIOR_PRICE_REGIONS, reductionStartOf, type PriceHistoryEntry } from '../../domain/pricing/lowest-prior-price.js';
import { money, type Money } from '../../domain/pricing/money.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { PriceHistoryKey, PriceHistoryReader } from '../../ports/price-history.port.js';

type PriorPricedProduct = PricedProduct & { id: number };
type PriorPriceSite = Pick<SiteVariant, 'region' | 'price'>;

export interface LowestPriorPriceQuery {
  product: PriorPricedProduct;
  site: PriorPriceSite;
  now: Date;
}

export interface LowestPriorPricesQuery {
  products: readonly PriorPricedProduct[];
  site: PriorPriceSite;
  now: Date;
}

/** The currency whose history a product's shown price comes from: its list in the site's currency, else the GBP base. */
const historyCurrencyOf = (product: PricedProduct, display: Pick<PriceDisplay, 'currency'>): string =>
  (listPriceIn(product, display.currency) === null ? 'GBP' : display.currency.toUpperCase());

/**
 * A GBP history as the site shows it: each price converted and rounded as `productPrice` converts
 * the GBP base, so the lowest prior price is one the shopper could have seen on the site.
 */
const convertedHistory = (history: readonly PriceHistoryEntry[], display: Pick<PriceDisplay, 'currency' | 'currencyRate'>): PriceHistoryEntry[] =>
  history.map((e) => ({
    ...e,
    priceMinor: sitePrice(e.priceMinor, display).amountMinor,
    salePriceMinor: e.salePriceMinor === null ? null : sitePrice(e.salePriceMinor, display).amountMinor,
  }));

function lowestOf(history: readonly PriceHistoryEntry[], key: PriceHistoryKey, site: PriorPriceSite, now: Date): Money | null {
  const shown = key.currency === site.price.currency.toUpperCase() ? history : convertedHistory(history, site.price);
  const start = reductionStartOf(shown, now);
  const lowest = start === null ? null : lowestPriceBefore(shown, start);
  return lowest === null ? null : money(lowest, site.price.currency.toUpperCase());
}

/**
 * The lowest price of the 30 days before the reduction a product shows on an EU site (the Omnibus
 * rule), or null: not an EU site, no reduction showing, or no price was in effect in those 30
 * days. A price from the site's own list is told from that list's history; a GBP price converted
 * at the site's rate from the GBP history converted the same way. Reads the history only for
 * products showing a reduction, and a listing's in one read.
 */
export class ViewLowestPriorPrice {
  constructor(private readonly history: PriceHistoryReader) {}

  async execute({ product, site, now }: LowestPriorPriceQuery): Promise<Money | null> {
    return (await this.forMany({ products: [product], site, now })).get(product.id) ?? null;
  }

  /** The lowest prior price of each product of a listing that has one, by product id. */
  async forMany({ products, site, now }: LowestPriorPricesQuery): Promise<Map<number, Money>> {
    const found = new Map<number, Money>();
    if (!PRIOR_PRICE_REGIONS.has(site.region)) return found;
    const reduced = products.filter((p) => productPrice(p, site.price, now).priceBefore !== null);
    if (reduced.length === 0) return found;
    const keys = reduced.map((p) => ({ productId: p.id, currency: historyCurrencyOf(p, site.price) }));
    const histories = await this.history.historiesOf(keys);
    keys.forEach((key, i) => {
      const lowest = lowestOf(histories[i] ?? [], key, site, now);
      if (lowest !== null) found.set(key.productId, lowest);
    });
    return found;
  }
}
