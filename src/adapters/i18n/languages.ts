import type { Catalogue } from './catalogue.js';
import { da } from './da.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { sv } from './sv.js';

/** The catalogue of each language a site may speak, by ISO 639-1 code; a new language is one file and one line here. */
export const CATALOGUES: Readonly<Record<string, Catalogue>> = { en, de, fr, sv, da, pl, nl, es };

/** The catalogue of a locale such as 'de-DE' (by its language), or English. */
export function catalogueFor(locale: string): Catalogue {
  const language = locale.slice(0, 2).toLowerCase();
  return Object.hasOwn(CATALOGUES, language) ? CATALOGUES[language]! : en;
}
