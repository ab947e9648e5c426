import type { BasketDiscountsView } from '../../parts/loyalty/loyalty.view.js';
import type { BasketView } from '../../parts/basket/basket.view.js';
import type { BasketTotalsView } from '../../parts/basket/basket-totals.view.js';
import type { DeliveryView } from '../../parts/delivery/delivery.view.js';
import type { ShopperDetailsFormView } from '../../parts/checkout/shopper-details.view.js';

/** The sections the basket page swaps after a change: delivery and the order summary. */
export interface CheckoutSectionsView {
  delivery: DeliveryView;
  totals: BasketTotalsView;
}

export interface BasketPageView extends CheckoutSectionsView {
  basket: BasketView;
  /** The message for `/basket?error=`, from a fixed set; null without one. */
  error: string | null;
  /** Loyalty and gift vouchers (issue 8): the loyalty area and the gift voucher box. */
  discounts: BasketDiscountsView;
  /** Shopper details (basket page): the details form. */
  shopperDetails: ShopperDetailsFormView;
}
