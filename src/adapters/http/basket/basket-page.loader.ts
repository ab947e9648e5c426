import type { ViewCheckout } from '../../../application/delivery/view-checkout.use-case.js';
import { ownerOfSession } from '../../../domain/shopper/basket-owner.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { ShopperSession } from '../../../ports/session-store.port.js';
import { toBasketView, type BasketView } from '../../ui-react/parts/basket/basket.view.js';
import { toBasketTotalsView } from '../../ui-react/parts/basket/basket-totals.view.js';
import { toDeliveryView, type DeliveryView } from '../../ui-react/parts/delivery/delivery.view.js';
import type { BasketPageView, CheckoutSectionsView } from '../../ui-react/screens/basket/basket-page.view.js';
import type { MapTiles } from '../../ui-react/parts/pickup/pickup-modals.js';
import type { TranslatableStrings } from '../../ui-react/runtime/i18n/english-defaults.js';
import { stringsFor } from '../pages/page-renderer.js';

/** The codes `/basket?error=` takes (a PayPal or payment failure sends the shopper back with one). */
const ERROR_MESSAGES: Readonly<Record<string, (t: TranslatableStrings) => string>> = {
  payment: (t) => t.basketErrorPayment,
  paypal: (t) => t.basketErrorPayPal,
  stock: (t) => t.basketErrorStock,
  expired: (t) => t.basketErrorExpired,
  delivery: (t) => t.deliverySaveFailed,
};

/** Never the raw parameter: a known code's message, or the generic one for anything else. */
export function basketErrorMessage(code: string | undefined, t: TranslatableStrings): string | null {
  if (code === undefined || code.trim() === '') return null;
  const known = Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, code) ? ERROR_MESSAGES[code] : undefined;
  return (known ?? ((s: TranslatableStrings) => s.basketErrorUnknown))(t);
}

export interface BasketPageInput {
  session: ShopperSession | null;
  site: SiteVariant;
}

/** The delivery section and totals of the shopper's basket, ready to print. */
export async function loadCheckoutSections(deps: { viewCheckout: ViewCheckout }, input: BasketPageInput): Promise<CheckoutSectionsView & { basket: BasketView }> {
  const owner = input.session === null ? null : ownerOfSession(input.session);
  const overview = await deps.viewCheckout.execute(owner, input.site);
  const t = stringsFor(input.site);
  return {
    basket: toBasketView(overview.basket, input.site.price),
    delivery: toDeliveryView(overview.delivery, input.site.price, input.site.locale, t),
    totals: toBasketTotalsView(overview.totals, overview.discounts, input.site.price, t),
  };
}

/** The basket page's data: lines (stock checked now), delivery, totals, and the error to show. */
export async function loadBasketPage(
  deps: { viewCheckout: ViewCheckout; mapTiles: MapTiles },
  input: BasketPageInput & { errorCode: string | undefined; changeDelivery: boolean },
): Promise<BasketPageView> {
  const sections = await loadCheckoutSections(deps, input);
  const delivery: DeliveryView = input.changeDelivery ? { ...sections.delivery, state: 'choose' } : sections.delivery;
  // The modals of the offered pick-up networks, outside the delivery section (which is replaced after each save).
  const pickupModals = { networks: sections.delivery.pickupOptions.map((option) => option.network), mapTiles: deps.mapTiles };
  return { ...sections, delivery, pickupModals, error: basketErrorMessage(input.errorCode, stringsFor(input.site)) };
}
