/**
 * The page's translatable strings (embedded JSON block over the English defaults), read once.
 *
 * Usage: `widgetStrings().close`.
 */
import type { TranslatableStrings } from '../i18n/english-defaults.js';
import { readTranslatableStrings } from '../client/hydrate-islands.js';

let strings: TranslatableStrings | null = null;

export function widgetStrings(): TranslatableStrings {
  strings ??= readTranslatableStrings(document);
  return strings;
}
