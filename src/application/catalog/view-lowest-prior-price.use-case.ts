import { listPriceIn, productPrice, type PricedProduct } from '../../domain/pricing/list-price.js';
import { lowestPriceBefore, PRIOR_PRICE_REGIONS, reductionStartOf } from '../../domain/pricing/lowest-prior-price.js';
import { money, type Money } from '../../domain/pricing/money.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { PriceHistoryReader } from '../../ports/price-history.port.js';

export interface LowestPriorPriceQuery {
  product: PricedProduct & { id: number };
  site: Pick<SiteVariant, 'region' | 'price'>;
  now: Date;
}

/**
 * The lowest price of the 30 days before the reduction a product shows on an EU site (the Omnibus
 * rule), or null: not an EU site, no reduction showing, the reduction is a converted GBP sale (no
 * list in the site's currency, so no history of it), or no price was in effect in those 30 days.
 * Reads the history only when a reduction shows.
 */
export class ViewLowestPriorPrice {
  constructor(private readonly history: PriceHistoryReader) {}

  async execute({ product, site, now }: LowestPriorPriceQuery): Promise<Money | null> {
    if (!PRIOR_PRICE_REGIONS.has(site.region)) return null;
    const currency = site.price.currency;
    if (listPriceIn(product, currency) === null || productPrice(product, site.price, now).priceBefore === null) return null;
    const history = await this.history.historyOf(product.id, currency);
    const start = reductionStartOf(history, now);
    const lowest = start === null ? null : lowestPriceBefore(history, start);
    return lowest === null ? null : money(lowest, currency);
  }
}
