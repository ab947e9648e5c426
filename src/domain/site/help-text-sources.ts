import type { BrandId } from './site-variant.js';
import type { HelpPage } from './help-pages.js';

/** The folder whose texts every brand falls back to. */
const DEFAULT_HELP_TEXTS = 'default';
/** The language every page is written in at least, the last fallback. */
const LAST_LANGUAGE = 'en';

/**
 * Where a help page's text may be, most specific first, as paths under the content folder: the
 * brand in the site's locale, the brand in its language, then the same two for every brand
 * ('default'), then the default English text. A brand or locale only writes what differs: a German
 * site of Yours Clothing reads `yours-clothing/de-DE/returns.md`, else `yours-clothing/de/…`, else
 * `default/de-DE/…`, `default/de/…` and finally `default/en/returns.md`.
 */
export function helpTextSources(brand: BrandId, locale: string, page: HelpPage): string[] {
  const language = locale.slice(0, 2).toLowerCase();
  const folders = [
    `${brand}/${locale}`, `${brand}/${language}`,
    `${DEFAULT_HELP_TEXTS}/${locale}`, `${DEFAULT_HELP_TEXTS}/${language}`, `${DEFAULT_HELP_TEXTS}/${LAST_LANGUAGE}`,
  ];
  return [...new Set(folders)].map((folder) => `${folder}/${page}.md`);
}
