import type { OrderEmailStrings } from './catalogue.js';
import { catalogueFor } from './languages.js';

/** The order confirmation email's words in the site's language (English for a language without a catalogue). */
export const orderEmailStringsFor = (locale: string): OrderEmailStrings => catalogueFor(locale).orderEmail;

export const fillIn = (template: string, params: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
