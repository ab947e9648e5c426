import { describe, expect, it } from 'vitest';
import { compareInLocale, longDayName, regionName } from '../../../src/adapters/i18n/intl-formats.js';

describe('kept Intl formats', () => {
  it('names a day in the locale language and order', () => {
    expect(longDayName('2026-11-24', 'en-GB')).toBe('Tuesday 24 November');
    expect(longDayName('2026-11-24', 'de-DE')).toBe('Dienstag, 24. November');
  });

  it('names a country, and gives the code when it has no name', () => {
    expect(regionName('DE', 'en-GB')).toBe('Germany');
    expect(regionName('DE', 'fr-FR')).toBe('Allemagne');
    expect(regionName('AA', 'en-GB')).toBe('AA');
  });

  it('falls back to English for a locale Intl does not take', () => {
    expect(regionName('FR', 'not a locale!')).toBe('France');
    expect(longDayName('2026-11-24', 'not a locale!')).toContain('Tuesday');
  });

  it('sorts as the locale does, and keeps one collator per locale', () => {
    expect(['Österreich', 'Zypern', 'Albanien'].sort(compareInLocale('de-DE'))).toEqual(['Albanien', 'Österreich', 'Zypern']);
    expect(compareInLocale('de-DE')).toBe(compareInLocale('de-DE'));
  });
});
