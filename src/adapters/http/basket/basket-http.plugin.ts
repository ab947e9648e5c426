import type { FastifyPluginAsync } from 'fastify';
import type { AddToBasket } from '../../../application/basket/add-to-basket.use-case.js';
import type { ChangeBasketLineQuantity } from '../../../application/basket/change-basket-line-quantity.use-case.js';
import type { FindBuyableProduct } from '../../../application/basket/find-buyable-product.use-case.js';
import type { ViewQuickBasket } from '../../../application/basket/view-quick-basket.use-case.js';
import type { ListBackInStockRequests } from '../../../application/back-in-stock/list-back-in-stock-requests.use-case.js';
import type { RequestBackInStockNotice } from '../../../application/back-in-stock/request-back-in-stock-notice.use-case.js';
import type { ViewHome } from '../../../application/catalog/view-home.use-case.js';
import type { AssetManifest } from '../pages/asset-manifest.js';
import { basketPageRoute } from './basket-page-route.js';
import { basketRoutes } from './basket-routes.js';
import { productApiRoutes } from './product-api-routes.js';

/** Everything the basket area's routes need, built by the composition root. */
export interface BasketHttpDependencies {
  addToBasket: AddToBasket;
  changeQuantity: ChangeBasketLineQuantity;
  viewBasket: ViewQuickBasket;
  findProduct: FindBuyableProduct;
  requestBackInStock: RequestBackInStockNotice;
  listBackInStock: ListBackInStockRequests;
  viewHome: ViewHome;
  assets: AssetManifest;
  operatorToken: string | null;
}

/** The basket area: add to bag, quick basket, basket page, buy grid fragment, back in stock. */
export const basketHttp: FastifyPluginAsync<BasketHttpDependencies> = async (app, deps) => {
  await app.register(basketRoutes, deps);
  await app.register(basketPageRoute, deps);
  await app.register(productApiRoutes, deps);
};
