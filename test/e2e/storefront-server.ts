import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { BrowseCategory } from '../../src/application/catalog/browse-category.use-case.js';
import { ViewHome } from '../../src/application/catalog/view-home.use-case.js';
import { ViewProduct } from '../../src/application/catalog/view-product.use-case.js';
import { PageCache } from '../../src/adapters/http/page-cache/page-cache.js';
import { loadAssetManifest } from '../../src/adapters/http/pages/asset-manifest.js';
import { pageRoutes, renderNotFound } from '../../src/adapters/http/pages/page-routes.js';
import { helmetOptions } from '../../src/adapters/http/plugins/security-headers.js';
import { siteVariantPlugin } from '../../src/adapters/http/plugins/site-variant.plugin.js';
import { generateDemoCatalog } from '../../src/adapters/persistence/seed/demo-catalog.js';
import { InMemoryCatalog } from '../support/in-memory-catalog.js';

export const demoCatalog = generateDemoCatalog({ productsPerBrand: 120 });

/**
 * A real server on 127.0.0.1 with the built client bundle (npm run build:client), the strict CSP
 * and the page routes over the in-memory demo catalog.
 */
export async function startStorefront(): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const assets = loadAssetManifest('dist/client');
  const catalog = new InMemoryCatalog(demoCatalog);
  const app = Fastify({ logger: false });
  await app.register(fastifyHelmet, helmetOptions);
  await app.register(fastifyCookie);
  await app.register(siteVariantPlugin, { hostTable: {} });
  await app.register(fastifyStatic, { root: resolve('dist/client/assets'), prefix: '/assets/', immutable: true, maxAge: 31_536_000_000, index: false });
  app.setNotFoundHandler(renderNotFound(assets));
  await app.register(pageRoutes, {
    viewHome: new ViewHome(catalog),
    browseCategory: new BrowseCategory(catalog),
    viewProduct: new ViewProduct(catalog),
    assets,
    pageCache: new PageCache({ maxEntries: 200, ttlMs: 60_000 }),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, baseUrl: address };
}
