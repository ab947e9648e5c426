import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HELP_PAGES, helpPagePath } from '../../../domain/site/help-pages.js';
import { hostsBySite, siteUrl, type SiteOrigins } from '../../../domain/site/site-urls.js';
import type { SitemapCatalog } from '../../../ports/sitemap-catalog.port.js';
import { xmlText } from './xml-text.js';

/** The sitemap protocol's limit of URLs in one file. */
const SITEMAP_FILE_LIMIT = 50_000;
/** Products read per query while a file streams. */
const READ_PAGE_SIZE = 1_000;

/** Paths no search engine should crawl: a shopper's own pages, the operator console, search results and APIs. */
const DISALLOWED_PATHS = [
  '/basket', '/account', '/checkout', '/Checkout', '/wishlist', '/operator', '/search',
  '/api/', '/product/api', '/frontendComponents', '/recommendations', '/DeliveryAccordion',
] as const;

export interface SitemapRouteOptions {
  catalog: SitemapCatalog;
  hostTable: Readonly<Record<string, string>>;
  /** URLs per sitemap file; the protocol's 50,000 unless a test asks for fewer. */
  perFile?: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;

const urlEntry = (loc: string, lastmod: Date | null): string =>
  `<url><loc>${xmlText(loc)}</loc>${lastmod === null ? '' : `<lastmod>${lastmod.toISOString()}</lastmod>`}</url>\n`;

const originsOf = (request: FastifyRequest, hostOfSite: SiteOrigins['hostOfSite']): SiteOrigins =>
  ({ hostOfSite, requestOrigin: `${request.protocol}://${request.host}` });

const sendXml = (reply: FastifyReply, body: string | Readable): FastifyReply =>
  // Crawlers come back daily; an hour's staleness costs nothing and spares the database.
  reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

const FileParams = Type.Object({ file: Type.Integer({ minimum: 1, maximum: 100_000 }) });

/**
 * GET /robots.txt, GET /sitemap.xml (an index), /sitemaps/pages.xml (home, categories, help pages)
 * and /sitemaps/products-<n>.xml: every URL on the request's site, on its own host or with its
 * `?site=`. Product files stream from keyset pages, so a catalog of any size costs one page of memory.
 */
export const sitemapRoutes: FastifyPluginAsync<SitemapRouteOptions> = async (fastify, { catalog, hostTable, perFile = SITEMAP_FILE_LIMIT }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const hostOfSite = hostsBySite(hostTable);
  const fileLimit = Math.min(perFile, SITEMAP_FILE_LIMIT);

  app.get('/robots.txt', async (request, reply) => {
    const lines = ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), 'Allow: /', '',
      `Sitemap: ${siteUrl(request.site, '/sitemap.xml', originsOf(request, hostOfSite))}`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origins = originsOf(request, hostOfSite);
    const starts = await catalog.fileStarts(request.site.brand, fileLimit);
    const files = ['/sitemaps/pages.xml', ...starts.map((_, i) => `/sitemaps/products-${i + 1}.xml`)];
    const body = `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${
      files.map((path) => `<sitemap><loc>${xmlText(siteUrl(request.site, path, origins))}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;
    return sendXml(reply, body);
  });

  app.get('/sitemaps/pages.xml', async (request, reply) => {
    const origins = originsOf(request, hostOfSite);
    const site = request.site;
    const categories = await catalog.categories(site.brand);
    const newest = categories.reduce<Date | null>((latest, c) => (c.updatedAt !== null && (latest === null || c.updatedAt > latest) ? c.updatedAt : latest), null);
    const entries = [
      urlEntry(siteUrl(site, '/', origins), newest),
      ...categories.map((c) => urlEntry(siteUrl(site, `/category/${encodeURIComponent(c.slug)}`, origins), c.updatedAt)),
      // Help pages are files an operator edits, not data: no lastmod rather than a made-up one.
      ...HELP_PAGES.map((page) => urlEntry(siteUrl(site, helpPagePath(page), origins), null)),
    ];
    return sendXml(reply, `${URLSET_OPEN}${entries.join('')}</urlset>\n`);
  });

  app.get('/sitemaps/products-:file.xml', { schema: { params: FileParams } }, async (request, reply) => {
    const site = request.site;
    const starts = await catalog.fileStarts(site.brand, fileLimit);
    const after = starts[request.params.file - 1];
    if (after === undefined) return reply.callNotFound();
    const origins = originsOf(request, hostOfSite);
    async function* urlset(): AsyncGenerator<string> {
      yield URLSET_OPEN;
      let last = after!;
      for (let left = fileLimit; left > 0;) {
        const page = await catalog.productsAfter(site.brand, last, Math.min(READ_PAGE_SIZE, left));
        if (page.length === 0) break;
        yield page.map((p) => urlEntry(siteUrl(site, `/product/${encodeURIComponent(p.slug)}`, origins), p.updatedAt)).join('');
        last = page[page.length - 1]!.id;
        left -= page.length;
      }
      yield '</urlset>\n';
    }
    return sendXml(reply, Readable.from(urlset()));
  });
};
