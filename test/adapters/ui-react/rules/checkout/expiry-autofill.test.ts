import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { formatExpiry, normaliseExpiryAutofill, parseExpiry } from '../../../../../src/adapters/ui-react/rules/checkout/expiry-autofill.js';

describe('expiry autofill', () => {
  it.each([
    ['03/30', '03/30'],
    ['3/2030', '03/30'],
    ['03 / 2030', '03/30'],
    ['03-30', '03/30'],
    ['0330', '03/30'],
    ['032030', '03/30'],
    ['2030-03', '03/30'],
    [' 12/29 ', '12/29'],
  ])('normalises %s to %s', (raw, expected) => {
    expect(normaliseExpiryAutofill(raw)).toBe(expected);
  });

  it.each(['', '13/30', '00/30', '3/300', 'March 2030', '12/2030/1'])('cannot read %s', (raw) => {
    expect(normaliseExpiryAutofill(raw)).toBeNull();
  });

  test.prop([fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 })])('MM/YY reads back to the same month', (year, month) => {
    expect(parseExpiry(formatExpiry({ year, month }))).toEqual({ year, month });
    expect(normaliseExpiryAutofill(`${month}/${year}`)).toBe(formatExpiry({ year, month }));
  });
});
