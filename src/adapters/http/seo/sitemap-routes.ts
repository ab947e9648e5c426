import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ViewHelpPage } from '../../../application/site/view-help-page.use-case.js';
import { HELP_PAGES, helpPagePath } from '../../../domain/site/help-pages.js';
import { hostsBySite, siteUrl, type SiteOrigins } from '../../../domain/site/site-urls.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { SitemapCatalog } from '../../../ports/sitemap-catalog.port.js';
import { hreflangAlternates, type HreflangAlternate } from './page-seo.js';
import { xmlText } from './xml-text.js';

/** The sitemap protocol's limits of one file: 50,000 URLs and 50 MB uncompressed. */
const SITEMAP_FILE_LIMIT = 50_000;
const SITEMAP_FILE_BYTES = 50 * 1024 * 1024;
/** A bound on one URL's length (origin, path, `?site=`) and on the markup around a `<url>` and an `xhtml:link`. */
const URL_BYTES = 300;
const URL_MARKUP_BYTES = 80;
const LINK_MARKUP_BYTES = 60;

/**
 * URLs in one file for a brand whose URLs each carry `alternates` hreflang links: a brand with
 * twelve alternates writes about 4.7 kB a product, so its files hold fewer than 50,000 to stay
 * under 50 MB.
 */
const urlsPerFile = (alternates: number): number =>
  Math.min(SITEMAP_FILE_LIMIT, Math.floor(SITEMAP_FILE_BYTES / (URL_BYTES + URL_MARKUP_BYTES + alternates * (URL_BYTES + LINK_MARKUP_BYTES))));
/** Products read per query while a file streams. */
const READ_PAGE_SIZE = 1_000;

/** Paths no search engine should crawl: a shopper's own pages, the operator console, search results and APIs. */
const DISALLOWED_PATHS = [
  '/basket', '/account', '/checkout', '/Checkout', '/wishlist', '/operator', '/search',
  '/api/', '/product/api', '/frontendComponents', '/recommendations', '/DeliveryAccordion',
] as const;

export interface SitemapRouteOptions {
  catalog: SitemapCatalog;
  /** The help pages' texts, whose `updated` day is their lastmod. */
  viewHelpPage: ViewHelpPage;
  hostTable: Readonly<Record<string, string>>;
  /** URLs per sitemap file; the protocol's 50,000 unless a test asks for fewer. */
  perFile?: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;

/**
 * One URL of the sitemap, with the same page on each of the brand's regional sites as
 * `xhtml:link` alternates (the sitemap form of the pages' hreflang links): made from the path
 * alone, as the regions share the brand's catalog and help pages, so no query per URL.
 */
function urlEntry(loc: string, lastmod: Date | null, alternates: readonly HreflangAlternate[]): string {
  const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xmlText(a.hreflang)}" href="${xmlText(a.href)}"/>`).join('');
  return `<url><loc>${xmlText(loc)}</loc>${lastmod === null ? '' : `<lastmod>${lastmod.toISOString()}</lastmod>`}${links}</url>\n`;
}

/** A shared page's entry: its URL on the site, with its URLs on the brand's other regional sites. */
const sharedEntry = (site: SiteVariant, path: string, origins: SiteOrigins, lastmod: Date | null): string =>
  urlEntry(siteUrl(site, path, origins), lastmod, hreflangAlternates(site, path, origins));

const originsOf = (request: FastifyRequest, hostOfSite: SiteOrigins['hostOfSite']): SiteOrigins =>
  ({ hostOfSite, requestOrigin: `${request.protocol}://${request.host}` });

const sendXml = (reply: FastifyReply, body: string | Readable): FastifyReply =>
  // Crawlers come back daily; an hour's staleness costs nothing and spares the database.
  reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

const FileParams = Type.Object({ file: Type.Integer({ minimum: 1, maximum: 100_000 }) });

/**
 * GET /robots.txt, GET /sitemap.xml (an index), /sitemaps/pages.xml (home, categories, help pages)
 * and /sitemaps/products-<n>.xml: every URL on the request's site, on its own host or with its
 * `?site=`, each with its hreflang alternates. Product files stream from
 * keyset pages, so a catalog of any size costs one page of memory.
 */
export const sitemapRoutes: FastifyPluginAsync<SitemapRouteOptions> = async (fastify, { catalog, viewHelpPage, hostTable, perFile = SITEMAP_FILE_LIMIT }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const hostOfSite = hostsBySite(hostTable);
  const fileLimitOf = (site: SiteVariant, origins: SiteOrigins): number => Math.min(perFile, urlsPerFile(hreflangAlternates(site, '/', origins).length));

  app.get('/robots.txt', async (request, reply) => {
    const lines = ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), 'Allow: /', '',
      `Sitemap: ${siteUrl(request.site, '/sitemap.xml', originsOf(request, hostOfSite))}`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origins = originsOf(request, hostOfSite);
    const starts = await catalog.fileStarts(request.site.brand, fileLimitOf(request.site, origins));
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
    // Each help page's lastmod is the `updated` day its site's text names (read once per process).
    const helpTexts = await Promise.all(HELP_PAGES.map((page) => viewHelpPage.execute(site, page)));
    const entries = [
      sharedEntry(site, '/', origins, newest),
      ...categories.map((c) => sharedEntry(site, `/category/${encodeURIComponent(c.slug)}`, origins, c.updatedAt)),
      ...helpTexts.map(({ page, text }) => sharedEntry(site, helpPagePath(page), origins, text.updatedOn)),
    ];
    return sendXml(reply, `${URLSET_OPEN}${entries.join('')}</urlset>\n`);
  });

  app.get('/sitemaps/products-:file.xml', { schema: { params: FileParams } }, async (request, reply) => {
    const site = request.site;
    const origins = originsOf(request, hostOfSite);
    const fileLimit = fileLimitOf(site, origins);
    const starts = await catalog.fileStarts(site.brand, fileLimit);
    const after = starts[request.params.file - 1];
    if (after === undefined) return reply.callNotFound();
    async function* urlset(): AsyncGenerator<string> {
      yield URLSET_OPEN;
      let last = after!;
      for (let left = fileLimit; left > 0;) {
        const page = await catalog.productsAfter(site.brand, last, Math.min(READ_PAGE_SIZE, left));
        if (page.length === 0) break;
        yield page.map((p) => sharedEntry(site, `/product/${encodeURIComponent(p.slug)}`, origins, p.updatedAt)).join('');
        last = page[page.length - 1]!.id;
        left -= page.length;
      }
      yield '</urlset>\n';
    }
    return sendXml(reply, Readable.from(urlset()));
  });
};
