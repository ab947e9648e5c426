import type { TranslatableStrings } from '../../runtime/i18n/english-defaults.js';
import { serialiseJsonForHtml } from '../../runtime/serialise-json.js';

export const TRANSLATABLE_STRINGS_ID = 'translatable-strings';

/** The page's translatable strings as a JSON block that client code reads (spec section 3). */
export function TranslatableStringsBlock({ strings }: { strings: TranslatableStrings }) {
  return (
    <script type="application/json" id={TRANSLATABLE_STRINGS_ID} dangerouslySetInnerHTML={{ __html: serialiseJsonForHtml(strings) }} />
  );
}
