import type { CheckoutOverview, ViewCheckout } from '../../../application/delivery/view-checkout.use-case.js';
import { checkoutEvent, type Ga4Event } from '../../../application/site/ga4-events.js';
import { ownerOfSession, type BasketOwner } from '../../../domain/accounts/basket-owner.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { ShopperSession } from '../../../ports/session-store.port.js';
import { toBasketView, type BasketView } from '../../ui-react/parts/basket/basket.view.js';
import { toBasketTotalsView } from '../../ui-react/screens/basket/basket-totals.view.js';
import { toDeliveryView, type DeliveryView } from '../../ui-react/parts/delivery/delivery.view.js';
import type { BasketPageView, CheckoutSectionsView } from '../../ui-react/screens/basket/basket-page.view.js';
import type { MapTiles } from '../../ui-react/screens/basket/delivery/pickup/pickup-modals.js';
import type { TranslatableStrings } from '../../i18n/catalogue.js';
import { stringsFor } from '../pages/page-renderer.js';
import type { ViewBasketDiscounts } from '../../../application/loyalty/view-basket-discounts.use-case.js';
import { loadBasketDiscounts, type BasketDiscountsInput } from '../loyalty/basket-discounts.loader.js';
import type { ViewShopperDetails } from '../../../application/checkout/view-shopper-details.use-case.js';
import { loadShopperDetailsForm, type RefusedDetailsForm } from '../checkout/shopper-details-form.js';
// Payment area.
import type { Money } from '../../../domain/pricing/money.js';
import { SANDBOX_PAYMENT_SETTINGS, toPaymentAreaView, type PaymentAreaSettings } from '../../ui-react/screens/basket/checkout/payment-area.view.js';
// PayPal.
import { toPayPalButtonView } from '../../ui-react/screens/basket/checkout/paypal/paypal-button.view.js';
import type { PayPalSdkIntent } from '../../ui-react/rules/checkout/buttons/paypal-button.js';
import { basketErrorText } from '../../ui-react/rules/basket-error.js';
import { orderButtonRuleOf, priceNoticeOf } from '../../../domain/site/price-notices.js';

/** The short codes the shop sends to `/basket?error=` itself (a PayPal or payment failure sends the shopper back with one). */
const ERROR_MESSAGES: Readonly<Record<string, (t: TranslatableStrings) => string>> = {
  payment: (t) => t.basketErrorPayment,
  paypal: (t) => t.basketErrorPayPal,
  stock: (t) => t.basketErrorStock,
  expired: (t) => t.basketErrorExpired,
  delivery: (t) => t.deliverySaveFailed,
  // Klarna: a declined or failed Klarna payment (spec 8: 'Something went wrong, please refresh and try again').
  klarna: (t) => t.basketErrorUnknown,
};

/**
 * The message of `/basket?error=`: a known code's translated message, else the parameter itself as
 * text (spec 2 and 8: a PayPal error's message), cleaned and cut by `basketErrorText`. The page
 * prints it as a text node, so markup in it is shown, never run.
 */
function basketErrorMessage(error: string | undefined, t: TranslatableStrings): string | null {
  if (error === undefined) return null;
  const known = Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, error) ? ERROR_MESSAGES[error] : undefined;
  return known === undefined ? basketErrorText(error) : known(t);
}

export interface BasketPageInput {
  session: ShopperSession | null;
  site: SiteVariant;
}

/** The delivery section and totals of the shopper's basket, ready to print, and the overview they come from (for the analytics events). */
export async function loadCheckoutSections(
  deps: { viewCheckout: ViewCheckout }, input: BasketPageInput,
): Promise<CheckoutSectionsView & { basket: BasketView; orderTotal: Money; overview: CheckoutOverview }> {
  const owner = input.session === null ? null : ownerOfSession(input.session, input.site.id);
  const overview = await deps.viewCheckout.execute(owner, input.site);
  const t = stringsFor(input.site);
  return {
    basket: toBasketView(overview.basket, input.site.price),
    delivery: toDeliveryView(overview.delivery, input.site.price, input.site.locale, t),
    totals: toBasketTotalsView(overview.totals, overview.discounts, input.site.price, priceNoticeOf(input.site.region), t),
    orderTotal: overview.totals.total,
    overview,
  };
}

