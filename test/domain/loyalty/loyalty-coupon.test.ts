import { describe, expect, it } from 'vitest';
import { couponChange } from '../../../src/domain/loyalty/loyalty-coupon.js';

describe('changing a loyalty coupon on the basket', () => {
  it('applies an available coupon, whether toggled or confirmed', () => {
    expect(couponChange('available', 'toggle')).toBe('apply');
    expect(couponChange('available', 'apply')).toBe('apply');
  });

  it('removes an applied coupon when toggled, and leaves it when confirmed', () => {
    expect(couponChange('applied', 'toggle')).toBe('remove');
    expect(couponChange('applied', 'apply')).toBe('none');
  });

  it('refuses a used coupon', () => {
    expect(couponChange('used', 'toggle')).toBe('COUPON_USED');
    expect(couponChange('used', 'apply')).toBe('COUPON_USED');
  });
});
