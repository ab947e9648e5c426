import { zeroMoney, type Money } from '../pricing/money.js';
import type { SiteVariant } from '../site/site-variant.js';
import { amountToFreeDelivery, deliveryOptionsFor, type DeliveryOption } from './delivery-options.js';

/** What delivery to one country costs from a site, as the basket would offer it. */
export interface CountryDeliveryRates {
  country: string;
  /** Every option at its full price (an empty basket's), in the basket's display order. */
  options: DeliveryOption[];
  /** The goods from which standard delivery and pick-up cost nothing; null when they never do. */
  freeFrom: Money | null;
}

/**
 * The site's delivery price list, one entry per country it delivers to (its own first): the same
 * rates the basket's delivery section charges, so the delivery page cannot tell a shopper another
 * price than the checkout does.
 */
export function deliveryRatesOf(site: Pick<SiteVariant, 'countryCode' | 'deliveryCountries' | 'price'>): CountryDeliveryRates[] {
  const nothing = zeroMoney(site.price.currency);
  return site.deliveryCountries.map((country) => ({
    country,
    options: deliveryOptionsFor(site, country, nothing),
    freeFrom: amountToFreeDelivery(site, country, nothing),
  }));
}
