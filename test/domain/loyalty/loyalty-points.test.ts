import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LOYALTY_VOUCHER_RULE, pointsEarned, pointsToNextVoucher, voucherFromPoints } from '../../../src/domain/loyalty/loyalty-points.js';

const rule = fc.record({ pointsPerVoucher: fc.integer({ min: 1, max: 100_000 }), valueGbpMinor: fc.integer({ min: 1, max: 100_000 }) });

describe('vouchers from loyalty points', () => {
  it('500 points buy a £5 voucher', () => {
    expect(voucherFromPoints(500)).toEqual({ ok: true, value: { spend: 500, remaining: 0, valueGbpMinor: 500 } });
    expect(voucherFromPoints(1240)).toEqual({ ok: true, value: { spend: 500, remaining: 740, valueGbpMinor: 500 } });
    expect(voucherFromPoints(499)).toEqual({ ok: false, error: 'NOT_ENOUGH_POINTS' });
    expect(pointsToNextVoucher(320)).toBe(180);
    expect(pointsToNextVoucher(900)).toBe(0);
  });

  it('treats a balance that is not a whole positive number as none', () => {
    for (const odd of [-500, Number.NaN, Number.POSITIVE_INFINITY, 500.5]) expect(voucherFromPoints(odd).ok).toBe(false);
    expect(pointsToNextVoucher(-1)).toBe(LOYALTY_VOUCHER_RULE.pointsPerVoucher);
  });

  test.prop([fc.integer({ min: -1_000_000, max: 10_000_000 }), rule])('never leaves a balance below zero and loses no points', (points, r) => {
    const made = voucherFromPoints(points, r);
    if (!made.ok) return;
    expect(made.value.remaining).toBeGreaterThanOrEqual(0);
    expect(made.value.spend + made.value.remaining).toBe(points);
    expect(made.value.spend).toBe(r.pointsPerVoucher);
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000 }), rule])('a voucher can be made exactly when no more points are needed', (points, r) => {
    expect(voucherFromPoints(points, r).ok).toBe(pointsToNextVoucher(points, r) === 0);
    expect(voucherFromPoints(points, r).ok).toBe(points >= r.pointsPerVoucher);
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000 }), rule])('spending again from what is left makes as many vouchers as whole steps', (points, r) => {
    let balance = points;
    let vouchers = 0;
    for (let made = voucherFromPoints(balance, r); made.ok && vouchers < 100_000; made = voucherFromPoints(balance, r)) {
      balance = made.value.remaining;
      vouchers++;
    }
    if (vouchers < 100_000) {
      expect(vouchers).toBe(Math.floor(points / r.pointsPerVoucher));
      expect(balance).toBe(points % r.pointsPerVoucher);
    }
  });
});

describe('points earned by a paid order', () => {
  it('gives a point per whole pound of goods, at the site rate', () => {
    expect(pointsEarned({ amountMinor: 4299, currency: 'GBP' }, 1)).toBe(42);
    expect(pointsEarned({ amountMinor: 100_00, currency: 'EUR' }, 1.2)).toBe(83);
    expect(pointsEarned({ amountMinor: 99, currency: 'GBP' }, 1)).toBe(0);
    expect(pointsEarned({ amountMinor: -500, currency: 'GBP' }, 1)).toBe(0);
    expect(pointsEarned({ amountMinor: 500, currency: 'GBP' }, 0)).toBe(0);
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.double({ min: 0.01, max: 1000, noNaN: true })])(
    'never negative, and more goods never earn fewer points', (a, b, rate) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      const lowPoints = pointsEarned({ amountMinor: low, currency: 'GBP' }, rate);
      expect(lowPoints).toBeGreaterThanOrEqual(0);
      expect(pointsEarned({ amountMinor: high, currency: 'GBP' }, rate)).toBeGreaterThanOrEqual(lowPoints);
      expect(Number.isInteger(lowPoints)).toBe(true);
    });
});
