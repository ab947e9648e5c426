import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { correctionsOf, typoDistance, typosAllowed } from '../../../src/domain/search/typo-tolerance.js';

const word = fc.string({ unit: fc.constantFrom(...'abcdefgh'), maxLength: 10 });

describe('typo tolerance', () => {
  it('allows no typo under 4 letters, one up to 7, two from 8', () => {
    expect([typosAllowed('dre'), typosAllowed('dress'), typosAllowed('jumpsuit'), typosAllowed('é€ab')]).toEqual([0, 1, 2, 1]);
  });
  it('counts a dropped, added, changed or swapped letter as one typo', () => {
    expect([typoDistance('dress', 'dres'), typoDistance('dress', 'dresss'), typoDistance('dress', 'drass'), typoDistance('skirt', 'skrit')]).toEqual([1, 1, 1, 1]);
    expect(typoDistance('dress', 'shirt')).toBe(5);
  });
  test.prop([word, word])('is a distance: symmetric, zero only for the same word', (a, b) => {
    expect(typoDistance(a, b)).toBe(typoDistance(b, a));
    expect(typoDistance(a, b) === 0).toBe(a === b);
    expect(typoDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
  });
  test.prop([word, fc.nat(), fc.constantFrom(...'xyz')])('one change is at most one typo', (w, at, letter) => {
    const i = w.length === 0 ? 0 : at % w.length;
    expect(typoDistance(w, w.slice(0, i) + letter + w.slice(i))).toBe(1);
  });
  it('corrects an unknown word to the catalog words within its typos, closest first', () => {
    expect(correctionsOf('drses', ['dresses', 'dress', 'drapes'], false)).toEqual(['dress']);
    expect(correctionsOf('jumpr', ['jumper', 'jumpsuit'], false)).toEqual(['jumper']);
    expect(correctionsOf('dress', ['dress', 'tress'], true)).toEqual([]);
    expect(correctionsOf('dre', ['dress'], false)).toEqual([]);
  });
});
