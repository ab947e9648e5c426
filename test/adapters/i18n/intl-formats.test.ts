import { describe, expect, it } from 'vitest';
import { compareInLocale, longDayName, regionName } from '../../../src/adapters/i18n/intl-formats.js';

describe('kept Intl formats', () => {
  it('names a day in the locale language and order', () => {
    expect(longDayName('2026-11-24', 'en-GB')).toBe('Tuesday 24 November');
    expect(longDayName('2026-11-24', 'de-DE')).toBe('Dienstag, 24. November');
    expect(longDayName('2026-11-24', 'sv-SE')).toBe('tisdag 24 november');
    expect(longDayName('2026-11-24', 'da-DK')).toBe('tirsdag 24. november');
    expect(longDayName('2026-11-24', 'pl-PL')).toBe('wtorek, 24 listopada');
    expect(longDayName('2026-11-24', 'nl-NL')).toBe('dinsdag 24 november');
    expect(longDayName('2026-11-24', 'es-ES')).toBe('martes, 24 de noviembre');
  });

  it('names the Swedish, Danish and Polish sites\' countries in their languages, and sorts their letters as they do', () => {
    expect(['SE', 'DK', 'PL'].map((code, i) => regionName(code, ['sv-SE', 'da-DK', 'pl-PL'][i]!))).toEqual(['Sverige', 'Danmark', 'Polska']);
    expect(['Öland', 'Zinkgruvan', 'Åre', 'Ängelholm'].sort(compareInLocale('sv-SE'))).toEqual(['Zinkgruvan', 'Åre', 'Ängelholm', 'Öland']);
    expect(['Århus', 'Zealand', 'Ølstykke', 'Ærø'].sort(compareInLocale('da-DK'))).toEqual(['Zealand', 'Ærø', 'Ølstykke', 'Århus']);
    expect(['Żory', 'Łódź', 'Lublin', 'Zabrze', 'Mielec'].sort(compareInLocale('pl-PL'))).toEqual(['Lublin', 'Łódź', 'Mielec', 'Zabrze', 'Żory']);
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
