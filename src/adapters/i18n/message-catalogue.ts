import { de } from './de.js';
import { en, type Catalogue, type MessageCode } from './en.js';
import { fr } from './fr.js';

export type { MessageCode } from './en.js';

export type MessageParams = Readonly<Record<string, string | number>>;

/** The server's catalogues by language; English is complete, the others fall back to it per key. */
const CATALOGUES: Readonly<Record<string, Catalogue>> = { en, de, fr };

const own = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** The catalogue of a locale such as 'de-DE' (by its language), or English. */
function catalogueOf(locale: string): Catalogue {
  const language = locale.slice(0, 2).toLowerCase();
  return own(CATALOGUES, language) ? CATALOGUES[language]! : en;
}

/** True when `code` names a message of the English catalogue. */
export const isMessageCode = (code: string): code is MessageCode => own(en, code);

/**
 * The message for `code` in the locale's language (English when the language has none), with
 * each `{param}` replaced by its value; an unknown `{name}` is left as written.
 */
export function messageFor(locale: string, code: MessageCode, params: MessageParams = {}): string {
  const catalogue = catalogueOf(locale);
  const template = (own(catalogue, code) ? catalogue[code] : undefined) ?? en[code];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (own(params, name) ? String(params[name]) : whole));
}
