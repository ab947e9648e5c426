import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_WORDS, normaliseSearchText, PRICE_BANDS, priceBandOf, searchWordsOf,
} from '../../../src/domain/search/search-query.js';
import { relatedSourcesOf } from '../../../src/domain/search/recommendation-request.js';
import { textSearchLanguageOf } from '../../../src/domain/search/text-search-language.js';

describe('search text', () => {
  it('keeps letters and digits of any script, in lower case, one space apart', () => {
    expect(normaliseSearchText('  Red   DRESS!! size-12 ')).toBe('red dress size 12');
    expect(normaliseSearchText('Kleid für Damen')).toBe('kleid für damen');
    expect(normaliseSearchText('<script>&%')).toBe('script');
    expect(normaliseSearchText('  ')).toBe('');
  });
  test.prop([fc.string({ maxLength: 300 })])('is idempotent and bounded', (raw) => {
    const once = normaliseSearchText(raw);
    expect(normaliseSearchText(once)).toBe(once);
    expect(searchWordsOf(raw).length).toBeLessThanOrEqual(MAX_SEARCH_WORDS);
    expect(once).toMatch(/^[\p{L}\p{N} ]*$/u);
  });
});

describe('price bands', () => {
  test.prop([fc.nat({ max: 1_000_000 })])('put every price in the one band that holds it', (price) => {
    const band = PRICE_BANDS.find((b) => b.id === priceBandOf(price))!;
    expect(price).toBeGreaterThanOrEqual(band.minMinor);
    if (band.belowMinor !== null) expect(price).toBeLessThan(band.belowMinor);
  });
  it('has the boundaries in the upper band', () => {
    expect([priceBandOf(1999), priceBandOf(2000), priceBandOf(10000)]).toEqual(['under-20', '20-40', '100-plus']);
  });
});

describe('text search language', () => {
  it('is the site language, simple where PostgreSQL has no stemmer', () => {
    expect(['en-GB', 'de-DE', 'fr-FR', 'nl-NL', 'es-ES', 'sv-SE', 'da-DK', 'pl-PL'].map(textSearchLanguageOf))
      .toEqual(['english', 'german', 'french', 'dutch', 'spanish', 'swedish', 'danish', 'simple']);
  });
});

describe('related product sources', () => {
  it('are the first four distinct positive ids', () => {
    expect(relatedSourcesOf([3, 3, 0, -1, 5, 7, 9, 11])).toEqual([3, 5, 7, 9]);
  });
});
