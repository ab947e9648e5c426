import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { helpTextOf } from '../../../src/adapters/content/markdown-help-texts.js';
import { HELP_PAGES } from '../../../src/domain/site/help-pages.js';
import { SITE_VARIANTS } from '../../../src/domain/site/site-variants.js';

const DEFAULT_TEXTS = join(process.cwd(), 'content', 'help', 'default');

/** Every language a site is in: each has its own texts, so no site falls back to English. */
const LANGUAGES = [...new Set(SITE_VARIANTS.map((site) => site.locale.slice(0, 2)))].sort();

const textOf = async (language: string, file: string) => helpTextOf(await readFile(join(DEFAULT_TEXTS, language, file), 'utf8'));

describe('the default help texts', () => {
  test('every site language has a folder', async () => {
    expect(LANGUAGES).toEqual(['da', 'de', 'en', 'es', 'fr', 'nl', 'pl', 'sv']);
    expect((await readdir(DEFAULT_TEXTS)).sort()).toEqual(LANGUAGES);
  });

  test('English has every help page and nothing else', async () => {
    expect((await readdir(join(DEFAULT_TEXTS, 'en'))).sort()).toEqual(HELP_PAGES.map((page) => `${page}.md`).sort());
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    test('every page English has is there, with a title, an updated day and the template notice first', async () => {
      const english = await readdir(join(DEFAULT_TEXTS, 'en'));
      const own = await readdir(join(DEFAULT_TEXTS, language));
      expect(own.sort()).toEqual(english.sort());
      for (const file of own) {
        const text = await textOf(language, file);
        expect(text.title, file).not.toBe('');
        expect(text.updatedOn, file).toBeInstanceOf(Date);
        expect(text.html, file).toMatch(/^<blockquote>\n<p><strong>[^<]+<\/strong>/);
      }
    });

    test('the returns page has the withdrawal section and the model form with its seven lines', async () => {
      const english = await textOf('en', 'returns.md');
      const own = await textOf(language, 'returns.md');
      expect(own.html).toContain('<h2 id="withdrawal">');
      const formLines = (html: string) => /<ul>\n((?:<li>.*<\/li>\n)+)<\/ul>/.exec(html.slice(html.indexOf('id="withdrawal"')))?.[1]?.split('\n').filter(Boolean).length;
      expect(formLines(own.html)).toBe(7);
      expect(formLines(own.html)).toBe(formLines(english.html));
    });

    test('each page links the same help pages as the English one', async () => {
      for (const page of HELP_PAGES) {
        const english = (await textOf('en', `${page}.md`)).html;
        const own = (await textOf(language, `${page}.md`)).html;
        const links = (html: string) => [...html.matchAll(/href="(\/help\/[^"]+)"/g)].map((m) => m[1]);
        expect(links(own), page).toEqual(links(english));
      }
    });
  });
});
