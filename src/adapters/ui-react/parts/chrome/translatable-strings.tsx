import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { serialiseJsonForHtml } from '../../runtime/serialise-json.js';

const TRANSLATABLE_STRINGS_ID = 'translatable-strings';

const EVERY_KEY: readonly string[] = [];
const blocks = new WeakMap<TranslatableStrings, WeakMap<readonly string[], string>>();

/**
 * The JSON of the page's translatable-strings block: only the strings the client bundle reads
 * (`browserKeys`, from the build), or every string when there is no such list. Serialised once per
 * language, as every page of a language embeds the same block.
 */
export function browserStringsJson(strings: TranslatableStrings, browserKeys: readonly string[] = EVERY_KEY): string {
  let byKeys = blocks.get(strings);
  if (byKeys === undefined) blocks.set(strings, (byKeys = new WeakMap()));
  let json = byKeys.get(browserKeys);
  if (json === undefined) {
    const shipped = browserKeys === EVERY_KEY ? strings : Object.fromEntries(browserKeys.filter((k) => Object.hasOwn(strings, k)).map((k) => [k, strings[k as keyof TranslatableStrings]]));
    json = serialiseJsonForHtml(shipped);
    byKeys.set(browserKeys, json);
  }
  return json;
}

/** The page's translatable strings as a JSON block that client code reads (spec section 3). */
export function TranslatableStringsBlock({ json }: { json: string }) {
  return <script type="application/json" id={TRANSLATABLE_STRINGS_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
