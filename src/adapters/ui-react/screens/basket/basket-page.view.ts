import type { BasketView } from '../../parts/basket/basket.view.js';
import type { ShopperDetailsFormView } from '../../parts/checkout/shopper-details.view.js';

/** The basket page's data (JSON-safe), made by src/adapters/http/basket/basket-page.loader.ts. */
export interface BasketPageView {
  basket: BasketView;
  /** The shopper details form (shown when the basket has lines). */
  shopperDetails: ShopperDetailsFormView;
}
