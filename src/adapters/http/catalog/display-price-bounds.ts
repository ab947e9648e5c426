import { convertPrice } from '../../../domain/pricing/format-price.js';

/** A price typed by a shopper in the display currency's major units: '20', '19.9', '19.99'. */
export const DISPLAY_AMOUNT_PATTERN = '^\\d{1,7}(\\.\\d{1,2})?$';

const displayMinorOf = (major: string): number => Math.round(Number(major) * 100);

/**
 * The lowest GBP pence price whose displayed price (converted at `rate`, as formatPrice shows it)
 * is at least `major`: a shopper's "min price" filter in GBP. Exact, because it uses the same
 * conversion as the display.
 */
export function minDisplayPriceToGbpMinor(major: string, rate: number): number {
  const target = displayMinorOf(major);
  let pence = Math.max(0, Math.floor((target - 0.5) / rate) - 1);
  while (convertPrice(pence, rate) < target) pence++;
  return pence;
}

/** The highest GBP pence price whose displayed price is at most `major`; -1 when none is. */
export function maxDisplayPriceToGbpMinor(major: string, rate: number): number {
  const target = displayMinorOf(major);
  let pence = Math.ceil((target + 0.5) / rate) + 1;
  while (pence >= 0 && convertPrice(pence, rate) > target) pence--;
  return pence;
}
