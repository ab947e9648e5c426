import type { MessageCode } from './catalogue.js';
import { en } from './en.js';
import { catalogueFor } from './languages.js';

export type { MessageCode } from './catalogue.js';

export type MessageParams = Readonly<Record<string, string | number>>;

/** True when `code` names a message of the English catalogue. */
export const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(en.messages, code);

/**
 * The message for `code` in the locale's language (English when the language has no catalogue),
 * with each `{param}` replaced by its value; an unknown `{name}` is left as written.
 */
export function messageFor(locale: string, code: MessageCode, params: MessageParams = {}): string {
  return catalogueFor(locale).messages[code].replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
