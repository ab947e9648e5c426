import { formatPrice, type PriceDisplay } from '../../../../domain/pricing/format-price.js';

/** A price as shown: the current price and, when on sale, the original price to strike through. */
export interface PriceView {
  current: string;
  original: string | null;
}

export function toPriceView(p: { priceMinor: number; salePriceMinor: number | null }, display: PriceDisplay): PriceView {
  return p.salePriceMinor === null
    ? { current: formatPrice(p.priceMinor, display), original: null }
    : { current: formatPrice(p.salePriceMinor, display), original: formatPrice(p.priceMinor, display) };
}