/** The use cases the basket page's loader calls (the page route's, and those of routes that show the page again). */
export interface BasketPageDeps {
  viewCheckout: ViewCheckout;
  viewShopperDetails: ViewShopperDetails;
  viewDiscounts: ViewBasketDiscounts;
  /** Pick-up maps: MAP_TILE_URL and its attribution (null: offline outlines). */
  mapTiles: MapTiles;
  /** Payment area: the site's merchant account, client key ... (each site may have its own); the sandbox's when absent. */
  paymentSettings?: (siteId: string) => PaymentAreaSettings;
  /** PayPal: the SDK with PAYPAL_CLIENT_ID (and PAYPAL_MERCHANT_ID, '' when unset), the sandbox button without; null: no PayPal button. */
  payPalButton?: (siteId: string) => { mode: 'sdk' | 'sandbox'; intent: PayPalSdkIntent; clientId: string; merchantId: string; userGuidOf?: (owner: BasketOwner) => string } | null;
}

/** The basket page's data: lines (stock checked now), delivery, totals, the shopper details form and the error to show. */
export async function loadBasketPage(
  deps: BasketPageDeps,
  input: BasketPageInput & Pick<BasketDiscountsInput, 'query'> & {
    errorCode: string | undefined; changeDelivery: boolean;
    /** The anti-forgery token for the page's forms; a refused plain details post to show again. */
    token: string; refusedDetails?: RefusedDetailsForm | null;
    /** Back from PayPal's pages: the PayPal button finishes the return even when the basket is empty (a webhook completed the order first). */
    payPalReturn?: boolean;
  },
): Promise<BasketPageView & { events: Ga4Event[] }> {
  const { orderTotal, overview, ...sections } = await loadCheckoutSections(deps, input);
  const delivery: DeliveryView = input.changeDelivery ? { ...sections.delivery, state: 'choose' } : sections.delivery;
  const owner = input.session === null ? null : ownerOfSession(input.session, input.site.id);
  const [shopperDetails, discounts] = await Promise.all([
    loadShopperDetailsForm(deps, { owner, site: input.site, token: input.token, refused: input.refusedDetails }),
    loadBasketDiscounts(deps, { session: input.session, site: input.site, antiForgeryToken: input.token, query: input.query }),
  ]);
  // The modals of the offered pick-up networks, outside the delivery section (which is replaced after each save).
  const pickupModals = { networks: sections.delivery.pickupOptions.map((option) => option.network), mapTiles: deps.mapTiles };
  const payment = toPaymentAreaView(deps.paymentSettings?.(input.site.id) ?? SANDBOX_PAYMENT_SETTINGS, input.site, orderTotal, { signedIn: input.session?.shopperId != null });
  // PayPal.
  const payPalButton = deps.payPalButton?.(input.site.id) ?? null;
  const payPal = payPalButton
    ? toPayPalButtonView(payPalButton, orderTotal.currency, input.site.locale, owner === null || payPalButton.userGuidOf === undefined ? '' : payPalButton.userGuidOf(owner))
    : null;
  // The basket page is the checkout too (details, delivery and payment on one page): showing it with goods begins it.
  const events = overview.basket.lines.some((line) => !line.archived)
    ? [checkoutEvent('view_cart', overview, input.site), checkoutEvent('begin_checkout', overview, input.site)]
    : [];
  return {
    ...sections, delivery, error: basketErrorMessage(input.errorCode, stringsFor(input.site)), shopperDetails, discounts, pickupModals, payment,
    orderButton: orderButtonRuleOf(input.site.region), payPal, payPalReturn: input.payPalReturn === true, events,
  };
}
