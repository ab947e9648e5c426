import { ContainerModule } from 'inversify';
import { SaveShopperDetails } from '../application/checkout/save-shopper-details.use-case.js';
import { ViewShopperDetails } from '../application/checkout/view-shopper-details.use-case.js';
import { routesOf } from '../adapters/http/app.js';
import { shopperDetailsRoutes } from '../adapters/http/checkout/shopper-details-routes.js';
import type { Database } from '../adapters/persistence/database.js';
import { SqlShopperDetails } from '../adapters/persistence/sql-shopper-details.js';
import { PostcodeLibraryFormat } from '../adapters/system/postcode-library-format.js';
import type { Clock } from '../ports/clock.port.js';
import type { PostcodeFormat } from '../ports/postcode-format.port.js';
import type { ShopperAccounts } from '../ports/shopper-accounts.port.js';
import type { ShopperDetailsRepository } from '../ports/shopper-details-repository.port.js';
import { ACCOUNTS } from './accounts-module.js';
import { basketPageDepsOf } from './delivery-module.js';
import type { HttpArea } from './http-area.js';
import { SHOPPER_DETAILS } from './checkout-shopper-details-tokens.js';
import { TOKENS } from './tokens.js';

/** Shopper details on the basket page: SQL adapter, the postcode libraries, use cases and the save route. */
export const shopperDetailsArea: HttpArea = {
  name: 'shopper-details',
  module: new ContainerModule(({ bind }) => {
    bind(SHOPPER_DETAILS.ShopperDetailsRepository).toResolvedValue((db: Database) => new SqlShopperDetails(db), [TOKENS.Database]).inSingletonScope();
    bind(SHOPPER_DETAILS.PostcodeFormat).toConstantValue(new PostcodeLibraryFormat());
    bind(SHOPPER_DETAILS.ViewShopperDetails).toResolvedValue(
      (d: ShopperDetailsRepository, a: ShopperAccounts) => new ViewShopperDetails(d, a),
      [SHOPPER_DETAILS.ShopperDetailsRepository, ACCOUNTS.ShopperAccounts]).inSingletonScope();
    bind(SHOPPER_DETAILS.SaveShopperDetails).toResolvedValue(
      (d: ShopperDetailsRepository, p: PostcodeFormat, clock: Clock) => new SaveShopperDetails(d, p, clock),
      [SHOPPER_DETAILS.ShopperDetailsRepository, SHOPPER_DETAILS.PostcodeFormat, TOKENS.Clock]).inSingletonScope();
  }),
  routes: (c) => [
    routesOf(shopperDetailsRoutes, { saveShopperDetails: c.get(SHOPPER_DETAILS.SaveShopperDetails), basketPage: basketPageDepsOf(c) }),
  ],
};
