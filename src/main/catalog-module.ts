import { ContainerModule } from 'inversify';
import { BrowseCategory } from '../application/catalog/browse-category.use-case.js';
import { ListCategories } from '../application/catalog/list-categories.use-case.js';
import { ViewHome } from '../application/catalog/view-home.use-case.js';
import { ViewProduct } from '../application/catalog/view-product.use-case.js';
import { ViewProductById } from '../application/catalog/view-product-by-id.use-case.js';
import { routesOf } from '../adapters/http/app.js';
import { pageRoutes } from '../adapters/http/pages/page-routes.js';
import { quickViewRoutes } from '../adapters/http/catalog/quick-view-routes.js';
import type { HttpArea } from './http-area.js';
import { TOKENS, token } from './tokens.js';
import { bindSingleton } from './bind-singleton.js';

/** The catalog area's own tokens. */
export const CATALOG = {
  ViewHome: token<ViewHome>('ViewHome'),
  ListCategories: token<ListCategories>('ListCategories'),
  BrowseCategory: token<BrowseCategory>('BrowseCategory'),
  ViewProduct: token<ViewProduct>('ViewProduct'),
  ViewProductById: token<ViewProductById>('ViewProductById'),
} as const;

/** Home, category and product pages, quick view and quick buy. */
export const catalogArea: HttpArea = {
  name: 'catalog',
  module: new ContainerModule(({ bind }) => {
    bindSingleton(bind, CATALOG.ViewHome, ViewHome, [TOKENS.CatalogReader]);
    bindSingleton(bind, CATALOG.ListCategories, ListCategories, [TOKENS.CatalogReader]);
    bindSingleton(bind, CATALOG.BrowseCategory, BrowseCategory, [TOKENS.CatalogReader]);
    bindSingleton(bind, CATALOG.ViewProduct, ViewProduct, [TOKENS.CatalogReader]);
    bindSingleton(bind, CATALOG.ViewProductById, ViewProductById, [TOKENS.CatalogReader]);
  }),
  routes: (c) => [
    routesOf(pageRoutes, {
      viewHome: c.get(CATALOG.ViewHome), browseCategory: c.get(CATALOG.BrowseCategory), viewProduct: c.get(CATALOG.ViewProduct), pageCache: c.get(TOKENS.PageCache),
    }),
    routesOf(quickViewRoutes, { viewProduct: c.get(CATALOG.ViewProduct), viewProductById: c.get(CATALOG.ViewProductById) }),
  ],
};
