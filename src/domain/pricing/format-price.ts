/**
 * Price display (spec section 9): base prices are GBP pence, multiplied by the page's currency
 * rate, rounded to 2 decimals, a trailing '.00' dropped; the decimal separator and the symbol
 * position come from the page's product data.
 *
 * Rule chosen for the symbol: before the number with no space ('£25.99'), after the number
 * with one plain space ('25,99 kr'). A negative amount carries its '-' in front of everything
 * ('-£5', '-5 kr'). No thousands grouping is applied (the spec names none).
 */
export interface PriceDisplay {
  currencySymbol: string;
  currencyRate: number;
  symbolPosition: 'before' | 'after';
  /** The decimal separator, '.' or ','. */
  separator: string;
}

const MINOR_PER_MAJOR = 100;

/** GBP pence converted at `rate` to minor units (hundredths) of the display currency. */
export function convertPrice(amountGbpMinor: number, rate: number): number {
  const converted = Math.round(amountGbpMinor * rate);
  return converted === 0 ? 0 : converted;
}

export function formatPrice(amountGbpMinor: number, display: PriceDisplay): string {
  const minor = convertPrice(amountGbpMinor, display.currencyRate);
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const whole = Math.floor(absolute / MINOR_PER_MAJOR);
  const fraction = absolute % MINOR_PER_MAJOR;
  const number = fraction === 0 ? `${whole}` : `${whole}${display.separator}${String(fraction).padStart(2, '0')}`;
  return display.symbolPosition === 'before'
    ? `${sign}${display.currencySymbol}${number}`
    : `${sign}${number} ${display.currencySymbol}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Inverse of `formatPrice`: the displayed text back to minor units of the display currency.
 * Returns NaN when the text is not a price in this display's shape.
 */
export function parsePrice(text: string, display: PriceDisplay): number {
  const symbol = escapeRegExp(display.currencySymbol);
  const separator = escapeRegExp(display.separator);
  const number = `(\\d+)(?:${separator}(\\d{2}))?`;
  const shape = display.symbolPosition === 'before' ? `^(-?)${symbol}${number}$` : `^(-?)${number} ${symbol}$`;
  const match = new RegExp(shape).exec(text.trim());
  if (match === null) return Number.NaN;
  const [, sign, whole = '0', fraction = '00'] = match;
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction);
  return sign === '-' && minor !== 0 ? -minor : minor;
}
