import type { BasketDiscountsView } from './loyalty/loyalty.view.js';
import type { BasketView } from '../../parts/basket/basket.view.js';
import type { BasketTotalsView } from './basket-totals.view.js';
import type { DeliveryView } from '../../parts/delivery/delivery.view.js';
import type { PickupModalsView } from './delivery/pickup/pickup-modals.js';
import type { ShopperDetailsFormView } from './checkout/shopper-details.view.js';
import type { PaymentAreaView } from './checkout/payment-area.view.js';
import type { OrderButtonRule } from '../../../../domain/site/price-notices.js';
// PayPal.
import type { PayPalButtonView } from './checkout/paypal/paypal-button.view.js';

/** The sections the basket page swaps after a change: delivery and the order summary. */
export interface CheckoutSectionsView {
  delivery: DeliveryView;
  totals: BasketTotalsView;
}

export interface BasketPageView extends CheckoutSectionsView {
  basket: BasketView;
  /** The message for `/basket?error=`: a known code's text or the parameter as text (cut to its bound); null without one. */
  error: string | null;
  /** The pick-up networks' modals (map, search, list). */
  pickupModals: PickupModalsView;
  /** Loyalty and gift vouchers: the loyalty area and the gift voucher box. */
  discounts: BasketDiscountsView;
  /** Shopper details (basket page): the details form. */
  shopperDetails: ShopperDetailsFormView;
  /** Payment area: the page hidden inputs of the payment area. */
  payment: PaymentAreaView;
  /** The order button's label and the legal links beside it, as the site's law wants them. */
  orderButton: OrderButtonRule;
  /** PayPal: the PayPal button container; null when PayPal is off. */
  payPal?: PayPalButtonView | null;
  /** Back from PayPal's pages: the button captures or cancels even on an empty basket (PayPal's webhook may have completed the order first). */
  payPalReturn?: boolean;
}
