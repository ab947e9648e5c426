import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { nextActiveOption, suggestionTextOf } from '../../../../../src/adapters/ui-react/rules/search/combobox.js';

describe('search box combobox', () => {
  it('moves down and up through the suggestions, wrapping at the ends', () => {
    expect(nextActiveOption('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveOption('ArrowDown', 2, 3)).toBe(0);
    expect(nextActiveOption('ArrowUp', 0, 3)).toBe(2);
    expect(nextActiveOption('ArrowUp', -1, 3)).toBe(2);
    expect([nextActiveOption('Home', 1, 3), nextActiveOption('End', 0, 3), nextActiveOption('Escape', 1, 3)]).toEqual([0, 2, -1]);
  });
  test.prop([fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape' as const), fc.integer({ min: -1, max: 20 }), fc.nat({ max: 20 })])(
    'always lands on an option or on the field', (key, active, count) => {
      const next = nextActiveOption(key, Math.min(active, count - 1), count);
      expect(next).toBeGreaterThanOrEqual(-1);
      expect(next).toBeLessThan(Math.max(count, 0) || 1);
      if (count === 0) expect(next).toBe(-1);
    });
  it('asks for suggestions from two letters', () => {
    expect([suggestionTextOf(' d '), suggestionTextOf(' dr '), suggestionTextOf('')]).toEqual([null, 'dr', null]);
  });
});
