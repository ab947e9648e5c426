/**
 * Price display (spec section 9): catalog prices are GBP pence, multiplied by the page's
 * currency rate, rounded to whole minor units of the site's currency, a trailing '.00' dropped;
 * the decimal separator and the symbol position come from the page's product data.
 *
 * Rule chosen for the symbol: before the number with no space ('£25.99'), after the number
 * with one plain space ('25,99 kr'). A negative amount carries its '-' in front of everything
 * ('-£5', '-5 kr'). No thousands grouping is applied (the spec names none).
 */
import { currencyDivisor } from './minor-units.js';
import { convertMoney, money, type Money } from './money.js';

/** The currency the catalog's prices are kept in. */
const CATALOG_CURRENCY = 'GBP';

export interface PriceDisplay {
  /** ISO 4217 code of the site's currency. */
  currency: string;
  currencySymbol: string;
  /** Units of the site's currency per pound sterling. */
  currencyRate: number;
  symbolPosition: 'before' | 'after';
  /** The decimal separator, '.' or ','. */
  separator: string;
}

/** A catalog price (GBP pence) as Money of the site's currency. */
export const sitePrice = (amountGbpMinor: number, display: Pick<PriceDisplay, 'currency' | 'currencyRate'>): Money =>
  convertMoney(money(amountGbpMinor, CATALOG_CURRENCY), display.currencyRate, display.currency);

/** GBP pence converted at `rate` to minor units (hundredths) of a two-decimal display currency. */
export const convertPrice = (amountGbpMinor: number, rate: number): number =>
  convertMoney(money(amountGbpMinor, CATALOG_CURRENCY), rate, CATALOG_CURRENCY).amountMinor;

/** Money as the site shows it: '£25.99', '£25', '350,87 kr', '-€5'. */
export function formatMoney(amount: Money, display: Pick<PriceDisplay, 'currencySymbol' | 'symbolPosition' | 'separator'>): string {
  const divisor = currencyDivisor(amount.currency);
  const sign = amount.amountMinor < 0 ? '-' : '';
  const absolute = Math.abs(amount.amountMinor);
  const whole = Math.floor(absolute / divisor);
  const fraction = absolute % divisor;
  const digits = String(divisor).length - 1;
  const number = fraction === 0 ? `${whole}` : `${whole}${display.separator}${String(fraction).padStart(digits, '0')}`;
  return display.symbolPosition === 'before'
    ? `${sign}${display.currencySymbol}${number}`
    : `${sign}${number} ${display.currencySymbol}`;
}

/** A catalog price (GBP pence) converted and formatted for the site. */
export const formatPrice = (amountGbpMinor: number, display: PriceDisplay): string =>
  formatMoney(sitePrice(amountGbpMinor, display), display);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Inverse of `formatMoney`: the displayed text back to minor units of the display currency.
 * Returns NaN when the text is not a price in this display's shape.
 */
export function parsePrice(text: string, display: PriceDisplay): number {
  const divisor = currencyDivisor(display.currency);
  const digits = String(divisor).length - 1;
  const symbol = escapeRegExp(display.currencySymbol);
  const separator = escapeRegExp(display.separator);
  const number = digits === 0 ? '(\\d+)()' : `(\\d+)(?:${separator}(\\d{${digits}}))?`;
  const shape = display.symbolPosition === 'before' ? `^(-?)${symbol}${number}$` : `^(-?)${number} ${symbol}$`;
  const match = new RegExp(shape).exec(text.trim());
  if (match === null) return Number.NaN;
  const [, sign, whole = '0', fraction] = match;
  const minor = Number(whole) * divisor + Number(fraction || '0');
  return sign === '-' && minor !== 0 ? -minor : minor;
}
