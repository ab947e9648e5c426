import { ContainerModule, type Container } from 'inversify';
import { AddToBasket } from '../application/basket/add-to-basket.use-case.js';
import { ChangeBasketLineQuantity } from '../application/basket/change-basket-line-quantity.use-case.js';
import { FindBuyableProduct } from '../application/basket/find-buyable-product.use-case.js';
import { ViewQuickBasket } from '../application/basket/view-quick-basket.use-case.js';
import { ListBackInStockRequests } from '../application/back-in-stock/list-back-in-stock-requests.use-case.js';
import { RequestBackInStockNotice } from '../application/back-in-stock/request-back-in-stock-notice.use-case.js';
import type { BasketHttpDependencies } from '../adapters/http/basket/basket-http.plugin.js';
import type { Database } from '../adapters/persistence/database.js';
import { SqlBackInStockRequests } from '../adapters/persistence/sql-back-in-stock-requests.js';
import { SqlBasketRepository } from '../adapters/persistence/sql-basket-repository.js';
import type { BackInStockRequests } from '../ports/back-in-stock.port.js';
import type { BasketRepository } from '../ports/basket-repository.port.js';
import type { CatalogReader } from '../ports/catalog.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { AppConfig } from './config.js';
import { TOKENS } from './tokens.js';

/** Basket lines and back-in-stock requests: SQL adapters and their use cases. */
export const basketModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.BasketRepository).toResolvedValue((db: Database) => new SqlBasketRepository(db), [TOKENS.Database]).inSingletonScope();
  bind(TOKENS.BackInStockRequests).toResolvedValue((db: Database) => new SqlBackInStockRequests(db), [TOKENS.Database]).inSingletonScope();
  bind(TOKENS.ViewQuickBasket).toResolvedValue(
    (b: BasketRepository, c: CatalogReader) => new ViewQuickBasket(b, c), [TOKENS.BasketRepository, TOKENS.CatalogReader]).inSingletonScope();
  bind(TOKENS.AddToBasket).toResolvedValue(
    (b: BasketRepository, c: CatalogReader, clock: Clock, ids: IdGenerator) => new AddToBasket(b, c, clock, ids),
    [TOKENS.BasketRepository, TOKENS.CatalogReader, TOKENS.Clock, TOKENS.IdGenerator]).inSingletonScope();
  bind(TOKENS.ChangeBasketLineQuantity).toResolvedValue(
    (b: BasketRepository, c: CatalogReader, ids: IdGenerator, v: ViewQuickBasket) => new ChangeBasketLineQuantity(b, c, ids, v),
    [TOKENS.BasketRepository, TOKENS.CatalogReader, TOKENS.IdGenerator, TOKENS.ViewQuickBasket]).inSingletonScope();
  bind(TOKENS.FindBuyableProduct).toResolvedValue((c: CatalogReader) => new FindBuyableProduct(c), [TOKENS.CatalogReader]).inSingletonScope();
  bind(TOKENS.RequestBackInStockNotice).toResolvedValue(
    (r: BackInStockRequests, c: CatalogReader, clock: Clock) => new RequestBackInStockNotice(r, c, clock),
    [TOKENS.BackInStockRequests, TOKENS.CatalogReader, TOKENS.Clock]).inSingletonScope();
  bind(TOKENS.ListBackInStockRequests).toResolvedValue((r: BackInStockRequests) => new ListBackInStockRequests(r), [TOKENS.BackInStockRequests]).inSingletonScope();
});

/** The basket routes' dependencies, resolved from the container. */
export function basketHttpDependencies(container: Container): BasketHttpDependencies {
  const config: AppConfig = container.get(TOKENS.Config);
  return {
    addToBasket: container.get(TOKENS.AddToBasket),
    changeQuantity: container.get(TOKENS.ChangeBasketLineQuantity),
    viewBasket: container.get(TOKENS.ViewQuickBasket),
    findProduct: container.get(TOKENS.FindBuyableProduct),
    requestBackInStock: container.get(TOKENS.RequestBackInStockNotice),
    listBackInStock: container.get(TOKENS.ListBackInStockRequests),
    viewHome: container.get(TOKENS.ViewHome),
    assets: container.get(TOKENS.AssetManifest),
    operatorToken: config.operatorToken,
  };
}
