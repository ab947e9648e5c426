import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { sanitiseGiftCardPrice, selectGiftCardPrice } from '../../../src/domain/pricing/gift-card-price.js';

describe('sanitiseGiftCardPrice', () => {
  it('keeps digits and a decimal point only', () => {
    expect(sanitiseGiftCardPrice('£25.00')).toBe('25.00');
    expect(sanitiseGiftCardPrice(' 1,000 ')).toBe('1000');
    expect(sanitiseGiftCardPrice('abc')).toBe('');
  });
  it('keeps the first decimal point and drops later ones', () => {
    expect(sanitiseGiftCardPrice('2a5.5.0')).toBe('25.50');
  });
});

describe('selectGiftCardPrice', () => {
  it('sets the hidden price from the option value and shows its display name', () => {
    expect(selectGiftCardPrice({ value: '£50.00', displayName: '£50 Gift Card' })).toEqual({
      hiddenPrice: '50.00',
      displayedPrice: '£50 Gift Card',
    });
  });
});

test.prop([fc.string()])('output has digits and at most one decimal point', (raw) => {
  expect(sanitiseGiftCardPrice(raw)).toMatch(/^\d*(\.\d*)?$/);
});

test.prop([fc.string()])('sanitising is idempotent', (raw) => {
  const once = sanitiseGiftCardPrice(raw);
  expect(sanitiseGiftCardPrice(once)).toBe(once);
});

test.prop([fc.stringMatching(/^\d{1,6}(\.\d{1,2})?$/)])('a clean price is left unchanged', (price) => {
  expect(sanitiseGiftCardPrice(price)).toBe(price);
});
