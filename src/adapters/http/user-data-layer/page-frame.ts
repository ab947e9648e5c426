import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import type { Category } from '../../../domain/catalog/product.js';
import type { BrandId } from '../../../domain/site/site-variant.js';
import type { AssetManifest } from '../pages/asset-manifest.js';
import { renderPage } from '../pages/page-renderer.js';

/** The brand's categories for the navigation of pages outside the catalog. */
export type NavigationSource = (brand: BrandId) => Promise<Category[]>;

export interface ShopperPageDeps {
  assets: AssetManifest;
  navigation: NavigationSource;
}

/**
 * Sends a page that holds one shopper's data (wishlist, account, forms with their token): never
 * stored by a shared cache, and rendered fresh for each request.
 */
export async function sendShopperPage(
  request: FastifyRequest, reply: FastifyReply, deps: ShopperPageDeps, page: { status: number; title: string; body: ReactElement },
): Promise<FastifyReply> {
  const categories = await deps.navigation(request.site.brand).catch(() => []);
  const frame = { site: request.site, assets: deps.assets, categories, activeCategorySlug: null };
  const fragment = (request.query as Record<string, unknown> | undefined)?.nolayout === 'true';
  return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(renderPage(frame, page.title, page.body, fragment));
}
