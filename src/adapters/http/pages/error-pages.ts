import { createElement } from 'react';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Category } from '../../../domain/catalog/product.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import { DEFAULT_SITE_ID, findSiteVariant } from '../../../domain/site/site-variants.js';
import { ENGLISH_DEFAULTS } from '../../ui-react/runtime/i18n/english-defaults.js';
import { BadRequestPage } from '../../ui-react/screens/errors/bad-request-page.js';
import { ErrorPage } from '../../ui-react/screens/errors/error-page.js';
import { NotFoundPage } from '../../ui-react/screens/errors/not-found-page.js';
import type { LinkView } from '../../ui-react/parts/chrome/link.view.js';
import { categoryHref } from '../../ui-react/parts/chrome/page-chrome.view.js';
import type { AssetManifest } from './asset-manifest.js';
import { renderPage } from './page-renderer.js';

/** The request's site; the default site when the error came before the site was resolved. */
const siteOf = (request: FastifyRequest): SiteVariant =>
  (request.site as SiteVariant | null) ?? findSiteVariant(DEFAULT_SITE_ID)!;

const isFragmentRequest = (request: FastifyRequest): boolean =>
  (request.query as Record<string, unknown> | undefined)?.nolayout === 'true';

export const categoryLinks = (categories: readonly Category[]): LinkView[] =>
  categories.map((c) => ({ href: categoryHref(c.slug), label: c.name, current: false }));

/** The 404 page HTML, with the brand's categories when they are known. */
export function notFoundHtml(request: FastifyRequest, assets: AssetManifest, categories: readonly Category[]): string {
  const frame = { site: siteOf(request), assets, categories, activeCategorySlug: null };
  const body = createElement(NotFoundPage, { categories: categoryLinks(categories) });
  return renderPage(frame, ENGLISH_DEFAULTS.notFoundTitle, body, isFragmentRequest(request));
}

/** The 400 page HTML with the reason the shopper can act on. */
export function badRequestHtml(request: FastifyRequest, assets: AssetManifest, categories: readonly Category[], message: string, retry: LinkView | null): string {
  const frame = { site: siteOf(request), assets, categories, activeCategorySlug: null };
  const body = createElement(BadRequestPage, { message, retry });
  return renderPage(frame, ENGLISH_DEFAULTS.badRequestTitle, body, isFragmentRequest(request));
}

/** For the app's `setNotFoundHandler`: unknown URLs get the 404 page (without catalog calls). */
export function renderNotFound(assets: AssetManifest) {
  return function notFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(notFoundHtml(request, assets, []));
  };
}

/**
 * For the app's error handler: an HTML page for a status. 5xx shows no details at all; 4xx shows
 * the message the handler chose for the shopper.
 */
export function renderErrorPage(assets: AssetManifest) {
  return function errorPageHtml(request: FastifyRequest, status: number, message: string): string {
    if (status === 404) return notFoundHtml(request, assets, []);
    if (status < 500) return badRequestHtml(request, assets, [], message, null);
    const frame = { site: siteOf(request), assets, categories: [], activeCategorySlug: null };
    return renderPage(frame, ENGLISH_DEFAULTS.errorTitle, createElement(ErrorPage), isFragmentRequest(request));
  };
}
