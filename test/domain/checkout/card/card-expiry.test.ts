import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { MAX_YEARS_AHEAD, validateExpiry } from '../../../../src/domain/checkout/card/card-expiry.js';

const today = { year: 2026, month: 5 };

describe('validateExpiry', () => {
  it('accepts a card until the end of its expiry month', () => {
    expect(validateExpiry({ year: 2030, month: 3 }, today)).toEqual({ ok: true, value: { year: 2030, month: 3 } });
    expect(validateExpiry({ year: 26, month: 5 }, today)).toEqual({ ok: true, value: { year: 2026, month: 5 } });
  });

  it('reports an expired card as EXPIRED, a code without text', () => {
    expect(validateExpiry({ year: 2026, month: 4 }, today)).toEqual({ ok: false, error: { code: 'EXPIRED' } });
  });

  it('reports more than 30 years ahead as TOO_FAR_IN_FUTURE', () => {
    expect(validateExpiry({ year: 2056, month: 5 }, today).ok).toBe(true);
    expect(validateExpiry({ year: 2056, month: 6 }, today)).toEqual({
      ok: false,
      error: { code: 'TOO_FAR_IN_FUTURE' },
    });
    expect(MAX_YEARS_AHEAD).toBe(30);
  });

  it('reports a card expiring before the check-out date', () => {
    expect(validateExpiry({ year: 2026, month: 6 }, today, { validUntil: { year: 2026, month: 7 } })).toEqual({
      ok: false,
      error: { code: 'EXPIRES_BEFORE_CHECKOUT' },
    });
    expect(validateExpiry({ year: 2026, month: 7 }, today, { validUntil: { year: 2026, month: 7 } }).ok).toBe(true);
  });

  it.each([0, 13, 1.5])('rejects month %s', (month) => {
    expect(validateExpiry({ year: 2030, month }, today)).toEqual({ ok: false, error: { code: 'INVALID_DATE' } });
  });

  test.prop([fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 })])(
    'a month at or after this one and at most 30 years ahead is valid',
    (year, month) => {
      const ahead = (year - today.year) * 12 + (month - today.month);
      expect(validateExpiry({ year, month }, today).ok).toBe(ahead >= 0 && ahead <= 360);
    },
  );
});

