import { describe, expect, it } from 'vitest';
import { tsqueryTextOf } from '../../../src/adapters/persistence/search-sql.js';

describe('tsqueryTextOf', () => {
  it('matches every word as typed and only the last one as a prefix too', () => {
    expect(tsqueryTextOf([{ word: 'black', corrections: [] }, { word: 'dre', corrections: [] }])).toBe('(black) & (dre:*)');
  });
  it('keeps each word\'s corrections as alternatives', () => {
    expect(tsqueryTextOf([{ word: 'blak', corrections: ['black'] }, { word: 'dress', corrections: [] }])).toBe('(blak | black) & (dress:*)');
  });
  it('drops what holds no letter or digit, keeping a correction when there is one', () => {
    expect(tsqueryTextOf([{ word: '--', corrections: [] }, { word: 'coat', corrections: [] }])).toBe('(coat:*)');
    expect(tsqueryTextOf([{ word: '', corrections: ['coat'] }])).toBe('(coat)');
  });
});
