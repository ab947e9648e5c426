/** The Luhn (mod 10) check over a string of digits; false for anything else. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The digit that, appended to `partial`, makes the whole pass Luhn. */
export function luhnCheckDigit(partial: string): string {
  for (let d = 0; d <= 9; d += 1) {
    if (passesLuhn(`${partial}${d}`)) return String(d);
  }
  throw new Error(`Not a digit string: ${partial}`);
}
