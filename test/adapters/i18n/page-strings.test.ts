import { describe, expect, it } from 'vitest';
import { de } from '../../../src/adapters/i18n/de.js';
import { en } from '../../../src/adapters/i18n/en.js';
import { pageStringsFor } from '../../../src/adapters/i18n/page-strings.js';

describe('pageStringsFor', () => {
  it("gives the page strings of the locale's language", () => {
    expect(pageStringsFor('de-DE')).toBe(de.page);
    expect(pageStringsFor('de-DE').addToBag).toBe('In den Warenkorb');
    expect(pageStringsFor('fr-FR').addToBag).toBe('Ajouter au panier');
    expect(pageStringsFor('en-GB').addToBag).toBe('Add to bag');
  });
  it('is English for a language without a catalogue', () => {
    expect(pageStringsFor('ja-JP')).toBe(en.page);
  });
});
