import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { BrowseCategory } from '../../../../src/application/catalog/browse-category.use-case.js';
import { ListCategories } from '../../../../src/application/catalog/list-categories.use-case.js';
import { ViewHome } from '../../../../src/application/catalog/view-home.use-case.js';
import { ViewProduct } from '../../../../src/application/catalog/view-product.use-case.js';
import { ViewLowestPriorPrice } from '../../../../src/application/catalog/view-lowest-prior-price.use-case.js';
import type { Product } from '../../../../src/domain/catalog/product.js';
import type { Translated } from '../../../../src/ports/catalog.port.js';
import { generateDemoCatalog } from '../../../../src/adapters/persistence/seed/demo-catalog.js';
import { PageCache } from '../../../../src/adapters/http/page-cache/page-cache.js';
import type { AssetManifest } from '../../../../src/adapters/http/pages/asset-manifest.js';
import { makeErrorHandler } from '../../../../src/adapters/http/errors/error-handler.js';
import { refuseUnsafeInput } from '../../../../src/adapters/http/plugins/input-guard.js';
import { pageRoutes, renderErrorPage, renderNotFound } from '../../../../src/adapters/http/pages/page-routes.js';
import { pagePlugin } from '../../../../src/adapters/http/pages/send-page.js';
import { siteVariantPlugin } from '../../../../src/adapters/http/plugins/site-variant.plugin.js';
import { InMemoryCatalog } from '../../../support/in-memory-catalog.js';
import { ViewHelpPage } from '../../../../src/application/site/view-help-page.use-case.js';
import { MarkdownHelpTexts } from '../../../../src/adapters/content/markdown-help-texts.js';
import { projectRoot } from '../../../../src/main/project-root.js';

export const TEST_ASSETS: AssetManifest = { scripts: ['/assets/entry-test.js'], styles: ['/assets/entry-test.css'] };

export const demoCatalog = generateDemoCatalog({ productsPerBrand: 300 });

export const firstProduct = (predicate: (p: Product) => boolean): Product => {
  const found = demoCatalog.products.find(predicate);
  if (!found) throw new Error('no demo product matches');
  return found;
};

/** A demo product's name as a site in `language` shows it: the seed's text in that language, else English (ADR 0055). */
export const productNameIn = (product: Product, language: string): string =>
  (product as Translated<Product>).texts?.find((t) => t.locale === language)?.name ?? product.name;

/** A minimal app: cookies, site resolution and the page routes over the in-memory demo catalog. */
export async function buildPageTestApp(assets: AssetManifest = TEST_ASSETS): Promise<FastifyInstance> {
  const catalog = new InMemoryCatalog(demoCatalog);
  const app = Fastify({ logger: false });
  await app.register(fastifyCookie, { secret: 'a-test-secret-that-is-long-enough-1234' }); // signs the site cookie
  await app.register(siteVariantPlugin, { hostTable: {} });
  app.setNotFoundHandler(renderNotFound(assets));
  app.setErrorHandler(makeErrorHandler(renderErrorPage(assets)));
  app.addHook('preHandler', refuseUnsafeInput);
  const viewHome = new ViewHome(catalog);
  await app.register(pagePlugin, { assets, navigation: (brand) => new ListCategories(catalog).execute(brand) });
  await app.register(pageRoutes, {
    viewHome,
    browseCategory: new BrowseCategory(catalog),
    viewProduct: new ViewProduct(catalog),
    viewLowestPriorPrice: new ViewLowestPriorPrice({ historiesOf: async (keys) => keys.map(() => []) }),
    viewHelpPage: new ViewHelpPage(new MarkdownHelpTexts(`${projectRoot()}/content/help`)),
    pageCache: new PageCache({ maxEntries: 100, ttlMs: 60_000 }),
  });
  await app.ready();
  return app;
}
