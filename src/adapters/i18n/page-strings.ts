import type { TranslatableStrings } from './catalogue.js';
import { catalogueFor } from './languages.js';

/** The pages' strings in the locale's language ('de-DE' -> German), English for a language without a catalogue. */
export const pageStringsFor = (locale: string): TranslatableStrings => catalogueFor(locale).page;
