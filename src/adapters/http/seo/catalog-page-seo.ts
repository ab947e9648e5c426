import { createElement, type ReactElement } from 'react';
import type { FastifyRequest } from 'fastify';
import type { Category, Product } from '../../../domain/catalog/product.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { LinkView } from '../../ui-react/parts/chrome/link.view.js';
import { SeoHead } from '../../ui-react/parts/chrome/seo-head.js';
import type { AppliedFilters } from '../../ui-react/screens/category/category-listing.view.js';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, websiteJsonLd } from './json-ld.js';
import { absoluteAsset, seoHeadOf, type PageSeo } from './page-seo.js';

/** The head element of a page's search-engine tags on the request's site. */
export const seoHead = (request: FastifyRequest, page: PageSeo): ReactElement => createElement(SeoHead, { view: seoHeadOf(request, page) });

const crumbsOf = (links: readonly LinkView[], url: (path: string) => string) => links.map((l) => ({ name: l.label, url: url(l.href) }));

/** A product page: Product with an Offer per size, and its breadcrumbs. */
export function productPageSeo(
  product: Product, site: SiteVariant, now: Date, view: { pageDescription: string; images: readonly string[]; breadcrumbs: readonly LinkView[] },
): PageSeo {
  const path = `/product/${encodeURIComponent(product.slug)}`;
  return {
    path, alternates: true, noindex: false, title: product.name, description: view.pageDescription, imagePath: view.images[0] ?? null, type: 'product',
    jsonLd: (url, origin) => {
      const imageUrls = view.images.map((image) => absoluteAsset(image, origin));
      return [
        productJsonLd(product, site, now, { url: url(path), imageUrls, description: view.pageDescription }),
        breadcrumbJsonLd(crumbsOf(view.breadcrumbs, url)),
      ];
    },
  };
}

/** How many facet values a listing has applied: each size, each colour, and a price range. */
const appliedFacetCount = (applied: AppliedFilters): number =>
  applied.sizes.length + applied.colours.length + (applied.minPrice !== '' || applied.maxPrice !== '' ? 1 : 0);

/**
 * A category listing. Its canonical is the category's clean URL whatever the sort, page size or
 * filters, keeping only the page number past the first (each page lists other products); with
 * more than one facet value applied it is not indexed at all.
 */
export function categoryPageSeo(category: Category, applied: AppliedFilters, description: string, breadcrumbs: readonly LinkView[]): PageSeo {
  const path = `/category/${encodeURIComponent(category.slug)}${applied.page > 1 ? `?page=${applied.page}` : ''}`;
  return {
    path, alternates: true, noindex: appliedFacetCount(applied) > 1, title: category.name, description, imagePath: null, type: 'website',
    jsonLd: (url) => [breadcrumbJsonLd(crumbsOf(breadcrumbs, url))],
  };
}

/** The home page: the brand as an Organization, and the site with its search box. */
export function homePageSeo(site: SiteVariant, title: string, description: string, logoPath: string): PageSeo {
  return {
    path: '/', alternates: true, noindex: false, title, description, imagePath: logoPath, type: 'website',
    jsonLd: (url, origin) => {
      const search = url('/search?q=');
      return [organizationJsonLd(site, url('/'), absoluteAsset(logoPath, origin)), websiteJsonLd(site, url('/'), search.replace('q=', 'q={search_term_string}'))];
    },
  };
}

/** A help page: the same text path on each of the brand's sites. */
export const helpPageSeo = (path: string, title: string, description: string): PageSeo =>
  ({ path, alternates: true, noindex: false, title, description, imagePath: null, type: 'website', jsonLd: () => [] });

/** Search results: canonical on the bare search path and never indexed (robots.txt disallows them too). */
export const searchPageSeo = (title: string, description: string): PageSeo =>
  ({ path: '/search', alternates: false, noindex: true, title, description, imagePath: null, type: 'website', jsonLd: () => [] });
