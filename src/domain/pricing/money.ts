import { currencyDivisor, fromMinorUnits } from './minor-units.js';

/**
 * An amount of money: a whole number of the currency's minor units (pence, cents, öre; yen
 * themselves) and its ISO 4217 code. Prices, basket totals, orders and provider amounts all
 * travel as Money; text is made from it only at the edge (`formatMoney`).
 *
 * Plain data, so it crosses JSON unchanged: `{ "amountMinor": 2599, "currency": "GBP" }`.
 */
export interface Money {
  readonly amountMinor: number;
  readonly currency: string;
}

/** Money from minor units. A fractional or unsafe amount is a bug in the caller, so it throws. */
export function money(amountMinor: number, currency: string): Money {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`Money needs a whole number of minor units, got ${amountMinor}`);
  if (!/^[A-Za-z]{3}$/.test(currency)) throw new RangeError(`Money needs an ISO 4217 currency code, got '${currency}'`);
  return { amountMinor: amountMinor === 0 ? 0 : amountMinor, currency: currency.toUpperCase() };
}

export const zeroMoney = (currency: string): Money => money(0, currency);

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amountMinor + b.amountMinor, a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amountMinor - b.amountMinor, a.currency);
}

/** A unit price times a whole quantity. */
export const multiplyMoney = (unit: Money, quantity: number): Money => money(unit.amountMinor * quantity, unit.currency);

/** The sum of amounts in one currency; the sum of none is zero in `currency`. */
export const sumMoney = (amounts: readonly Money[], currency: string): Money =>
  amounts.reduce(addMoney, zeroMoney(currency));

export const moneyEquals = (a: Money, b: Money): boolean => a.currency === b.currency && a.amountMinor === b.amountMinor;

/**
 * Rounds to the nearest whole number, halves away from zero (2.5 -> 3, -2.5 -> -3). The value
 * is first cut to 15 significant digits, which removes binary floating-point noise from a
 * decimal rate (50 x 1.15 is 57.49999999999999 in floating point, 57.5 in decimals).
 */
export function roundHalfAwayFromZero(value: number): number {
  // A whole number of up to 15 digits is already its own rounding (most prices at rate 1).
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return value + 0;
  const magnitude = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.floor(magnitude + 0.5);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Converts at `rate` units of `to` per unit of the amount's currency, minding each currency's
 * minor units (100 for GBP and EUR, 1 for JPY, 1000 for KWD), rounded half away from zero to
 * whole minor units of `to`.
 */
export function convertMoney(amount: Money, rate: number, to: string): Money {
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`A currency rate must be positive, got ${rate}`);
  const major = (amount.amountMinor * rate) / currencyDivisor(amount.currency);
  return money(roundHalfAwayFromZero(major * currencyDivisor(to)), to);
}

/** Major units as a JavaScript number (25.99), for payloads that ask for them (analytics). */
export const toMajorUnits = (amount: Money): number => fromMinorUnits(amount.amountMinor, amount.currency);
