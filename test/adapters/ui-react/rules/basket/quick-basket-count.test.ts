import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { en } from '../../../../../src/adapters/i18n/en.js';
import { quickBasketBadge, quickBasketFailure, showAddedAlert } from '../../../../../src/adapters/ui-react/rules/basket/quick-basket-count.js';

describe('quickBasketBadge', () => {
  it('is blank at 0', () => {
    expect(quickBasketBadge(0, null)).toEqual({ text: '', active: false });
    expect(quickBasketBadge(0, 'yc')).toEqual({ text: '', active: false });
  });
  it("shows '0' on variant ev", () => {
    expect(quickBasketBadge(0, 'ev')).toEqual({ text: '0', active: false });
    expect(quickBasketBadge(0, 'is-ev')).toEqual({ text: '0', active: false });
  });
  it('shows the count otherwise', () => {
    expect(quickBasketBadge(3, null)).toEqual({ text: '3', active: false });
  });
  it('is active on mc when the count is non-zero', () => {
    expect(quickBasketBadge(2, 'mc')).toEqual({ text: '2', active: true });
    expect(quickBasketBadge(2, 'is-mc')).toEqual({ text: '2', active: true });
    expect(quickBasketBadge(0, 'mc')).toEqual({ text: '', active: false });
  });
});

describe('quick basket response', () => {
  it("fails to 'server error', count 0 and an empty view", () => {
    expect(quickBasketFailure('HTTP 500', en.page)).toEqual({ message: 'server error', error: 'HTTP 500', count: 0, view: '' });
  });
  it("shows the 'added to basket' alert only after an add", () => {
    expect(showAddedAlert(1234)).toBe(true);
    expect(showAddedAlert(null)).toBe(false);
  });
});

test.prop([fc.integer({ min: 1, max: 10_000 }), fc.constantFrom(null, 'ev', 'mc', 'yc', 'is-lts')])(
  'a non-zero count always shows its number',
  (count, variant) => {
    expect(quickBasketBadge(count, variant).text).toBe(String(count));
  },
);
