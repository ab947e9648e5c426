/**
 * The browser's translatable strings: the page's embedded `translatable-strings` JSON block, which
 * the server builds from the site language's catalogue (src/adapters/i18n), read and parsed once
 * per document. The catalogues stay on the server: this file imports only their type.
 *
 * Usage: `pageStrings().close`, `pageStrings(doc)`.
 */
import type { TranslatableStrings } from '../../../i18n/catalogue.js';

const TRANSLATABLE_STRINGS_SELECTOR = 'script#translatable-strings';

const parsed = new WeakMap<Document, TranslatableStrings>();

export function pageStrings(doc: Document = document): TranslatableStrings {
  const known = parsed.get(doc);
  if (known) return known;
  let strings: TranslatableStrings;
  try {
    strings = JSON.parse(doc.querySelector(TRANSLATABLE_STRINGS_SELECTOR)?.textContent ?? '') as TranslatableStrings;
  } catch (error) {
    // Every page the server renders carries the block; without it texts would be blank.
    console.error('The page has no readable translatable-strings block', error);
    strings = {} as TranslatableStrings;
  }
  parsed.set(doc, strings);
  return strings;
}
