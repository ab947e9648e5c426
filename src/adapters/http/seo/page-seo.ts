import type { FastifyRequest } from 'fastify';
import { siteOrigin, siteUrl, type SiteOrigins } from '../../../domain/site/site-urls.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import { SITE_VARIANTS } from '../../../domain/site/site-variants.js';
import type { SeoHeadView } from '../../ui-react/parts/chrome/seo-head.js';
import { jsonLdScriptText, type JsonLd } from './json-ld.js';

/** What a page tells search engines about itself, before its URLs are made absolute. */
export interface PageSeo {
  /** The page's clean path: no tracking, `site`, sort, page-size or filter parameters; a listing's page number kept. */
  path: string;
  /** Shared by the brand's regional sites (home, category, product, help): hreflang alternates name each. */
  alternates: boolean;
  noindex: boolean;
  title: string;
  description: string;
  /** The share image's path on the site, absolute once rendered. */
  imagePath: string | null;
  type: 'website' | 'product';
  /** Structured data, given the site's absolute URL of a path and the site's origin (for images). */
  jsonLd: (url: (path: string) => string, origin: string) => readonly JsonLd[];
}

/** The origins a page's absolute URLs use: the site's own host, else the request's origin with `?site=`. */
export const siteOriginsOf = (request: FastifyRequest): SiteOrigins =>
  ({ hostOfSite: request.server.siteHostOf, requestOrigin: `${request.protocol}://${request.host}` });

/** An image's absolute URL: images are the same on every site, so no `?site=`; a CDN's URL stays as it is. */
export const absoluteAsset = (path: string, origin: string): string => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** The regional sites of a brand, its GB site (or its first) being the x-default. */
function brandSites(site: SiteVariant): { sites: readonly SiteVariant[]; fallback: SiteVariant } {
  const sites = SITE_VARIANTS.filter((s) => s.brand === site.brand);
  return { sites, fallback: sites.find((s) => s.region === 'GB') ?? sites[0]! };
}

/** One hreflang alternate: a regional site's URL of the same page. */
export interface HreflangAlternate {
  hreflang: string;
  href: string;
}

/**
 * The same path on each regional site of the site's brand, with the x-default; none for a brand
 * with a single site. The brand's catalog is shared by its regions, so the path exists on each.
 */
export function hreflangAlternates(site: SiteVariant, path: string, origins: SiteOrigins): HreflangAlternate[] {
  const { sites, fallback } = brandSites(site);
  if (sites.length < 2) return [];
  return [...sites.map((s) => ({ hreflang: s.locale, href: siteUrl(s, path, origins) })), { hreflang: 'x-default', href: siteUrl(fallback, path, origins) }];
}

/**
 * The head tags' view of a page on the request's site: canonical URL, hreflang alternates among
 * the brand's regional sites (the brand's catalog is shared by its regions, so every page exists
 * on each), robots, Open Graph and structured data. It depends on the site and path only, so a
 * cached page carries it unchanged.
 */
export function seoHeadOf(request: FastifyRequest, page: PageSeo): SeoHeadView {
  const site = request.site;
  const origins = siteOriginsOf(request);
  const url = (path: string) => siteUrl(site, path, origins);
  const canonical = url(page.path);
  const alternates = page.alternates ? hreflangAlternates(site, page.path, origins) : [];
  return {
    canonical,
    alternates,
    noindex: page.noindex,
    openGraph: {
      title: page.title, description: page.description, url: canonical, type: page.type, siteName: site.brandName,
      locale: site.locale.replace('-', '_'), image: page.imagePath === null ? null : absoluteAsset(page.imagePath, siteOrigin(site, origins)),
    },
    jsonLd: page.jsonLd(url, siteOrigin(site, origins)).map(jsonLdScriptText),
  };
}
