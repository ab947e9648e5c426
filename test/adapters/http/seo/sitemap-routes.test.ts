import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapRoutes } from '../../../../src/adapters/http/seo/sitemap-routes.js';
import { MarkdownHelpTexts } from '../../../../src/adapters/content/markdown-help-texts.js';
import { ViewHelpPage } from '../../../../src/application/site/view-help-page.use-case.js';
import { HELP_PAGES } from '../../../../src/domain/site/help-pages.js';
import { merchantFeedRoute } from '../../../../src/adapters/http/seo/merchant-feed-route.js';
import { siteVariantPlugin } from '../../../../src/adapters/http/plugins/site-variant.plugin.js';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlCatalogRepository } from '../../../../src/adapters/persistence/sql-catalog-repository.js';
import { SqlSitemapCatalog } from '../../../../src/adapters/persistence/sql-sitemap-catalog.js';
import { setArchived } from '../../../support/archive-products.js';
import { aProduct, category, sizes } from '../../../support/catalog-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

const parser = new XMLParser({ isArray: (name) => ['url', 'sitemap', 'item'].includes(name), parseTagValue: false });
const withAttributes = new XMLParser({ isArray: (name) => ['url', 'xhtml:link'].includes(name), parseTagValue: false, ignoreAttributes: false });

interface Alternate { '@_rel': string; '@_hreflang': string; '@_href': string }
interface LinkedUrlSet { urlset: { '@_xmlns:xhtml': string; url: { loc: string; 'xhtml:link'?: Alternate[] }[] } }

/** Help texts in a folder of their own: every page in English on one day, Evans's returns page its own text on another. */
async function helpTextsFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'sitemap-help-'));
  await mkdir(join(folder, 'default', 'en'), { recursive: true });
  await mkdir(join(folder, 'evans', 'en'), { recursive: true });
  for (const page of HELP_PAGES) await writeFile(join(folder, 'default', 'en', `${page}.md`), `---\nupdated: 2026-10-0${HELP_PAGES.indexOf(page) + 1}\n---\n# ${page}\n`);
  await writeFile(join(folder, 'default', 'en', 'cookies.md'), '# Cookies without a day\n');
  await writeFile(join(folder, 'evans', 'en', 'returns.md'), '---\nupdated: 2026-11-20\n---\n# Evans returns\n');
  return folder;
}

interface UrlSet { urlset: { url?: { loc: string; lastmod?: string }[] } }
interface SitemapIndex { sitemapindex: { sitemap: { loc: string }[] } }

