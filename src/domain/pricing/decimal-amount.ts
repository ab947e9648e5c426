import type { Result } from '../shared/result.js';
import { err, ok } from '../shared/result.js';
import { currencyDivisor } from './minor-units.js';

/**
 * A price written as a decimal ('24.99', '25', '1299.5') in minor units of its currency, read from
 * the digits and never through a float, so '19.99' is 1999 however it is written. More decimals
 * than the currency has ('12.999' in GBP), a sign, or anything but digits and one point is refused
 * with a message that says why.
 */
export function minorUnitsOfDecimal(text: string, currency: string): Result<number, string> {
  const written = text.trim();
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(written);
  if (!match) return err(`'${written}' is not an amount like 24.99`);
  const digits = String(currencyDivisor(currency)).length - 1;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) {
    return err(`'${written}' has ${fraction.length} decimals; ${currency.toUpperCase()} has ${digits === 0 ? 'none' : digits}`);
  }
  return ok(Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0'));
}
