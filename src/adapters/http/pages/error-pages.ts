import { createElement } from 'react';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Category } from '../../../domain/catalog/product.js';
import { BadRequestPage } from '../../ui-react/screens/errors/bad-request-page.js';
import { ErrorPage } from '../../ui-react/screens/errors/error-page.js';
import { NotFoundPage } from '../../ui-react/screens/errors/not-found-page.js';
import { STATUS_OF } from '../errors/error-status.js';
import type { AssetManifest } from './asset-manifest.js';
import { categoryLinks } from '../catalog/home-page.loader.js';
import { stringsFor } from './page-renderer.js';
import { renderPageHtml, siteOf } from './send-page.js';


/** The 404 page for a request (with the brand's navigation when it loads). */
export const notFoundPage = (request: FastifyRequest, categories: readonly Category[]): Promise<string> =>
  request.renderPage({
    title: stringsFor(siteOf(request)).notFoundTitle, body: createElement(NotFoundPage, { categories: categoryLinks(categories) }), status: STATUS_OF.NOT_FOUND, categories,
  });

/**
 * For the app's error handler: the HTML page for an error status, without catalog calls. 5xx
 * shows no details at all; 404 the not-found page; other 4xx the message chosen for the shopper.
 */
export function renderErrorPage(assets: AssetManifest) {
  return function errorPageHtml(request: FastifyRequest, status: number, message: string): string {
    const t = stringsFor(siteOf(request));
    const page = status === 404
      ? { title: t.notFoundTitle, body: createElement(NotFoundPage, { categories: categoryLinks([]) }) }
      : status < 500
        ? { title: t.badRequestTitle, body: createElement(BadRequestPage, { message, retry: null }) }
        : { title: t.errorTitle, body: createElement(ErrorPage) };
    return renderPageHtml(request, assets, { ...page, categories: [] });
  };
}

/** For the app's not-found handler: unknown URLs get the 404 page (without catalog calls). */
export function renderNotFound(assets: AssetManifest) {
  const html = renderErrorPage(assets);
  return function notFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    return reply.code(STATUS_OF.NOT_FOUND).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html(request, STATUS_OF.NOT_FOUND, ''));
  };
}
