import { ENGLISH_DEFAULTS, type TranslatableStrings } from '../ui-react/runtime/i18n/english-defaults.js';
import { dePageStrings } from './de.js';
import { frPageStrings } from './fr.js';

/** A language's page strings: any key it lacks is shown in English. */
type PageStrings = Readonly<Partial<TranslatableStrings>>;

const TRANSLATIONS: Readonly<Record<string, PageStrings>> = { de: dePageStrings, fr: frPageStrings };

const merged = new Map<string, TranslatableStrings>();

/**
 * The page's strings block in the locale's language ('de-DE' -> German), every missing key
 * filled from the English defaults; made once per language.
 */
export function pageStringsFor(locale: string): TranslatableStrings {
  const language = locale.slice(0, 2).toLowerCase();
  let strings = merged.get(language);
  if (strings === undefined) {
    const translation = Object.prototype.hasOwnProperty.call(TRANSLATIONS, language) ? TRANSLATIONS[language] : {};
    strings = { ...ENGLISH_DEFAULTS, ...translation };
    merged.set(language, strings);
  }
  return strings;
}
