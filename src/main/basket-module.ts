import { AddToBasket } from '../application/basket/add-to-basket.use-case.js';
import { ChangeBasketLineQuantity } from '../application/basket/change-basket-line-quantity.use-case.js';
import { FindBuyableProduct } from '../application/basket/find-buyable-product.use-case.js';
import { ViewQuickBasket } from '../application/basket/view-quick-basket.use-case.js';
import { ListBackInStockRequests } from '../application/catalog/list-back-in-stock-requests.use-case.js';
import { RequestBackInStockNotice } from '../application/catalog/request-back-in-stock-notice.use-case.js';
import { routesOf } from '../adapters/http/app.js';
import { basketRoutes } from '../adapters/http/basket/basket-routes.js';
import { productApiRoutes } from '../adapters/http/basket/product-api-routes.js';
import { SqlBackInStockRequests } from '../adapters/persistence/sql-back-in-stock-requests.js';
import { SqlBasketRepository } from '../adapters/persistence/sql-basket-repository.js';
import type { BackInStockRequests } from '../ports/back-in-stock.port.js';
import type { BasketRepository } from '../ports/basket-repository.port.js';
import { httpArea } from './http-area.js';
import { TOKENS, token } from './tokens.js';
import { bindDatabaseAdapters, bindUseCases } from './bind-singleton.js';

/** The basket area's ports (the wishlist and accounts areas use them too); its use cases are their own tokens. */
export const BASKET = {
  BasketRepository: token<BasketRepository>('BasketRepository'),
  BackInStockRequests: token<BackInStockRequests>('BackInStockRequests'),
} as const;

/** Basket lines and back-in-stock requests: SQL adapters, use cases and routes. */
export const basketArea = httpArea('basket', (bind) => {
  bindDatabaseAdapters(bind, [BASKET.BasketRepository, SqlBasketRepository], [BASKET.BackInStockRequests, SqlBackInStockRequests]);
  bindUseCases(bind, [ViewQuickBasket], [BASKET.BasketRepository, TOKENS.CatalogReader, TOKENS.Clock]);
  bindUseCases(bind, [AddToBasket], [BASKET.BasketRepository, TOKENS.CatalogReader, TOKENS.Clock, TOKENS.IdGenerator]);
  bindUseCases(bind, [ChangeBasketLineQuantity], [BASKET.BasketRepository, TOKENS.CatalogReader, TOKENS.IdGenerator, ViewQuickBasket]);
  bindUseCases(bind, [FindBuyableProduct], [TOKENS.CatalogReader]);
  bindUseCases(bind, [RequestBackInStockNotice], [BASKET.BackInStockRequests, TOKENS.CatalogReader, TOKENS.Clock]);
  bindUseCases(bind, [ListBackInStockRequests], [BASKET.BackInStockRequests]);
}, (c) => [
  routesOf(basketRoutes, {
    addToBasket: c.get(AddToBasket), changeQuantity: c.get(ChangeBasketLineQuantity),
    viewBasket: c.get(ViewQuickBasket), findProduct: c.get(FindBuyableProduct),
  }),
  routesOf(productApiRoutes, {
    findProduct: c.get(FindBuyableProduct), requestBackInStock: c.get(RequestBackInStockNotice),
    listBackInStock: c.get(ListBackInStockRequests),
    rateLimits: c.get(TOKENS.RateLimits),
  }),
]);
