import { SaveShopperDetails } from '../application/checkout/save-shopper-details.use-case.js';
import { ViewShopperDetails } from '../application/checkout/view-shopper-details.use-case.js';
import { routesOf } from '../adapters/http/app.js';
import { shopperDetailsRoutes } from '../adapters/http/checkout/shopper-details-routes.js';
import { SqlShopperDetails } from '../adapters/persistence/sql-shopper-details.js';
import { PostcodeLibraryFormat } from '../adapters/system/postcode-library-format.js';
import { ACCOUNTS } from './accounts-module.js';
import { basketPageDepsOf } from './delivery-module.js';
import { httpArea } from './http-area.js';
import { SHOPPER_DETAILS } from './checkout-shopper-details-tokens.js';
import { TOKENS } from './tokens.js';
import { bindDatabaseAdapters, bindUseCases } from './bind-singleton.js';

/** Shopper details on the basket page: SQL adapter, the postcode libraries, use cases and the save route. */
export const shopperDetailsArea = httpArea('shopper-details', (bind) => {
  bindDatabaseAdapters(bind, [SHOPPER_DETAILS.ShopperDetailsRepository, SqlShopperDetails]);
  bind(SHOPPER_DETAILS.PostcodeFormat).toConstantValue(new PostcodeLibraryFormat());
  bindUseCases(bind, [ViewShopperDetails], [SHOPPER_DETAILS.ShopperDetailsRepository, ACCOUNTS.ShopperAccounts]);
  bindUseCases(bind, [SaveShopperDetails], [SHOPPER_DETAILS.ShopperDetailsRepository, SHOPPER_DETAILS.PostcodeFormat, TOKENS.Clock]);
}, (c) => [
  routesOf(shopperDetailsRoutes, { saveShopperDetails: c.get(SaveShopperDetails), basketPage: basketPageDepsOf(c) }),
]);
