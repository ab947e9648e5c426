import type { Container } from 'inversify';
import { routesOf } from '../adapters/http/app.js';
import { basketPageRoute } from '../adapters/http/basket/basket-page.route.js';
import type { BasketPageDeps } from '../adapters/http/basket/basket-page.loader.js';
import { deliveryRoutes } from '../adapters/http/delivery/delivery-routes.js';
import { SqlBasketDiscounts } from '../adapters/persistence/sql-basket-discounts.js';
import { SqlDeliveryChoices } from '../adapters/persistence/sql-delivery-choices.js';
import { ChooseDelivery } from '../application/delivery/choose-delivery.use-case.js';
import { ViewCheckout } from '../application/delivery/view-checkout.use-case.js';
import type { BasketDiscounts } from '../ports/basket-discounts.port.js';
import type { DeliveryChoices } from '../ports/delivery-choices.port.js';
import { ViewQuickBasket } from '../application/basket/view-quick-basket.use-case.js';
import { httpArea } from './http-area.js';
import { PICKUP } from './delivery-pickup-module.js';
import { ViewShopperDetails } from '../application/checkout/view-shopper-details.use-case.js';
import { TOKENS, token } from './tokens.js';
import { bindDatabaseAdapters, bindUseCases } from './bind-singleton.js';
// Loyalty and gift vouchers.
import { ViewBasketDiscounts } from '../application/loyalty/view-basket-discounts.use-case.js';
// Checkout.
import { paymentSettingsOf } from './checkout-payment-settings.js';
// PayPal.
import { payPalButtonOf } from './checkout-paypal-settings.js';

/** The delivery area's ports (the accounts area merges a guest's delivery choice on sign-in); its use cases are their own tokens. */
export const DELIVERY = {
  DeliveryChoices: token<DeliveryChoices>('DeliveryChoices'),
  BasketDiscounts: token<BasketDiscounts>('BasketDiscounts'),
} as const;

/** The use cases the basket page's loader calls: the page route's, and those of routes that show the page again. */
export const basketPageDepsOf = (c: Container): BasketPageDeps => ({
  viewCheckout: c.get(ViewCheckout),
  // Shopper details (basket page).
  viewShopperDetails: c.get(ViewShopperDetails),
  viewDiscounts: c.get(ViewBasketDiscounts),
  // Pick-up maps: MAP_TILE_URL (null: offline outlines).
  mapTiles: c.get(TOKENS.Config).mapTiles,
  // Checkout: the payment area's merchant account and client key (the sandbox's forms without Adyen).
  paymentSettings: (siteId) => paymentSettingsOf(c.get(TOKENS.Config), siteId),
  // PayPal: the PayPal button (PayPal's SDK with PAYPAL_CLIENT_ID, the sandbox's without; none when off).
  payPalButton: (siteId) => payPalButtonOf(c.get(TOKENS.Config), siteId),
});

/** The basket page's checkout half: delivery choices, totals, and the page itself. */
export const deliveryArea = httpArea('delivery', (bind) => {
  bindDatabaseAdapters(bind, [DELIVERY.DeliveryChoices, SqlDeliveryChoices], [DELIVERY.BasketDiscounts, SqlBasketDiscounts]);
  bindUseCases(bind, [ViewCheckout], [ViewQuickBasket, DELIVERY.BasketDiscounts, DELIVERY.DeliveryChoices, TOKENS.Clock]);
  bindUseCases(bind, [ChooseDelivery], [DELIVERY.DeliveryChoices, PICKUP.Directories, ViewCheckout, TOKENS.Clock]);
}, (c) => [
  routesOf(basketPageRoute, basketPageDepsOf(c)),
  routesOf(deliveryRoutes, { chooseDelivery: c.get(ChooseDelivery), viewCheckout: c.get(ViewCheckout) }),
]);
