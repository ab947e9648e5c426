import { formatMoney, type PriceDisplay } from '../../../../domain/pricing/format-price.js';
import { productPrice, type PricedProduct } from '../../../../domain/pricing/list-price.js';

/** A price as shown: the current price and, when on sale, the original price to strike through. */
export interface PriceView {
  current: string;
  original: string | null;
}

/** What the site shows for a product at `now` (the page's instant): its list price or the converted GBP base. */
export function toPriceView(p: PricedProduct, display: PriceDisplay, now: Date): PriceView {
  const { price, priceBefore } = productPrice(p, display, now);
  return { current: formatMoney(price, display), original: priceBefore === null ? null : formatMoney(priceBefore, display) };
}
