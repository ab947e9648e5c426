import { describe, expect, it } from 'vitest';
import { ORIGIN_KEY_ERROR } from '../../../../../src/adapters/ui-react/rules/checkout/provider-messages.js';

describe('provider messages', () => {
  it("spells the provider's set-up error as its library does", () => {
    expect(ORIGIN_KEY_ERROR).toBe('originKeyError');
  });
});
