/**
 * Minor units of a currency: how many of the smallest coin make one unit.
 * Spec section 9: 1 for JPY, KRW, VND, IDR and similar; 1000 for BHD, KWD, JOD and similar;
 * 10 for MRO; 100 for everything else.
 */
export type CurrencyDivisor = 1 | 10 | 100 | 1000;

const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF', 'BYR', 'CLP', 'CVE', 'DJF', 'GHC', 'GNF', 'IDR', 'ISK', 'JPY', 'KMF', 'KRW',
  'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
]);

const THREE_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND',
]);

const ONE_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['MRO']);

/** The divisor for an ISO 4217 code, case-insensitive. */
export function currencyDivisor(currency: string): CurrencyDivisor {
  const code = currency.trim().toUpperCase();
  if (ZERO_DECIMAL_CURRENCIES.has(code)) return 1;
  if (THREE_DECIMAL_CURRENCIES.has(code)) return 1000;
  if (ONE_DECIMAL_CURRENCIES.has(code)) return 10;
  return 100;
}

/** A major-unit amount (25.99 GBP) to an integer of minor units (2599), rounded to the nearest. */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * currencyDivisor(currency));
}

/** An integer of minor units (2599 GBP) back to the major-unit amount (25.99). */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / currencyDivisor(currency);
}
