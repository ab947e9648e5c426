import { describe, expect, it } from 'vitest';
import * as messages from '../../../../../src/adapters/ui-react/rules/checkout/provider-messages.js';

describe('provider messages', () => {
  it('spells the spec messages exactly', () => {
    expect(messages.CARD_EXPIRED).toBe('Sorry this payment card cannot be used because it has expired.');
    expect(messages.CARD_SECURITY_CODE_REQUIRED).toBe('Please enter your card security code (the last three digits on the reverse of your card)');
    expect([messages.INVALID_CARD_NUMBER, messages.UNSUPPORTED_CARD, messages.DATE_TOO_FAR_IN_FUTURE]).toEqual([
      'Invalid card number',
      'Unsupported card entered',
      'Date too far in the future',
    ]);
    expect(messages.ORIGIN_KEY_ERROR).toBe('originKeyError');
  });

  it('exports only non-empty, distinct strings', () => {
    const values = Object.values(messages);
    expect(values.every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });
});
