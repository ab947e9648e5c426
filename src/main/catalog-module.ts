import { join } from 'node:path';
import { BrowseCategory } from '../application/catalog/browse-category.use-case.js';
import { ListCategories } from '../application/catalog/list-categories.use-case.js';
import { ViewHome } from '../application/catalog/view-home.use-case.js';
import { ViewProduct } from '../application/catalog/view-product.use-case.js';
import { ViewProductById } from '../application/catalog/view-product-by-id.use-case.js';
import { routesOf } from '../adapters/http/app.js';
import { pageRoutes } from '../adapters/http/pages/page-routes.js';
import { quickViewRoutes } from '../adapters/http/catalog/quick-view-routes.js';
import { productImageRoutes } from '../adapters/http/catalog/product-image-routes.js';
import { productImagesFolder } from '../adapters/providers/images/stored-product-images.js';
import { dataFolderOf } from './operator-commands.js';
import { projectRoot } from './project-root.js';
import { httpArea } from './http-area.js';
import { PageCache } from '../adapters/http/page-cache/page-cache.js';
import { TOKENS, token } from './tokens.js';
import { bindDatabaseAdapters, bindUseCases } from './bind-singleton.js';
import { ViewLowestPriorPrice } from '../application/catalog/view-lowest-prior-price.use-case.js';
import { SqlPriceHistory } from '../adapters/persistence/sql-catalog-prices.js';
import type { PriceHistoryReader } from '../ports/price-history.port.js';
import { ViewHelpPage } from '../application/site/view-help-page.use-case.js';
import { MarkdownHelpTexts } from '../adapters/content/markdown-help-texts.js';

/** The catalog area's price history (the lowest price before a reduction). */
const PRICES = {
  PriceHistory: token<PriceHistoryReader>('PriceHistory'),
} as const;

/** Home, category and product pages, quick view and quick buy. */
export const catalogArea = httpArea('catalog', (bind) => {
  bindUseCases(bind, [ViewHome, ListCategories, BrowseCategory, ViewProduct, ViewProductById], [TOKENS.CatalogReader]);
  bindDatabaseAdapters(bind, [PRICES.PriceHistory, SqlPriceHistory]);
  bindUseCases(bind, [ViewLowestPriorPrice], [PRICES.PriceHistory]);
  // One instance: the help pages and the sitemap share its texts, each file read once per process.
  bind(ViewHelpPage).toConstantValue(new ViewHelpPage(new MarkdownHelpTexts(join(projectRoot(), 'content', 'help'))));
}, (c) => [
  routesOf(pageRoutes, {
    viewHome: c.get(ViewHome), browseCategory: c.get(BrowseCategory), viewProduct: c.get(ViewProduct), pageCache: c.get(PageCache),
    viewLowestPriorPrice: c.get(ViewLowestPriorPrice),
    viewHelpPage: c.get(ViewHelpPage),
  }),
  routesOf(quickViewRoutes, { viewProduct: c.get(ViewProduct), viewProductById: c.get(ViewProductById), viewLowestPriorPrice: c.get(ViewLowestPriorPrice) }),
  routesOf(productImageRoutes, { folder: productImagesFolder(dataFolderOf(c.get(TOKENS.Config).dataDir, projectRoot())) }),
]);