const dress = (id: number) => aProduct({
  id, brand: 'evans', name: `Dress <${id}> & co`, slug: `dress-${id}`, colour: 'Plum', categorySlug: 'dresses', priceMinor: 3000, sizes: sizes(`FX-${id}`, { '14': 2 }),
});
const pixieTop = aProduct({ id: 900, brand: 'pixie', name: 'Pixie Top', slug: 'pixie-top', colour: 'Black', categorySlug: 'tops', priceMinor: 1000 });

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`robots.txt and sitemaps on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let app: FastifyInstance;
    let helpFolder: string;
    const get = async (url: string, host = 'shop.test') => app.inject({ method: 'GET', url, headers: { host } });
    const urlsOf = async (url: string, host?: string) => ((parser.parse((await get(url, host)).body) as UrlSet).urlset.url ?? []);

    beforeAll(async () => {
      ({ db, dispose } = await driver.open());
      await migrate(db);
      const catalog = new SqlCatalogRepository(db);
      await catalog.saveCategories([category('evans', 'dresses', 'Dresses', 1), category('pixie', 'tops', 'Tops', 1)]);
      await catalog.saveProducts([dress(1), dress(2), dress(3), dress(4), dress(5), pixieTop]);
      await setArchived(db, [3], true);
      await db.query("UPDATE product_sizes SET barcode = '5012345678900' WHERE stock_id = 'FX-1-14'");
      await db.query("UPDATE products SET sale_price_minor = 2000 WHERE id = 2");
      app = Fastify({ logger: false });
      await app.register(fastifyCookie, { secret: 'a-test-secret-that-is-long-enough-1234' });
      const hostTable = { 'www.evans.example': 'evans', 'evans.example.ie': 'evans-ie' };
      await app.register(siteVariantPlugin, { hostTable });
      // Two products a file: the splitting shows on five products.
      helpFolder = await helpTextsFolder();
      const viewHelpPage = new ViewHelpPage(new MarkdownHelpTexts(helpFolder));
      await app.register(sitemapRoutes, { catalog: new SqlSitemapCatalog(db), viewHelpPage, hostTable, perFile: 2 });
      await app.register(merchantFeedRoute, { catalog: new SqlSitemapCatalog(db) });
      await app.ready();
    }, DATABASE_START_TIMEOUT_MS);
    afterAll(async () => {
      await app?.close();
      await dispose();
      await rm(helpFolder, { recursive: true, force: true });
    });

    it('answers robots.txt with the site sitemap and the private and search paths disallowed', async () => {
      const reply = await get('/robots.txt', 'www.evans.example');
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = reply.body.split('\n');
      const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
      expect(disallowed).toEqual(expect.arrayContaining(['/basket', '/account', '/checkout', '/operator', '/search', '/wishlist', '/api/']));
      expect(lines).toContain('User-agent: *');
      expect(lines).toContain('Sitemap: https://www.evans.example/sitemap.xml');
    });

    it('names a site without a host of its own by ?site= on the request origin', async () => {
      const reply = await get('/robots.txt?site=pixie', 'localhost:3000');
      expect(reply.body.split('\n')).toContain('Sitemap: http://localhost:3000/sitemap.xml?site=pixie');
    });

    it('indexes the pages file and one products file per two products on sale', async () => {
      const index = parser.parse((await get('/sitemap.xml', 'www.evans.example')).body) as SitemapIndex;
      expect(index.sitemapindex.sitemap.map((s) => s.loc)).toEqual([
        'https://www.evans.example/sitemaps/pages.xml',
        'https://www.evans.example/sitemaps/products-1.xml',
        'https://www.evans.example/sitemaps/products-2.xml',
      ]);
    });

    it('lists every product on sale once across the files, none archived, each with its lastmod and at most two a file', async () => {
      const files = await Promise.all([1, 2].map((n) => urlsOf(`/sitemaps/products-${n}.xml`, 'evans.example.ie')));
      for (const file of files) expect(file.length).toBeLessThanOrEqual(2);
      const urls = files.flat();
      expect(urls.map((u) => u.loc)).toEqual([1, 2, 4, 5].map((id) => `https://evans.example.ie/product/dress-${id}`));
      for (const url of urls) expect(Number.isNaN(Date.parse(url.lastmod ?? ''))).toBe(false);
      expect((await get('/sitemaps/products-3.xml', 'evans.example.ie')).statusCode).toBe(404);
    });

    it('moves lastmod when a product changes', async () => {
      const before = (await urlsOf('/sitemaps/products-1.xml', 'www.evans.example'))[0]!.lastmod!;
      await db.query("UPDATE products SET updated_at = '2020-01-01T00:00:00Z' WHERE id = 1");
      expect((await urlsOf('/sitemaps/products-1.xml', 'www.evans.example'))[0]!.lastmod).not.toBe('2020-01-01T00:00:00.000Z');
      await db.query("UPDATE products SET name = 'Renamed' WHERE id = 1");
      expect(Date.parse((await urlsOf('/sitemaps/products-1.xml', 'www.evans.example'))[0]!.lastmod!)).toBeGreaterThanOrEqual(Date.parse(before));
    });

    it('lists the home page, the brand categories and the help pages, escaping the ?site= form', async () => {
      const reply = await get('/sitemaps/pages.xml?site=pixie', 'localhost');
      expect(reply.body).toContain('<loc>http://localhost/category/tops?site=pixie</loc>');
      const locs = ((parser.parse(reply.body) as UrlSet).urlset.url ?? []).map((u) => u.loc);
      expect(locs).toEqual([
        'http://localhost/?site=pixie', 'http://localhost/category/tops?site=pixie',
        ...['terms', 'privacy', 'cookies', 'returns', 'delivery', 'contact'].map((p) => `http://localhost/help/${p}?site=pixie`),
      ]);
    });
    it('gives each help page the updated day of the text its site reads, and none to a text that names none', async () => {
      const lastmods = async (url: string, host: string) => Object.fromEntries((await urlsOf(url, host))
        .filter((u) => u.loc.includes('/help/')).map((u) => [u.loc.replace(/^.*\/help\/([a-z]+).*$/, '$1'), u.lastmod ?? null]));
      expect(await lastmods('/sitemaps/pages.xml?site=pixie', 'localhost')).toEqual({
        terms: '2026-10-01T00:00:00.000Z', privacy: '2026-10-02T00:00:00.000Z', cookies: null,
        returns: '2026-10-04T00:00:00.000Z', delivery: '2026-10-05T00:00:00.000Z', contact: '2026-10-06T00:00:00.000Z',
      });
      expect((await lastmods('/sitemaps/pages.xml', 'www.evans.example')).returns).toBe('2026-11-20T00:00:00.000Z');
    });

    it('names each page on every regional site of the brand with hreflang, as the pages\' heads do', async () => {
      const products = withAttributes.parse((await get('/sitemaps/products-1.xml', 'evans.example.ie')).body) as LinkedUrlSet;
      expect(products.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
      const first = products.urlset.url[0]!;
      expect(first.loc).toBe('https://evans.example.ie/product/dress-1');
      expect(first['xhtml:link']!.map((l) => [l['@_rel'], l['@_hreflang'], l['@_href']])).toEqual([
        ['alternate', 'en-GB', 'https://www.evans.example/product/dress-1'],
        ['alternate', 'en-IE', 'https://evans.example.ie/product/dress-1'],
        ['alternate', 'x-default', 'https://www.evans.example/product/dress-1'],
      ]);
      const pages = (withAttributes.parse((await get('/sitemaps/pages.xml', 'www.evans.example')).body) as LinkedUrlSet).urlset.url;
      const hreflangs = (loc: string) => pages.find((u) => u.loc === loc)?.['xhtml:link']?.map((l) => l['@_hreflang']);
      expect(hreflangs('https://www.evans.example/')).toEqual(['en-GB', 'en-IE', 'x-default']);
      expect(hreflangs('https://www.evans.example/category/dresses')).toEqual(['en-GB', 'en-IE', 'x-default']);
      expect(hreflangs('https://www.evans.example/help/terms')).toEqual(['en-GB', 'en-IE', 'x-default']);
      // A brand with one site has no alternates.
      const pixie = (withAttributes.parse((await get('/sitemaps/pages.xml?site=pixie', 'localhost')).body) as LinkedUrlSet).urlset.url;
      expect(pixie.every((u) => u['xhtml:link'] === undefined)).toBe(true);
    });

    it('streams a Merchant Center feed of one item per size, archived products left out, prices as the site shows them', async () => {
      const reply = await get('/feeds/google/evans-ie.xml', 'evans.example.ie');
      expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
      const feed = parser.parse(reply.body) as { rss: { '@_xmlns:g'?: string; channel: { item: Record<string, string>[] } } };
      const items = feed.rss.channel.item;
      expect(items.map((i) => i['g:item_group_id'])).toEqual([1, 2, 4, 5].map((id) => dress(id).code));
      const first = items[0]!;
      expect(first).toMatchObject({
        'g:id': 'FX-1-14', link: 'https://evans.example.ie/product/dress-1', 'g:availability': 'in_stock',
        'g:price': '35.10 EUR', 'g:size': '14', 'g:color': 'Plum', 'g:gender': 'female', 'g:brand': 'Evans', 'g:gtin': '5012345678900', 'g:condition': 'new',
      });
      expect(first['g:sale_price']).toBeUndefined();
      expect(items[1]).toMatchObject({ title: 'Dress <2> & co - 14', 'g:price': '35.10 EUR', 'g:sale_price': '23.40 EUR' });
      expect(items[1]!['g:gtin']).toBeUndefined();
      expect((await get('/feeds/google/nowhere.xml')).statusCode).toBe(404);
    });
  });
}
