import { describe, expect, it } from 'vitest';
import { cookieExpiresAt } from '../../../../../src/adapters/ui-react/rules/delivery/cookie-expiry.js';

const now = 1_700_000_000_000;

describe('cookieExpiresAt', () => {
  it('adds the days to now', () => {
    expect(cookieExpiresAt(30, now)).toEqual({ ok: true, value: now + 2_592_000_000 });
    expect(cookieExpiresAt(0.5, now)).toEqual({ ok: true, value: now + 43_200_000 });
  });
  it("rejects a non-number with 'Days is not a number'", () => {
    for (const days of ['30', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}]) {
      expect(cookieExpiresAt(days, now)).toEqual({ ok: false, error: 'Days is not a number' });
    }
  });
});
