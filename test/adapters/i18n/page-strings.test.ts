import { describe, expect, it } from 'vitest';
import { dePageStrings } from '../../../src/adapters/i18n/de.js';
import { frPageStrings } from '../../../src/adapters/i18n/fr.js';
import { pageStringsFor } from '../../../src/adapters/i18n/page-strings.js';
import { ENGLISH_DEFAULTS } from '../../../src/adapters/ui-react/runtime/i18n/english-defaults.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('pageStringsFor', () => {
  it('gives the language of the locale, every other key in English', () => {
    const german = pageStringsFor('de-DE');
    expect(german.addToBag).toBe('In den Warenkorb');
    expect(german.dialogTargetMissing).toBe(ENGLISH_DEFAULTS.dialogTargetMissing);
    expect(pageStringsFor('fr-FR').basketTotal).toBe('Total');
    expect(pageStringsFor('fr-FR').addToBag).toBe('Ajouter au panier');
  });
  it('is English for a language without a catalogue, and complete', () => {
    expect(pageStringsFor('da-DK')).toEqual(ENGLISH_DEFAULTS);
    expect(Object.keys(pageStringsFor('de-DE')).sort()).toEqual(Object.keys(ENGLISH_DEFAULTS).sort());
  });
  it.each([['de', dePageStrings], ['fr', frPageStrings]] as const)('%s translates only known keys and keeps their {placeholders}', (_language, strings) => {
    for (const [key, text] of Object.entries(strings)) {
      expect(Object.keys(ENGLISH_DEFAULTS)).toContain(key);
      expect(placeholders(text!)).toEqual(placeholders(ENGLISH_DEFAULTS[key as keyof typeof ENGLISH_DEFAULTS]));
    }
  });
});
