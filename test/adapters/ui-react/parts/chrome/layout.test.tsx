import { describe, expect, test } from 'vitest';
import { Layout } from '../../../../../src/adapters/ui-react/parts/chrome/layout.js';
import { en } from '../../../../../src/adapters/i18n/en.js';
import { buildPageChrome } from '../../../../../src/adapters/ui-react/parts/chrome/page-chrome.view.js';
import { SITE_VARIANTS } from '../../../../../src/domain/site/site-variants.js';
import { render, site } from '../../render.js';

const chromeFor = (id: string, browserStringKeys?: readonly string[]) =>
  buildPageChrome({
    browserStringKeys,
    site: site(id),
    categories: [
      { brand: site(id).brand, slug: 'tops', name: 'Tops', position: 2 },
      { brand: site(id).brand, slug: 'dresses', name: 'Dresses', position: 1 },
    ],
    activeCategorySlug: 'tops',
    assets: { scripts: ['/assets/entry-1.js'], styles: ['/assets/entry-2.css'] },
    themeHref: `/theme/${id}.css?v=abc`,
    iconHref: `/theme/icons/${id}.svg?v=abc`,
    strings: en.page,
  });

describe('Layout', () => {
  test.each([
    ['evans', 'is-ev region-gb', 'en-GB'],
    ['mandco-ie', 'is-mc region-ie', 'en-IE'],
    ['yours-clothing-se', 'is-yc region-se', 'sv-SE'],
  ])('%s: root classes and language on <html>', (id, classes, lang) => {
    const html = render(<Layout chrome={chromeFor(id)} title="Dresses"><p>body</p></Layout>);
    expect(html.startsWith(`<html lang="${lang}" class="${classes}">`)).toBe(true);
  });

  test('links the stylesheet, the theme and the client module, with a skip link to main', () => {
    const html = render(<Layout chrome={chromeFor('evans')} title="Dresses"><p>body</p></Layout>);
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry-2.css"/><link rel="stylesheet" href="/theme/evans.css?v=abc"/>');
    expect(html).toContain('<script type="module" src="/assets/entry-1.js"></script>');
    expect(html).toContain('<a class="skip-link" href="#main">Skip to main content</a>');
    expect(html).toContain('<main id="main" class="page" tabindex="-1"><p>body</p></main>');
    expect(html).toContain('<title>Dresses | Evans</title>');
  });

  test('navigation is in category order with the current one marked', () => {
    const html = render(<Layout chrome={chromeFor('evans')} title="Tops"><p>body</p></Layout>);
    expect(html.indexOf('>Dresses</a>')).toBeLessThan(html.indexOf('>Tops</a>'));
    expect(html).toContain('<a class="category-nav__link" href="/category/tops" aria-current="page">Tops</a>');
  });

  test('the footer site switcher lists every brand and region as a ?site= link', () => {
    const html = render(<Layout chrome={chromeFor('evans')} title="x"><p>body</p></Layout>);
    for (const variant of SITE_VARIANTS) expect(html).toContain(`href="/?site=${variant.id}"`);
    expect(html).toContain('<a class="site-switcher__link" href="/?site=evans" aria-current="page">Evans GB</a>');
  });

  test('embeds the translatable strings block with the English defaults', () => {
    const html = render(<Layout chrome={chromeFor('evans')} title="x"><p>body</p></Layout>);
    const block = /<script type="application\/json" id="translatable-strings">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block!)).toEqual(en.page);
    expect(en.page.outOfStock).toBe('This item is out of stock.');
  });

  test('with the build\'s list of browser keys, the block holds only those strings; the page itself still renders every string', () => {
    const keys = ['close', 'outOfStock', 'notAKey'];
    const html = render(<Layout chrome={chromeFor('evans', keys)} title="x"><p>body</p></Layout>);
    const block = /<script type="application\/json" id="translatable-strings">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block!)).toEqual({ close: en.page.close, outOfStock: en.page.outOfStock });
    expect(html).toContain('>Skip to main content</a>');
    expect(chromeFor('mandco', keys).stringsJson).toBe(chromeFor('evans', keys).stringsJson);
  });
});
