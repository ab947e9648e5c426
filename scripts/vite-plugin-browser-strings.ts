import type { Plugin } from 'vite';
import { en } from '../src/adapters/i18n/en.js';

/** Where the list is written, beside Vite's manifest; the server reads it (asset-manifest.ts). */
export const BROWSER_STRINGS_FILE = '.vite/browser-strings.json';

/**
 * The translatable strings the client bundle can read: every key of the English defaults that
 * appears as a word in some chunk, whether read as a property (`t.close`) or named in a string or
 * a map (`t[error]` with `error = 'cardExpired'`). Pages embed only these in their
 * `translatable-strings` block: the rest are rendered on the server and never read in the browser,
 * and were more than half of each page's bytes. A word that merely looks like a key is kept too,
 * which costs a few bytes and nothing else.
 */
export function browserStringKeys(): Plugin {
  return {
    name: 'storefront-browser-string-keys',
    apply: 'build',
    generateBundle(_options, bundle) {
      const words = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const word of output.code.match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(word);
      }
      const keys = Object.keys(en.page).filter((key) => words.has(key)).sort();
      this.emitFile({ type: 'asset', fileName: BROWSER_STRINGS_FILE, source: `${JSON.stringify(keys)}\n` });
    },
  };
}
