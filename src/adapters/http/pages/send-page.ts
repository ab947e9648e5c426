import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { catalogLanguageOf } from '../../../domain/catalog/catalog-language.js';
import type { Category } from '../../../domain/catalog/product.js';
import type { BrandId, SiteVariant } from '../../../domain/site/site-variant.js';
import { DEFAULT_SITE_ID, findSiteVariant } from '../../../domain/site/site-variants.js';
import { NO_TAG_MANAGER, tagManagerOfSite, type TagManagerSettings } from '../plugins/tag-manager-csp.js';
import type { AssetManifest } from './asset-manifest.js';
import { renderDocument, renderFragment } from './page-renderer.js';

/** The brand's categories for the navigation of pages that do not load them themselves. */
export type NavigationSource = (brand: BrandId, language: string) => Promise<readonly Category[]>;

/** A page to send: the same component renders the whole document or, with `nolayout=true`, the fragment. */
export interface Page {
  title: string;
  body: ReactElement;
  /** 200 unless told. */
  status?: number;
  /** The navigation's categories; fetched from the navigation source when not given. */
  categories?: readonly Category[];
  activeCategorySlug?: string | null;
  /** Pages with one shopper's data are `no-store` (the default); catalog pages `no-cache`. */
  cache?: 'no-store' | 'no-cache';
  /** Tags for search engines and link previews in the document's head (canonical, alternates, JSON-LD). */
  head?: ReactElement;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The page's HTML for this request: the document, or only the body for `nolayout=true`. */
    renderPage(page: Page): Promise<string>;
  }
  interface FastifyReply {
    /** The one way to send a page or a `nolayout=true` fragment. */
    sendPage(page: Page): Promise<FastifyReply>;
  }
}

/** `nolayout=true` asks for the page body without the Layout (spec: partial render). */
const wantsFragment = (request: FastifyRequest): boolean =>
  (request.query as Record<string, unknown> | undefined)?.nolayout === 'true';

/** The request's site; the default site when the error came before the site was resolved. */
export const siteOf = (request: FastifyRequest): SiteVariant =>
  (request.site as SiteVariant | null) ?? findSiteVariant(DEFAULT_SITE_ID)!;

/** A page's HTML with the categories already known (no I/O): for error pages and the page cache. */
export function renderPageHtml(request: FastifyRequest, assets: AssetManifest, page: Page & { categories: readonly Category[] }): string {
  const site = siteOf(request);
  if (wantsFragment(request)) return renderFragment(site, page.body);
  return renderDocument({
    site, assets, categories: page.categories, activeCategorySlug: page.activeCategorySlug ?? null, head: page.head,
    // Payments: the sandbox banner on every page while the sandbox is the gateway.
    paymentsSandbox: (request as { paymentsSandbox?: boolean }).paymentsSandbox === true,
    // Consent: the site's tag manager, loaded by the page after consent.
    tagManager: tagManagerOfSite((request as { tagManager?: TagManagerSettings }).tagManager ?? NO_TAG_MANAGER, site.id),
  }, page.title, page.body);
}

export interface PagePluginOptions {
  assets: AssetManifest;
  navigation: NavigationSource;
  /** Payments: the payment sandbox is the gateway; every page shows the sandbox banner. */
  paymentsSandbox?: boolean;
  /** Consent: each site's tag manager container. */
  tagManager?: TagManagerSettings;
}

const pages: FastifyPluginAsync<PagePluginOptions> = async (app, { assets, navigation, paymentsSandbox, tagManager }) => {
  // Consent: read by renderPageHtml, so error pages and cached pages load the site's tag manager too.
  app.decorateRequest('tagManager', { getter: () => tagManager ?? NO_TAG_MANAGER });
  // Payments: read by renderPageHtml, so error pages and cached pages carry the banner too.
  app.decorateRequest('paymentsSandbox', paymentsSandbox === true);
  async function renderPage(this: FastifyRequest, page: Page): Promise<string> {
    const categories = page.categories ?? (wantsFragment(this) ? [] : await navigation(siteOf(this).brand, catalogLanguageOf(siteOf(this).locale)).catch(() => []));
    return renderPageHtml(this, assets, { ...page, categories });
  }
  async function sendPage(this: FastifyReply, page: Page): Promise<FastifyReply> {
    const html = await this.request.renderPage(page);
    return this.code(page.status ?? 200).type('text/html; charset=utf-8').header('cache-control', page.cache ?? 'no-store').send(html);
  }
  app.decorateRequest('renderPage', renderPage);
  app.decorateReply('sendPage', sendPage);
};

export const pagePlugin = fp(pages, { name: 'pages' });
